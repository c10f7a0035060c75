import { LOGIN_CAPTCHA_REQUIRED_MSG, ResultCode } from '@podbench/contract';
import type { Executor } from '../../db';
import { AppError } from '../../lib/app-error';
import { hitCounters, releaseHit, resetCounter } from '../rate-limit/service';
import { checkCaptcha } from './captcha';

const WINDOW_MS = 15 * 60 * 1000;
/** Progressive delay on a failed try past the limit from one source: 0.5 s, 1 s, 2 s … up to 8 s. */
const DELAY_BASE_MS = 500;
const DELAY_MAX_MS = 8000;
/** One address trying many accounts (password spraying) gets the captcha at this many times the limit. */
const IP_FACTOR = 5;

/**
 * Sign-in attempts are counted in three windows of 15 minutes: per account identifier (user name or phone), per
 * account from one address, and per address across accounts (at five times the limit: offices and carriers put
 * many people behind one address). None of them locks anyone out. Past the limit the
 * picture captcha is required — for the account from everywhere once the account's counter is over (a guesser
 * spread over many addresses), for one address once its own counters are over — and failures from that account and
 * address are answered after a growing delay. The owner can therefore always sign in by solving the captcha.
 */
export const loginLimitKeys = (kind: 'user' | 'phone', id: string, ip: string) => {
  const name = id.toLowerCase();
  return {
    account: `login:${kind}:${name}`,
    accountIp: `login:${kind}-ip:${name}|${ip}`,
    ip: `login:ip:${ip}`,
  };
};
export type LoginLimitKeys = ReturnType<typeof loginLimitKeys>;

export interface LoginAttempt {
  keys: LoginLimitKeys;
  /** Each counter including this attempt. */
  counts: Record<keyof LoginLimitKeys, number>;
  limit: number;
  /** Earlier attempts reached the limit on some counter: this one needs a solved captcha. */
  escalated: boolean;
}

export const captchaRequired = () =>
  new AppError(ResultCode.TOO_MANY_REQUESTS, LOGIN_CAPTCHA_REQUIRED_MSG, { captchaRequired: true });

/**
 * Reserves the attempt before any password or code is checked: one atomic upsert per counter (in one statement),
 * so parallel guesses each take their own slot — of a burst of 40 with a limit of 10, ten are checked and thirty
 * must bring a captcha. Works across processes on both databases.
 */
export async function reserveLoginAttempt(db: Executor, keys: LoginLimitKeys, limit: number): Promise<LoginAttempt> {
  const hits = await hitCounters(db, [keys.account, keys.accountIp, keys.ip], WINDOW_MS);
  const counts = {
    account: hits.get(keys.account) ?? 1,
    accountIp: hits.get(keys.accountIp) ?? 1,
    ip: hits.get(keys.ip) ?? 1,
  };
  const escalated = counts.account > limit || counts.accountIp > limit || counts.ip > limit * IP_FACTOR;
  return { keys, counts, limit, escalated };
}

/** Gives the reservation back: the attempt was refused before anything was checked (no captcha, a wrong one). */
export async function releaseLoginAttempt(db: Executor, a: LoginAttempt) {
  for (const key of Object.values(a.keys)) await releaseHit(db, key);
}

/**
 * The captcha an escalated attempt needs (one the request already proved, `solved`, counts). Without one the
 * reservation is given back and the answer is a 429 asking for it; a wrong one is the captcha's own 400, also
 * without counting.
 */
export async function requireCaptchaIfEscalated(
  db: Executor,
  a: LoginAttempt,
  captcha: { uuid: string; code: string; solved: boolean },
) {
  if (!a.escalated || captcha.solved) return;
  try {
    if (!captcha.uuid) throw captchaRequired();
    await checkCaptcha(db, captcha.uuid, captcha.code);
  } catch (err) {
    await releaseLoginAttempt(db, a);
    throw err;
  }
}

/**
 * A failed attempt stays counted. Past the limit from this account and address, the answer waits (0.5 s doubling
 * to 8 s); the returned flag says whether the next attempt will need the captcha, so the form can show it now.
 */
export async function failLoginAttempt(a: LoginAttempt, sleep = defaultSleep): Promise<boolean> {
  const over = a.counts.accountIp - a.limit;
  if (over > 0) await sleep(Math.min(DELAY_MAX_MS, DELAY_BASE_MS * 2 ** (over - 1)));
  return a.counts.account >= a.limit || a.counts.accountIp >= a.limit || a.counts.ip >= a.limit * IP_FACTOR;
}

/**
 * A success clears the account-and-address counter and gives back its own hit on the address. The account's
 * counter is cleared too unless it was past the limit: while someone else keeps guessing, the owner keeps solving
 * the captcha rather than handing the guesser a fresh allowance with each sign-in.
 */
export async function succeedLoginAttempt(db: Executor, a: LoginAttempt) {
  await resetCounter(db, a.keys.accountIp);
  if (a.counts.account > a.limit) await releaseHit(db, a.keys.account);
  else await resetCounter(db, a.keys.account);
  await releaseHit(db, a.keys.ip);
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
