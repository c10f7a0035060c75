import { z } from 'zod';
import { scanAll } from '../modules/notification/scan';
import { defineJob, jobKind } from './definition';

/** How often orders unpaid past N hours, expiring tokens and low balances are looked for. */
export const NOTIFICATION_SCAN_EVERY_MS = 5 * 60_000;

/**
 * The time-based notifications (issue 21 §2) of every seller: each is announced once (dedupe keys, the low-balance
 * mark), so two processes scanning at once announce nothing twice. Short queries: the commerce lane.
 */
export const NOTIFICATION_SCAN = jobKind({ kind: 'notification.scan', payload: z.object({}), lane: 'commerce' });
export const notificationScanJob = defineJob(NOTIFICATION_SCAN, (ctx) => scanAll(ctx.db));
