import { runSheinPublish, SHEIN_PUBLISH_JOB, type SheinPublishPayload } from '../modules/shein-publish/publish';
import type { JobHandler } from './runner';

/**
 * One run of a Shein publish. Shein publishing goes through the shared job queue rather than a runner of its own
 * like Temu's: Shein is the smaller marketplace (a seller's few templates × few shops, one transform-pic per image
 * and one publishOrEdit each), and the queue's small concurrency keeps calls far below Shein's per-key limits; a
 * transient refusal re-queues the publish with a back-off (publish.ts). The run is idempotent: a publish already
 * finished is left alone, and a repeated one edits its SPU.
 */
export const sheinPublishJob: JobHandler<SheinPublishPayload> = {
  kind: SHEIN_PUBLISH_JOB,
  run: async (ctx, run) => ({ state: await runSheinPublish(ctx, run.payload.publishId) }),
};
