/** When and how long to wait before sending an idempotent call again. */
export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 8000 };

/**
 * Exponential backoff with "equal jitter": half of the exponential step is fixed, half random, so callers that
 * failed together spread out but none retries immediately. `attempt` is the attempt that just failed (1-based).
 * A server-sent Retry-After wins when it is longer.
 */
export function backoffDelay(policy: RetryPolicy, attempt: number, random: () => number, retryAfterMs = 0): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const delay = step / 2 + random() * (step / 2);
  return Math.round(Math.max(delay, Math.min(retryAfterMs, policy.maxDelayMs)));
}
