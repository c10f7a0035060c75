import type { Executor } from '../../db';

export interface SessionUserRow {
  session_id: number;
  last_seen_at: number;
  id: number;
  main_id: number;
  user_name: string;
  user_type: number;
  roles: string;
  permissions: string;
  status: number;
}

export async function insertSession(
  db: Executor,
  s: { tokenHash: string; userId: number; now: number; expiresAt: number; ip: string; userAgent: string },
) {
  await db
    .insertInto('sessions')
    .values({
      token_hash: s.tokenHash,
      user_id: s.userId,
      created_at: s.now,
      expires_at: s.expiresAt,
      last_seen_at: s.now,
      ip: s.ip.slice(0, 64),
      user_agent: s.userAgent.slice(0, 512),
    })
    .execute();
}

/** The live session for a token hash, joined with its (not deleted) user. */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  now: number,
): Promise<SessionUserRow | undefined> {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as session_id',
      's.last_seen_at',
      'u.id',
      'u.main_id',
      'u.user_name',
      'u.user_type',
      'u.roles',
      'u.permissions',
      'u.status',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.deleted', '=', 0)
    .executeTakeFirst();
}

export async function touchSession(db: Executor, sessionId: number, now: number) {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Executor, sessionId: number, now: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the given users, optionally keeping one. */
export async function revokeUserSessions(db: Executor, userIds: number[], now: number, exceptSessionId?: number) {
  if (!userIds.length) return;
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', 'in', userIds)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}

export async function countActiveSessions(db: Executor, since: number, now: number) {
  const r = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('last_seen_at', '>=', since)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}
