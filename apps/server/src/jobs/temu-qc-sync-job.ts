import { runShopSync } from '../modules/online-product/run-sync';
import { QC_SYNC } from '../modules/online-product/sync-jobs';
import { syncShopQualityChecks } from '../modules/quality-check/sync';
import { defineJob } from './definition';

/** 质检 sync of one shop; idempotent (upsert by shop + qcBillId). */
export const temuQcSyncJob = defineJob(QC_SYNC, (ctx, run) =>
  runShopSync(ctx, run, (c, shop) => syncShopQualityChecks(ctx.db, c.types, shop, run.progress)),
);
