import type { SyncJobState } from '@podbench/contract';
import type { Executor } from '../../db';
import { z } from 'zod';
import { jobKind } from '../../jobs/definition';
import { queueSellerSync, shopSyncPayload } from '../online-product/sync-jobs';

export const ORDER_SYNC_JOB = 'temu-order-sync';
export const ORDER_SYNC_SCHEDULE_JOB = 'temu-order-sync-schedule';
/** Stock-up order sync of one shop: the commerce lane, never behind image work. */
export const ORDER_SYNC = jobKind({
  kind: ORDER_SYNC_JOB,
  payload: shopSyncPayload,
  lane: 'commerce',
  shopOf: (p) => p.shopId,
});
export const ORDER_SYNC_SCHEDULE = jobKind({ kind: ORDER_SYNC_SCHEDULE_JOB, payload: z.object({}), lane: 'commerce' });
/** How often every live Temu shop's stock-up orders are synced without a click. */
export const ORDER_SYNC_EVERY_MS = 10 * 60 * 1000;

/** A 同步 click: one fresh order-sync job per live shop of the seller (or the one asked for; another's → 404). */
export const queueOrderSync = (db: Executor, mainId: number, shopId?: number) =>
  queueSellerSync(db, ORDER_SYNC, mainId, shopId);

/** The seller's own order-sync jobs among `ids`. */
export async function orderSyncStates(db: Executor, mainId: number, ids: number[]): Promise<SyncJobState[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'status', 'progress', 'error'])
    .where('main_id', '=', mainId)
    .where('kind', '=', ORDER_SYNC_JOB)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    status: r.status as SyncJobState['status'],
    progress: Number(r.progress),
    error: r.error,
  }));
}
