import { randomBytes } from 'node:crypto';
import {
  type DeskAddResult,
  type DeskView,
  type Shipment,
  TEMU_ORDER_API,
  TEMU_SHIPPING_ADMIN_API,
  TEMU_SHIPPING_API,
  type TemuShippingPaths,
} from '@podbench/contract';
import { createJobRunner, type JobHandler } from '../src/jobs/runner';
import { shopTemu } from '../src/modules/fulfilment/temu';
import { shipTrackJob } from '../src/modules/fulfilment/tracking';
import type { TestApp } from './helper';
import { raiseOrders, sellerWithOnSaleGoods, syncOrders } from './temu-order-fixtures';

export const key = () => randomBytes(8).toString('hex');

/** The desk's API for one caller: the seller's own paths or the operator's. */
export function deskApi(t: TestApp, token: string, operator = false) {
  const p: TemuShippingPaths = operator ? TEMU_SHIPPING_ADMIN_API : TEMU_SHIPPING_API;
  const get = <T>(url: string) => t.call<T>({ method: 'GET', url, token });
  const post = <T>(url: string, payload: unknown) =>
    t.call<T>({ method: 'POST', url, payload: payload as Record<string, unknown>, token });
  return {
    p,
    desk: (shopId?: number) => get<DeskView>(shopId ? `${p.desk}?shopId=${shopId}` : p.desk),
    add: (orderIds: unknown) => post<DeskAddResult>(p.deskAdd, { orderIds }),
    addresses: (shopId: number) =>
      get<{ rows: Array<{ id: number; isDefault: boolean }> }>(`${p.addresses}?shopId=${shopId}`),
    carriers: (shopId: number) =>
      get<{ rows: Array<{ shipId: number; shipName: string }> }>(`${p.carriers}?shopId=${shopId}`),
    create: (body: unknown) => post<Shipment>(p.create, body),
    shipment: (id: number) => get<Shipment>(`${p.shipment}?id=${id}`),
    shipments: (qs = '') => get<{ rows: Shipment[]; total: number }>(`${p.shipments}?pageSize=50${qs}`),
    quote: (id: number, weightG: number) =>
      post<{
        options: Array<{ predictId: number; slots: Array<{ start: number; end: number }>; minFen: number | null }>;
      }>(p.quote, { id, weightG }),
    boxMarks: (id: number) =>
      get<{ shopId: number; deliveryOrderSns: string[]; boxes: number }>(`${p.boxMarks}?id=${id}`),
    printed: (id: number) => post<Shipment>(p.boxMarksPrinted, { id }),
    book: (body: unknown) => post<Shipment>(p.book, body),
    cancel: (id: number) => post<Shipment>(p.cancel, { id }),
    track: (shopId?: number) => post<{ jobIds: number[] }>(p.track, shopId ? { shopId } : {}),
    waybillPdf: (id: number, childWaybillSn: string) =>
      get<never>(`${p.waybillPdf}?id=${id}&childWaybillSn=${encodeURIComponent(childWaybillSn)}`),
    waybill: (id: number) =>
      get<{ expressDeliverySn: string; labels: Array<{ childWaybillSn: string; url: string }> }>(
        `${p.waybill}?id=${id}`,
      ),
  };
}

/** A seller whose shop has `count` stock-up orders raised on the sandbox, synced and paid. */
export async function paidOrders(t: TestApp, count: number) {
  const { seller, shop } = await sellerWithOnSaleGoods(t, 100_000_000);
  const sns = await raiseOrders(t, shop.mallId, count);
  await syncOrders(t, seller, shop.shopId);
  const rows = await t.runtime.ctx.db
    .selectFrom('temu_orders')
    .select(['id', 'sub_purchase_order_sn'])
    .where('sub_purchase_order_sn', 'in', sns)
    .orderBy('id')
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const paid = await t.call({ method: 'POST', url: TEMU_ORDER_API.pay, payload: { ids }, token: seller.token });
  if (paid.code !== 200) throw new Error(paid.msg);
  return { seller, shop, ids, sns };
}

/** Every order of a desk group in boxes: `n` boxes, the orders dealt out in turn, each order's lines whole. */
export function boxesFor(group: DeskView['groups'][number], n: number) {
  const boxes: Array<{ items: Array<{ orderId: number; productSkuId: number; quantity: number }> }> = Array.from(
    { length: n },
    () => ({ items: [] }),
  );
  group.orders.forEach((o, i) => {
    for (const l of o.lines)
      boxes[i % n]!.items.push({ orderId: o.orderId, productSkuId: l.productSkuId, quantity: l.maxQuantity });
  });
  return boxes;
}

/**
 * Stands in for the label module (modules/temu-label prints them): Temu's box marks for the shipment's FH numbers
 * (bg.logistics.boxmarkinfo.get, print mode) through the shop's client, then the report to the desk.
 */
export async function printBoxMarks(t: TestApp, api: ReturnType<typeof deskApi>, id: number) {
  const targets = (await api.boxMarks(id)).data;
  const shop = await t.runtime.ctx.db
    .selectFrom('shops')
    .select('main_id')
    .where('id', '=', targets.shopId)
    .executeTakeFirstOrThrow();
  const s = await shopTemu(t.runtime.ctx, Number(shop.main_id), targets.shopId);
  const key = await s.t.boxMarkGet({ deliveryOrderSnList: targets.deliveryOrderSns, return_data_key: 'true' });
  if (typeof key !== 'string' || key.length === 0) throw new Error('boxmarkinfo.get gave no dataKey');
  const r = await api.printed(id);
  if (r.code !== 200) throw new Error(r.msg);
  return r.data;
}

/** Runs the queued tracking jobs as the server's runner would. */
export async function runTracking(t: TestApp) {
  const runner = createJobRunner(t.runtime.ctx, { handlers: [shipTrackJob as JobHandler] });
  await runner.drain();
}
