import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { verifySmsCode } from '../src/modules/auth/sms-code';
import type { SmsProvider } from '../src/modules/sms/provider';
import {
  insertUser,
  lastSmsCode,
  newIp,
  newPhone,
  phoneLogin,
  sendSms,
  skipResendGap,
  smsCodeFor,
} from './auth-helpers';
import { useTestApp } from './helper';

const t = await useTestApp({
  SMS_DAILY_LIMIT_PER_PHONE: '3',
  SMS_DAILY_LIMIT_PER_IP: '4',
  LOGIN_RATE_LIMIT: '8',
});
const db = t.runtime.ctx.db;
const DEMO_PHONE = '13800000000';
/** A code that is certainly not the right one. */
const other = (code: string) => (code === '000000' ? '111111' : '000000');

describe('GET /api/authC/getPhoneValidCode', () => {
  it('sends a 6-digit code through the provider and keeps only its hash', async () => {
    const r = await sendSms(t, DEMO_PHONE, 'login');
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ resendAfterSeconds: 60 });
    const code = await lastSmsCode(t, DEMO_PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const row = await db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', DEMO_PHONE)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.scene).toBe('login');
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(5 * 60 * 1000);
  });

  it('answers the same whether or not the phone has an account, and says so only to the code’s holder', async () => {
    const fresh = newPhone();
    const taken = newPhone();
    await insertUser(t, { userName: 'scenes_owner', password: 'secret123', phone: taken });
    for (const scene of ['register', 'bind', 'changePhone'] as const) {
      const known = await sendSms(t, taken, scene);
      const unknown = await sendSms(t, newPhone(), scene);
      expect(known.raw.body).toBe(unknown.raw.body);
      expect(known.status).toBe(200);
    }
    expect((await sendSms(t, fresh, 'login')).raw.body).toBe((await sendSms(t, newPhone(), 'login')).raw.body);
    // Signing in with the code of an unregistered phone: only now, to whoever holds the phone.
    const r = await phoneLogin(t, fresh, await lastSmsCode(t, fresh));
    expect(r.status).toBe(400);
    expect(r.msg).toBe('该手机号未注册');
  });

  it('counts the send before anything else: a flood is capped whatever the phone', async () => {
    const ip = newIp();
    const rs = await Promise.all(Array.from({ length: 8 }, () => sendSms(t, newPhone(), 'login', ip)));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(4);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(4);
  });

  it('validates phone and scene', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/authC/getPhoneValidCode?phone=12345&scene=login' });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ phone: '请输入正确的 11 位手机号' });
    const scene = await t.call({ method: 'GET', url: `/api/authC/getPhoneValidCode?phone=${newPhone()}&scene=hack` });
    expect(scene.data).toMatchObject({ scene: '验证码用途不正确' });
  });

  it('allows one send per phone and scene per minute', async () => {
    const phone = newPhone();
    expect((await sendSms(t, phone, 'register')).status).toBe(200);
    const soon = await sendSms(t, phone, 'register');
    expect(soon.status).toBe(429);
    expect(soon.msg).toMatch(/^发送过于频繁，请 (\d+) 秒后再试$/);
    const wait = Number(/(\d+)/.exec(soon.msg)?.[1]);
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    expect(soon.data.retryAfterSeconds).toBe(wait);
    expect(soon.raw.headers['retry-after']).toBe(String(wait));
    // The wait counts down from the last send.
    await db
      .updateTable('sms_codes')
      .set({ created_at: Date.now() - 45_000 })
      .where('phone', '=', phone)
      .execute();
    expect((await sendSms(t, phone, 'register')).data.retryAfterSeconds).toBeLessThanOrEqual(15);
    // Another scene has its own minute; a minute later the same scene is open again.
    expect((await sendSms(t, phone, 'bind')).status).toBe(200);
    await db
      .updateTable('rate_limits')
      .set({ window_start: Date.now() - 61_000 })
      .where('key', '=', `sms:gap:${phone}:register`)
      .execute();
    expect((await sendSms(t, phone, 'register')).status).toBe(200);
  });

  it('caps sends per phone per day', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) {
      await skipResendGap(t, phone, 'register');
      expect((await sendSms(t, phone, 'register')).status).toBe(200);
    }
    await skipResendGap(t, phone, 'register');
    const capped = await sendSms(t, phone, 'register');
    expect(capped.status).toBe(429);
    expect(capped.msg).toBe('今日验证码发送次数已达上限');
  });

  it('caps sends per IP per day', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect((await sendSms(t, newPhone(), 'register', ip)).status).toBe(200);
    const capped = await sendSms(t, newPhone(), 'register', ip);
    expect(capped.status).toBe(429);
    expect(capped.msg).toBe('今日验证码发送次数已达上限');
    expect((await sendSms(t, newPhone(), 'register')).status).toBe(200);
  });

  it('gives the code and the minute back when the provider fails', async () => {
    const phone = newPhone();
    const real = t.runtime.ctx.sms;
    const failing: SmsProvider = {
      name: 'aliyun',
      async sendCode() {
        throw new AppError(500, '短信发送失败：余额不足');
      },
    };
    t.runtime.ctx.sms = failing;
    try {
      const r = await sendSms(t, phone, 'register');
      expect(r.status).toBe(500);
      expect(r.msg).toBe('短信发送失败：余额不足');
    } finally {
      t.runtime.ctx.sms = real;
    }
    expect(await db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
    expect((await sendSms(t, phone, 'register')).status).toBe(200);
  });
});

