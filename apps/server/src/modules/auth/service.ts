import { randomBytes } from 'node:crypto';
import { type LoginBody, type LoginUserResult, UserStatus } from '@podbench/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { parseStringArray } from '../../lib/json';
import { maskPhone } from '../../lib/mask';
import { avatarUrl } from '../file/avatar-url';
import { revokeSession } from '../session/repository';
import { createSession, resolveToken } from '../session/service';
import type { UrlSigner } from '../storage/url-signer';
import { checkCaptcha } from './captcha';
import {
  failLoginAttempt,
  loginLimitKeys,
  requireCaptchaIfEscalated,
  reserveLoginAttempt,
  succeedLoginAttempt,
} from './login-limit';
import { findUserById, findUserByName, findUserByPhone, setLastLoginTime } from './repository';
import type { RequestMeta } from './request-meta';
import { verifySmsCode } from './sms-code';

const BAD_CREDENTIALS = '用户名或密码错误';
const DISABLED = '账号已停用，请联系管理员';

/** The user is active, and so is its main account (an operator disables a seller's whole account). */
async function isActiveWithMain(db: Executor, user: { id: number; main_id: number; status: number }) {
  if (user.status !== UserStatus.ACTIVE) return false;
  if (!user.main_id || Number(user.main_id) === Number(user.id)) return true;
  const main = await db.selectFrom('users').select('status').where('id', '=', user.main_id).executeTakeFirst();
  return main?.status === UserStatus.ACTIVE;
}

// Unknown users are verified against this hash so that their answer takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

async function startSession(db: Executor, userId: number, meta: RequestMeta) {
  const token = await createSession(db, userId, meta);
  await setLastLoginTime(db, userId, Date.now());
  return { token };
}

/** A failure's answer; `data` asks the form for the captcha when the next try will need one. */
const failure = (err: AppError, captchaNext: boolean) =>
  captchaNext ? new AppError(err.code, err.message, { captchaRequired: true }) : err;

/**
 * Username + password (+ picture captcha when enabled, or when the account or address was escalated). The attempt
 * is reserved before the password is checked (login-limit.ts), so parallel guesses cannot outrun the limit.
 */
export async function loginWithPassword(ctx: AppContext, body: LoginBody, meta: RequestMeta) {
  const { db } = ctx;
  // With captchas on, every sign-in carries one, checked before anything is counted.
  if (ctx.config.captchaEnabled) await checkCaptcha(db, body.uuid, body.code);
  const keys = loginLimitKeys('user', body.username, meta.ip);
  const attempt = await reserveLoginAttempt(db, keys, ctx.config.loginRateLimit);
  await requireCaptchaIfEscalated(db, attempt, { uuid: body.uuid, code: body.code, solved: ctx.config.captchaEnabled });

  const user = await findUserByName(db, body.username);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await getDummyHash()), body.password);
  if (!user || !passwordOk) throw failure(badRequest(BAD_CREDENTIALS), await failLoginAttempt(attempt));
  // Only after the password is proven, so the answer never tells a stranger the account exists.
  await succeedLoginAttempt(db, attempt);
  if (!(await isActiveWithMain(db, user))) throw forbidden(DISABLED);
  return startSession(db, user.id, meta);
}

/** Phone + SMS code (scene login), limited like the password sign-in. */
export async function loginWithPhone(
  ctx: AppContext,
  body: { phone: string; code: string; uuid?: string; captchaCode?: string },
  meta: RequestMeta,
) {
  const { db } = ctx;
  const keys = loginLimitKeys('phone', body.phone, meta.ip);
  const attempt = await reserveLoginAttempt(db, keys, ctx.config.loginRateLimit);
  await requireCaptchaIfEscalated(db, attempt, { uuid: body.uuid ?? '', code: body.captchaCode ?? '', solved: false });
  try {
    await verifySmsCode(db, { phone: body.phone, scene: 'login', code: body.code });
  } catch (err) {
    if (err instanceof AppError) throw failure(err, await failLoginAttempt(attempt));
    throw err;
  }
  await succeedLoginAttempt(db, attempt);
  // The code proves the phone is the caller's, so only its owner learns whether it is registered.
  const user = await findUserByPhone(db, body.phone);
  if (!user) throw badRequest('该手机号未注册');
  if (!(await isActiveWithMain(db, user))) throw forbidden(DISABLED);
  return startSession(db, user.id, meta);
}

/**
 * The signed-in user as the web's session store wants it. Roles are returned as stored; the avatar is a signed link
 * to its file (never a URL carrying the session token).
 */
export async function getLoginUser(db: Executor, userId: number, signer: UrlSigner): Promise<LoginUserResult> {
  const u = await findUserById(db, userId);
  if (!u) throw unauthorized();
  const avatar = avatarUrl(signer, Number(u.main_id), u.avatar);
  return {
    user: {
      userId: u.id,
      userName: u.user_name,
      nickName: u.nick_name,
      avatar,
      userType: u.user_type,
      mainId: u.main_id,
      phone: maskPhone(u.phone),
      status: u.status,
    },
    roles: parseStringArray(u.roles),
    permissions: parseStringArray(u.permissions),
    nickName: u.nick_name,
    avatar,
  };
}

/** Revokes the session of the given token. Idempotent: an unknown or already revoked token is a no-op. */
export async function logout(db: Executor, token: string | null) {
  if (!token) return;
  const user = await resolveToken(db, token);
  if (user) await revokeSession(db, user.sessionId, Date.now());
}
