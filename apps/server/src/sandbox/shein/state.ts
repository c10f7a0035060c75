import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Executor } from '../../db';
import { sha256 } from '../../lib/crypto';

/** A tempToken from the empower redirect lives 10 minutes and is spent once. */
export const TEMP_TOKEN_TTL_MS = 10 * 60 * 1000;
const SLOT = 'default';
const upperHex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

export interface SandboxSheinShop {
  id: number;
  openKeyId: string;
  secretKey: string;
  supplierId: string;
  shopName: string;
}

/** The sandbox's Shein app, created once and kept (like the Temu one). */
export async function ensureSandboxSheinApp(db: Executor) {
  const read = () =>
    db.selectFrom('sandbox_shein_apps').select(['appid', 'app_secret']).where('slot', '=', SLOT).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('sandbox_shein_apps')
      .values({ slot: SLOT, appid: upperHex(15).slice(0, 29), app_secret: upperHex(16), created_at: Date.now() })
      .onConflict((oc) => oc.column('slot').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error('sandbox Shein app missing after insert');
  return { appid: row.appid, appSecret: row.app_secret };
}

export async function createSheinShop(db: Executor, shopName: string): Promise<SandboxSheinShop> {
  const values = {
    open_key_id: upperHex(16),
    secret_key: upperHex(16),
    supplier_id: String(randomInt(10_000_000, 99_999_999)),
    shop_name: shopName,
    created_at: Date.now(),
  };
  const { id } = await db.insertInto('sandbox_shein_shops').values(values).returning('id').executeTakeFirstOrThrow();
  return {
    id: Number(id),
    openKeyId: values.open_key_id,
    secretKey: values.secret_key,
    supplierId: values.supplier_id,
    shopName,
  };
}

export async function findSheinShop(db: Executor, by: { id?: number; openKeyId?: string }) {
  let q = db
    .selectFrom('sandbox_shein_shops')
    .select(['id', 'open_key_id', 'secret_key', 'supplier_id', 'shop_name'])
    .where('revoked_at', 'is', null);
  if (by.id !== undefined) q = q.where('id', '=', by.id);
  if (by.openKeyId !== undefined) q = q.where('open_key_id', '=', by.openKeyId);
  const r = await q.executeTakeFirst();
  return (
    r && {
      id: Number(r.id),
      openKeyId: r.open_key_id,
      secretKey: r.secret_key,
      supplierId: r.supplier_id,
      shopName: r.shop_name,
    }
  );
}

/**
 * The empower link's `state`, returned unchanged by get-by-token (README §5.3). The token table has no column for
 * it, so it is kept in memory for the token's 10 minutes (local mode runs one process).
 */
const states = new Map<string, { state: string; expiresAt: number }>();

/** A tempToken (a UUID, as in the official examples) for `shopId`, remembering `state`. */
export async function issueTempToken(db: Executor, shopId: number, appid: string, state = '') {
  const token = randomUUID();
  const now = Date.now();
  for (const [k, v] of states) if (v.expiresAt <= now) states.delete(k);
  states.set(sha256(token), { state, expiresAt: now + TEMP_TOKEN_TTL_MS });
  await db
    .insertInto('sandbox_shein_temp_tokens')
    .values({ token_hash: sha256(token), shop_id: shopId, appid, expires_at: now + TEMP_TOKEN_TTL_MS, created_at: now })
    .execute();
  return token;
}

/** Spends a tempToken issued to `appid`: its shop and state; undefined when unknown, used, expired or foreign. */
export async function spendTempToken(db: Executor, token: string, appid: string, now = Date.now()) {
  const r = await db
    .updateTable('sandbox_shein_temp_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', sha256(token))
    .where('appid', '=', appid)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('shop_id')
    .executeTakeFirst();
  const state = states.get(sha256(token))?.state ?? '';
  states.delete(sha256(token));
  return r ? { shopId: Number(r.shop_id), state } : undefined;
}
