import {
  ALL_PERMISSIONS,
  type CheckSmsCodeResult,
  ROLE_SELLER,
  type RegisterBody,
  type SmsScene,
} from '@podbench/contract';
import type { Db, Executor } from '../../db';
import type { AppContext } from '../../context';
import { badRequest, conflict, tooMany } from '../../lib/app-error';
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
import { hitCounters } from '../rate-limit/service';
import { checkSmsCodeAttempt, consumeSmsCode, verifySmsCode } from './sms-code';
import { isUniqueViolation, uniqueViolationOn } from '../../lib/unique-violation';

const NAME_TAKEN = '用户名已存在';
const PHONE_REGISTERED = '该手机号已注册';
const PHONE_BOUND = '该手机号已被其他账号绑定';

/**
 * Creates a main account (main_id = its own id) in one transaction. The unique constraints are the last
 * word: a registration that loses a race after the pre-checks gets the same 409 as one caught early.
 */
export async function createMainAccount(
  db: Db,
  a: Omit<NewMainAccount, 'roles' | 'permissions'>,
  now = Date.now(),
  /** The checked registration code, used up in the same transaction (one code creates one account). */
  smsCodeId?: number,
) {
  try {
    return await db.transaction().execute(async (trx) => {
      if (smsCodeId !== undefined) await consumeSmsCode(trx, smsCodeId, now);
      return insertMainAccount(trx, { ...a, roles: [ROLE_SELLER], permissions: [ALL_PERMISSIONS] }, now);
    });
  } catch (err) {
    if (uniqueViolationOn(err, 'phone')) throw conflict(PHONE_REGISTERED);
    if (uniqueViolationOn(err, 'user_name')) throw conflict(NAME_TAKEN);
    throw err;
  }
}

const REGISTER_WINDOW_MS = 15 * 60 * 1000;
/** Attempts per address are allowed this many times the per-phone limit (several people share an address). */
const REGISTER_IP_FACTOR = 5;
const REGISTER_TOO_MANY = '注册尝试过于频繁，请 15 分钟后再试';

/**
 * Sign-up. The attempt is counted first (per phone and per address, one atomic upsert each), then the SMS code is
 * checked, and only then are the name and the phone looked up: nobody learns that a name or a phone is taken
 * without holding a code for that phone, and each code answers at most SMS_MAX_ATTEMPTS tries. A right code is used
 * up only by the account it creates, so a taken name does not burn it.
 */
export async function registerAccount(ctx: AppContext, body: RegisterBody, meta: RequestMeta) {
  const { db } = ctx;
  const limit = ctx.config.loginRateLimit;
  const phoneKey = `register:phone:${body.phone}`;
  const ipKey = `register:ip:${meta.ip}`;
  const hits = await hitCounters(db, [phoneKey, ipKey], REGISTER_WINDOW_MS);
  if ((hits.get(phoneKey) ?? 0) > limit || (hits.get(ipKey) ?? 0) > limit * REGISTER_IP_FACTOR) {
    throw tooMany(REGISTER_TOO_MANY, REGISTER_WINDOW_MS / 1000);
  }
  const codeId = await checkSmsCodeAttempt(db, { phone: body.phone, scene: 'register', code: body.code });
  if (await isUserNameTaken(db, body.username)) throw conflict(NAME_TAKEN);
  if (await isPhoneTaken(db, body.phone)) throw conflict(PHONE_REGISTERED);
  // argon2 takes tens of milliseconds: never inside the transaction.
  const passwordHash = await hashPassword(body.password);
  const userId = await createMainAccount(
    db,
    { userName: body.username, nickName: body.nickName ?? body.username, passwordHash, phone: body.phone },
    Date.now(),
    codeId,
  );
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
  // The code first, so only the phone's holder learns that another account has it; a refused bind keeps the code.
  const codeId = await checkSmsCodeAttempt(db, body);
  if (await isPhoneTaken(db, body.phone)) throw badRequest(PHONE_BOUND);
  await consumeSmsCode(db, codeId);
  try {
    return (await bindPhoneIfEmpty(db, me.id, body.phone, Date.now())) ? { bound: true } : { verified: true };
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(PHONE_BOUND);
    throw err;
  }
}
