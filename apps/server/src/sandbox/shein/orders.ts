import { randomInt } from 'node:crypto';
import type { Executor } from '../../db';
import type { SheinPathHandler } from './handlers';
import type { SandboxSheinProduct } from './products';

/** Shein's purchase order statuses the sandbox plays: 2 已下单 when raised; the control endpoint moves them. */
export const SANDBOX_SHEIN_ORDER_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export interface SandboxSheinOrderLine {
  skc_name: string;
  sku_code: string;
  supplier_sku: string;
  color: string;
  size: string;
  order_goods_cnt: number;
  price: number;
}
export interface SandboxSheinOrder {
  order_no: string;
  type: 1;
  spu_name: string;
  goods_name: string;
  currency: 'CNY';
  lines: SandboxSheinOrderLine[];
}

/** Beijing time as Shein writes it: `yyyy-MM-dd HH:mm:ss`. */
export const sheinTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

function buildOrder(p: SandboxSheinProduct, now: number): SandboxSheinOrder {
  const skc = p.skcs[randomInt(p.skcs.length)] as SandboxSheinProduct['skcs'][number];
  return {
    order_no: `PO${sheinTime(now).replace(/\D/g, '').slice(2, 8)}${randomInt(10_000_000, 99_999_999)}`,
    type: 1,
    spu_name: p.spuName,
    goods_name: p.name,
    currency: 'CNY',
    lines: skc.skus.map((k) => ({
      skc_name: skc.skcName,
      sku_code: k.skuCode,
      supplier_sku: k.supplierSku,
      color: skc.color,
      size: k.size,
      order_goods_cnt: randomInt(1, 21),
      price: k.price,
    })),
  };
}

async function insertOrders(db: Executor, shopId: number, orders: SandboxSheinOrder[], now: number) {
  if (orders.length === 0) return;
  await db
    .insertInto('sandbox_shein_orders')
    .values(
      orders.map((o) => ({
        shop_id: shopId,
        order_no: o.order_no,
        status: 2,
        data: JSON.stringify(o),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Raises `perProduct` orders now for every product of the shop (the control endpoint). Returns how many. */
export async function raiseOrdersNow(db: Executor, shopId: number, perProduct: number, now = Date.now()) {
  const products = await db.selectFrom('sandbox_shein_products').select('data').where('shop_id', '=', shopId).execute();
  const orders = products.flatMap((r) =>
    Array.from({ length: perProduct }, () => buildOrder(JSON.parse(r.data) as SandboxSheinProduct, now)),
  );
  await insertOrders(db, shopId, orders, now);
  return orders.length;
}

/**
 * Shein raising stock-up orders over time: a product whose `next_order_at` has come gets one order and its clock
 * moves on (a conditional update, so two readers raise it once). Ticked when the shop reads its orders.
 */
export async function tickSheinOrders(db: Executor, shopId: number, everyMs: number, now = Date.now()) {
  if (everyMs <= 0) return;
  const due = await db
    .selectFrom('sandbox_shein_products')
    .select(['id', 'data', 'next_order_at'])
    .where('shop_id', '=', shopId)
    .where('next_order_at', '<=', now)
    .execute();
  for (const p of due) {
    const moved = await db
      .updateTable('sandbox_shein_products')
      .set({ next_order_at: now + everyMs })
      .where('id', '=', p.id)
      .where('next_order_at', '=', p.next_order_at)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) continue;
    await insertOrders(db, shopId, [buildOrder(JSON.parse(p.data) as SandboxSheinProduct, now)], now);
  }
}

/** /open-api/order/purchase-order-infos: the shop's stock-up orders, oldest first, `page` / `page_size` (≤ 100). */
export const purchaseOrdersHandler: SheinPathHandler = {
  path: '/open-api/order/purchase-order-infos',
  async handle({ db, shop, body, orderEveryMs }) {
    await tickSheinOrders(db, shop.id, orderEveryMs);
    const page = Math.max(1, Math.floor(Number(body.page) || 1));
    const size = Math.min(100, Math.max(1, Math.floor(Number(body.page_size) || 20)));
    const base = db.selectFrom('sandbox_shein_orders').where('shop_id', '=', shop.id);
    const count = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await base
      .select(['data', 'status', 'created_at', 'updated_at'])
      .orderBy('id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return {
      count,
      list: rows.map((r) => {
        const o = JSON.parse(r.data) as SandboxSheinOrder;
        return {
          order_no: o.order_no,
          type: o.type,
          status: Number(r.status),
          add_time: sheinTime(Number(r.created_at)),
          update_time: sheinTime(Number(r.updated_at)),
          currency: o.currency,
          order_goods_info_list: o.lines.map((l) => ({ ...l, spu_name: o.spu_name, goods_name: o.goods_name })),
        };
      }),
    };
  },
};
