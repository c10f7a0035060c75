/** Time as the client sees it: injectable so tests control timestamps, backoff and the rate limiter. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A clock that only moves when told to: `sleep` advances it at once. Lets tests check backoff and rate limits
 * without waiting.
 */
export function manualClock(start = 1_700_000_000_000): Clock & { advance(ms: number): void; slept: number[] } {
  let t = start;
  const slept: number[] = [];
  return {
    now: () => t,
    sleep: async (ms) => {
      slept.push(ms);
      t += Math.max(0, ms);
    },
    advance: (ms) => {
      t += ms;
    },
    slept,
  };
}
