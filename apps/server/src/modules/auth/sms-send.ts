import { SMS_RESEND_INTERVAL_MS, type SmsScene } from '@podbench/contract';
import type { AppContext } from '../../context';
import { AppError, tooMany } from '../../lib/app-error';
import { newSmsCode } from '../../lib/crypto';
import { hitCounter, releaseHit, resetCounter } from '../rate-limit/service';
import type { RequestMeta } from './request-meta';
import { discardSmsCode, lastSmsCodeSentAt, storeSmsCode } from './sms-code';

const DAY_MS = 24 * 60 * 60 * 1000;
const RESEND_SECONDS = SMS_RESEND_INTERVAL_MS / 1000;
const DAILY_CAP = '今日验证码发送次数已达上限';

/**
 * Sends a verification code. Limits (all counters in the database, shared by every process, each reserved by one
 * atomic upsert before anything else happens): one send per phone+scene per minute, and daily caps per IP and per
 * phone. Whether the phone has an account is never looked at here: every scene sends, and the answer is the same,
 * so the endpoint tells nobody which numbers are registered. Sign-in, registration and binding say so only after
 * the code proved the caller holds the phone. The code is stored hashed before the provider is called; if the
 * provider fails, the code and the minute's lock are given back.
 */
export async function sendPhoneCode(
  ctx: AppContext,
  q: { phone: string; scene: SmsScene },
  meta: RequestMeta,
): Promise<{ resendAfterSeconds: number }> {
  const { db } = ctx;
  const gapKey = `sms:gap:${q.phone}:${q.scene}`;
  if ((await hitCounter(db, gapKey, SMS_RESEND_INTERVAL_MS)) > 1) {
    const last = await lastSmsCodeSentAt(db, q.phone, q.scene);
    const left = last === null ? RESEND_SECONDS : Math.ceil((last + SMS_RESEND_INTERVAL_MS - Date.now()) / 1000);
    const wait = Math.min(RESEND_SECONDS, Math.max(1, left));
    throw tooMany(`发送过于频繁，请 ${wait} 秒后再试`, wait);
  }
  // The address first: a client over its own cap cannot use up a stranger's phone allowance.
  const capped =
    (await hitCounter(db, `sms:day:ip:${meta.ip}`, DAY_MS)) > ctx.config.sms.dailyLimitPerIp ||
    (await hitCounter(db, `sms:day:phone:${q.phone}`, DAY_MS)) > ctx.config.sms.dailyLimitPerPhone;
  if (capped) {
    // Nothing was sent: the phone's minute is not taken by a refused request.
    await releaseHit(db, gapKey);
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
