import type { Insertable } from 'kysely';
import type { Executor } from '../../db';
import type { GalleryImagesTable } from '../../db/schema-gallery';
import { toCount } from '../../db';
import { IMAGE_COLUMNS } from './image-repository';

export async function insertImage(db: Executor, values: Insertable<GalleryImagesTable>) {
  return db.insertInto('gallery_images').values(values).returning(IMAGE_COLUMNS).executeTakeFirstOrThrow();
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

export async function moveImages(db: Executor, mainId: number, ids: number[], folderId: number) {
  const r = await db
    .updateTable('gallery_images')
    .set({ folder_id: folderId, updated_at: Date.now() })
    .where('main_id', '=', mainId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** To the recycle bin (live images only). */
export async function trashImages(db: Executor, mainId: number, ids: number[], now: number) {
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
 * never filed in a folder that no longer exists.
 */
export async function restoreImages(db: Executor, mainId: number, ids: number[], now: number) {
  const r = await db
    .updateTable('gallery_images')
    .set((eb) => ({
      deleted_at: null,
      updated_at: now,
      folder_id: eb
        .case()
        .when(
          eb.or([
            eb('folder_id', '=', 0),
            eb.exists(
              eb.selectFrom('gallery_folders as f').select('f.id').whereRef('f.id', '=', 'gallery_images.folder_id'),
            ),
          ]),
        )
        .then(eb.ref('folder_id'))
        .else(0)
        .end(),
    }))
    .where('main_id', '=', mainId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
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

export async function deleteImageRows(db: Executor, mainId: number, ids: number[]) {
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

export async function countLiveAndTrash(db: Executor, mainId: number) {
  const r = await db
    .selectFrom('gallery_images')
    .select((eb) => [
      eb.fn.count<number | string>(eb.case().when('deleted_at', 'is', null).then(1).end()).as('live'),
      eb.fn.count<number | string>('deleted_at').as('trash'),
    ])
    .where('main_id', '=', mainId)
    .executeTakeFirstOrThrow();
  return { live: toCount(r.live), trash: toCount(r.trash) };
}
