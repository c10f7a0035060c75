import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';

/** Signs what a URL grants (`purpose|owner|object`) together with its expiry (epoch seconds). */
export interface UrlSigner {
  sign(payload: string, expiresAt: number): string;
  /** True when the signature matches and the expiry has not passed. */
  verify(payload: string, expiresAt: number, signature: string, nowMs?: number): boolean;
}

export function createUrlSigner(secret: string): UrlSigner {
  const mac = (payload: string, exp: number) =>
    createHmac('sha256', secret).update(`${payload}\n${exp}`).digest().subarray(0, 18).toString('base64url');
  return {
    sign: mac,
    verify(payload, exp, signature, nowMs = Date.now()) {
      if (!Number.isSafeInteger(exp) || exp * 1000 <= nowMs) return false;
      const a = Buffer.from(mac(payload, exp));
      const b = Buffer.from(signature);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}

const SECRET_NAME = 'file-url';

/**
 * The signing key every process shares: FILE_URL_SECRET, or else a random key created once in the database
 * (the first process to start inserts it; the others read the same row).
 */
export async function loadUrlSecret(db: Executor, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}

const signers = new WeakMap<AppContext, Promise<UrlSigner>>();

/** The context's signer, loaded once. */
export function urlSigner(ctx: AppContext): Promise<UrlSigner> {
  let s = signers.get(ctx);
  if (!s) {
    s = loadUrlSecret(ctx.db, ctx.config.storage.urlSecret).then(createUrlSigner);
    signers.set(ctx, s);
  }
  return s;
}

/**
 * An expiry rounded up to the next `stepS` boundary at least `ttlS` ahead: URLs issued within one step are
 * identical, so browsers and caches reuse them instead of refetching on every list refresh.
 */
export const bucketedExpiry = (ttlS: number, stepS: number, nowMs = Date.now()) =>
  Math.ceil((Math.floor(nowMs / 1000) + ttlS) / stepS) * stepS;
