import type { Clock } from './clock';

/** Decides when a call may go out. The in-memory one below serves one process; a shared one can be injected. */
export interface RateLimiter {
  /** Resolves when one more call under `key` may be sent without exceeding `qps` calls per second. */
  acquire(key: string, qps: number): Promise<void>;
}

export interface TokenBucketOptions {
  /** The limit's window: Temu counts calls per shop per second. */
  windowMs?: number;
  /**
   * Extra time before a spent token comes back, covering the jitter between our send time and the gateway's
   * receive time.
   */
  marginMs?: number;
}

/**
 * A token bucket of `qps` tokens per key in which each spent token comes back one window (plus a margin) after it
 * was spent. A continuously refilling bucket would allow up to 2×qps across a window boundary, which a gateway
 * counting per fixed second (Temu's, and our sandbox's) rejects; this one never has more than `qps` calls in any
 * window, and still runs at the full rate. Waiters for one key are served in arrival order.
 */
export function createTokenBucketLimiter(clock: Clock, opts: TokenBucketOptions = {}): RateLimiter {
  const windowMs = opts.windowMs ?? 1000;
  const marginMs = opts.marginMs ?? 50;
  const spent = new Map<string, number[]>();
  const queues = new Map<string, Promise<void>>();

  const take = async (key: string, qps: number) => {
    // Below 1 qps (e.g. a daily quota spread out) one token comes back after 1/qps windows.
    const cap = Math.max(1, Math.floor(qps));
    const hold = (windowMs * cap) / qps + marginMs;
    for (;;) {
      const now = clock.now();
      const back = (spent.get(key) ?? []).filter((t) => t > now);
      if (back.length < cap) {
        back.push(now + hold);
        spent.set(key, back);
        return;
      }
      spent.set(key, back);
      await clock.sleep(Math.max(1, back[0] - now));
    }
  };

  return {
    acquire(key, qps) {
      // One chain per key (shop × type): a handful of entries per shop, so the map needs no pruning.
      const next = (queues.get(key) ?? Promise.resolve()).then(() => take(key, qps));
      queues.set(
        key,
        next.catch(() => {}),
      );
      return next;
    },
  };
}

/** No limiting (one-off checks, or when an outer scheduler already paces calls). */
export const unlimited: RateLimiter = { acquire: async () => {} };
