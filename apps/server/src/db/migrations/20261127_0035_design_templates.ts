import { type AnyDb, addSellerMenuPages, int8, notNull, withId } from './helpers';

/** The seller's 设计中心 order once 设计模板 and 批量套图 are in. */
const DESIGN_ORDER = ['designCanvas', 'designTemplate', 'designBatch'] as const;
const PAGES = [
  { path: 'designTemplate', menuName: '设计模板', component: 'design/designTemplate' },
  { path: 'designBatch', menuName: '批量套图', component: 'design/designBatch' },
] as const;

/**
 * Frozen (issue 20 §7): design templates (a saved document re-targeted onto other blanks) and 批量套图 batches (one
 * image onto N blanks: a row per blank with the design it made or why it failed). Menus 设计中心 › 设计模板 / 批量套图
 * where the seller menu exists; a fresh database gets them from the seed.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('design_templates'))
    .addColumn('main_id', i8, notNull)
    .addColumn('creator_id', i8, notNull)
    .addColumn('name', 'varchar(50)', notNull)
    .addColumn('product_id', i8, notNull)
    .addColumn('document', 'text', notNull)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addColumn('deleted_at', i8)
    .execute();
  await db.schema
    .createIndex('design_templates_main_list_idx')
    .on('design_templates')
    .columns(['main_id', 'deleted_at', 'updated_at', 'id'])
    .execute();

  await withId(db, db.schema.createTable('design_batches'))
    .addColumn('main_id', i8, notNull)
    .addColumn('creator_id', i8, notNull)
    .addColumn('image_id', i8, notNull)
    .addColumn('placement', 'varchar(8)', notNull)
    .addColumn('areas', 'varchar(8)', notNull)
    .addColumn('total', 'integer', notNull)
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema.createIndex('design_batches_main_idx').on('design_batches').columns(['main_id', 'id']).execute();

  await withId(db, db.schema.createTable('design_batch_items'))
    .addColumn('batch_id', i8, (c) => c.notNull().references('design_batches.id').onDelete('cascade'))
    .addColumn('main_id', i8, notNull)
    .addColumn('order_num', 'integer', notNull)
    .addColumn('product_id', i8, notNull)
    .addColumn('color', 'varchar(64)', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('design_id', i8)
    .addColumn('error', 'varchar(500)')
    .addColumn('warnings', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('design_batch_items_batch_idx')
    .on('design_batch_items')
    .columns(['batch_id', 'order_num'])
    .execute();

  await addDesignTemplateMenus(db);
}

export async function addDesignTemplateMenus(db: AnyDb, now = Date.now()): Promise<void> {
  await addSellerMenuPages(db, '/design', PAGES, DESIGN_ORDER, now);
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
