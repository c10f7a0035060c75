import { allSyncableShops } from '../modules/online-product/shops';
import { GOODS_SYNC_SCHEDULE, PRODUCT_SYNC, QC_SYNC, queueShopSyncs } from '../modules/online-product/sync-jobs';
import { defineJob } from './definition';

/** How often every live Temu shop's goods and quality checks are synced without a click. */
export const GOODS_SYNC_EVERY_MS = 30 * 60 * 1000;

/**
 * The scheduled fan-out: the runner enqueues this once per period (dedupe key), and it enqueues one product and one
 * QC sync per shop, keyed by shop and period, so several processes still sync each shop once per period.
 */
export const temuGoodsSyncScheduleJob = defineJob(GOODS_SYNC_SCHEDULE, async (ctx) => {
  const shops = await allSyncableShops(ctx.db);
  const period = String(Math.floor(Date.now() / GOODS_SYNC_EVERY_MS));
  const products = await queueShopSyncs(ctx.db, PRODUCT_SYNC, shops, period);
  const qcs = await queueShopSyncs(ctx.db, QC_SYNC, shops, period);
  return { shops: shops.length, queued: products.length + qcs.length };
});
