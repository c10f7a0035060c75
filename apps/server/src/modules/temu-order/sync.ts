import type { TemuOrderState } from '@podbench/contract';
import type { Executor } from '../../db';
import { getVipBenefits } from '../vip/benefits';
import { autoPayNewOrders } from './auto-pay';
import { createMatcher } from './match';
import { applyPage, type OrderSyncStats } from './sync-apply-page';
import { type OrderSyncCaller, readPersonalTexts, readRemote, saveTemuCounts } from './sync-read';

export type { OrderSyncStats } from './sync-apply-page';

/** Temu's largest page for bg.purchaseorderv2.get. */
export const ORDER_PAGE = 100;
/** A sync reads from this long before the newest purchase time it has seen, so a late-visible order is not lost. */
export const SYNC_OVERLAP_MS = 60 * 60 * 1000;
/** Temu statuses after which an order no longer changes (older orders in other statuses are re-read by number). */
const TEMU_FINAL = [4, 5, 7, 8, 9, 10];
const ACTIVE: TemuOrderState[] = ['unpaid', 'to_produce', 'producing', 'to_ship', 'shipped', 'warehoused'];

/**
 * Syncs one shop's stock-up orders: every page since a little before the newest purchase time seen (the whole
 * history the first time), then the older orders still open on Temu's side, by number, so a status change there is
 * never missed. Idempotent: a re-sync of unchanged orders writes nothing to them.
 */
export async function syncShopOrders(
  db: Executor,
  c: OrderSyncCaller,
  shop: { id: number; mainId: number },
  progress?: (percent: number) => Promise<void>,
  now = Date.now(),
): Promise<OrderSyncStats> {
  const state = await db.selectFrom('temu_order_sync').selectAll().where('shop_id', '=', shop.id).executeTakeFirst();
  const from = state ? Math.max(0, Number(state.watermark) - SYNC_OVERLAP_MS) : undefined;
  const { discountPercent } = await getVipBenefits(db, shop.mainId);
  const match = createMatcher(shop.mainId);
  const stats: OrderSyncStats = {
    fetched: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    cancelled: 0,
    calls: 0,
    stagingCalls: 0,
    stagingError: null,
  };
  let watermark = state ? Number(state.watermark) : 0;

  for (let pageNo = 1; ; pageNo++) {
    const r = await c.types.purchaseOrdersGet({
      pageNo,
      pageSize: ORDER_PAGE,
      ...(from === undefined ? {} : { purchaseTimeFrom: from }),
    });
    stats.calls++;
    // An unfiltered first page carries the shop's statusNumMap / delayNumMap as they are.
    if (pageNo === 1 && from === undefined) await saveTemuCounts(db, shop, r, now);
    const orders = r.subOrderForSupplierList.map(readRemote);
    await applyPage(db, shop, orders, match, discountPercent, stats, now);
    for (const o of orders) watermark = Math.max(watermark, o.purchaseTime);
    stats.fetched += orders.length;
    const total = Number(r.total ?? 0);
    await progress?.(Math.min(95, Math.floor((stats.fetched / Math.max(1, total)) * 90)));
    if (orders.length < ORDER_PAGE || stats.fetched >= total) break;
  }

  if (from !== undefined) {
    const open = await db
      .selectFrom('temu_orders')
      .select('sub_purchase_order_sn')
      .where('shop_id', '=', shop.id)
      .where('purchase_time', '<', from)
      .where('temu_status', 'not in', TEMU_FINAL)
      .where('state', 'in', ACTIVE)
      .orderBy('id')
      .execute();
    for (let i = 0; i < open.length; i += ORDER_PAGE) {
      const sns = open.slice(i, i + ORDER_PAGE).map((o) => o.sub_purchase_order_sn);
      const r = await c.types.purchaseOrdersGet({ pageNo: 1, pageSize: ORDER_PAGE, subPurchaseOrderSnList: sns });
      stats.calls++;
      const orders = r.subOrderForSupplierList.map(readRemote);
      stats.fetched += orders.length;
      await applyPage(db, shop, orders, match, discountPercent, stats, now);
    }
  }

  if (from !== undefined) {
    // The pages above were filtered by purchase time: the shop's counters come from one unfiltered read.
    await saveTemuCounts(db, shop, await c.types.purchaseOrdersGet({ pageNo: 1, pageSize: 1 }), now);
    stats.calls++;
  }
  // Auto-pay (opt-in): the orders this sync created, from the balance, within the day's cap.
  await autoPayNewOrders(db, shop, now);
  const texts = await readPersonalTexts(db, c, shop.id, now);
  stats.stagingCalls = texts.calls;
  stats.stagingError = texts.error;

  await db
    .insertInto('temu_order_sync')
    .values({ shop_id: shop.id, main_id: shop.mainId, watermark, synced_at: now })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ watermark, synced_at: now }))
    .execute();
  await progress?.(100);
  return stats;
}
