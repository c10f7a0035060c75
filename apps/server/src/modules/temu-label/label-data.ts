import type { TemuLabelKind } from '@podbench/contract';
import {
  type BoxMarkInfo,
  type BoxMarkParams,
  type CustomLabel,
  type CustomLabelParams,
  TemuApiError,
} from '@podbench/temu';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { temuAccessOf } from '../marketplace/temu';
import { noteTemuFailure, openTemuShop } from '../shop/access';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';
import type { OrderRow } from '../temu-order/repository';

/** Whose orders a request may name: one seller's (another's are "not found"), or any (operators). */
export type LabelScope = { mainId: number } | { operator: true };

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

/** Refuses orders that cannot have the kind of label, naming the first one; answers box marks' ship orders. */
export async function checkPrintable(db: Executor, kind: TemuLabelKind, orders: OrderRow[]) {
  const cancelled = orders.find((o) => o.state === 'cancelled');
  if (cancelled) throw badRequest(`订单 ${cancelled.sub_purchase_order_sn} 已取消，不能打印标签`);
  const shipOrders = new Map<number, string>();
  if (kind !== 'boxmark') return shipOrders;
  const rows = await db
    .selectFrom('temu_shipments')
    .select(['order_id', 'delivery_order_sn'])
    .where(
      'order_id',
      'in',
      orders.map((o) => Number(o.id)),
    )
    .execute();
  for (const r of rows) if (r.delivery_order_sn) shipOrders.set(Number(r.order_id), r.delivery_order_sn);
  const missing = orders.find((o) => !shipOrders.has(Number(o.id)));
  if (missing) {
    throw badRequest(`订单 ${missing.sub_purchase_order_sn} 还没有 Temu 发货单：发货后才能打印箱唛`);
  }
  return shipOrders;
}

const PAGE = 100;

/**
 * Reads the labels from Temu through each order's shop (its token and rate-limit bucket), in the order asked.
 * Temu's refusal becomes a 400 naming it; a token Temu no longer accepts marks the shop as expired.
 */
export async function fetchLabelData(
  ctx: AppContext,
  kind: TemuLabelKind,
  orders: OrderRow[],
  shipOrders: Map<number, string>,
): Promise<CustomLabel[] | BoxMarkInfo[]> {
  const byShop = new Map<number, OrderRow[]>();
  for (const o of orders) byShop.set(Number(o.shop_id), [...(byShop.get(Number(o.shop_id)) ?? []), o]);
  const cipher = createTokenCipher(loadShopTokenKey(ctx.config));
  const access = await temuAccessOf(ctx)();
  const labels: CustomLabel[] = [];
  const marks: BoxMarkInfo[] = [];
  for (const [shopId, list] of byShop) {
    const shop = await openTemuShop(ctx.db, cipher, Number(list[0]!.main_id), shopId);
    const c = access.client.forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
    try {
      if (kind === 'barcode') {
        const params: CustomLabelParams = { subPurchaseOrderSnList: list.map((o) => o.sub_purchase_order_sn) };
        for (let pageNo = 1; ; pageNo++) {
          const r = await c.call('bg.goods.custom.label.get', { ...params, pageNo, pageSize: PAGE });
          labels.push(...r.customLabelList);
          if (r.customLabelList.length < PAGE || pageNo * PAGE >= Number(r.totalCount ?? 0)) break;
        }
      } else {
        const params: BoxMarkParams = { deliveryOrderSnList: list.map((o) => shipOrders.get(Number(o.id))!) };
        marks.push(...(await c.call('bg.logistics.boxmarkinfo.get', { ...params })).boxMarkInfoList);
      }
    } catch (err) {
      await noteTemuFailure(ctx.db, shopId, err);
      if (err instanceof AppError) throw err;
      const why = err instanceof TemuApiError || err instanceof Error ? err.message : String(err);
      throw badRequest(`Temu 未返回${kind === 'barcode' ? '商品条码' : '箱唛'}：${why}`.slice(0, 300));
    }
  }
  const rank = new Map(orders.map((o, i) => [o.sub_purchase_order_sn, i]));
  const order = <T extends { subPurchaseOrderSn: string }>(a: T, b: T) =>
    (rank.get(a.subPurchaseOrderSn) ?? 0) - (rank.get(b.subPurchaseOrderSn) ?? 0);
  return kind === 'barcode' ? labels.sort(order) : marks.sort(order);
}
