import { sql } from 'kysely';
import type { Executor } from '../../db';
import { tooMany } from '../../lib/app-error';

/** Background-removal batches one seller (main account and its sub-accounts together) may start per minute. */
export const REMOVAL_BATCHES_PER_WINDOW = 10;
export const REMOVAL_BATCH_WINDOW_MS = 60_000;
export const REMOVAL_BATCH_LIMITED = `抠图批次创建过于频繁：每分钟最多 ${REMOVAL_BATCHES_PER_WINDOW} 批，请稍后再试（可在一批中选择多张图片）`;

/**
 * Takes one batch token for the seller, in the caller's transaction: a fixed-window counter in `rate_limits` shared
 * by every process, incremented only while under the limit (a conditional upsert), so a refusal changes nothing and
 * parallel requests can never take more than the limit between them. Over the limit → 429 in Chinese.
 */
export async function takeBatchToken(db: Executor, mainId: number, now = Date.now()): Promise<void> {
  const floor = now - REMOVAL_BATCH_WINDOW_MS;
  const row = await db
    .insertInto('rate_limits')
    .values({ key: `removal-batch:${mainId}`, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql<number>`case when rate_limits.window_start <= ${floor} then 1 else rate_limits.count + 1 end`,
          window_start: sql<number>`case when rate_limits.window_start <= ${floor} then ${now} else rate_limits.window_start end`,
        })
        .where((eb) =>
          eb.or([
            eb('rate_limits.window_start', '<=', floor),
            eb('rate_limits.count', '<', REMOVAL_BATCHES_PER_WINDOW),
          ]),
        ),
    )
    .returning('count')
    .executeTakeFirst();
  if (!row) throw tooMany(REMOVAL_BATCH_LIMITED, Math.ceil(REMOVAL_BATCH_WINDOW_MS / 1000));
}
