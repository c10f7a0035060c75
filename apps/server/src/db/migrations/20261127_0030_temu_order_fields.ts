import type { AnyDb } from './helpers';
import { int8 } from './helpers';

/**
 * Frozen: every documented field of bg.purchaseorderv2.get on stock-up orders (issue 19 §2).
 * - `temu_orders`: the fields the list filters and sorts by (加急 urgencyType, JIT purchaseStockType, settlement,
 *   定制品, 首单, 可加入发货台, the deliver / arrival deadlines, the receiving warehouse, the FH ship order) and
 *   `temu_data`: the whole documented record as Temu sent it (JSON), for the detail.
 * - `temu_order_lines`: per SKU the documented counters, qcResult, customisation type and technique, and the
 *   customisation text (`personalText`) with the customised SKU id, both from bg.shiporder.staging.get.
 * - `temu_order_sync`: the shop's statusNumMap / delayNumMap / todayCanDeliverNum as last read.
 */
export async function up(db: AnyDb): Promise<void> {
  const orders = [
    ['urgency_type', 'integer'],
    ['purchase_stock_type', 'integer'],
    ['settlement_type', 'integer'],
    ['is_custom', 'integer'],
    ['is_first', 'integer'],
    ['can_join_deliver', 'integer'],
  ] as const;
  for (const [col, type] of orders) {
    await db.schema
      .alterTable('temu_orders')
      .addColumn(col, type, (c) => c.notNull().defaultTo(0))
      .execute();
  }
  for (const col of ['expect_deliver_at', 'expect_arrival_at', 'staging_read_at'] as const)
    await db.schema.alterTable('temu_orders').addColumn(col, int8(db)).execute();
  await db.schema.alterTable('temu_orders').addColumn('receive_warehouse_name', 'varchar(200)').execute();
  await db.schema.alterTable('temu_orders').addColumn('delivery_order_sn', 'varchar(64)').execute();
  await db.schema.alterTable('temu_orders').addColumn('temu_data', 'text').execute();
  const idx = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('temu_orders').columns(columns).execute();
  await idx('temu_orders_main_urgent_idx', ['main_id', 'urgency_type', 'purchase_time', 'id']);
  await idx('temu_orders_main_jit_idx', ['main_id', 'purchase_stock_type', 'purchase_time', 'id']);
  await idx('temu_orders_main_status_idx', ['main_id', 'temu_status', 'purchase_time', 'id']);
  await idx('temu_orders_main_deliver_idx', ['main_id', 'temu_status', 'expect_deliver_at']);
  await idx('temu_orders_delivery_sn_idx', ['delivery_order_sn']);

  for (const col of [
    'deliver_quantity',
    'real_receive_quantity',
    'advice_quantity',
    'purchase_up_limit',
    'qc_result',
    'customization_type',
  ] as const)
    await db.schema.alterTable('temu_order_lines').addColumn(col, 'integer').execute();
  await db.schema.alterTable('temu_order_lines').addColumn('fulfilment_sku_id', 'varchar(32)').execute();
  await db.schema.alterTable('temu_order_lines').addColumn('process_type', 'varchar(500)').execute();
  await db.schema.alterTable('temu_order_lines').addColumn('personal_sku_id', 'text').execute();
  await db.schema.alterTable('temu_order_lines').addColumn('personal_text', 'text').execute();

  for (const col of ['status_num_map', 'delay_num_map'] as const)
    await db.schema.alterTable('temu_order_sync').addColumn(col, 'text').execute();
  await db.schema.alterTable('temu_order_sync').addColumn('today_can_deliver_num', 'integer').execute();
  await db.schema.alterTable('temu_order_sync').addColumn('counts_at', int8(db)).execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
