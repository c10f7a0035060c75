import { z } from 'zod';
import type { AppContext } from '../../context';
import { jobKind, LANES } from '../../jobs/definition';
import { noteTemuFailure, openTemuShop } from '../shop/access';
import { findShop } from '../shop/repository';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';
import { temuAccessOf } from '../marketplace/temu';
import type { PublishDeps, PublishShop } from './publish';

/**
 * Publishes are jobs of the shared queue (jobs/temu-publish-job.ts), in the publish lane. Each shop's calls are paced
 * by its own buckets (3 qps per type), so a shop needs a few publishes waiting at every stage (image upload, goods
 * add) to keep all of its buckets busy: 8 runs one shop at its full rate (bench:publish). Shops do not share these
 * slots: one shop's long queue never holds another back; the lane's fair claim also keeps sellers apart.
 */
export const PUBLISH_CONCURRENCY = LANES.publish.perShop;
/** Publishes running at once in the process, all shops together (most of them wait for a token). */
export const PUBLISH_MAX_RUNNING = LANES.publish.concurrency;

export const TEMU_PUBLISH_JOB = 'temu-publish';
export const temuPublishPayload = z.object({ publishId: z.number().int(), shopId: z.number().int() });
/** One publish, run to its end (transient failures retried within the run, as many as runPublish allows). */
export const TEMU_PUBLISH = jobKind({
  kind: TEMU_PUBLISH_JOB,
  payload: temuPublishPayload,
  lane: 'publish',
  // Claims of one publish: a killed process's run is taken over; past this many the publish fails with the reason.
  maxAttempts: 5,
  shopOf: (p) => p.shopId,
});

const ciphers = new WeakMap<AppContext, ReturnType<typeof createTokenCipher>>();

/** The production dependencies: the process's one Temu client (its per-shop buckets), the shop's opened token. */
export function publishDeps(ctx: AppContext): PublishDeps {
  const tokens = ciphers.get(ctx) ?? createTokenCipher(loadShopTokenKey(ctx.config));
  ciphers.set(ctx, tokens);
  return {
    db: ctx.db,
    storage: ctx.storage,
    openShop: async (mainId, shopId): Promise<PublishShop> => {
      const shop = await openTemuShop(ctx.db, tokens, mainId, shopId);
      const row = await findShop(ctx.db, mainId, shopId);
      const access = await temuAccessOf(ctx)();
      const c = access.client.forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
      return {
        semi: row?.managed_type === 'semi',
        call: async (name, params, opts) => {
          try {
            return await c.call(name, params, opts);
          } catch (err) {
            await noteTemuFailure(ctx.db, shop.shopId, err);
            throw err;
          }
        },
      };
    },
  };
}
