import { GALLERY_MAX_FOLDER_DEPTH, type GalleryFolders } from '@podbench/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import {
  countLiveInFolder,
  deleteFolderRow,
  type FolderRow,
  insertFolder,
  listFolders,
  moveFolderImages,
  updateFolder,
} from './folder-repository';
import { sellerWrite } from './image-service';
import { countLiveAndTrash } from './image-writes';

const MAX_FOLDERS = 1000;

export async function readFolders(ctx: AppContext, mainId: number): Promise<GalleryFolders> {
  const [folders, root, counts] = await Promise.all([
    listFolders(ctx.db, mainId),
    countLiveInFolder(ctx.db, mainId, 0),
    countLiveAndTrash(ctx.db, mainId),
  ]);
  return {
    folders: folders.map((f) => ({
      id: f.id,
      parentId: f.parent_id,
      name: f.name,
      imageCount: f.image_count,
      createdAt: Number(f.created_at),
    })),
    rootCount: root,
    totalCount: counts.live,
  };
}

/** Depth of a folder (a root folder is 1) and the height of the subtree under it (a leaf is 1). */
function shape(folders: FolderRow[]) {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const depth = (id: number): number => {
    let d = 0;
    for (let f = byId.get(id); f && d <= folders.length; f = byId.get(f.parent_id)) d++;
    return d;
  };
  const height = (id: number): number =>
    1 + Math.max(0, ...folders.filter((f) => f.parent_id === id).map((f) => height(f.id)));
  const isInside = (id: number, ancestor: number) => {
    for (let f = byId.get(id); f; f = byId.get(f.parent_id)) if (f.id === ancestor) return true;
    return false;
  };
  return { byId, depth, height, isInside };
}

const nameTaken = (name: string) => conflict(`该位置已有名为「${name}」的文件夹`);

async function guarded<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function createFolder(ctx: AppContext, mainId: number, parentId: number, name: string) {
  const folders = await listFolders(ctx.db, mainId);
  if (folders.length >= MAX_FOLDERS) throw badRequest(`最多创建 ${MAX_FOLDERS} 个文件夹`);
  const s = shape(folders);
  if (parentId !== 0 && !s.byId.has(parentId)) throw notFound('上级文件夹不存在');
  if (s.depth(parentId) + 1 > GALLERY_MAX_FOLDER_DEPTH) throw badRequest(`文件夹最多 ${GALLERY_MAX_FOLDER_DEPTH} 层`);
  const row = await guarded(name, () => insertFolder(ctx.db, mainId, parentId, name));
  return { id: Number(row.id) };
}

export async function renameFolder(ctx: AppContext, mainId: number, id: number, name: string) {
  const s = shape(await listFolders(ctx.db, mainId));
  if (!s.byId.has(id)) throw notFound('文件夹不存在');
  await guarded(name, () => updateFolder(ctx.db, mainId, id, { name }));
}

export async function moveFolder(ctx: AppContext, mainId: number, id: number, parentId: number) {
  const s = shape(await listFolders(ctx.db, mainId));
  const folder = s.byId.get(id);
  if (!folder) throw notFound('文件夹不存在');
  if (parentId !== 0 && !s.byId.has(parentId)) throw notFound('目标文件夹不存在');
  if (parentId === id || s.isInside(parentId, id)) throw badRequest('不能把文件夹移动到它自己或它的子文件夹中');
  if (s.depth(parentId) + s.height(id) > GALLERY_MAX_FOLDER_DEPTH) {
    throw badRequest(`移动后层级将超过 ${GALLERY_MAX_FOLDER_DEPTH} 层`);
  }
  await guarded(folder.name, () => updateFolder(ctx.db, mainId, id, { parent_id: parentId }));
}

/**
 * Deleting a folder never deletes images: its images (recycle bin included) and sub-folders move up to its
 * parent. A sub-folder whose name is taken there gets a numbered name ("名称 (2)").
 */
export async function deleteFolder(ctx: AppContext, mainId: number, id: number) {
  return sellerWrite(ctx, mainId, async (trx) => {
    const folders = await listFolders(trx, mainId);
    const folder = folders.find((f) => f.id === id);
    if (!folder) throw notFound('文件夹不存在');
    const movedImages = await moveFolderImages(trx, mainId, id, folder.parent_id);
    // Gone first, so that a sub-folder of the same name can take its place.
    await deleteFolderRow(trx, mainId, id);
    const siblings = new Set(folders.filter((f) => f.parent_id === folder.parent_id && f.id !== id).map((f) => f.name));
    const children = folders.filter((f) => f.parent_id === id);
    for (const child of children) {
      const name = freeName(child.name, siblings);
      siblings.add(name);
      await updateFolder(trx, mainId, child.id, { parent_id: folder.parent_id, name });
    }
    return { movedImages, movedFolders: children.length };
  });
}

function freeName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name.slice(0, 44)} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}
