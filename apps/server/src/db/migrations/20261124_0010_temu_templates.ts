import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/**
 * Frozen: Temu listing templates (seller-owned), one publish row per template × shop, the category cache, and
 * "fail every n-th call" sandbox faults. JSON as text; times epoch ms; money fen.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('temu_templates'))
    .addColumn('main_id', i8, notNull)
    .addColumn('design_id', i8)
    .addColumn('title', 'varchar(1000)', notNull)
    .addColumn('title_en', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('category_ids', 'text', notNull)
    .addColumn('category_path', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('attributes', 'text', notNull)
    .addColumn('images', 'text', notNull)
    .addColumn('skus', 'text', notNull)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema.createIndex('temu_templates_main_idx').on('temu_templates').columns(['main_id', 'id']).execute();

  await withId(db, db.schema.createTable('temu_publishes'))
    .addColumn('main_id', i8, notNull)
    .addColumn('template_id', i8, notNull)
    .addColumn('shop_id', i8, notNull)
    .addColumn('state', 'varchar(16)', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'varchar(1000)')
    .addColumn('goods_id', 'varchar(32)')
    .addColumn('sku_ids', 'text')
    .addColumn('started_at', i8)
    .addColumn('finished_at', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('temu_publishes_uq', ['template_id', 'shop_id'])
    .execute();
  await db.schema.createIndex('temu_publishes_main_idx').on('temu_publishes').columns(['main_id', 'id']).execute();
  await db.schema.createIndex('temu_publishes_state_idx').on('temu_publishes').columns(['state', 'id']).execute();

  await db.schema
    .createTable('temu_category_cache')
    .addColumn('cat_id', i8, (c) => c.primaryKey())
    .addColumn('parent_id', i8, notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('fetched_at', i8, notNull)
    .execute();

  await db.schema.alterTable('sandbox_temu_faults').addColumn('every_n', 'integer').execute();
  await db.schema
    .alterTable('sandbox_temu_faults')
    .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sandbox_temu_faults').dropColumn('seen').execute();
  await db.schema.alterTable('sandbox_temu_faults').dropColumn('every_n').execute();
  await db.schema.dropTable('temu_category_cache').execute();
  await db.schema.dropTable('temu_publishes').execute();
  await db.schema.dropTable('temu_templates').execute();
}
