import type { Executor } from '../../db';
import type { FilesTable } from '../../db/schema';
import type { Insertable } from 'kysely';

const COLUMNS = ['id', 'main_id', 'storage_key', 'file_name', 'mime', 'size', 'sha256', 'created_at'] as const;

/** A file of the caller's main account; another seller's id reads as missing. */
export async function findOwnFile(db: Executor, mainId: number, id: number) {
  return db.selectFrom('files').select(COLUMNS).where('id', '=', id).where('main_id', '=', mainId).executeTakeFirst();
}

export type FileRow = NonNullable<Awaited<ReturnType<typeof findOwnFile>>>;

/** The earliest row holding this content for the seller (uploads are content-addressed per seller). */
export async function findOwnFileBySha(db: Executor, mainId: number, sha256: string) {
  return db
    .selectFrom('files')
    .select(COLUMNS)
    .where('main_id', '=', mainId)
    .where('sha256', '=', sha256)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function insertFile(db: Executor, values: Insertable<FilesTable>): Promise<FileRow> {
  return db.insertInto('files').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}
