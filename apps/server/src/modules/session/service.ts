import { SESSION_TTL_MS, UserStatus } from '@podbench/contract';
import type { Executor } from '../../db';
import { newToken, sha256 } from '../../lib/crypto';
import { parseStringArray } from '../../lib/json';
import { findLiveSession, insertSession, touchSession } from './repository';

/** Who is calling. `mainId` scopes every seller-owned query. */
export interface AuthUser {
  id: number;
  mainId: number;
  userName: string;
  userType: number;
  roles: string[];
  permissions: string[];
  sessionId: number;
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
  };
}
