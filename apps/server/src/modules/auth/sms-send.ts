import { SMS_RESEND_INTERVAL_MS, type SmsScene } from '@podbench/contract';
import type { AppContext } from '../../context';
import { AppError, badRequest, tooMany } from '../../lib/app-error';
import { newSmsCode } from '../../lib/crypto';
import { hitCounter, resetCounter } from '../rate-limit/service';
import { findUserByPhone, isPhoneTaken } from './repository';
import type { RequestMeta } from './request-meta';
import { discardSmsCode, lastSmsCodeSentAt, storeSmsCode } from './sms-code';

const DAY_MS = 24 * 60 * 60 * 1000;
const RESEND_SECONDS = SMS_RESEND_INTERVAL_MS / 1000;
const DAILY_CAP = '今日验证码发送次数已达上限';

/** Login needs a registered phone; every other scene needs a phone no account uses yet. */
async function assertSceneAllows(ctx: AppContext, phone: string, scene: SmsScene) {
  if (scene === 'login') {
    if (!(await findUserByPhone(ctx.db, phone))) throw badRequest('该手机号未注册');
    return;
  }
  if (await isPhoneTaken(ctx.db, phone)) {
    throw badRequest(scene === 'register' ? '该手机号已注册' : '该手机号已被其他账号绑定');
  }
}

/**
 * Sends a verification code. Limits (all counters in the database, shared by every process): one send
 * per phone+scene per minute, and daily caps per phone and per IP. The code is stored hashed before the
 * provider is called; if the provider fails, the code and the minute's lock are given back.
 */
export async function sendPhoneCode(
  ctx: AppContext,
  q: { phone: string; scene: SmsScene },
  meta: RequestMeta,
): Promise<{ resendAfterSeconds: number }> {
  const { db } = ctx;
  await assertSceneAllows(ctx, q.phone, q.scene);

  const gapKey = `sms:gap:${q.phone}:${q.scene}`;
  if ((await hitCounter(db, gapKey, SMS_RESEND_INTERVAL_MS)) > 1) {
    const last = await lastSmsCodeSentAt(db, q.phone, q.scene);
    const left = last === null ? RESEND_SECONDS : Math.ceil((last + SMS_RESEND_INTERVAL_MS - Date.now()) / 1000);
    const wait = Math.min(RESEND_SECONDS, Math.max(1, left));
    throw tooMany(`发送过于频繁，请 ${wait} 秒后再试`, wait);
  }
  if ((await hitCounter(db, `sms:day:phone:${q.phone}`, DAY_MS)) > ctx.config.sms.dailyLimitPerPhone) {
    throw tooMany(DAILY_CAP);
  }
  if ((await hitCounter(db, `sms:day:ip:${meta.ip}`, DAY_MS)) > ctx.config.sms.dailyLimitPerIp) {
    throw tooMany(DAILY_CAP);
  }

  const code = newSmsCode();
  const id = await storeSmsCode(db, { phone: q.phone, scene: q.scene, code, ip: meta.ip });
  try {
    await ctx.sms.sendCode(q.phone, code, q.scene);
  } catch (err) {
    await discardSmsCode(db, id);
    await resetCounter(db, gapKey);
    // The provider's error code and request id help support; the code itself never reaches a log.
    if (err instanceof AppError) {
      meta.log.error({ smsProvider: ctx.sms.name, cause: err.cause }, 'SMS send failed');
      throw err;
    }
    // An unknown error is logged by hand, with the code scrubbed, since its text is not ours.
    const scrub = (text = '') => text.replaceAll(code, '***');
    const detail = err instanceof Error ? { type: err.name, message: scrub(err.message), stack: scrub(err.stack) } : {};
    meta.log.error({ smsProvider: ctx.sms.name, err: detail }, 'SMS send failed');
    throw new AppError(500, '短信发送失败，请稍后再试');
  }
  return { resendAfterSeconds: RESEND_SECONDS };
}
