import { sql } from 'kysely';
import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/**
 * Frozen: the gallery (folders, images, tags), image facts and previews on files, one file row per seller and
 * content (unique), the generic job queue, and server-held secrets.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);

  for (const [name, type] of [
    ['width', 'integer'],
    ['height', 'integer'],
    ['dpi', 'integer'],
    ['color_space', 'varchar(32)'],
    ['has_alpha', 'integer'],
    ['preview_small_key', 'varchar(255)'],
    ['preview_large_key', 'varchar(255)'],
  ] as const) {
    await db.schema.alterTable('files').addColumn(name, type).execute();
  }
  await dedupeFiles(db);
  await db.schema.dropIndex('files_main_sha_idx').ifExists().execute();
  // Concurrent uploads of the same bytes by one seller meet here: the second insert conflicts and reuses the first.
  await db.schema.createIndex('files_main_sha_uq').on('files').columns(['main_id', 'sha256']).unique().execute();
  // Storage use is a sum over a seller's files: index-only with this.
  await db.schema.createIndex('files_main_size_idx').on('files').columns(['main_id', 'size']).execute();

  await withId(db, db.schema.createTable('gallery_folders'))
    .addColumn('main_id', i8, notNull)
    .addColumn('parent_id', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('gallery_folders_name_uq', ['main_id', 'parent_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('gallery_images'))
    .addColumn('main_id', i8, notNull)
    .addColumn('file_id', i8, notNull)
    .addColumn('folder_id', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(255)', notNull)
    .addColumn('mime', 'varchar(100)', notNull)
    .addColumn('size', i8, notNull)
    .addColumn('sha256', 'varchar(64)', notNull)
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .addColumn('dpi', 'integer')
    .addColumn('color_space', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('has_alpha', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('preview_small_key', 'varchar(255)')
    .addColumn('preview_large_key', 'varchar(255)')
    .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('upload'))
    .addColumn('source_image_id', i8)
    .addColumn('uploader_id', i8, notNull)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addColumn('deleted_at', i8)
    .execute();
  // Keyset paging per sort, in one folder and across all folders; only live rows are indexed.
  const live = (name: string, columns: string[]) =>
    db.schema
      .createIndex(name)
      .on('gallery_images')
      .columns(columns)
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  await live('gallery_images_folder_time_idx', ['main_id', 'folder_id', 'created_at', 'id']);
  await live('gallery_images_folder_name_idx', ['main_id', 'folder_id', 'name', 'id']);
  await live('gallery_images_folder_size_idx', ['main_id', 'folder_id', 'size', 'id']);
  await live('gallery_images_time_idx', ['main_id', 'created_at', 'id']);
  await live('gallery_images_name_idx', ['main_id', 'name', 'id']);
  await live('gallery_images_size_idx', ['main_id', 'size', 'id']);
  await db.schema
    .createIndex('gallery_images_trash_idx')
    .on('gallery_images')
    .columns(['main_id', 'deleted_at', 'id'])
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
  await db.schema.createIndex('gallery_images_file_idx').on('gallery_images').columns(['main_id', 'file_id']).execute();

  await withId(db, db.schema.createTable('gallery_tags'))
    .addColumn('main_id', i8, notNull)
    .addColumn('name', 'varchar(32)', notNull)
    .addColumn('created_at', i8, notNull)
    .addUniqueConstraint('gallery_tags_name_uq', ['main_id', 'name'])
    .execute();
  await db.schema
    .createTable('gallery_image_tags')
    .addColumn('image_id', i8, notNull)
    .addColumn('tag_id', i8, notNull)
    .addColumn('main_id', i8, notNull)
    .addPrimaryKeyConstraint('gallery_image_tags_pk', ['image_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('gallery_image_tags_tag_idx')
    .on('gallery_image_tags')
    .columns(['main_id', 'tag_id', 'image_id'])
    .execute();

  await withId(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'varchar(32)', notNull)
    .addColumn('main_id', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('group_key', 'varchar(64)')
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('run_at', i8, notNull)
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('lease_until', i8)
    .addColumn('result', 'text')
    .addColumn('error', 'varchar(500)')
    .addColumn('dedupe_key', 'varchar(128)', (c) => c.unique())
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addColumn('finished_at', i8)
    .execute();
  await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['status', 'run_at', 'id']).execute();
  await db.schema.createIndex('jobs_group_idx').on('jobs').columns(['main_id', 'group_key', 'id']).execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('created_at', i8, notNull)
    .execute();
}

/**
 * Before the unique index: rows that a concurrent upload duplicated collapse into the earliest one (same bytes,
 * same storage key). Avatars pointing at a removed row are pointed at the kept one.
 */
async function dedupeFiles(db: AnyDb): Promise<void> {
  const groups = await db
    .selectFrom('files')
    .select(['main_id', 'sha256', (eb) => eb.fn.min('id').as('keep')])
    .groupBy(['main_id', 'sha256'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  for (const g of groups) {
    const dups = await db
      .selectFrom('files')
      .select('id')
      .where('main_id', '=', g.main_id)
      .where('sha256', '=', g.sha256)
      .where('id', '<>', g.keep)
      .execute();
    for (const d of dups) {
      await db
        .updateTable('users')
        .set({ avatar: `/api/file/${g.keep}` })
        .where('avatar', '=', `/api/file/${d.id}`)
        .execute();
      await db.deleteFrom('files').where('id', '=', d.id).execute();
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
