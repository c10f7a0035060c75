import type { AppContext } from '../context';
import type { JobDefinition } from './definition';
import { designRenderJob } from './design-render';
import { GALLERY_PURGE, galleryPurgeJob } from './gallery-purge-job';
import { ORDER_PUSH_SWEEP, ORDER_PUSH_SWEEP_EVERY_MS, orderPushSweepJob } from './order-push-sweep-job';
import { removalJob } from './removal-job';
import { createJobRunner, type RunnerOptions } from './runner';
import { STORAGE_SWEEP, storageSweepJob } from './storage-sweep-job';
import { GOODS_SYNC_EVERY_MS, temuGoodsSyncScheduleJob } from './temu-goods-sync-schedule-job';
import { temuProductSyncJob } from './temu-product-sync-job';
import { temuOrderSyncJob, temuOrderSyncScheduleJob } from './temu-order-sync-job';
import { temuQcSyncJob } from './temu-qc-sync-job';
import { temuPublishJob } from './temu-publish-job';
import { sheinOrderSyncJob } from './shein-order-sync-job';
import { sheinPublishJob } from './shein-publish-job';
import { NOTIFICATION_SCAN, NOTIFICATION_SCAN_EVERY_MS, notificationScanJob } from './notification-scan-job';
import { ORDER_STATE_FOLD, ORDER_STATE_FOLD_EVERY_MS, orderStateFoldJob } from './order-state-fold-job';
import {
  SHIP_TRACK_EVERY_MS,
  SHIP_TRACK_SCHEDULE,
  shipTrackJob,
  shipTrackScheduleJob,
} from '../modules/fulfilment/tracking';
import { GOODS_SYNC_SCHEDULE } from '../modules/online-product/sync-jobs';
import { ORDER_SYNC_EVERY_MS, ORDER_SYNC_SCHEDULE } from '../modules/temu-order/sync-jobs';

const HOUR = 60 * 60 * 1000;

/**
 * Every job kind this server runs: the registry of definitions (kind, payload schema, lane, handler; see
 * definition.ts). A later feature defines its kind with `jobKind`, its handler with `defineJob`, and lists it here.
 */
export const JOB_HANDLERS: JobDefinition[] = [
  removalJob,
  storageSweepJob,
  galleryPurgeJob,
  temuProductSyncJob,
  temuQcSyncJob,
  temuGoodsSyncScheduleJob,
  designRenderJob,
  temuOrderSyncJob,
  temuOrderSyncScheduleJob,
  orderPushSweepJob,
  temuPublishJob,
  sheinPublishJob,
  sheinOrderSyncJob,
  shipTrackJob,
  shipTrackScheduleJob,
  notificationScanJob,
  orderStateFoldJob,
];

/** The runner with this server's handlers and hourly maintenance; `start()` it after listening, `stop()` on shutdown. */
export function createServerJobs(ctx: AppContext, log?: RunnerOptions['log'], opts: Partial<RunnerOptions> = {}) {
  return createJobRunner(ctx, {
    handlers: JOB_HANDLERS,
    schedules: [
      { job: STORAGE_SWEEP, everyMs: HOUR },
      { job: GALLERY_PURGE, everyMs: HOUR },
      { job: GOODS_SYNC_SCHEDULE, everyMs: GOODS_SYNC_EVERY_MS },
      { job: ORDER_SYNC_SCHEDULE, everyMs: ORDER_SYNC_EVERY_MS },
      { job: ORDER_PUSH_SWEEP, everyMs: ORDER_PUSH_SWEEP_EVERY_MS },
      { job: SHIP_TRACK_SCHEDULE, everyMs: SHIP_TRACK_EVERY_MS },
      { job: NOTIFICATION_SCAN, everyMs: NOTIFICATION_SCAN_EVERY_MS },
      { job: ORDER_STATE_FOLD, everyMs: ORDER_STATE_FOLD_EVERY_MS },
    ],
    leaseMs: ctx.config.jobLeaseMs,
    log,
    ...opts,
  });
}
