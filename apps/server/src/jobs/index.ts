import type { AppContext } from '../context';
import { designRenderJob } from './design-render';
import { galleryPurgeJob } from './gallery-purge-job';
import { ORDER_PUSH_SWEEP_EVERY_MS, orderPushSweepJob } from './order-push-sweep-job';
import { removalJob } from './removal-job';
import { createJobRunner, type JobHandler, type RunnerOptions } from './runner';
import { storageSweepJob } from './storage-sweep-job';
import { GOODS_SYNC_EVERY_MS, temuGoodsSyncScheduleJob } from './temu-goods-sync-schedule-job';
import { temuProductSyncJob } from './temu-product-sync-job';
import { temuOrderSyncJob, temuOrderSyncScheduleJob } from './temu-order-sync-job';
import { temuQcSyncJob } from './temu-qc-sync-job';
import { sheinOrderSyncJob } from './shein-order-sync-job';
import { sheinPublishJob } from './shein-publish-job';
import { ORDER_SYNC_EVERY_MS } from '../modules/temu-order/sync-jobs';

const HOUR = 60 * 60 * 1000;

/** Every job kind this server runs. A later feature adds its handler here. */
export const JOB_HANDLERS: JobHandler[] = [
  removalJob as JobHandler,
  storageSweepJob,
  galleryPurgeJob,
  temuProductSyncJob as JobHandler,
  temuQcSyncJob as JobHandler,
  temuGoodsSyncScheduleJob,
  designRenderJob as JobHandler,
  temuOrderSyncJob as JobHandler,
  temuOrderSyncScheduleJob,
  orderPushSweepJob,
  sheinPublishJob as JobHandler,
  sheinOrderSyncJob as JobHandler,
];

/** The runner with this server's handlers and hourly maintenance; `start()` it after listening, `stop()` on shutdown. */
export function createServerJobs(ctx: AppContext, log?: RunnerOptions['log']) {
  return createJobRunner(ctx, {
    handlers: JOB_HANDLERS,
    schedules: [
      { kind: storageSweepJob.kind, everyMs: HOUR },
      { kind: galleryPurgeJob.kind, everyMs: HOUR },
      { kind: temuGoodsSyncScheduleJob.kind, everyMs: GOODS_SYNC_EVERY_MS },
      { kind: temuOrderSyncScheduleJob.kind, everyMs: ORDER_SYNC_EVERY_MS },
      { kind: orderPushSweepJob.kind, everyMs: ORDER_PUSH_SWEEP_EVERY_MS },
    ],
    concurrency: 2,
    leaseMs: ctx.config.jobLeaseMs,
    log,
  });
}
