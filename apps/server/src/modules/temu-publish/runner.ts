import { z } from 'zod';
import type { AppContext } from '../../context';
import { jobKind, LANES } from '../../jobs/definition';
import { findShop } from '../shop/repository';
import type { PublishDeps, PublishShop } from './publish';
import { openShopCaller } from './temu-shop';

/**
 * Publishes are jobs of the shared queue (jobs/temu-publish-job.ts), in the publish lane. Each shop's calls are paced
 * by its own buckets, so a shop needs a few publishes waiting at every stage (image upload, goods add) to keep all
 * of its buckets busy: 8 runs one shop at its full rate (bench:publish). Shops do not share these slots.
 */
export const PUBLISH_CONCURRENCY = LANES.publish.perShop;
/** Publishes running at once in the process, all shops together (most of them wait for a token). */
export const PUBLISH_MAX_RUNNING = LANES.publish.concurrency;

export const TEMU_PUBLISH_JOB = 'temu-publish';
export const temuPublishPayload = z.object({ publishId: z.number().int(), shopId: z.number().int() });
/** One publish, run to its end (transient failures retried within the run with backoff, as runPublish allows). */
export const TEMU_PUBLISH = jobKind({
  kind: TEMU_PUBLISH_JOB,
  payload: temuPublishPayload,
  lane: 'publish',
  // Claims of one publish: a killed process's run is taken over; past this many the publish fails with the reason.
  maxAttempts: 5,
  shopOf: (p) => p.shopId,
});

/**
 * The shop's currency for `currencyType` (2000060/2000061). The reference documents no call that answers it: a
 * shop bound through the CN gateway is a CN shop, whose goods.add default is CNY (the conservative choice, see
 * docs/engineering-notes.md "Temu publishing").
 */
export const shopCurrency = (_row: { managed_type: string | null } | undefined) => 'CNY' as const;

/** Backoff between the attempts of one run: 2 s, 4 s, 8 s … at most 30 s (TEMU_PUBLISH_BACKOFF_MS scales it). */
export const publishBackoffMs = (attempt: number, base = 2_000) => Math.min(30_000, base * 2 ** (attempt - 1));

/** The production dependencies: the process's one Temu client (its per-shop buckets), the shop's opened token. */
export function publishDeps(ctx: AppContext): PublishDeps {
  return {
    db: ctx.db,
    storage: ctx.storage,
    openShop: async (mainId, shopId): Promise<PublishShop> => {
      const caller = await openShopCaller(ctx, mainId, shopId);
      const row = await findShop(ctx.db, mainId, shopId);
      return { caller, semi: row?.managed_type === 'semi', currency: shopCurrency(row) };
    },
  };
}
