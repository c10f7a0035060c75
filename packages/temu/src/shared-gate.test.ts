import { describe, expect, it, vi } from 'vitest';
import { manualClock, systemClock } from './clock';
import { createTokenBucketLimiter } from './rate-limiter';
import { type SharedRateGate, tokenTerms, withSharedGate } from './shared-gate';

/** A gate that admits at once and writes down what it is asked and given back. */
function recordingGate(log: string[], opts: { failAdmit?: boolean; failRelease?: boolean } = {}): SharedRateGate {
  return {
    async admit(key, cap, holdMs) {
      log.push(`admit ${key} ${cap} ${holdMs}`);
      if (opts.failAdmit) throw new Error('database down');
      return async () => {
        log.push(`shared back ${key}`);
        if (opts.failRelease) throw new Error('lost connection');
      };
    },
  };
}

describe('withSharedGate', () => {
  it('asks the gate after the local bucket with the bucket’s terms, and gives the shared token back first', async () => {
    const clock = manualClock();
    const log: string[] = [];
    const limiter = withSharedGate(createTokenBucketLimiter(clock), recordingGate(log));
    const release = await limiter.acquire('shop|t', 1);
    const next = limiter.acquire('shop|t', 1);
    release();
    release(); // a second give-back changes nothing
    (await next)();
    // The local token came back only after the shared one: the next call's admission follows the give-back.
    expect(log.slice(0, 3)).toEqual(['admit shop|t 1 1000', 'shared back shop|t', 'admit shop|t 1 1000']);
    expect(log.filter((l) => l.startsWith('shared back'))).toHaveLength(2);
  });

  it('keeps a single process’s pace: the gate adds no waiting of its own', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    try {
      const limiter = withSharedGate(createTokenBucketLimiter(systemClock), recordingGate([]));
      const t0 = Date.now();
      const granted: number[] = [];
      const all = Promise.all(
        Array.from({ length: 9 }, () =>
          limiter.acquire('k', 3).then((release) => {
            granted.push(Date.now() - t0);
            release();
          }),
        ),
      );
      await vi.runAllTimersAsync();
      await all;
      // 9 calls at 3 qps: 3 at once, then 3 a window later, twice, as without the gate.
      expect(granted).toEqual([0, 0, 0, 1000, 1000, 1000, 2000, 2000, 2000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the local token back when the gate fails, and reports a failed give-back without throwing', async () => {
    const clock = manualClock();
    const local = createTokenBucketLimiter(clock);
    const failing = withSharedGate(local, recordingGate([], { failAdmit: true }));
    await expect(failing.acquire('k', 1)).rejects.toThrow('database down');
    const errors: unknown[] = [];
    const lossy = withSharedGate(local, recordingGate([], { failRelease: true }), {
      onReleaseError: (err) => errors.push(err),
    });
    const t0 = clock.now();
    // The failed admission's token came back (a window later, like any other): not lost.
    const release = await lossy.acquire('k', 1);
    expect(clock.now() - t0).toBe(1000);
    release();
    await lossy.acquire('k', 1);
    expect(errors).toHaveLength(1);
  });

  it('spreads a limit below one per second like the bucket', () => {
    expect(tokenTerms(0.5)).toEqual({ cap: 1, holdMs: 2000 });
    expect(tokenTerms(5, 1000, 50)).toEqual({ cap: 5, holdMs: 1050 });
  });
});
