import type { Executor } from '../../db';
import { tooMany } from '../../lib/app-error';
import { hitCounter, peekCounter, resetCounter } from '../rate-limit/service';

const WINDOW_MS = 15 * 60 * 1000;
const LOCKED = '登录失败次数过多，请 15 分钟后再试';

/**
 * Failed sign-ins are counted per account identifier (user name or phone) and per IP; only failures
 * count, so a user who types correctly is never slowed down.
 */
export const loginLimitKeys = (kind: 'user' | 'phone', id: string, ip: string) => ({
  account: `login:${kind}:${id.toLowerCase()}`,
  ip: `login:ip:${ip}`,
});
export type LoginLimitKeys = ReturnType<typeof loginLimitKeys>;

/** Refuses before any password or code is checked once either counter is at the limit. */
export async function assertLoginAllowed(db: Executor, keys: LoginLimitKeys, limit: number) {
  for (const key of [keys.account, keys.ip]) {
    if ((await peekCounter(db, key, WINDOW_MS)) >= limit) throw tooMany(LOCKED, WINDOW_MS / 1000);
  }
}

export async function recordLoginFailure(db: Executor, keys: LoginLimitKeys) {
  await hitCounter(db, keys.account, WINDOW_MS);
  await hitCounter(db, keys.ip, WINDOW_MS);
}

/** A success clears the account's counter; the IP's stays, or one good account would unlock guessing. */
export async function clearAccountFailures(db: Executor, keys: LoginLimitKeys) {
  await resetCounter(db, keys.account);
}
