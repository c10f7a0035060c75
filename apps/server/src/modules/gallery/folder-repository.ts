import type { Executor } from '../../db';
import { toCount } from '../../db';

const FOLDER_COLUMNS = ['id', 'parent_id', 'name', 'created_at'] as const;

/** Every folder of the seller with the live images directly in it (a seller has tens to hundreds of folders). */
export async function listFolders(db: Executor, mainId: number) {
  const rows = await db
    .selectFrom('gallery_folders as f')
    .select(FOLDER_COLUMNS.map((c) => `f.${c}` as const))
    .select((eb) =>
      eb
        .selectFrom('gallery_images as i')
        .select(eb.fn.countAll().as('n'))
        .where('i.main_id', '=', mainId)
        .whereRef('i.folder_id', '=', 'f.id')
        .where('i.deleted_at', 'is', null)
        .as('image_count'),
    )
    .where('f.main_id', '=', mainId)
    .orderBy('f.name')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    parent_id: Number(r.parent_id),
    image_count: toCount(r.image_count),
  }));
}
export type FolderRow = Awaited<ReturnType<typeof listFolders>>[number];

export async function countLiveInFolder(db: Executor, mainId: number, folderId: number) {
  const r = await db
    .selectFrom('gallery_images')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('main_id', '=', mainId)
    .where('folder_id', '=', folderId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return toCount(r.n);
}

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

/** Every image of the folder, live or in the recycle bin, moves to `toId`. */
export async function moveFolderImages(db: Executor, mainId: number, fromId: number, toId: number) {
  const r = await db
    .updateTable('gallery_images')
    .set({ folder_id: toId, updated_at: Date.now() })
    .where('main_id', '=', mainId)
    .where('folder_id', '=', fromId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
