import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/**
 * Frozen: Shein listing templates, one publish per template × shop, stock-up orders synced from Shein, the category
 * tree cache, and the Shein sandbox's hosted images, products and orders. JSON as text; times epoch ms; money fen.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('shein_templates'))
    .addColumn('main_id', i8, notNull)
    .addColumn('design_id', i8)
    .addColumn('title', 'varchar(1000)', notNull)
    .addColumn('category_id', i8)
    .addColumn('category_path', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema.createIndex('shein_templates_main_idx').on('shein_templates').columns(['main_id', 'id']).execute();

  await withId(db, db.schema.createTable('shein_publishes'))
    .addColumn('main_id', i8, notNull)
    .addColumn('template_id', i8, notNull)
    .addColumn('shop_id', i8, notNull)
    .addColumn('state', 'varchar(16)', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'varchar(1000)')
    .addColumn('spu_name', 'varchar(64)')
    .addColumn('images', 'text')
    .addColumn('product', 'text')
    .addColumn('started_at', i8)
    .addColumn('finished_at', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('shein_publishes_uq', ['template_id', 'shop_id'])
    .execute();
  await db.schema.createIndex('shein_publishes_main_idx').on('shein_publishes').columns(['main_id', 'id']).execute();

  await withId(db, db.schema.createTable('shein_orders'))
    .addColumn('main_id', i8, notNull)
    .addColumn('shop_id', i8, notNull)
    .addColumn('order_no', 'varchar(64)', notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('spu_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', notNull)
    .addColumn('amount_fen', i8, notNull)
    .addColumn('lines', 'text', notNull)
    .addColumn('content_hash', 'varchar(64)', notNull)
    .addColumn('placed_at', i8, notNull)
    .addColumn('shein_updated_at', i8, notNull)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('shein_orders_uq', ['shop_id', 'order_no'])
    .execute();
  await db.schema
    .createIndex('shein_orders_main_idx')
    .on('shein_orders')
    .columns(['main_id', 'status', 'placed_at'])
    .execute();

  await db.schema
    .createTable('shein_category_cache')
    .addColumn('slot', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('data', 'text', notNull)
    .addColumn('fetched_at', i8, notNull)
    .execute();

  await withId(db, db.schema.createTable('sandbox_shein_images'))
    .addColumn('shop_id', i8, notNull)
    .addColumn('ref', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(32)', notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('created_at', i8, notNull)
    .execute();

  await withId(db, db.schema.createTable('sandbox_shein_products'))
    .addColumn('shop_id', i8, notNull)
    .addColumn('spu_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('data', 'text', notNull)
    .addColumn('next_order_at', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await withId(db, db.schema.createTable('sandbox_shein_skus'))
    .addColumn('shop_id', i8, notNull)
    .addColumn('supplier_sku', 'varchar(64)', notNull)
    .addColumn('spu_name', 'varchar(64)', notNull)
    .addUniqueConstraint('sandbox_shein_skus_uq', ['shop_id', 'supplier_sku'])
    .execute();

  await withId(db, db.schema.createTable('sandbox_shein_orders'))
    .addColumn('shop_id', i8, notNull)
    .addColumn('order_no', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('status', 'integer', notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema
    .createIndex('sandbox_shein_orders_shop_idx')
    .on('sandbox_shein_orders')
    .columns(['shop_id', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
