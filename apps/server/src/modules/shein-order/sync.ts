import { createHash } from 'node:crypto';
import {
  type PurchaseOrder,
  PURCHASE_ORDER_TYPES,
  readCustomInfos,
  readCustomInfoTemplates,
  SheinApiError,
  type SheinRequestOptions,
  scanPurchaseOrders,
} from '@podbench/shein';
import type { Executor } from '../../db';
import { orderTimes, type StoredLine, toCustomisation, toFields, toLine } from './mapping';

const DAY = 86_400_000;
/** The first sync of a shop reads this far back (split into windows of ≤ 60 days). */
export const FIRST_SYNC_DAYS = 180;
/** Later syncs start this long before the end of the last one: Shein may write an update a little late. */
export const CURSOR_OVERLAP_MS = 10 * 60_000;

export interface SheinOrderSyncResult {
  seen: number;
  inserted: number;
  updated: number;
  customised: number;
  calls: number;
  windows: number;
}

/** supplierSku → the product the seller published from PodBench (title and SPU for the list). */
async function publishedSkus(db: Executor, shopId: number) {
  const rows = await db
    .selectFrom('shein_publishes')
    .select('product')
    .where('shop_id', '=', shopId)
    .where('product', 'is not', null)
    .execute();
  const out = new Map<string, { title: string; spuName: string }>();
  for (const r of rows) {
    try {
      const p = JSON.parse(r.product ?? '') as {
        spuName?: string;
        title?: string;
        skcs?: Array<{ skus?: Array<{ supplierSku?: string }> }>;
      };
      for (const skc of p.skcs ?? [])
        for (const sku of skc.skus ?? [])
          if (sku.supplierSku) out.set(sku.supplierSku, { title: p.title ?? '', spuName: p.spuName ?? '' });
    } catch {
      // a product kept in an older shape: no title for its orders
    }
  }
  return out;
}

/**
 * Reads both purchase-order types (1 急采, 2 备货) of one shop by update time, in windows of ≤ 60 days and pages of
 * 200, and keeps them: a new order is inserted, a changed one (content hash) updated, an unchanged one not written.
 * A customised order's ccst customisation is read once per customInfoId. Each type's cursor moves only after its
 * whole range was read. Safe to run twice or at once with another sync: (shop_id, order_no) is unique.
 */
export async function syncSheinOrders(
  db: Executor,
  req: SheinRequestOptions,
  shop: { id: number; mainId: number },
  progress: (percent: number) => Promise<void>,
  opts: { days?: number; now?: number; pageSize?: number } = {},
): Promise<SheinOrderSyncResult> {
  const now = opts.now ?? Date.now();
  const catalogue = await publishedSkus(db, shop.id);
  const r: SheinOrderSyncResult = { seen: 0, inserted: 0, updated: 0, customised: 0, calls: 0, windows: 0 };
  for (const [typeIndex, type] of PURCHASE_ORDER_TYPES.entries()) {
    const cursor = await db
      .selectFrom('shein_order_cursors')
      .select('synced_until')
      .where('shop_id', '=', shop.id)
      .where('order_type', '=', type)
      .executeTakeFirst();
    // `days` reaches further back, never skips what the cursor has not read yet.
    const continued = cursor ? Number(cursor.synced_until) - CURSOR_OVERLAP_MS : null;
    const start = opts.days
      ? Math.min(now - opts.days * DAY, continued ?? Number.POSITIVE_INFINITY)
      : (continued ?? now - FIRST_SYNC_DAYS * DAY);
    const scan = await scanPurchaseOrders(
      req,
      { type, start, end: now, pageSize: opts.pageSize },
      async (orders, at) => {
        const stored = await store(db, shop, orders, catalogue, now);
        r.seen += orders.length;
        r.inserted += stored.inserted;
        r.updated += stored.updated;
        r.customised += await readCustomisations(db, req, shop.id, orders);
        const done = (typeIndex + (at.windowIndex + 1) / at.windows) / PURCHASE_ORDER_TYPES.length;
        await progress(Math.min(99, Math.round(done * 100)));
      },
    );
    r.calls += scan.calls;
    r.windows += scan.windows;
    await db
      .insertInto('shein_order_cursors')
      .values({ shop_id: shop.id, order_type: type, synced_until: now, updated_at: Date.now() })
      .onConflict((oc) =>
        oc.columns(['shop_id', 'order_type']).doUpdateSet({ synced_until: now, updated_at: Date.now() }),
      )
      .execute();
  }
  return r;
}

