import { sql } from 'kysely';
import type { AnyDb } from './helpers';
import { int8, notNull } from './helpers';

/**
 * Frozen: live and recycle-bin image counts per seller and folder, kept in the same transaction as every change to
 * gallery_images, so that the gallery's totals and folder counts are one-row reads instead of counts over 100,000
 * rows. Existing images are counted here.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('gallery_counts')
    .addColumn('main_id', int8(db), notNull)
    .addColumn('folder_id', int8(db), notNull)
    .addColumn('live', int8(db), (c) => c.notNull().defaultTo(0))
    .addColumn('trash', int8(db), (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('gallery_counts_pk', ['main_id', 'folder_id'])
    .execute();
  await sql`insert into gallery_counts (main_id, folder_id, live, trash)
    select main_id, folder_id, sum(case when deleted_at is null then 1 else 0 end), sum(case when deleted_at is null then 0 else 1 end)
    from gallery_images group by main_id, folder_id`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
