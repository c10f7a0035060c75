import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/**
 * Frozen: Temu goods and quality checks as last synced, per seller shop. Upserts key on (shop_id, remote id), so a
 * re-sync updates rows in place and never duplicates them; lists filter by main_id first.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('temu_online_products'))
    .addColumn('main_id', i8, notNull)
    .addColumn('shop_id', i8, notNull)
    .addColumn('product_id', 'varchar(32)', notNull)
    .addColumn('product_name', 'varchar(600)', notNull)
    .addColumn('status', 'integer', notNull)
    .addColumn('image_url', 'varchar(500)')
    .addColumn('skcs', 'text', notNull)
    .addColumn('carousel', 'text', notNull)
    .addColumn('skc_count', 'integer', notNull)
    .addColumn('sku_count', 'integer', notNull)
    .addColumn('price_min', i8, notNull)
    .addColumn('price_max', i8, notNull)
    .addColumn('sales_30d', i8, notNull)
    .addColumn('sales_total', i8, notNull)
    .addColumn('on_sale_at', i8)
    .addColumn('content_hash', 'varchar(64)', notNull)
    .addColumn('last_synced_at', i8, notNull)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('temu_online_products_remote_uq', ['shop_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('temu_online_products_list_idx')
    .on('temu_online_products')
    .columns(['main_id', 'shop_id', 'status', 'id'])
    .execute();

  await withId(db, db.schema.createTable('temu_quality_checks'))
    .addColumn('main_id', i8, notNull)
    .addColumn('shop_id', i8, notNull)
    .addColumn('qc_bill_id', 'varchar(32)', notNull)
    .addColumn('product_id', 'varchar(32)', notNull)
    .addColumn('product_skc_id', 'varchar(32)', notNull)
    .addColumn('product_sku_id', 'varchar(32)', notNull)
    .addColumn('product_name', 'varchar(600)', notNull)
    .addColumn('spec', 'varchar(200)', notNull)
    .addColumn('result', 'integer', notNull)
    .addColumn('defects', 'text', notNull)
    .addColumn('defect_count', 'integer', notNull)
    .addColumn('inspected_at', i8, notNull)
    .addColumn('last_synced_at', i8, notNull)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('temu_quality_checks_remote_uq', ['shop_id', 'qc_bill_id'])
    .execute();
  await db.schema
    .createIndex('temu_quality_checks_list_idx')
    .on('temu_quality_checks')
    .columns(['main_id', 'inspected_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('temu_quality_checks').execute();
  await db.schema.dropTable('temu_online_products').execute();
}
