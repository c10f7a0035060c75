import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/**
 * Frozen: fully-managed stock-up orders (备货单) synced from Temu, their lines matched to templates and blank
 * variants, each order's state history, and the per-shop sync watermark. Times epoch ms; money fen.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('temu_orders'))
    .addColumn('main_id', i8, notNull)
    .addColumn('shop_id', i8, notNull)
    .addColumn('sub_purchase_order_sn', 'varchar(64)', notNull)
    .addColumn('original_purchase_order_sn', 'varchar(64)')
    .addColumn('product_name', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('product_skc_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'varchar(1000)')
    .addColumn('temu_status', 'integer', notNull)
    .addColumn('state', 'varchar(16)', notNull)
    .addColumn('template_id', i8)
    .addColumn('design_id', i8)
    .addColumn('matched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('base_cost_fen', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('discount_fen', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('packing_fen', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_fen', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('total_fen', i8, (c) => c.notNull().defaultTo(0))
    .addColumn('purchase_time', i8, notNull)
    .addColumn('content_hash', 'varchar(64)', notNull)
    .addColumn('paid_fen', i8)
    .addColumn('pay_ledger_id', i8)
    .addColumn('paid_at', i8)
    .addColumn('refund_ledger_id', i8)
    .addColumn('refunded_at', i8)
    .addColumn('cancel_reason', 'varchar(255)')
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('temu_orders_sn_uq', ['shop_id', 'sub_purchase_order_sn'])
    .execute();
  // The list: every tab, shop and date filter pages the seller's orders newest first from one of these.
  const idx = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('temu_orders').columns(columns).execute();
  await idx('temu_orders_main_time_idx', ['main_id', 'purchase_time', 'id']);
  await idx('temu_orders_main_state_idx', ['main_id', 'state', 'purchase_time', 'id']);
  await idx('temu_orders_main_shop_idx', ['main_id', 'shop_id', 'state', 'purchase_time', 'id']);
  await idx('temu_orders_main_sn_idx', ['main_id', 'sub_purchase_order_sn']);
  await idx('temu_orders_main_tpl_idx', ['main_id', 'template_id']);

  await withId(db, db.schema.createTable('temu_order_lines'))
    .addColumn('order_id', i8, notNull)
    .addColumn('product_sku_id', 'varchar(32)', notNull)
    .addColumn('sku_ext_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('spec', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', notNull)
    .addColumn('template_id', i8)
    .addColumn('variant_id', i8)
    .addColumn('design_id', i8)
    .addColumn('unit_cost_fen', i8)
    .addColumn('weight_g', 'integer')
    .execute();
  await db.schema.createIndex('temu_order_lines_order_idx').on('temu_order_lines').columns(['order_id']).execute();

  await withId(db, db.schema.createTable('temu_order_events'))
    .addColumn('order_id', i8, notNull)
    .addColumn('from_state', 'varchar(16)')
    .addColumn('to_state', 'varchar(16)', notNull)
    .addColumn('temu_status', 'integer')
    .addColumn('actor', 'varchar(16)', notNull)
    .addColumn('actor_id', i8)
    .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', i8, notNull)
    .execute();
  await db.schema
    .createIndex('temu_order_events_order_idx')
    .on('temu_order_events')
    .columns(['order_id', 'id'])
    .execute();

  await db.schema
    .createTable('temu_order_sync')
    .addColumn('shop_id', i8, (c) => c.primaryKey())
    .addColumn('main_id', i8, notNull)
    .addColumn('watermark', i8, notNull)
    .addColumn('synced_at', i8, notNull)
    .execute();

  // The sandbox's orders page by shop and purchase time (bg.purchaseorderv2.get purchaseTimeFrom/To).
  await db.schema
    .createIndex('sandbox_temu_records_created_idx')
    .on('sandbox_temu_records')
    .columns(['mall_id', 'kind', 'created_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sandbox_temu_records_created_idx').execute();
  await db.schema.dropTable('temu_order_sync').execute();
  await db.schema.dropTable('temu_order_events').execute();
  await db.schema.dropTable('temu_order_lines').execute();
  await db.schema.dropTable('temu_orders').execute();
}
