import type { RateLimiter, RateLimitRelease } from './rate-limiter';

/** Gives a shared token back once its call's answer (or failure) is in. */
export type SharedRateRelease = () => Promise<void>;

/**
 * Admission shared by every process that calls Temu for the same shops (the server passes one backed by its
 * database). Same rule as the in-memory bucket: `cap` tokens per key; a call holds one until its answer is in, and
 * the token may be spent again `holdMs` after that.
 */
export interface SharedRateGate {
  admit(key: string, cap: number, holdMs: number): Promise<SharedRateRelease>;
}

/** A limit's tokens and how long one stays out after its call's answer (see createTokenBucketLimiter). */
export function tokenTerms(qps: number, windowMs = 1000, marginMs = 0) {
  // Below 1 qps (e.g. a daily quota spread out) one token comes back after 1/qps windows.
  const cap = Math.max(1, Math.floor(qps));
  return { cap, holdMs: (windowMs * cap) / qps + marginMs };
}

export interface SharedGateOptions {
  windowMs?: number;
  /** A failed give-back leaves the shared token out until its lease ends: report it, never throw. */
  onReleaseError?: (err: unknown) => void;
}

/**
 * The process's own limiter first, then the shared gate. A single process behaves as before: its own bucket decides
 * and the gate (whose tokens come back no later than the bucket's) only adds a round trip. With several processes
 * the gate keeps their sum within the limit. The shared token is given back before the local one, so a process
 * never asks the gate for a token its own bucket still counts as out.
 */
export function withSharedGate(local: RateLimiter, gate: SharedRateGate, opts: SharedGateOptions = {}): RateLimiter {
  return {
    async acquire(key, qps) {
      const releaseLocal = await local.acquire(key, qps);
      const { cap, holdMs } = tokenTerms(qps, opts.windowMs);
      let releaseShared: SharedRateRelease;
      try {
        releaseShared = await gate.admit(key, cap, holdMs);
      } catch (err) {
        releaseLocal();
        throw err;
      }
      let released = false;
      const release: RateLimitRelease = () => {
        if (released) return;
        released = true;
        releaseShared()
          .catch((err) => opts.onReleaseError?.(err))
          .finally(releaseLocal);
      };
      return release;
    },
  };
}
