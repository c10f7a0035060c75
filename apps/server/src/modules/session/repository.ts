import type { Executor } from '../../db';
import { preparedQuery } from '../../db/prepared';

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
  nick_name: string;
  phone: string | null;
  email: string;
  wechat: string;
  company: string;
  avatar: string;
  /** The main account's id when it exists (null for operators, whose main_id is 0). */
  m_id: number | null;
  m_balance_fen: number | null;
  m_vip_level: number | null;
  m_vip_expire_time: number | null;
  /** The main account's status: disabling a main account stops its sub-accounts too. */
  m_status: number | null;
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

const liveSessionQuery = preparedQuery<{ tokenHash: string; now: number }, SessionUserRow>((db, slot) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as m', (join) => join.onRef('m.id', '=', 'u.main_id').onRef('m.main_id', '=', 'm.id'))
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
      'u.nick_name',
      'u.phone',
      'u.email',
      'u.wechat',
      'u.company',
      'u.avatar',
      'm.id as m_id',
      'm.balance_fen as m_balance_fen',
      'm.vip_level as m_vip_level',
      'm.vip_expire_time as m_vip_expire_time',
      'm.status as m_status',
    ])
    .where('s.token_hash', '=', slot<string>('tokenHash'))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', slot<number>('now'))
    .where('u.deleted', '=', 0),
);

/**
 * The live session for a token hash, joined with its (not deleted) user and the money of that user's main
 * account: everything an authenticated request and `accountInfo` need, in one prepared query.
 */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  now: number,
): Promise<SessionUserRow | undefined> {
  const rows = await liveSessionQuery(db, { tokenHash, now });
  return rows[0];
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
