import type { SyncJobState } from '@podbench/contract';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { jobKind } from '../../jobs/definition';
import { enqueueJob } from '../../jobs/queue';
import { notFound } from '../../lib/app-error';
import { ShopState } from '../shop/repository';

export const SHEIN_ORDER_SYNC_JOB = 'shein-order-sync';
export const sheinOrderSyncPayload = z.object({ shopId: z.number().int(), days: z.number().int().optional() });
export type SheinOrderSyncPayload = z.infer<typeof sheinOrderSyncPayload>;
/** Purchase-order sync (急采 and 备货) of one Shein shop: the commerce lane, one running per shop at a time. */
export const SHEIN_ORDER_SYNC = jobKind({
  kind: SHEIN_ORDER_SYNC_JOB,
  payload: sheinOrderSyncPayload,
  lane: 'commerce',
  shopOf: (p) => p.shopId,
});

/** A 同步 click: one job per live Shein shop of the seller (or the one asked for; another seller's → 404). */
export async function queueSheinOrderSync(ctx: AppContext, mainId: number, shopId?: number, days?: number) {
  let q = ctx.db
    .selectFrom('shops')
    .select('id')
    .where('main_id', '=', mainId)
    .where('platform', '=', 'shein')
    .where('unbound_at', 'is', null)
    .where('status', '=', ShopState.LIVE);
  if (shopId !== undefined) q = q.where('id', '=', shopId);
  const shops = await q.execute();
  if (shopId !== undefined && shops.length === 0) throw notFound('店铺不存在或已解绑');
  const ids: number[] = [];
  for (const s of shops) {
    const id = await enqueueJob(
      ctx.db,
      SHEIN_ORDER_SYNC,
      days === undefined ? { shopId: Number(s.id) } : { shopId: Number(s.id), days },
      { mainId, groupKey: `shop:${s.id}`, maxAttempts: 3 },
    );
    if (id !== null) ids.push(id);
  }
  return ids;
}

/** The seller's own Shein order-sync jobs among `ids`. */
export async function sheinOrderSyncStates(ctx: AppContext, mainId: number, ids: number[]): Promise<SyncJobState[]> {
  const rows = await ctx.db
    .selectFrom('jobs')
    .select(['id', 'status', 'progress', 'error'])
    .where('main_id', '=', mainId)
    .where('kind', '=', SHEIN_ORDER_SYNC_JOB)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    status: r.status as SyncJobState['status'],
    progress: Number(r.progress),
    error: r.error,
  }));
}
