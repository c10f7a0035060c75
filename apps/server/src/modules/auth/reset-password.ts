import { type ResetPasswordBody, UserStatus } from '@podbench/contract';
import type { AppContext } from '../../context';
import { badRequest, forbidden, tooMany } from '../../lib/app-error';
import { hashPassword } from '../../lib/crypto';
import { hitCounters } from '../rate-limit/service';
import { revokeUserSessions } from '../session/repository';
import type { RequestMeta } from './request-meta';
import { findUserByPhone } from './repository';
import { checkSmsCodeAttempt, consumeSmsCode } from './sms-code';

const RESET_WINDOW_MS = 15 * 60 * 1000;
/** Attempts per address are allowed this many times the per-phone limit (several people share an address). */
const RESET_IP_FACTOR = 5;
export const RESET_TOO_MANY = '重置密码尝试过于频繁，请 15 分钟后再试';
export const RESET_NO_ACCOUNT = '该手机号未注册';

/**
 * 忘记密码 (issue 21 §6). The attempt is counted first (per phone and per address, like sign-up), then the SMS code
 * of scene resetPassword is checked (each code answers at most SMS_MAX_ATTEMPTS tries; a wrong or expired one is
 * refused in Chinese and changes nothing); only then is the phone's account looked up, so nobody learns whether a
 * phone is registered without holding its code. The new password, the code's use and the revocation of every
 * session of the account (all devices sign in again) happen in one transaction.
 */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody, meta: RequestMeta): Promise<void> {
  const { db } = ctx;
  const limit = ctx.config.loginRateLimit;
  const phoneKey = `reset:phone:${body.phone}`;
  const ipKey = `reset:ip:${meta.ip}`;
  const hits = await hitCounters(db, [phoneKey, ipKey], RESET_WINDOW_MS);
  if ((hits.get(phoneKey) ?? 0) > limit || (hits.get(ipKey) ?? 0) > limit * RESET_IP_FACTOR) {
    throw tooMany(RESET_TOO_MANY, RESET_WINDOW_MS / 1000);
  }
  const codeId = await checkSmsCodeAttempt(db, { phone: body.phone, scene: 'resetPassword', code: body.code });
  const user = await findUserByPhone(db, body.phone);
  if (!user) throw badRequest(RESET_NO_ACCOUNT);
  if (user.status !== UserStatus.ACTIVE) throw forbidden('账号已停用，请联系管理员');
  const passwordHash = await hashPassword(body.password);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await consumeSmsCode(trx, codeId, now);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    await revokeUserSessions(trx, [Number(user.id)], now);
  });
}