describe('POST /api/authC/loginByPhone1 and verifySmsCode', () => {
  it('signs in with the code, once', async () => {
    await skipResendGap(t, DEMO_PHONE, 'login');
    const code = await smsCodeFor(t, DEMO_PHONE, 'login');
    const r = await phoneLogin(t, DEMO_PHONE, code);
    expect(r.status).toBe(200);
    const me = await t.call<{ user: { userName: string } }>({
      method: 'GET',
      url: '/api/authC/getLoginUser',
      token: r.data.token,
    });
    expect(me.data.user.userName).toBe('demo');
    const again = await phoneLogin(t, DEMO_PHONE, code);
    expect(again.status).toBe(400);
    expect(again.msg).toBe('短信验证码已失效，请重新获取');
  });

  it('kills the code after five wrong tries', async () => {
    const phone = newPhone();
    await insertUser(t, { userName: 'fivewrong', password: 'secret123', phone });
    const code = await smsCodeFor(t, phone, 'login');
    for (let i = 1; i <= 4; i++) expect((await phoneLogin(t, phone, other(code))).msg).toBe('短信验证码错误');
    expect((await phoneLogin(t, phone, other(code))).msg).toBe('验证码错误次数过多，请重新获取');
    const right = await phoneLogin(t, phone, code);
    expect(right.status).toBe(400);
    expect(right.msg).toBe('验证码错误次数过多，请重新获取');
    // A fresh code works again.
    await skipResendGap(t, phone, 'login');
    expect((await phoneLogin(t, phone, await smsCodeFor(t, phone, 'login'))).status).toBe(200);
  });

  it('counts parallel guesses against the same five tries', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'bind');
    const guesses = Array.from({ length: 12 }, () =>
      verifySmsCode(db, { phone, scene: 'bind', code: other(code) }).catch((e: AppError) => e.message),
    );
    await Promise.all(guesses);
    const row = await db.selectFrom('sms_codes').select('attempts').where('phone', '=', phone).executeTakeFirst();
    expect(row?.attempts).toBe(5);
    await expect(verifySmsCode(db, { phone, scene: 'bind', code })).rejects.toThrow('验证码错误次数过多');
  });

  it('rejects an expired code', async () => {
    const phone = newPhone();
    await insertUser(t, { userName: 'latecomer', password: 'secret123', phone });
    const code = await smsCodeFor(t, phone, 'login');
    await db
      .updateTable('sms_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('phone', '=', phone)
      .execute();
    const r = await phoneLogin(t, phone, code);
    expect(r.status).toBe(400);
    expect(r.msg).toBe('短信验证码已失效，请重新获取');
  });

  it('rejects a code sent for another scene', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'register');
    await insertUser(t, { userName: 'scenehop', password: 'secret123', phone });
    expect((await phoneLogin(t, phone, code)).msg).toBe('短信验证码已失效，请重新获取');
  });

  it('retires the older code when a new one is sent', async () => {
    const phone = newPhone();
    await insertUser(t, { userName: 'resender', password: 'secret123', phone });
    const first = await smsCodeFor(t, phone, 'login');
    await skipResendGap(t, phone, 'login');
    let second = await smsCodeFor(t, phone, 'login');
    while (second === first) {
      await skipResendGap(t, phone, 'login');
      second = await smsCodeFor(t, phone, 'login');
    }
    expect((await phoneLogin(t, phone, first)).msg).toBe('短信验证码错误');
    expect((await phoneLogin(t, phone, second)).status).toBe(200);
  });

  it('lets only one of two simultaneous sign-ins use a code', async () => {
    const phone = newPhone();
    await insertUser(t, { userName: 'doubleuse', password: 'secret123', phone });
    const code = await smsCodeFor(t, phone, 'login');
    const rs = await Promise.all([phoneLogin(t, phone, code), phoneLogin(t, phone, code)]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses a disabled account with 403', async () => {
    const phone = newPhone();
    await insertUser(t, { userName: 'mutedphone', password: 'secret123', phone, status: 1 });
    const r = await phoneLogin(t, phone, await smsCodeFor(t, phone, 'login'));
    expect(r.status).toBe(403);
    expect(r.msg).toBe('账号已停用，请联系管理员');
  });

  it('is limited per phone like the password login: past the limit the captcha is required', async () => {
    const phone = newPhone();
    await insertUser(t, { userName: 'hammered', password: 'secret123', phone });
    const code = await smsCodeFor(t, phone, 'login');
    for (let i = 0; i < 8; i++) expect((await phoneLogin(t, phone, other(code))).status).toBe(400);
    const asked = await phoneLogin(t, phone, code);
    expect(asked.status).toBe(429);
    expect(asked.msg).toBe('登录失败次数较多，请输入图形验证码');
    expect(asked.data).toEqual({ captchaRequired: true });
  });
});