async function store(
  db: Executor,
  shop: { id: number; mainId: number },
  orders: PurchaseOrder[],
  catalogue: Map<string, { title: string; spuName: string }>,
  now: number,
) {
  let inserted = 0;
  let updated = 0;
  const known = new Map(
    (
      await db
        .selectFrom('shein_orders')
        .select(['order_no', 'content_hash', 'custom_info_id'])
        .where('shop_id', '=', shop.id)
        .where(
          'order_no',
          'in',
          orders.map((o) => o.orderNo),
        )
        .execute()
    ).map((k) => [k.order_no, k]),
  );
  for (const o of orders) {
    const lines: StoredLine[] = o.orderExtends.map(toLine);
    const product = lines.map((l) => catalogue.get(l.supplierSku)).find(Boolean);
    const { placedAt, updatedAt } = orderTimes(o, now);
    const values = {
      order_type: o.type,
      status: o.status,
      status_name: (o.statusName ?? '').slice(0, 64),
      spu_name: (product?.spuName ?? '').slice(0, 64),
      title: (product?.title || lines[0]?.attributes || '').slice(0, 1000),
      quantity: lines.reduce((n, l) => n + l.quantity, 0),
      amount_fen: lines.reduce((n, l) => n + l.quantity * l.priceFen, 0),
      lines: JSON.stringify(lines),
      fields: JSON.stringify(toFields(o)),
      custom_info_id: (o.customInfoId ?? '').slice(0, 64),
      placed_at: placedAt,
      shein_updated_at: updatedAt,
    };
    const hash = createHash('sha256').update(JSON.stringify(values)).digest('hex');
    const had = known.get(o.orderNo);
    if (had?.content_hash === hash) continue;
    if (had === undefined) {
      const res = await db
        .insertInto('shein_orders')
        .values({
          main_id: shop.mainId,
          shop_id: shop.id,
          order_no: o.orderNo,
          ...values,
          content_hash: hash,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['shop_id', 'order_no']).doNothing())
        .executeTakeFirst();
      inserted += Number(res.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
    } else {
      // A new customInfoId means the customisation must be read again.
      const reset = had.custom_info_id !== values.custom_info_id ? { custom_info: null, custom_error: null } : {};
      await db
        .updateTable('shein_orders')
        .set({ ...values, ...reset, content_hash: hash, updated_at: now })
        .where('shop_id', '=', shop.id)
        .where('order_no', '=', o.orderNo)
        .execute();
      updated++;
    }
  }
  return { inserted, updated };
}

/** ccst allows 60 calls a minute per IP (code 130002): calls from this process are spaced a second apart. */
export const CCST_SPACING_MS = 1000;
const CCST_RATE_LIMITED = '130002';
let ccstNext = 0;
async function ccstTurn() {
  const now = Date.now();
  const at = Math.max(now, ccstNext);
  ccstNext = at + CCST_SPACING_MS;
  if (at > now) await new Promise((r) => setTimeout(r, at - now));
}

/**
 * ccst custom-infos (+ templates) for this page's customised orders not read yet. One customInfoId is read once
 * and written to every order carrying it. A refusal is kept as the order's custom_error (the list still shows the
 * order); a revoked authorisation fails the sync; the per-IP limit leaves the rest for the next sync.
 */
async function readCustomisations(db: Executor, req: SheinRequestOptions, shopId: number, orders: PurchaseOrder[]) {
  const ids = [...new Set(orders.map((o) => o.customInfoId ?? '').filter(Boolean))];
  if (ids.length === 0) return 0;
  const pending = await db
    .selectFrom('shein_orders')
    .select('custom_info_id')
    .distinct()
    .where('shop_id', '=', shopId)
    .where('custom_info_id', 'in', ids)
    .where('custom_info', 'is', null)
    .execute();
  let read = 0;
  for (const { custom_info_id: id } of pending) {
    let set: { custom_info: string | null; custom_error: string | null };
    try {
      await ccstTurn();
      const info = await readCustomInfos(req, id, 'zh_CN');
      await ccstTurn();
      const templates = await readCustomInfoTemplates(req, id).catch((err: unknown) => {
        if (err instanceof SheinApiError && (err.kind === 'auth' || err.code === CCST_RATE_LIMITED)) throw err;
        return null; // 120001 未找到模版数据: the customisation is still shown
      });
      set = { custom_info: JSON.stringify(toCustomisation(id, info, templates)), custom_error: null };
      read++;
    } catch (err) {
      if (!(err instanceof SheinApiError) || err.kind === 'auth') throw err;
      // Over the per-IP minute: the rest stay unread (no error) for the next sync.
      if (err.code === CCST_RATE_LIMITED) break;
      set = { custom_info: null, custom_error: `定制信息读取失败：${err.message}`.slice(0, 500) };
    }
    await db
      .updateTable('shein_orders')
      .set(set)
      .where('shop_id', '=', shopId)
      .where('custom_info_id', '=', id)
      .execute();
  }
  return read;
}
