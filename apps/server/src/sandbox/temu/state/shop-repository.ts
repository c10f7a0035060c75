import { randomInt } from 'node:crypto';
import type { Executor } from '../../../db';
import { sha256 } from '../../../lib/crypto';
import { parseStringArray } from '../../../lib/json';

export type SandboxManagedType = 'full' | 'semi';
export interface SandboxTemuShop {
  mallId: string;
  mallName: string;
  managedType: SandboxManagedType;
}
export interface SandboxTemuToken {
  mallId: string;
  appKey: string;
  scopes: string[];
  expiresAt: number;
  revokedAt: number | null;
}

/** Third-party app tokens live 90 days (193 鉴权信息). */
export const TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 52 lower-case letters and digits, like the tokens Seller Center shows. */
export function newTemuToken(): string {
  let s = '';
  for (let i = 0; i < 52; i++) s += TOKEN_ALPHABET[randomInt(0, TOKEN_ALPHABET.length)];
  return s;
}

const toShop = (r: { mall_id: string; mall_name: string; managed_type: string }): SandboxTemuShop => ({
  mallId: r.mall_id,
  mallName: r.mall_name,
  managedType: r.managed_type === 'semi' ? 'semi' : 'full',
});

export async function createSandboxShop(db: Executor, mallName: string, managedType: SandboxManagedType) {
  // 15-digit mall ids like the CN test shops'; a clash (1 in 10^14) simply retries.
  for (;;) {
    const mallId = `6${String(randomInt(0, 10 ** 9)).padStart(9, '0')}${String(randomInt(0, 10 ** 5)).padStart(5, '0')}`;
    const r = await db
      .insertInto('sandbox_temu_shops')
      .values({ mall_id: mallId, mall_name: mallName, managed_type: managedType, created_at: Date.now() })
      .onConflict((oc) => oc.column('mall_id').doNothing())
      .returning(['mall_id', 'mall_name', 'managed_type'])
      .executeTakeFirst();
    if (r) return toShop(r);
  }
}

export async function findSandboxShop(db: Executor, mallId: string): Promise<SandboxTemuShop | undefined> {
  const r = await db
    .selectFrom('sandbox_temu_shops')
    .select(['mall_id', 'mall_name', 'managed_type'])
    .where('mall_id', '=', mallId)
    .executeTakeFirst();
  return r && toShop(r);
}

export async function listSandboxShops(db: Executor, limit = 100): Promise<SandboxTemuShop[]> {
  const rows = await db
    .selectFrom('sandbox_temu_shops')
    .select(['mall_id', 'mall_name', 'managed_type'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toShop);
}

/**
 * Issues a token for a shop and app. As in Seller Center, re-issuing invalidates the shop's earlier tokens for
 * that app. Only the token's hash is kept.
 */
export async function issueSandboxToken(
  db: Executor,
  t: { mallId: string; appKey: string; scopes: readonly string[]; now?: number },
) {
  const now = t.now ?? Date.now();
  const token = newTemuToken();
  await db
    .updateTable('sandbox_temu_tokens')
    .set({ revoked_at: now })
    .where('mall_id', '=', t.mallId)
    .where('app_key', '=', t.appKey)
    .where('revoked_at', 'is', null)
    .execute();
  const expiresAt = now + TOKEN_TTL_MS;
  await db
    .insertInto('sandbox_temu_tokens')
    .values({
      token_hash: sha256(token),
      mall_id: t.mallId,
      app_key: t.appKey,
      scopes: JSON.stringify(t.scopes),
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
  return { accessToken: token, expiresAt, scopes: [...t.scopes] };
}

export async function findSandboxToken(db: Executor, token: string): Promise<SandboxTemuToken | undefined> {
  const r = await db
    .selectFrom('sandbox_temu_tokens')
    .select(['mall_id', 'app_key', 'scopes', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  return (
    r && {
      mallId: r.mall_id,
      appKey: r.app_key,
      scopes: parseStringArray(r.scopes),
      expiresAt: Number(r.expires_at),
      revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
    }
  );
}

/** Control surface: make a token expired or revoked now. Returns false for an unknown token. */
export async function changeSandboxToken(db: Executor, token: string, change: 'expire' | 'revoke') {
  const now = Date.now();
  const r = await db
    .updateTable('sandbox_temu_tokens')
    .set(change === 'expire' ? { expires_at: now - 1 } : { revoked_at: now })
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
