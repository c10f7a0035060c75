import { randomBytes } from 'node:crypto';
import type { Executor } from '../../../db';
import { sha256 } from '../../../lib/crypto';

/** A one-time authorisation code lives 10 minutes. */
export const AUTH_CODE_TTL_MS = 10 * 60 * 1000;

export async function issueAuthCode(db: Executor, a: { mallId: string; appKey: string }) {
  const code = randomBytes(24).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sandbox_temu_auth_codes')
    .values({
      code_hash: sha256(code),
      mall_id: a.mallId,
      app_key: a.appKey,
      expires_at: now + AUTH_CODE_TTL_MS,
      created_at: now,
    })
    .execute();
  return code;
}

/**
 * Spends a code for the app it was issued to. The conditional update makes a code usable once even when two
 * exchanges race; an unknown, expired, used or foreign code yields undefined.
 */
export async function spendAuthCode(db: Executor, code: string, appKey: string, now = Date.now()) {
  const r = await db
    .updateTable('sandbox_temu_auth_codes')
    .set({ used_at: now })
    .where('code_hash', '=', sha256(code))
    .where('app_key', '=', appKey)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('mall_id')
    .executeTakeFirst();
  return r?.mall_id;
}
