import { runSheinPublish, SHEIN_PUBLISH } from '../modules/shein-publish/publish';
import { defineJob } from './definition';

/**
 * One run of a Shein publish, in the publish lane of the shared queue (fair per seller and shop). A transient
 * failure re-queues the publish with a back-off as a new job (publish.ts), three runs at most. The run is
 * idempotent: a publish already finished is left alone, and a repeated one edits its SPU.
 */
export const sheinPublishJob = defineJob(
  SHEIN_PUBLISH,
  async (ctx, run) => ({ state: await runSheinPublish(ctx, run.payload.publishId, run.signal) }),
  {
    gaveUp: async (ctx, payload, message) => {
      await ctx.db
        .updateTable('shein_publishes')
        .set({ state: 'failed', error: message, finished_at: Date.now(), updated_at: Date.now() })
        .where('id', '=', payload.publishId)
        .where('state', 'in', ['queued', 'adding'])
        .execute();
    },
  },
);
