import { SESSION_TTL_MS, UserStatus } from '@podbench/contract';
import type { Executor } from '../../db';
import { newToken, sha256 } from '../../lib/crypto';
import { parseStringArray } from '../../lib/json';
import { findLiveSession, insertSession, touchSession } from './repository';
import type { AccountMoney, AccountProfile } from '../client-user/mapping';

/** The caller's profile and its main account's money, read with the session (accountInfo needs no query). */
export interface AccountSnapshot {
  profile: AccountProfile;
  /** Undefined for operators, who have no main account. */
  money: AccountMoney | undefined;
}

/** Who is calling. `mainId` scopes every seller-owned query. */
export interface AuthUser {
  id: number;
  mainId: number;
  userName: string;
  userType: number;
  roles: string[];
  permissions: string[];
  sessionId: number;
  /** As of this request's authentication. */
  account: AccountSnapshot;
}

const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Executor, userId: number, meta: { ip: string; userAgent: string }) {
  const token = newToken();
  const now = Date.now();
  await insertSession(db, {
    tokenHash: sha256(token),
    userId,
    now,
    expiresAt: now + SESSION_TTL_MS,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return token;
}

/** Resolves a bearer token to its user, or null when it is unknown, expired, revoked or disabled. */
export async function resolveToken(db: Executor, token: string): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const now = Date.now();
  const row = await findLiveSession(db, sha256(token), now);
  if (!row || row.status !== UserStatus.ACTIVE) return null;
  if (row.m_status !== null && row.m_status !== UserStatus.ACTIVE) return null;
  // last_seen feeds the online-user count; writing it at most once a minute keeps reads cheap.
  if (now - row.last_seen_at > TOUCH_EVERY_MS) await touchSession(db, row.session_id, now);
  return {
    id: row.id,
    mainId: row.main_id,
    userName: row.user_name,
    userType: row.user_type,
    roles: parseStringArray(row.roles),
    permissions: parseStringArray(row.permissions),
    sessionId: row.session_id,
    account: {
      profile: {
        id: row.id,
        user_name: row.user_name,
        nick_name: row.nick_name,
        user_type: row.user_type,
        phone: row.phone,
        email: row.email,
        wechat: row.wechat,
        company: row.company,
        avatar: row.avatar,
      },
      money:
        row.m_id === null
          ? undefined
          : {
              balance_fen: Number(row.m_balance_fen),
              vip_level: Number(row.m_vip_level),
              vip_expire_time: row.m_vip_expire_time === null ? null : Number(row.m_vip_expire_time),
            },
    },
  };
}
