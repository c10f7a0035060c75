import type { AnyDb } from './helpers';
import { int8, notNull, withId } from './helpers';

/**
 * Frozen: the shipping desk (issue 19 §3). `fulfilment_desk_orders` — one row per stock-up order put on Temu's desk
 * (its staging.get lines and caps, receiving warehouse and address, or Temu's refusal); `fulfilment_shipments` — one
 * PodBench 发货单 per create request (shop × warehouse: boxes, ship-from address, carrier, booking);
 * `fulfilment_ship_orders` — Temu's ship orders (FH, one per stock-up order) of a shipment with their tracked status.
 */
export async function up(db: AnyDb): Promise<void> {
  const i8 = int8(db);
  await withId(db, db.schema.createTable('fulfilment_desk_orders'))
    .addColumn('main_id', i8, notNull)
    .addColumn('shop_id', i8, notNull)
    .addColumn('order_id', i8, (c) => c.notNull().unique())
    .addColumn('sub_purchase_order_sn', 'varchar(64)', notNull)
    /** on_desk | refused | shipping (in a shipment) | shipped (booked) */
    .addColumn('state', 'varchar(16)', notNull)
    .addColumn('error_code', 'integer')
    .addColumn('error_msg', 'varchar(500)')
    .addColumn('sub_warehouse_id', i8)
    .addColumn('warehouse_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    /** receiveaddressv2 `receiveAddressInfo`, JSON, passed back unchanged to create and logisticsmatch. */
    .addColumn('receive_address', 'text')
    /** staging.get `orderDetailVOList` as JSON: productSkuId, color, size, personalText, quantities. */
    .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('deliver_by', i8)
    .addColumn('shipment_id', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema
    .createIndex('fulfilment_desk_orders_main_idx')
    .on('fulfilment_desk_orders')
    .columns(['main_id', 'state'])
    .execute();
  await db.schema
    .createIndex('fulfilment_desk_orders_state_idx')
    .on('fulfilment_desk_orders')
    .columns(['state', 'shop_id'])
    .execute();

  await withId(db, db.schema.createTable('fulfilment_shipments'))
    .addColumn('main_id', i8, notNull)
    .addColumn('shop_id', i8, notNull)
    .addColumn('request_key', 'varchar(64)', notNull)
    .addColumn('sub_warehouse_id', i8, notNull)
    .addColumn('warehouse_name', 'varchar(200)', notNull)
    .addColumn('receive_address', 'text', notNull)
    .addColumn('delivery_address_id', i8, notNull)
    /** The operator's boxes, JSON: [{ items: [{ orderId, productSkuId, quantity }] }]. */
    .addColumn('boxes', 'text', notNull)
    /** creating | created | booking | booked | received | warehoused | cancelling | cancelled | failed */
    .addColumn('state', 'varchar(16)', notNull)
    .addColumn('error', 'varchar(500)')
    .addColumn('box_marks_printed_at', i8)
    /** The last logisticsmatch answer (JSON), so a booking names a carrier Temu quoted. */
    .addColumn('quote', 'text')
    .addColumn('quoted_at', i8)
    .addColumn('deliver_method', 'integer')
    .addColumn('express_company_id', i8)
    .addColumn('express_company_name', 'varchar(100)')
    .addColumn('express_delivery_sn', 'varchar(64)')
    .addColumn('express_batch_sn', 'varchar(64)')
    .addColumn('weight_g', 'integer')
    .addColumn('pickup_at', i8)
    .addColumn('actor', 'varchar(16)', notNull)
    .addColumn('actor_id', i8)
    .addColumn('booked_at', i8)
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .addUniqueConstraint('fulfilment_shipments_request_uq', ['main_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('fulfilment_shipments_main_idx')
    .on('fulfilment_shipments')
    .columns(['main_id', 'id'])
    .execute();
  await db.schema
    .createIndex('fulfilment_shipments_state_idx')
    .on('fulfilment_shipments')
    .columns(['state', 'shop_id'])
    .execute();

  await withId(db, db.schema.createTable('fulfilment_ship_orders'))
    .addColumn('shipment_id', i8, notNull)
    .addColumn('main_id', i8, notNull)
    .addColumn('shop_id', i8, notNull)
    .addColumn('order_id', i8, notNull)
    .addColumn('sub_purchase_order_sn', 'varchar(64)', notNull)
    .addColumn('delivery_order_sn', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('temu_status', 'integer')
    .addColumn('created_at', i8, notNull)
    .addColumn('updated_at', i8, notNull)
    .execute();
  await db.schema
    .createIndex('fulfilment_ship_orders_shipment_idx')
    .on('fulfilment_ship_orders')
    .columns(['shipment_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('fulfilment_ship_orders').execute();
  await db.schema.dropTable('fulfilment_shipments').execute();
  await db.schema.dropTable('fulfilment_desk_orders').execute();
}
