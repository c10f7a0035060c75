import type { Clock } from './clock';
import { tokenTerms } from './shared-gate';

/** Gives a call's token back: call it once the call's answer (or failure) is in. Calling it again does nothing. */
export type RateLimitRelease = () => void;

/** Decides when a call may go out. The in-memory one below serves one process; a shared one can be injected. */
export interface RateLimiter {
  /**
   * Resolves when one more call under `key` may be sent without exceeding `qps` calls per second, with the release
   * to call when that call is over (answered, refused or failed).
   */
  acquire(key: string, qps: number): Promise<RateLimitRelease>;
}

export interface TokenBucketOptions {
  /** The limit's window: Temu counts calls per shop per second. */
  windowMs?: number;
  /** Extra time before a returned token may be spent again (none is needed: see below). */
  marginMs?: number;
}

interface Bucket {
  /** Tokens spent by calls still in flight. */
  held: number;
  /** When each released token may be spent again, earliest first. */
  back: number[];
  waiters: Array<{ cap: number; hold: number; grant: (release: RateLimitRelease) => void }>;
  pumping: boolean;
}

/**
 * A bucket of `qps` tokens per key. A call takes a token before it is sent and keeps it until its answer is in; the
 * token comes back one window after that. The gateway received the call before we saw the answer, so two calls
 * on one token reach it at least one window apart, however long either spent in transit or in the gateway's queue:
 * no window — a fixed second as Temu and our sandbox count, or any other — ever sees more than `qps` calls, while the
 * shop still runs at its full rate (a continuously refilling bucket would allow 2×qps across a window boundary,
 * and returning a token one window after the *send* breaks the limit as soon as one call lingers in transit). A
 * token is waited for only while none is free; waiters for one key are served in arrival order.
 */
export function createTokenBucketLimiter(clock: Clock, opts: TokenBucketOptions = {}): RateLimiter {
  const windowMs = opts.windowMs ?? 1000;
  const marginMs = opts.marginMs ?? 0;
  // One bucket per key (shop × type): a handful of entries per shop, so the map needs no pruning.
  const buckets = new Map<string, Bucket>();

  const grant = (b: Bucket, w: Bucket['waiters'][number]) => {
    b.held++;
    let released = false;
    w.grant(() => {
      if (released) return;
      released = true;
      b.held--;
      const at = clock.now() + w.hold;
      // Releases arrive in any order; keep the list sorted (it holds at most qps entries).
      let i = b.back.length;
      while (i > 0 && b.back[i - 1]! > at) i--;
      b.back.splice(i, 0, at);
      void pump(b);
    });
  };

  const pump = async (b: Bucket) => {
    if (b.pumping) return;
    b.pumping = true;
    try {
      while (b.waiters.length > 0) {
        const w = b.waiters[0]!;
        const now = clock.now();
        while (b.back.length > 0 && b.back[0]! <= now) b.back.shift();
        if (b.held + b.back.length < w.cap) {
          b.waiters.shift();
          grant(b, w);
          continue;
        }
        // Every token is in flight: its release pumps again. Otherwise the earliest returning one is next.
        if (b.back.length === 0) break;
        await clock.sleep(Math.max(1, b.back[0]! - now));
      }
    } finally {
      b.pumping = false;
    }
  };

  return {
    acquire(key, qps) {
      const { cap, holdMs: hold } = tokenTerms(qps, windowMs, marginMs);
      let b = buckets.get(key);
      if (!b) {
        b = { held: 0, back: [], waiters: [], pumping: false };
        buckets.set(key, b);
      }
      const bucket = b;
      return new Promise<RateLimitRelease>((resolve) => {
        bucket.waiters.push({ cap, hold, grant: resolve });
        void pump(bucket);
      });
    },
  };
}

/** No limiting (one-off checks, or when an outer scheduler already paces calls). */
export const unlimited: RateLimiter = { acquire: async () => () => {} };
