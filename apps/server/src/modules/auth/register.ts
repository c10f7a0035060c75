import {
  ALL_PERMISSIONS,
  type CheckSmsCodeResult,
  ROLE_SELLER,
  type RegisterBody,
  type SmsScene,
} from '@podbench/contract';
import type { Db, Executor } from '../../db';
import { badRequest, conflict } from '../../lib/app-error';
import { hashPassword } from '../../lib/crypto';
import { createSession } from '../session/service';
import {
  bindPhoneIfEmpty,
  findUserById,
  insertMainAccount,
  isPhoneTaken,
  isUserNameTaken,
  type NewMainAccount,
} from './repository';
import type { RequestMeta } from './request-meta';
import { verifySmsCode } from './sms-code';
import { isUniqueViolation, uniqueViolationOn } from '../../lib/unique-violation';

const NAME_TAKEN = '用户名已存在';
const PHONE_REGISTERED = '该手机号已注册';
const PHONE_BOUND = '该手机号已被其他账号绑定';

/**
 * Creates a main account (main_id = its own id) in one transaction. The unique constraints are the last
 * word: a registration that loses a race after the pre-checks gets the same 409 as one caught early.
 */
export async function createMainAccount(db: Db, a: Omit<NewMainAccount, 'roles' | 'permissions'>, now = Date.now()) {
  try {
    return await db
      .transaction()
      .execute((trx) => insertMainAccount(trx, { ...a, roles: [ROLE_SELLER], permissions: [ALL_PERMISSIONS] }, now));
  } catch (err) {
    if (uniqueViolationOn(err, 'phone')) throw conflict(PHONE_REGISTERED);
    if (uniqueViolationOn(err, 'user_name')) throw conflict(NAME_TAKEN);
    throw err;
  }
}

/** Sign-up: the duplicates are checked before the SMS code so that a doomed attempt does not burn it. */
export async function registerAccount(db: Db, body: RegisterBody, meta: RequestMeta) {
  if (await isUserNameTaken(db, body.username)) throw conflict(NAME_TAKEN);
  if (await isPhoneTaken(db, body.phone)) throw conflict(PHONE_REGISTERED);
  await verifySmsCode(db, { phone: body.phone, scene: 'register', code: body.code });
  // argon2 takes tens of milliseconds: never inside the transaction.
  const passwordHash = await hashPassword(body.password);
  const userId = await createMainAccount(db, {
    userName: body.username,
    nickName: body.nickName ?? body.username,
    passwordHash,
    phone: body.phone,
  });
  return { token: await createSession(db, userId, meta) };
}

/**
 * Verifies an SMS code. A signed-in caller whose account has no phone, verifying for `bind`, gets the
 * phone bound to the account; everyone else just learns the code was right.
 */
export async function checkSmsCode(
  db: Executor,
  body: { phone: string; code: string; scene: SmsScene },
  callerId: number | null,
): Promise<CheckSmsCodeResult> {
  const me = callerId !== null && body.scene === 'bind' ? await findUserById(db, callerId) : undefined;
  if (!me || me.phone) {
    await verifySmsCode(db, body);
    return { verified: true };
  }
  if (await isPhoneTaken(db, body.phone)) throw badRequest(PHONE_BOUND);
  await verifySmsCode(db, body);
  try {
    return (await bindPhoneIfEmpty(db, me.id, body.phone, Date.now())) ? { bound: true } : { verified: true };
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(PHONE_BOUND);
    throw err;
  }
}
