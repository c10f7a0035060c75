import { randomBytes } from 'node:crypto';
import { SHOP_AUTH_STATE_TTL_MS, type ShopPlatform } from '@podbench/contract';
import type { Executor } from '../../db';

/** Issues a one-time `state` bound to this seller and platform (10 minutes). */
export async function issueAuthState(db: Executor, a: { mainId: number; userId: number; platform: ShopPlatform }) {
  const state = randomBytes(24).toString('base64url');
  const now = Date.now();
  const expiresAt = now + SHOP_AUTH_STATE_TTL_MS;
  await db
    .insertInto('shop_auth_states')
    .values({
      state,
      main_id: a.mainId,
      user_id: a.userId,
      platform: a.platform,
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
  // Old states are useless after their ten minutes; clearing them here keeps the table small without a job.
  await db
    .deleteFrom('shop_auth_states')
    .where('expires_at', '<', now - 24 * 60 * 60 * 1000)
    .execute();
  return { state, expiresAt };
}

/**
 * Spends a state: only one we issued to this seller for this platform, unexpired and unused. The conditional
 * update makes a replayed redirect fail even when two arrive together.
 */
export async function spendAuthState(db: Executor, a: { mainId: number; platform: ShopPlatform; state: string }) {
  const now = Date.now();
  const r = await db
    .updateTable('shop_auth_states')
    .set({ used_at: now })
    .where('state', '=', a.state)
    .where('main_id', '=', a.mainId)
    .where('platform', '=', a.platform)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
