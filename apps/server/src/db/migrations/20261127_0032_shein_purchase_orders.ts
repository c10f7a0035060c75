import type { AnyDb } from './helpers';
import { int8 } from './helpers';

/**
 * Frozen: Shein purchase orders as documented (order.purchase-order-infos, issue 19 §7).
 * - `shein_orders.order_type`: 1 急采 / 2 备货 (older rows were synced as stock-up: 2).
 * - `status_name`: Shein's own statusName; the product shows its Chinese label of the documented enum.
 * - `custom_info_id`: the customised order's id for the ccst APIs ('' when not customised).
 * - `custom_info`: JSON { customInfo (ccst custom-infos `data.customInfo`), templates } read once per id; null when
 *   the order is not customised or the read failed (`custom_error` then says why).
 * - `fields`: JSON of the documented order-level fields (times, warehouse, labels, JIT names…).
 * - `shein_order_cursors`: per shop and type, the end of the last update-time window read completely.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await db.schema
    .alterTable('shein_orders')
    .addColumn('order_type', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
  await db.schema
    .alterTable('shein_orders')
    .addColumn('status_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('shein_orders')
    .addColumn('custom_info_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const col of ['custom_info', 'custom_error', 'fields'] as const)
    await db.schema.alterTable('shein_orders').addColumn(col, 'text').execute();
  await db.schema
    .createIndex('shein_orders_main_type_idx')
    .on('shein_orders')
    .columns(['main_id', 'order_type', 'status'])
    .execute();
  await db.schema
    .createTable('shein_order_cursors')
    .addColumn('shop_id', i8, (c) => c.notNull())
    .addColumn('order_type', 'integer', (c) => c.notNull())
    .addColumn('synced_until', i8, (c) => c.notNull())
    .addColumn('updated_at', i8, (c) => c.notNull())
    .addPrimaryKeyConstraint('shein_order_cursors_pk', ['shop_id', 'order_type'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
