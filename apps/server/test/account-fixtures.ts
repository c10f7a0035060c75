import { UserType } from '@podbench/contract';
import { hashPassword } from '../src/lib/crypto';
import { insertUser, newIp, passwordLogin } from './auth-helpers';
import type { TestApp } from './helper';

/** Accounts for the client-user, menu, notice and upload suites (not a test file). */
export const DEMO = { userName: 'demo', password: 'demo123456' };
export const OPERATOR = { userName: 'admin', password: 'admin123456' };
export const PASSWORD = 'secret123';

/** Signs in through the real login endpoint from a fresh address (login is rate limited per IP). */
export async function signIn(t: TestApp, userName: string, password = PASSWORD): Promise<string> {
  const r = await passwordLogin(t, { username: userName, password }, newIp());
  if (r.code !== 200) throw new Error(`login failed for ${userName}: ${r.msg}`);
  return r.data.token;
}

let seq = 0;
/** A fresh main account (another seller) and its token. */
export async function newSeller(t: TestApp, prefix = 'seller') {
  const userName = `${prefix}${process.pid % 1000}x${++seq}`;
  const id = await insertUser(t, { userName, password: PASSWORD });
  return { id, userName, token: await signIn(t, userName) };
}

/** A sub-account written straight into the database under `mainId`. */
export async function insertSubAccount(t: TestApp, mainId: number, userName: string, permissions: string[] = []) {
  const now = Date.now();
  const { id } = await t.runtime.ctx.db
    .insertInto('users')
    .values({
      main_id: mainId,
      user_name: userName,
      nick_name: userName,
      password_hash: await hashPassword(PASSWORD),
      user_type: UserType.SUB,
      roles: JSON.stringify(['seller']),
      permissions: JSON.stringify(permissions),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function userRow(t: TestApp, id: number) {
  return t.runtime.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
