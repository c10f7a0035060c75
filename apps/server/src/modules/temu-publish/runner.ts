import type { AppContext } from '../../context';
import { noteTemuFailure, openTemuShop } from '../shop/access';
import { findShop } from '../shop/repository';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';
import { temuAccessOf } from '../marketplace/temu';
import { type PublishDeps, type PublishShop, runPublish } from './publish';

export const PUBLISH_CONCURRENCY = 8;

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
 * Runs queued publishes, `concurrency` at a time (the shop's rate limiter paces the calls). A publish found
 * `adding` that this process is not running was interrupted (restart): runPublish looks it up before adding again.
 */
export function createPublishRunner(
  deps: PublishDeps,
  opts: { concurrency?: number; pollMs?: number; onError?: (err: unknown) => void } = {},
): PublishRunner {
  const concurrency = opts.concurrency ?? PUBLISH_CONCURRENCY;
  const pollMs = opts.pollMs ?? 1000;
  const running = new Map<number, Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let filling = false;
  let again = false;

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
        const free = concurrency - running.size;
        if (free <= 0) break;
        const busy = [...running.keys()];
        let q = deps.db
          .selectFrom('temu_publishes')
          .select('id')
          .where('state', 'in', ['queued', 'adding'])
          .orderBy('id')
          .limit(free);
        if (busy.length > 0) q = q.where('id', 'not in', busy);
        const rows = await q.execute();
        for (const r of rows) {
          const id = Number(r.id);
          const p = runPublish(deps, id)
            .catch((err: unknown) => opts.onError?.(err))
            .finally(() => {
              running.delete(id);
              void fill();
            });
          running.set(id, p);
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
      await Promise.allSettled([...running.values()]);
    },
  };
}

const runners = new WeakMap<AppContext, PublishRunner>();

/** The process's runner for this context (routes kick it; main.ts starts it). */
export function publishRunnerOf(ctx: AppContext): PublishRunner {
  let r = runners.get(ctx);
  if (!r) {
    r = createPublishRunner(publishDeps(ctx));
    runners.set(ctx, r);
  }
  return r;
}
