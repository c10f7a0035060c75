import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/**
 * Frozen: sellers' designs and their rendered files. A design holds its document as JSON with a version that
 * every save bumps (optimistic concurrency: `UPDATE … WHERE version = ?`). Renders are rows per output file of a
 * design version (print file per area, mockups per area × colour × size), pointing at content-addressed storage
 * keys, so an unchanged document re-uses the files of an earlier version.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('designs'))
    .addColumn('main_id', i8, notNull)
    .addColumn('creator_id', i8, notNull)
    .addColumn('name', 'varchar(50)', notNull)
    .addColumn('product_id', i8, notNull)
    .addColumn('document', 'text', notNull)
    /** sha256 of the canonical document: what the renders of a version were made from. */
    .addColumn('doc_hash', 'varchar(64)', notNull)
    .addColumn('version', 'integer', notNull)
    /** Where the latest version's renders stand: pending | rendering | done | failed. */
    .addColumn('render_status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('render_error', 'varchar(500)')
    /** Storage key of the square mockup of the first area and colour, for cards; null until rendered. */
    .addColumn('thumbnail_key', 'varchar(200)')
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addColumn('deleted_at', i8)
    .execute();
  await db.schema
    .createIndex('designs_main_list_idx')
    .on('designs')
    .columns(['main_id', 'deleted_at', 'updated_at', 'id'])
    .execute();

  await withId(db, db.schema.createTable('design_renders'))
    .addColumn('main_id', i8, notNull)
    .addColumn('design_id', i8, (c) => c.notNull().references('designs.id').onDelete('cascade'))
    .addColumn('version', 'integer', notNull)
    .addColumn('doc_hash', 'varchar(64)', notNull)
    /** print | listing | square */
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('area_key', 'varchar(32)', notNull)
    /** '' for a print file. */
    .addColumn('color', 'varchar(64)', notNull)
    .addColumn('storage_key', 'varchar(200)', notNull)
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .addColumn('size', i8, notNull)
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema
    .createIndex('design_renders_output_uq')
    .on('design_renders')
    .columns(['design_id', 'version', 'kind', 'area_key', 'color'])
    .unique()
    .execute();
  await db.schema.createIndex('design_renders_key_idx').on('design_renders').columns(['storage_key']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('design_renders').ifExists().execute();
  await db.schema.dropTable('designs').ifExists().execute();
}
