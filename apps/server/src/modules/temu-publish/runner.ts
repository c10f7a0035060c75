import type { AppContext } from '../../context';
import { noteTemuFailure, openTemuShop } from '../shop/access';
import { findShop } from '../shop/repository';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';
import { temuAccessOf } from '../marketplace/temu';
import { metricsOf } from '../ops/metrics';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { type PublishDeps, type PublishShop, runPublish } from './publish';
import { withPublishLease } from './publish-lease';

/**
 * Publishes run at once per shop. Each shop's calls are paced by its own buckets (3 qps per type), so a shop needs a
 * few publishes waiting at every stage (image upload, goods add) to keep all of its buckets busy: 8 runs one shop
 * at its full rate (bench:publish). Shops do not share these slots: one shop's long queue never holds another back.
 */
export const PUBLISH_CONCURRENCY = 8;
/** Publishes running at once in the process, all shops together (most of them wait for a token). */
export const PUBLISH_MAX_RUNNING = 64;

export interface PublishRunner {
  start(): void;
  /** Looks for work now (after a queue request) instead of at the next poll. */
  kick(): void;
  /** Resolves when nothing is queued or being added (tests, bench). */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** The production dependencies: the process's one Temu client (its per-shop buckets), the shop's opened token. */
export function publishDeps(ctx: AppContext): PublishDeps {
  const cipher = createTokenCipher(loadShopTokenKey(ctx.config));
  return {
    db: ctx.db,
    storage: ctx.storage,
    openShop: async (mainId, shopId): Promise<PublishShop> => {
      const shop = await openTemuShop(ctx.db, cipher, mainId, shopId);
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

/**
 * Runs queued publishes, up to `concurrency` per shop (the shop's rate limiter paces the calls) and `maxRunning` in
 * all, oldest first within each shop. A publish found `adding` that this process is not running was interrupted
 * (restart): runPublish looks it up before adding again. A finished publish frees its slot for the next at once;
 * `pollMs` only finds work queued by other processes. Each publish runs under a lease (publish-lease.ts), so with
 * several processes on one database each publish is run by one of them at a time.
 */
export function createPublishRunner(
  deps: PublishDeps,
  opts: {
    concurrency?: number;
    maxRunning?: number;
    pollMs?: number;
    /** How long a claimed publish stays this process's without being renewed (see publish-lease.ts). */
    leaseMs?: number;
    onError?: (err: unknown) => void;
    /** A publish ended `failed` (metrics). */
    onFailed?: () => void;
  } = {},
): PublishRunner {
  const perShop = opts.concurrency ?? PUBLISH_CONCURRENCY;
  const maxRunning = opts.maxRunning ?? PUBLISH_MAX_RUNNING;
  const pollMs = opts.pollMs ?? 1000;
  const leaseMs = opts.leaseMs ?? 60_000;
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const running = new Map<number, { shopId: number; done: Promise<unknown> }>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let filling = false;
  let again = false;

  /**
   * The oldest unfinished publishes of every shop, at most 2 × perShop each: that many always include perShop that
   * are not running here yet, since at most perShop of a shop's run here.
   */
  const candidates = () =>
    deps.db
      .selectFrom((eb) =>
        eb
          .selectFrom('temu_publishes')
          .select([
            'id',
            'shop_id',
            (w) =>
              w.fn
                .agg<number>('row_number')
                .over((o) => o.partitionBy('shop_id').orderBy('id'))
                .as('rn'),
          ])
          .where('state', 'in', ['queued', 'adding'])
          // Not another live process's (its lease still runs).
          .where((w) =>
            w.or([w('lease_until', 'is', null), w('lease_until', '<', Date.now()), w('lease_owner', '=', owner)]),
          )
          .as('p'),
      )
      .select(['p.id', 'p.shop_id'])
      .where('p.rn', '<=', 2 * perShop)
      .orderBy('p.id')
      .execute();

  const fill = async () => {
    if (stopped) return;
    if (filling) {
      again = true;
      return;
    }
    filling = true;
    try {
      do {
        again = false;
        if (running.size >= maxRunning) break;
        const perShopRunning = new Map<number, number>();
        for (const r of running.values()) perShopRunning.set(r.shopId, (perShopRunning.get(r.shopId) ?? 0) + 1);
        for (const r of await candidates()) {
          if (running.size >= maxRunning) break;
          const id = Number(r.id);
          const shopId = Number(r.shop_id);
          const busy = perShopRunning.get(shopId) ?? 0;
          if (running.has(id) || busy >= perShop) continue;
          perShopRunning.set(shopId, busy + 1);
          const done = withPublishLease(deps.db, id, owner, leaseMs, async () => {
            if ((await runPublish(deps, id)) === 'failed') opts.onFailed?.();
          })
            .catch((err: unknown) => opts.onError?.(err))
            .finally(() => {
              running.delete(id);
              void fill();
            });
          running.set(id, { shopId, done });
        }
      } while (again);
    } catch (err) {
      opts.onError?.(err);
    } finally {
      filling = false;
    }
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void fill(), pollMs);
      timer.unref?.();
      void fill();
    },
    kick() {
      void fill();
    },
    async drain(timeoutMs = 120_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const left = await deps.db
          .selectFrom('temu_publishes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('state', 'in', ['queued', 'adding'])
          .executeTakeFirst();
        if (Number(left?.n ?? 0) === 0 && running.size === 0) return;
        if (Date.now() > end) throw new Error('publish drain timed out');
        void fill();
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...running.values()].map((r) => r.done));
    },
  };
}

const runners = new WeakMap<AppContext, PublishRunner>();

/** The process's runner for this context (routes kick it; main.ts starts it). */
export function publishRunnerOf(ctx: AppContext): PublishRunner {
  let r = runners.get(ctx);
  if (!r) {
    r = createPublishRunner(publishDeps(ctx), {
      leaseMs: ctx.config.jobLeaseMs,
      onFailed: () => metricsOf(ctx).publishFailed(),
    });
    runners.set(ctx, r);
  }
  return r;
}
