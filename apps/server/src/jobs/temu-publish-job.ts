import { setTimeout as sleep } from 'node:timers/promises';
import { movePublish } from '../modules/temu-publish/repository';
import { runPublish } from '../modules/temu-publish/publish';
import { queuePublishRun } from '../modules/temu-publish/publishes';
import { publishBackoffMs, publishDeps, TEMU_PUBLISH } from '../modules/temu-publish/runner';
import { metricsOf } from '../modules/ops/metrics';
import { defineJob } from './definition';

/** Tests shorten the backoff between attempts (ms of the first wait; 0 = none). */
export const publishBackoff = { baseMs: 2_000 };

/**
 * One Temu publish, run to its end: a transient failure puts the publish back to `queued` and it runs again in the
 * same job after a backoff (runPublish counts its attempts and fails it at the last). 2000197 (Temu's daily cap)
 * leaves it `deferred`: a new run is queued for the next Beijing day. Idempotent: a publish whose add may have been
 * sent is looked up on Temu by its SKC codes before adding again. The lease's signal stops every write once the job
 * is another worker's.
 */
export const temuPublishJob = defineJob(
  TEMU_PUBLISH,
  async (ctx, run) => {
    const deps = { ...publishDeps(ctx), signal: run.signal };
    let state = await runPublish(deps, run.payload.publishId);
    let attempt = 1;
    while (state === 'queued' && !run.signal.aborted) {
      const wait = publishBackoffMs(attempt++, publishBackoff.baseMs);
      if (wait > 0) await sleep(wait, undefined, { signal: run.signal }).catch(() => undefined);
      if (run.signal.aborted) break;
      state = await runPublish(deps, run.payload.publishId);
    }
    if (state === 'deferred') {
      const row = await ctx.db
        .selectFrom('temu_publishes')
        .select(['main_id', 'deferred_until'])
        .where('id', '=', run.payload.publishId)
        .executeTakeFirst();
      run.signal.throwIfAborted();
      if (row)
        await queuePublishRun(
          ctx.db,
          Number(row.main_id),
          run.payload.publishId,
          run.payload.shopId,
          Date.now(),
          Number(row.deferred_until ?? Date.now()),
        );
    }
    if (state === 'failed') metricsOf(ctx).publishFailed();
    return { state };
  },
  {
    // Claimed too many times (processes killed while running it): the publish ends failed with the reason.
    gaveUp: async (ctx, payload, message) => {
      await movePublish(ctx.db, payload.publishId, ['queued', 'adding', 'deferred'], 'failed', {
        error: message,
        finished_at: Date.now(),
      });
    },
  },
);
