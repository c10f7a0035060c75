import {
  isTemuOrderState,
  TEMU_ORDER_STATE_LABELS,
  TEMU_PURCHASE_STATUS_LABELS,
  type TemuOrderRow,
  type TemuOrderState,
} from '@podbench/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { TemuOrderLinesTable, TemuOrdersTable } from '../../db/schema-temu-order';

export type OrderRow = Selectable<TemuOrdersTable>;
export type OrderLineRow = Selectable<TemuOrderLinesTable>;

/** What ledger rows of an order name: (ref_type, ref_id) = ('temu_order', order id), once per type. */
export const ORDER_LEDGER_REF = 'temu_order';

export const stateOf = (s: string): TemuOrderState => (isTemuOrderState(s) ? s : 'unpaid');
const numOrNull = (v: number | null) => (v === null ? null : Number(v));

export function toOrderRow(r: OrderRow, shopName: string): TemuOrderRow {
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
  };
}

/** The seller's orders among `ids` (another seller's simply are not there). */
export const findOrders = (db: Executor, mainId: number, ids: number[]) =>
  db.selectFrom('temu_orders').selectAll().where('main_id', '=', mainId).where('id', 'in', ids).orderBy('id').execute();

export const linesOf = (db: Executor, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as OrderLineRow[])
    : db.selectFrom('temu_order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
