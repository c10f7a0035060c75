import type { SyncJobState } from '@podbench/contract';
import type { Executor } from '../../db';
import { z } from 'zod';
import { type JobKind, jobKind } from '../../jobs/definition';
import { enqueueJob } from '../../jobs/queue';
import { syncableShops } from './shops';

export const PRODUCT_SYNC_JOB = 'temu-product-sync';
export const QC_SYNC_JOB = 'temu-qc-sync';
export const GOODS_SYNC_SCHEDULE_JOB = 'temu-goods-sync-schedule';
export const shopSyncPayload = z.object({ shopId: z.number().int() });
export type ShopSyncPayload = z.infer<typeof shopSyncPayload>;
type ShopSyncKind = JobKind<typeof shopSyncPayload>;
const shopSync = (kind: string): ShopSyncKind =>
  jobKind({ kind, payload: shopSyncPayload, lane: 'commerce', shopOf: (p) => p.shopId });
/** Marketplace syncs of one shop: the commerce lane, one running per shop at a time. */
export const PRODUCT_SYNC = shopSync(PRODUCT_SYNC_JOB);
export const QC_SYNC = shopSync(QC_SYNC_JOB);
export const GOODS_SYNC_SCHEDULE = jobKind({ kind: GOODS_SYNC_SCHEDULE_JOB, payload: z.object({}), lane: 'commerce' });

/**
 * Queues one sync job per shop. `periodKey` (the scheduled sync) makes the enqueue once per shop and period across
 * processes through the queue's unique dedupe key; a 同步 click passes none and always gets fresh jobs.
 */
export async function queueShopSyncs(
  db: Executor,
  kind: ShopSyncKind,
  shops: Array<{ id: number; mainId: number }>,
  periodKey?: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const s of shops) {
    const id = await enqueueJob(
      db,
      kind,
      { shopId: s.id },
      {
        mainId: s.mainId,
        groupKey: `shop:${s.id}`,
        maxAttempts: 3,
        dedupeKey: periodKey ? `${kind.kind}:${s.id}:${periodKey}` : null,
      },
    );
    if (id !== null) ids.push(id);
  }
  return ids;
}

export async function queueSellerSync(db: Executor, kind: ShopSyncKind, mainId: number, shopId?: number) {
  return queueShopSyncs(db, kind, await syncableShops(db, mainId, shopId));
}

/** The seller's own sync jobs among `ids` (others' ids are simply not there). */
export async function syncJobStates(db: Executor, mainId: number, ids: number[]): Promise<SyncJobState[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'status', 'progress', 'error'])
    .where('main_id', '=', mainId)
    .where('kind', 'in', [PRODUCT_SYNC_JOB, QC_SYNC_JOB])
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    status: r.status as SyncJobState['status'],
    progress: Number(r.progress),
    error: r.error,
  }));
}
