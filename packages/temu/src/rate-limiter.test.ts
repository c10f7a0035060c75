import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { createTokenBucketLimiter } from './rate-limiter';

/** The largest number of grants that fall inside any window of `windowMs`. */
const maxInWindow = (times: number[], windowMs: number) => {
  let max = 0;
  for (const start of times) max = Math.max(max, times.filter((t) => t >= start && t < start + windowMs).length);
  return max;
};

describe('token bucket', () => {
  it('never lets more than qps calls into any one-second window and still runs at the rate', async () => {
    const clock = manualClock();
    const limiter = createTokenBucketLimiter(clock, { marginMs: 50 });
    const t0 = clock.now();
    const granted: number[] = [];
    await Promise.all(
      Array.from({ length: 30 }, () =>
        limiter.acquire('shop1|bg.purchaseorderv2.get', 3).then(() => granted.push(clock.now() - t0)),
      ),
    );
    expect(granted).toHaveLength(30);
    expect(maxInWindow(granted, 1000)).toBe(3);
    // 30 calls at 3 qps need 9 further windows after the first burst: 9 × 1050 ms.
    expect(Math.max(...granted)).toBe(9 * 1050);
  });

  it('keeps shops and types apart', async () => {
    const clock = manualClock();
    const limiter = createTokenBucketLimiter(clock);
    const t0 = clock.now();
    for (const key of ['a|x', 'a|x', 'b|x', 'b|x', 'a|y', 'a|y']) await limiter.acquire(key, 2);
    expect(clock.now()).toBe(t0);
    await limiter.acquire('a|x', 2);
    expect(clock.now()).toBeGreaterThanOrEqual(t0 + 1000);
  });

  it('spaces calls below one per second', async () => {
    const clock = manualClock();
    const limiter = createTokenBucketLimiter(clock, { marginMs: 0 });
    const t0 = clock.now();
    await limiter.acquire('k', 0.5);
    await limiter.acquire('k', 0.5);
    expect(clock.now() - t0).toBe(2000);
  });
});
