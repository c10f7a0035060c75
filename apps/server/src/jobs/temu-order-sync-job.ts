import { allSyncableShops } from '../modules/online-product/shops';
import { runShopSync } from '../modules/online-product/run-sync';
import { queueShopSyncs } from '../modules/online-product/sync-jobs';
import { ORDER_SYNC, ORDER_SYNC_EVERY_MS, ORDER_SYNC_SCHEDULE } from '../modules/temu-order/sync-jobs';
import { syncShopOrders } from '../modules/temu-order/sync';
import { defineJob } from './definition';

/** Stock-up order sync of one shop; idempotent (upsert by shop + subPurchaseOrderSn, unchanged orders untouched). */
export const temuOrderSyncJob = defineJob(ORDER_SYNC, (ctx, run) =>
  runShopSync(ctx, run, (c, shop) => syncShopOrders(ctx.db, c, shop, run.progress)),
);

/** The scheduled fan-out: one order sync per live shop and period (dedupe key), however many processes run. */
export const temuOrderSyncScheduleJob = defineJob(ORDER_SYNC_SCHEDULE, async (ctx) => {
  const shops = await allSyncableShops(ctx.db);
  const period = String(Math.floor(Date.now() / ORDER_SYNC_EVERY_MS));
  const queued = await queueShopSyncs(ctx.db, ORDER_SYNC, shops, period);
  return { shops: shops.length, queued: queued.length };
});
