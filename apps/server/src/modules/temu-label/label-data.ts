import type { TemuLabelKind } from '@podbench/contract';
import { type BoxMark, type CustomLabelGetData, TemuApiError } from '@podbench/temu';
import type { Executor } from '../../db';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { TemuShopCaller } from '../temu-publish/temu-shop';
import type { OrderLineRow, OrderRow } from '../temu-order/repository';

/** Whose orders a request may name: one seller's (another's are "not found"), or any (operators). */
export type LabelScope = { mainId: number } | { operator: true };
/** The typed caller of the shop an order belongs to (a test passes its own gateway's). */
export type LabelCallerFor = (mainId: number, shopId: number) => Promise<TemuShopCaller>;

/** The orders asked for, in the order asked; one that is not there (or not the seller's) is 404 as a whole. */
export async function ordersForLabels(db: Executor, scope: LabelScope, ids: number[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids)];
  let q = db.selectFrom('temu_orders').selectAll().where('id', 'in', unique);
  if ('mainId' in scope) q = q.where('main_id', '=', scope.mainId);
  const rows = await q.execute();
  if (rows.length !== unique.length) throw notFound('订单不存在');
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return unique.map((id) => byId.get(id)!);
}

/**
 * Refuses orders that cannot have the kind of label, naming the first one; answers each order's Temu ship order
 * (FH…) for box marks: Temu's own (bg.purchaseorderv2.get deliveryOrderSn) or the one our shipping recorded.
 */
export async function checkPrintable(db: Executor, kind: TemuLabelKind, orders: OrderRow[]) {
  const cancelled = orders.find((o) => o.state === 'cancelled');
  if (cancelled) throw badRequest(`订单 ${cancelled.sub_purchase_order_sn} 已取消，不能打印标签`);
  const shipOrders = new Map<number, string>();
  if (kind !== 'boxmark') return shipOrders;
  for (const o of orders) if (o.delivery_order_sn) shipOrders.set(Number(o.id), o.delivery_order_sn);
  const rows = await db
    .selectFrom('temu_shipments')
    .select(['order_id', 'delivery_order_sn'])
    .where(
      'order_id',
      'in',
      orders.map((o) => Number(o.id)),
    )
    .execute();
  for (const r of rows)
    if (r.delivery_order_sn && !shipOrders.has(Number(r.order_id))) {
      shipOrders.set(Number(r.order_id), r.delivery_order_sn);
    }
  const missing = orders.find((o) => !shipOrders.has(Number(o.id)));
  if (missing) {
    throw badRequest(`订单 ${missing.sub_purchase_order_sn} 还没有 Temu 发货单：发货后才能打印箱唛`);
  }
  return shipOrders;
}

/** Groups rows by their shop, keeping the order asked. */
export function byShop<T extends { shop_id: number; main_id: number }>(rows: T[]) {
  const out = new Map<number, { mainId: number; rows: T[] }>();
  for (const r of rows) {
    const g = out.get(Number(r.shop_id)) ?? { mainId: Number(r.main_id), rows: [] };
    g.rows.push(r);
    out.set(Number(r.shop_id), g);
  }
  return out;
}

/** Temu's refusal as a 400 naming it (a dead token has already marked the shop through the caller). */
export function temuRefusal(err: unknown, what: string): never {
  if (err instanceof AppError) throw err;
  const why = err instanceof TemuApiError || err instanceof Error ? err.message : String(err);
  throw badRequest(`Temu 未返回${what}：${why}`.slice(0, 300));
}

/**
 * Which customised SKUs a shop's lines name for bg.glo.goods.custom.label.get: the customised SKU ids the shipping
 * desk gave (staging.get `productSkuId`, kept as `personal_sku_id`) as `personalProductSkuIdList`, and — for lines
 * whose order is not on the desk yet — their base SKU ids as `productSkuIdList`.
 */
export function labelQueries(lines: OrderLineRow[]) {
  const personal = new Set<number>();
  const base = new Set<number>();
  for (const l of lines) {
    const ids = (l.personal_sku_id ?? '').split(',').filter((s) => /^\d+$/.test(s));
    if (ids.length) for (const id of ids) personal.add(Number(id));
    else if (/^\d+$/.test(l.product_sku_id)) base.add(Number(l.product_sku_id));
  }
  const out: Array<{ personalProductSkuIdList: number[] } | { productSkuIdList: number[] }> = [];
  const chunk = (ids: number[]) =>
    Array.from({ length: Math.ceil(ids.length / 100) }, (_, i) => ids.slice(i * 100, i * 100 + 100));
  for (const c of chunk([...personal])) out.push({ personalProductSkuIdList: c });
  for (const c of chunk([...base])) out.push({ productSkuIdList: c });
  return out;
}

export type CustomLabelRow = CustomLabelGetData['personalLabelCodePageResult']['data'][number];
const PAGE = 50;

/** Every label of the queries (data mode), paged with `page` / `pageSize` as the page documents. */
export async function customLabels(caller: TemuShopCaller, queries: ReturnType<typeof labelQueries>) {
  const out: CustomLabelRow[] = [];
  for (const q of queries) {
    for (let page = 1; ; page++) {
      const r = await caller.callType('bg.glo.goods.custom.label.get', { ...q, page, pageSize: PAGE });
      if (typeof r === 'string') throw badRequest('Temu 返回了打印页密钥而不是条码数据');
      const p = r.personalLabelCodePageResult;
      out.push(...p.data);
      if (p.data.length < PAGE || page * PAGE >= Number(p.totalCount)) break;
    }
  }
  return out;
}

/** Box marks of ship orders (data mode: one element per package). */
export async function boxMarkData(caller: TemuShopCaller, deliveryOrderSns: string[]): Promise<BoxMark[]> {
  const out: BoxMark[] = [];
  for (let i = 0; i < deliveryOrderSns.length; i += 100) {
    const r = await caller.callType('bg.logistics.boxmarkinfo.get', {
      deliveryOrderSnList: deliveryOrderSns.slice(i, i + 100),
    });
    if (typeof r === 'string') throw badRequest('Temu 返回了打印页密钥而不是箱唛数据');
    out.push(...r);
  }
  return out;
}
