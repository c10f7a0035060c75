import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/**
 * Frozen: shipments of stock-up orders to Temu's warehouse (one per order: ship-order number, carrier, tracking
 * number, weight, Temu's ship-order status), and the seller's distinct products (SKC + name) so a name search
 * narrows orders through an index instead of scanning them.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('temu_shipments'))
    .addColumn('main_id', i8, notNull)
    .addColumn('shop_id', i8, notNull)
    .addColumn('order_id', i8, (c) => c.notNull().unique())
    .addColumn('delivery_order_sn', 'varchar(64)')
    .addColumn('carrier', 'varchar(50)', notNull)
    .addColumn('tracking_no', 'varchar(50)', notNull)
    .addColumn('weight_g', 'integer', notNull)
    /** Temu's ship-order status: 0 to pack, 1 awaiting receipt, 2 received, 3 warehoused … */
    .addColumn('temu_status', 'integer')
    /** pending (flow under way) | sent | failed */
    .addColumn('state', 'varchar(16)', notNull)
    .addColumn('error', 'varchar(500)')
    .addColumn('operator_id', i8)
    .addColumn('shipped_at', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema.createIndex('temu_shipments_main_idx').on('temu_shipments').columns(['main_id', 'id']).execute();

  await db.schema
    .createTable('temu_order_products')
    .addColumn('main_id', i8, notNull)
    .addColumn('product_skc_id', 'varchar(32)', notNull)
    .addColumn('product_name', 'varchar(500)', notNull)
    .addPrimaryKeyConstraint('temu_order_products_pk', ['main_id', 'product_skc_id'])
    .execute();
  await db.schema
    .createIndex('temu_orders_main_skc_idx')
    .on('temu_orders')
    .columns(['main_id', 'product_skc_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('temu_orders_main_skc_idx').execute();
  await db.schema.dropTable('temu_order_products').execute();
  await db.schema.dropTable('temu_shipments').execute();
}
