import {
  isTemuOrderState,
  payDeadlineOf,
  TEMU_ORDER_STATE_LABELS,
  TEMU_PURCHASE_STATUS_LABELS,
  type TemuOrderRow,
  type TemuOrderState,
} from '@podbench/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { TemuOrderLinesTable, TemuOrdersTable } from '../../db/schema-temu-order';
import { NO_EXTRAS, type OrderExtras } from './order-extras';

export type OrderRow = Selectable<TemuOrdersTable>;
export type OrderLineRow = Selectable<TemuOrderLinesTable>;

/** What ledger rows of an order name: (ref_type, ref_id) = ('temu_order', order id), once per type. */
export const ORDER_LEDGER_REF = 'temu_order';

export const stateOf = (s: string): TemuOrderState => (isTemuOrderState(s) ? s : 'unpaid');
const numOrNull = (v: number | null) => (v === null ? null : Number(v));

/** 逾期: undelivered (Temu 0/1) past the deliver deadline, or delivered (2) and unreceived past the arrival one. */
export function isOverdue(r: Pick<OrderRow, 'temu_status' | 'expect_deliver_at' | 'expect_arrival_at'>, now: number) {
  const s = Number(r.temu_status);
  const deliver = r.expect_deliver_at === null ? null : Number(r.expect_deliver_at);
  const arrival = r.expect_arrival_at === null ? null : Number(r.expect_arrival_at);
  return ((s === 0 || s === 1) && deliver !== null && deliver < now) || (s === 2 && arrival !== null && arrival < now);
}

export function toOrderRow(
  r: OrderRow,
  shopName: string,
  personalTexts: string[] = [],
  now = Date.now(),
  extras: OrderExtras = NO_EXTRAS,
): TemuOrderRow {
  const state = stateOf(r.state);
  return {
    id: Number(r.id),
    shopId: Number(r.shop_id),
    shopName,
    subPurchaseOrderSn: r.sub_purchase_order_sn,
    productName: r.product_name,
    productSkcId: r.product_skc_id,
    imageUrl: r.image_url,
    temuStatus: Number(r.temu_status),
    temuStatusText: TEMU_PURCHASE_STATUS_LABELS[Number(r.temu_status)] ?? `状态 ${r.temu_status}`,
    state,
    stateText: TEMU_ORDER_STATE_LABELS[state],
    quantity: Number(r.quantity),
    templateId: numOrNull(r.template_id),
    designId: numOrNull(r.design_id),
    matched: Number(r.matched) === 1,
    cost: {
      baseCostFen: Number(r.base_cost_fen),
      discountFen: Number(r.discount_fen),
      packingFen: Number(r.packing_fen),
      shippingFen: Number(r.shipping_fen),
      totalFen: Number(r.total_fen),
    },
    purchaseTime: Number(r.purchase_time),
    paidFen: numOrNull(r.paid_fen),
    paidAt: numOrNull(r.paid_at),
    refundedAt: numOrNull(r.refunded_at),
    urgent: Number(r.urgency_type) === 1,
    jit: Number(r.purchase_stock_type) === 1,
    isCustom: Number(r.is_custom) === 1,
    isFirst: Number(r.is_first) === 1,
    expectDeliverAt: numOrNull(r.expect_deliver_at),
    expectArrivalAt: numOrNull(r.expect_arrival_at),
    payDeadlineAt: payDeadlineOf(numOrNull(r.expect_deliver_at), extras.productionDays),
    skus: extras.skus,
    overdue: isOverdue(r, now),
    deliveryOrderSn: r.delivery_order_sn,
    receiveWarehouseName: r.receive_warehouse_name,
    personalTexts,
  };
}

/** Each order's customisation texts (line order), for the orders that have any. */
export async function personalTextsOf(db: Executor, orderIds: number[]) {
  const out = new Map<number, string[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .selectFrom('temu_order_lines')
    .select(['order_id', 'personal_text'])
    .where('order_id', 'in', orderIds)
    .where('personal_text', 'is not', null)
    .orderBy('id')
    .execute();
  for (const r of rows) out.set(Number(r.order_id), [...(out.get(Number(r.order_id)) ?? []), r.personal_text!]);
  return out;
}

/** The seller's orders among `ids` (another seller's simply are not there). */
export const findOrders = (db: Executor, mainId: number, ids: number[]) =>
  db.selectFrom('temu_orders').selectAll().where('main_id', '=', mainId).where('id', 'in', ids).orderBy('id').execute();

export const linesOf = (db: Executor, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as OrderLineRow[])
    : db.selectFrom('temu_order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
