import type { Insertable } from 'kysely';
import type { Executor } from '../../db';
import type { FilesTable } from '../../db/schema';

const COLUMNS = [
  'id',
  'main_id',
  'storage_key',
  'file_name',
  'mime',
  'size',
  'sha256',
  'purpose',
  'created_at',
  'width',
  'height',
  'dpi',
  'color_space',
  'has_alpha',
  'preview_small_key',
  'preview_large_key',
] as const;

/** A file of the caller's main account; another seller's id reads as missing. */
export async function findOwnFile(db: Executor, mainId: number, id: number) {
  return db.selectFrom('files').select(COLUMNS).where('id', '=', id).where('main_id', '=', mainId).executeTakeFirst();
}

export type FileRow = NonNullable<Awaited<ReturnType<typeof findOwnFile>>>;

/** The seller's row holding this content (one per seller and content: files_main_sha_uq). */
export async function findOwnFileBySha(db: Executor, mainId: number, sha256: string) {
  return db
    .selectFrom('files')
    .select(COLUMNS)
    .where('main_id', '=', mainId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}

export async function findOwnFilesBySha(db: Executor, mainId: number, shas: string[]): Promise<FileRow[]> {
  if (!shas.length) return [];
  return db.selectFrom('files').select(COLUMNS).where('main_id', '=', mainId).where('sha256', 'in', shas).execute();
}

/** Inserts unless the seller already holds this content; then returns the existing row (race-safe). */
export async function insertFileOnce(db: Executor, values: Insertable<FilesTable>): Promise<FileRow> {
  const inserted = await db
    .insertInto('files')
    .values(values)
    .onConflict((oc) => oc.columns(['main_id', 'sha256']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  return inserted ?? (await findOwnFileBySha(db, values.main_id, values.sha256))!;
}

export async function updateFile(
  db: Executor,
  id: number,
  patch: Partial<Pick<Insertable<FilesTable>, (typeof COLUMNS)[number]>>,
) {
  await db.updateTable('files').set(patch).where('id', '=', id).execute();
}

/** Bytes of every file the seller stores (originals; previews are derived and not counted). */
export async function sumFileBytes(db: Executor, mainId: number): Promise<number> {
  const r = await db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('n'))
    .where('main_id', '=', mainId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function deleteFileRow(db: Executor, mainId: number, id: number) {
  await db.deleteFrom('files').where('id', '=', id).where('main_id', '=', mainId).execute();
}
