import { runShopSync } from '../modules/online-product/run-sync';
import { QC_SYNC_JOB, type ShopSyncPayload } from '../modules/online-product/sync-jobs';
import { syncShopQualityChecks } from '../modules/quality-check/sync';
import type { JobHandler } from './runner';

/** 质检 sync of one shop; idempotent (upsert by shop + qcBillId). */
export const temuQcSyncJob: JobHandler<ShopSyncPayload> = {
  kind: QC_SYNC_JOB,
  run: (ctx, run) => runShopSync(ctx, run, (c, shop) => syncShopQualityChecks(ctx.db, c, shop, run.progress)),
};
