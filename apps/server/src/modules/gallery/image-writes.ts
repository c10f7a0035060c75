import type { Insertable } from 'kysely';
import type { Executor } from '../../db';
import type { GalleryImagesTable } from '../../db/schema-gallery';
import { toCount } from '../../db';
import { bumpCounts, countTotals, tallyByFolder } from './count-repository';
import { IMAGE_COLUMNS } from './image-repository';

/** Call inside a transaction: the row and its folder's count go together. */
export async function insertImage(db: Executor, values: Insertable<GalleryImagesTable>) {
  const row = await db.insertInto('gallery_images').values(values).returning(IMAGE_COLUMNS).executeTakeFirstOrThrow();
  await bumpCounts(db, values.main_id, [{ folderId: Number(row.folder_id), live: 1, trash: 0 }]);
  return row;
}

/** A live image of the seller holding this file (uploading the same bytes again returns it). */
export async function findLiveImageByFile(db: Executor, mainId: number, fileId: number) {
  return db
    .selectFrom('gallery_images')
    .select(IMAGE_COLUMNS)
    .where('main_id', '=', mainId)
    .where('file_id', '=', fileId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function renameImage(db: Executor, mainId: number, id: number, name: string) {
  const r = await db
    .updateTable('gallery_images')
    .set({ name, updated_at: Date.now() })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Call inside a transaction (counts move with the images). */
export async function moveImages(db: Executor, mainId: number, ids: number[], folderId: number) {
  const from = (await tallyByFolder(db, mainId, ids, false)).filter((t) => t.folderId !== folderId);
  const moving = from.reduce((n, t) => n + t.n, 0);
  if (!moving) return 0;
  const r = await db
    .updateTable('gallery_images')
    .set({ folder_id: folderId, updated_at: Date.now() })
    .where('main_id', '=', mainId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where('folder_id', '<>', folderId)
    .executeTakeFirst();
  await bumpCounts(db, mainId, [
    ...from.map((t) => ({ folderId: t.folderId, live: -t.n, trash: 0 })),
    { folderId, live: moving, trash: 0 },
  ]);
  return Number(r.numUpdatedRows);
}

/** To the recycle bin (live images only). Call inside a transaction. */
export async function trashImages(db: Executor, mainId: number, ids: number[], now: number) {
  const from = await tallyByFolder(db, mainId, ids, false);
  await bumpCounts(
    db,
    mainId,
    from.map((t) => ({ folderId: t.folderId, live: -t.n, trash: t.n })),
  );
  const r = await db
    .updateTable('gallery_images')
    .set({ deleted_at: now, updated_at: now })
    .where('main_id', '=', mainId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Back from the recycle bin. An image whose folder was deleted meanwhile returns to the root, so that it is
 * never filed in a folder that no longer exists. Call inside a transaction.
 */
export async function restoreImages(db: Executor, mainId: number, ids: number[], now: number) {
  if (!ids.length) return 0;
  const rows = await db
    .selectFrom('gallery_images as i')
    .leftJoin('gallery_folders as f', (j) => j.onRef('f.id', '=', 'i.folder_id').on('f.main_id', '=', mainId))
    .select(['i.id', 'i.folder_id', 'f.id as folder_exists'])
    .where('i.main_id', '=', mainId)
    .where('i.id', 'in', ids)
    .where('i.deleted_at', 'is not', null)
    .execute();
  const groups = new Map<number, number[]>();
  for (const r of rows) {
    const target = Number(r.folder_id) === 0 || r.folder_exists !== null ? Number(r.folder_id) : 0;
    groups.set(target, [...(groups.get(target) ?? []), Number(r.id)]);
  }
  for (const [folderId, group] of groups) {
    await db
      .updateTable('gallery_images')
      .set({ deleted_at: null, updated_at: now, folder_id: folderId })
      .where('main_id', '=', mainId)
      .where('id', 'in', group)
      .execute();
  }
  await bumpCounts(db, mainId, [
    ...rows.map((r) => ({ folderId: Number(r.folder_id), live: 0, trash: -1 })),
    ...[...groups].map(([folderId, group]) => ({ folderId, live: group.length, trash: 0 })),
  ]);
  return rows.length;
}

/** Deleted images whose 30 days are up, oldest first, any seller (the purge job). */
export async function findExpiredTrash(db: Executor, before: number, limit: number) {
  return db
    .selectFrom('gallery_images')
    .select(['id', 'main_id'])
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '<', before)
    .orderBy('deleted_at')
    .limit(limit)
    .execute();
}

/** Purges rows of the recycle bin (with their tags and counts). Call inside a transaction. */
export async function deleteImageRows(db: Executor, mainId: number, ids: number[]) {
  const from = await tallyByFolder(db, mainId, ids, true);
  await bumpCounts(
    db,
    mainId,
    from.map((t) => ({ folderId: t.folderId, live: 0, trash: -t.n })),
  );
  await db.deleteFrom('gallery_image_tags').where('main_id', '=', mainId).where('image_id', 'in', ids).execute();
  await db.deleteFrom('gallery_images').where('main_id', '=', mainId).where('id', 'in', ids).execute();
}

/** How many gallery images (live or deleted) still use the file. */
export async function countImagesOfFile(db: Executor, mainId: number, fileId: number) {
  const r = await db
    .selectFrom('gallery_images')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('main_id', '=', mainId)
    .where('file_id', '=', fileId)
    .executeTakeFirstOrThrow();
  return toCount(r.n);
}

/** Live and recycle-bin images of the seller, from gallery_counts. */
export const countLiveAndTrash = countTotals;
