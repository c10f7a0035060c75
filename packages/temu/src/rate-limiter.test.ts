import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock, systemClock } from './clock';
import { createTokenBucketLimiter } from './rate-limiter';

/** The largest number of grants that fall inside any window of `windowMs`. */
const maxInWindow = (times: number[], windowMs: number) => {
  let max = 0;
  for (const start of times) max = Math.max(max, times.filter((t) => t >= start && t < start + windowMs).length);
  return max;
};

describe('token bucket', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never lets more than qps calls into any one-second window and still runs at the rate', async () => {
    // Virtual timers: several tokens come back at once, so time must pass for all sleepers alike.
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const clock = systemClock;
    const limiter = createTokenBucketLimiter(clock, { marginMs: 50 });
    const t0 = clock.now();
    const granted: number[] = [];
    const all = Promise.all(
      Array.from({ length: 30 }, () =>
        limiter.acquire('shop1|bg.purchaseorderv2.get', 3).then((release) => {
          granted.push(clock.now() - t0);
          release();
        }),
      ),
    );
    await vi.runAllTimersAsync();
    await all;
    expect(granted).toHaveLength(30);
    expect(maxInWindow(granted, 1000)).toBe(3);
    // 30 calls at 3 qps need 9 further windows after the first burst: 9 × 1050 ms.
    expect(Math.max(...granted)).toBe(9 * 1050);
  });

  it('keeps a token while its call is in flight and gives it back one window after the answer', async () => {
    const clock = manualClock();
    const limiter = createTokenBucketLimiter(clock);
    const t0 = clock.now();
    const first = await Promise.all([limiter.acquire('k', 2), limiter.acquire('k', 2)]);
    let third = -1;
    const waiting = limiter.acquire('k', 2).then((release) => {
      third = clock.now() - t0;
      return release;
    });
    // Both calls are still out after 5 s (a slow gateway): the third waits however long that takes.
    clock.advance(5000);
    await Promise.resolve();
    expect(third).toBe(-1);
    first[0]!();
    first[0]!(); // a second release of the same token changes nothing
    await waiting;
    // The gateway may have counted the first call just before it answered (at 5 s): one window after that.
    expect(third).toBe(6000);
    first[1]!();
    const fourth = await limiter.acquire('k', 2);
    expect(clock.now() - t0).toBe(7000);
    fourth();
  });

  it('keeps shops and types apart', async () => {
    const clock = manualClock();
    const limiter = createTokenBucketLimiter(clock);
    const t0 = clock.now();
    for (const key of ['a|x', 'a|x', 'b|x', 'b|x', 'a|y', 'a|y']) (await limiter.acquire(key, 2))();
    expect(clock.now()).toBe(t0);
    (await limiter.acquire('a|x', 2))();
    expect(clock.now()).toBeGreaterThanOrEqual(t0 + 1000);
  });

  it('serves waiters in arrival order', async () => {
    const clock = manualClock();
    const limiter = createTokenBucketLimiter(clock);
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        limiter.acquire('k', 3).then((release) => {
          order.push(i);
          release();
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('spaces calls below one per second', async () => {
    const clock = manualClock();
    const limiter = createTokenBucketLimiter(clock, { marginMs: 0 });
    const t0 = clock.now();
    (await limiter.acquire('k', 0.5))();
    (await limiter.acquire('k', 0.5))();
    expect(clock.now() - t0).toBe(2000);
  });
});
