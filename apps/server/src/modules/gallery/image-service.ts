import type { GalleryImageDetail, GalleryListResult, galleryListQuery } from '@podbench/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { lockSellerFiles } from '../file/seller-lock';
import { urlSigner } from '../storage/url-signer';
import { decodeCursor, encodeCursor } from './cursor';
import { findFolder, listFolders } from './folder-repository';
import { countTotals, liveInFolder } from './count-repository';
import {
  countImages,
  findImages,
  type ImageFilter,
  type ImageRow,
  pageQuery,
  sortColumn,
  tagsOfImages,
} from './image-repository';
import { moveImages, renameImage, restoreImages, trashImages } from './image-writes';
import { findTagIds } from './tag-repository';
import { originalUrl, toGalleryImage } from './urls';

type ListQuery = z.output<typeof galleryListQuery>;

/** A page of the seller's images (keyset), with the total on the first page. */
export async function listImages(ctx: AppContext, mainId: number, q: ListQuery): Promise<GalleryListResult> {
  const tagId = q.tag ? (await findTagIds(ctx.db, mainId, [q.tag]))[0] : undefined;
  if (q.tag && tagId === undefined) return { rows: [], nextCursor: null, total: q.cursor ? null : 0 };
  const filter = { mainId, folderId: q.folderId, q: q.q, tagId, trash: q.trash };
  const after = q.cursor ? decodeCursor(q.cursor, q.sort, q.trash) : undefined;
  const [rows, total] = await Promise.all([
    pageQuery(ctx.db, { ...filter, sort: q.sort, order: q.order, after, limit: q.limit }).execute(),
    q.cursor ? null : countMatching(ctx.db, filter),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const col = sortColumn(q.sort, q.trash);
  const nextCursor = rows.length > q.limit && last ? encodeCursor(last[col] as string | number, Number(last.id)) : null;
  return { rows: await present(ctx, mainId, page), nextCursor, total };
}

/**
 * The total for a listing: a one-row read of gallery_counts for a folder, all folders or the recycle bin; a real
 * count only when searching by name or tag (those scan the matches anyway).
 */
async function countMatching(db: Executor, f: ImageFilter): Promise<number> {
  if (f.q || f.tagId !== undefined) return countImages(db, f);
  if (f.trash) return (await countTotals(db, f.mainId)).trash;
  return f.folderId === undefined ? (await countTotals(db, f.mainId)).live : liveInFolder(db, f.mainId, f.folderId);
}

/** Rows → contract images, with their tags and signed preview URLs. */
export async function present(ctx: AppContext, mainId: number, rows: ImageRow[]) {
  const [signer, tags] = await Promise.all([
    urlSigner(ctx),
    tagsOfImages(
      ctx.db,
      mainId,
      rows.map((r) => Number(r.id)),
    ),
  ]);
  return rows.map((r) => toGalleryImage(signer, r, tags.get(Number(r.id)) ?? []));
}

export async function getImage(ctx: AppContext, mainId: number, id: number): Promise<GalleryImageDetail> {
  const [row] = await findImages(ctx.db, mainId, [id]);
  if (!row) throw notFound('图片不存在');
  const [image] = await present(ctx, mainId, [row]);
  const signer = await urlSigner(ctx);
  const folders = new Map((await listFolders(ctx.db, mainId)).map((f) => [f.id, f]));
  const folderPath: string[] = [];
  for (let f = folders.get(image.folderId); f && folderPath.length < 10; f = folders.get(f.parent_id))
    folderPath.unshift(f.name);
  return {
    ...image,
    originalUrl: originalUrl(signer, mainId, image.id, false),
    downloadUrl: originalUrl(signer, mainId, image.id, true),
    folderPath,
  };
}

export async function renameOwnImage(ctx: AppContext, mainId: number, id: number, name: string) {
  if (!(await renameImage(ctx.db, mainId, id, name))) throw notFound('图片不存在或已删除');
}

/** The target folder must be the seller's (0 is the root). */
export async function assertFolder(db: Executor, mainId: number, folderId: number) {
  if (folderId !== 0 && !(await findFolder(db, mainId, folderId))) throw notFound('目标文件夹不存在');
}

/**
 * Gallery writes of one seller run one at a time (the seller's file lock): a count read before an update must still
 * hold when it is applied, so gallery_counts never drifts under concurrent requests.
 */
export function sellerWrite<T>(ctx: AppContext, mainId: number, work: (trx: Executor) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockSellerFiles(trx, mainId);
    return work(trx);
  });
}

export async function moveOwnImages(ctx: AppContext, mainId: number, ids: number[], folderId: number) {
  return sellerWrite(ctx, mainId, async (trx) => {
    await assertFolder(trx, mainId, folderId);
    return moveImages(trx, mainId, ids, folderId);
  });
}

export async function trashOwnImages(ctx: AppContext, mainId: number, ids: number[]) {
  return sellerWrite(ctx, mainId, (trx) => trashImages(trx, mainId, ids, Date.now()));
}

export async function restoreOwnImages(ctx: AppContext, mainId: number, ids: number[]) {
  const n = await sellerWrite(ctx, mainId, (trx) => restoreImages(trx, mainId, ids, Date.now()));
  if (!n) throw badRequest('所选图片不在回收站中');
  return n;
}
