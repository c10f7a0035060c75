import { movePublish } from '../modules/temu-publish/repository';
import { runPublish } from '../modules/temu-publish/publish';
import { publishDeps, TEMU_PUBLISH } from '../modules/temu-publish/runner';
import { metricsOf } from '../modules/ops/metrics';
import { defineJob } from './definition';

/**
 * One Temu publish, run to its end: a transient failure puts the publish back to `queued` and it runs again at once
 * in the same job (runPublish counts its attempts and fails it at the last), as the publish runner did. Idempotent:
 * a publish found `adding` (a killed process, a lost lease) is looked up on Temu before adding again. The lease's
 * signal stops every write once the job is another worker's.
 */
export const temuPublishJob = defineJob(
  TEMU_PUBLISH,
  async (ctx, run) => {
    const deps = { ...publishDeps(ctx), signal: run.signal };
    let state = await runPublish(deps, run.payload.publishId);
    while (state === 'queued' && !run.signal.aborted) state = await runPublish(deps, run.payload.publishId);
    if (state === 'failed') metricsOf(ctx).publishFailed();
    return { state };
  },
  {
    // Claimed too many times (processes killed while running it): the publish ends failed with the reason.
    gaveUp: async (ctx, payload, message) => {
      await movePublish(ctx.db, payload.publishId, ['queued', 'adding'], 'failed', {
        error: message,
        finished_at: Date.now(),
      });
    },
  },
);
