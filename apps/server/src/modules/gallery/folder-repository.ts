import type { Executor } from '../../db';
import { bumpCounts, dropFolderCounts, liveInFolder, readCounts } from './count-repository';

const FOLDER_COLUMNS = ['id', 'parent_id', 'name', 'created_at'] as const;

/** Every folder of the seller with the live images directly in it (a seller has tens to hundreds of folders). */
export async function listFolders(db: Executor, mainId: number) {
  const [rows, counts] = await Promise.all([
    db.selectFrom('gallery_folders').select(FOLDER_COLUMNS).where('main_id', '=', mainId).orderBy('name').execute(),
    readCounts(db, mainId),
  ]);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    parent_id: Number(r.parent_id),
    image_count: counts.get(Number(r.id))?.live ?? 0,
  }));
}
export type FolderRow = Awaited<ReturnType<typeof listFolders>>[number];

export const countLiveInFolder = liveInFolder;

export async function findFolder(db: Executor, mainId: number, id: number) {
  return db
    .selectFrom('gallery_folders')
    .select(FOLDER_COLUMNS)
    .where('main_id', '=', mainId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertFolder(db: Executor, mainId: number, parentId: number, name: string) {
  const now = Date.now();
  return db
    .insertInto('gallery_folders')
    .values({ main_id: mainId, parent_id: parentId, name, created_at: now, updated_at: now })
    .returning(FOLDER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateFolder(
  db: Executor,
  mainId: number,
  id: number,
  patch: { name?: string; parent_id?: number },
) {
  await db
    .updateTable('gallery_folders')
    .set({ ...patch, updated_at: Date.now() })
    .where('main_id', '=', mainId)
    .where('id', '=', id)
    .execute();
}

export async function deleteFolderRow(db: Executor, mainId: number, id: number) {
  await db.deleteFrom('gallery_folders').where('main_id', '=', mainId).where('id', '=', id).execute();
}

/** Every image of the folder, live or in the recycle bin, moves to `toId` (counts too). Call inside a transaction. */
export async function moveFolderImages(db: Executor, mainId: number, fromId: number, toId: number) {
  const moved = (await readCounts(db, mainId)).get(fromId) ?? { live: 0, trash: 0 };
  const r = await db
    .updateTable('gallery_images')
    .set({ folder_id: toId, updated_at: Date.now() })
    .where('main_id', '=', mainId)
    .where('folder_id', '=', fromId)
    .executeTakeFirst();
  await bumpCounts(db, mainId, [{ folderId: toId, ...moved }]);
  await dropFolderCounts(db, mainId, fromId);
  return Number(r.numUpdatedRows);
}
