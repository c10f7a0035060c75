import { runShopSync } from '../modules/online-product/run-sync';
import { syncShopProducts } from '../modules/online-product/sync';
import { PRODUCT_SYNC } from '../modules/online-product/sync-jobs';
import { defineJob } from './definition';

/** 在线商品 sync of one shop (queued by 同步 or by the schedule); idempotent, so a retried job only re-upserts. */
export const temuProductSyncJob = defineJob(PRODUCT_SYNC, (ctx, run) =>
  runShopSync(ctx, run, (c, shop) => syncShopProducts(ctx.db, c, shop, run.progress)),
);
