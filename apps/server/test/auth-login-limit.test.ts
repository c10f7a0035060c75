import type { CaptchaResult } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { issueCaptcha } from '../src/modules/auth/captcha';
import { insertUser, newIp, passwordLogin } from './auth-helpers';
import { useTestApp } from './helper';

// The default limit (10 per 15 minutes), captchas off: the configuration the attack of issue 17 met.
const t = await useTestApp();
const db = t.runtime.ctx.db;
const LIMIT = t.config.loginRateLimit;
const CAPTCHA_REQUIRED = '登录失败次数较多，请输入图形验证码';
/** A captcha whose answer the test knows, through the generator seam. */
const knownCaptcha = (answer: string) => issueCaptcha(db, () => ({ text: answer, svg: '<svg/>' }));
const sessionsOf = async (userId: number) =>
  (await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

/** 40 guesses sent at once, the right password 36th, as in the report. */
const burst = (userName: string, password: string, ip: () => string) =>
  Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      passwordLogin(t, { username: userName, password: i === 35 ? password : `wrong-${i}-pass` }, ip()),
    ),
  );

describe('parallel guesses', () => {
  it(`a 40-guess burst from one address checks ${LIMIT} passwords and the right 36th does not sign in`, async () => {
    expect(LIMIT).toBe(10);
    const id = await insertUser(t, { userName: 'burst_one', password: 'secret123' });
    const ip = newIp();
    const rs = await burst('burst_one', 'secret123', () => ip);
    const checked = rs.filter((r) => r.status === 400);
    const refused = rs.filter((r) => r.status === 429);
    expect(checked).toHaveLength(LIMIT);
    expect(refused).toHaveLength(40 - LIMIT);
    for (const r of checked) expect(r.msg).toBe('用户名或密码错误');
    for (const r of refused) {
      expect(r.msg).toBe(CAPTCHA_REQUIRED);
      expect(r.data).toEqual({ captchaRequired: true });
    }
    expect(rs[35].status).toBe(429);
    expect(await sessionsOf(id)).toBe(0);
  });

  it('a burst from 40 different addresses is held by the account counter just the same', async () => {
    const id = await insertUser(t, { userName: 'burst_many', password: 'secret123' });
    const rs = await burst('burst_many', 'secret123', newIp);
    expect(rs.filter((r) => r.status === 400)).toHaveLength(LIMIT);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(40 - LIMIT);
    expect(rs.some((r) => r.status === 200)).toBe(false);
    expect(await sessionsOf(id)).toBe(0);
  });
});

describe('escalation instead of lock-out', () => {
  it('after the burst the owner signs in from anywhere by solving the captcha', async () => {
    const id = await insertUser(t, { userName: 'owner_one', password: 'secret123' });
    await burst('owner_one', 'not-the-password', newIp);
    const ownerIp = newIp();
    const asked = await passwordLogin(t, { username: 'owner_one', password: 'secret123' }, ownerIp);
    expect(asked.status).toBe(429);
    expect(asked.data).toEqual({ captchaRequired: true });
    // Captchas are off in this configuration, yet an escalated form can get one.
    const fetched = await t.call<CaptchaResult>({ method: 'GET', url: '/api/authC/getPicCaptcha?required=true' });
    expect(fetched.data.captchaEnabled).toBe(true);
    expect(fetched.data.img.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect((await t.call<CaptchaResult>({ method: 'GET', url: '/api/authC/getPicCaptcha' })).data.uuid).toBe('');

    const wrongCaptcha = await knownCaptcha('HJKM');
    const bad = await passwordLogin(
      t,
      { username: 'owner_one', password: 'secret123', uuid: wrongCaptcha.uuid, code: 'zzzz' },
      ownerIp,
    );
    expect(bad.msg).toBe('验证码错误');
    const c = await knownCaptcha('PQRS');
    const ok = await passwordLogin(
      t,
      { username: 'owner_one', password: 'secret123', uuid: c.uuid, code: 'pqrs' },
      ownerIp,
    );
    expect(ok.status).toBe(200);
    expect(await sessionsOf(id)).toBe(1);
    // The guesser's allowance is not renewed by the owner's sign-in: the account still asks for the captcha.
    expect((await passwordLogin(t, { username: 'owner_one', password: 'wrong-again1' })).status).toBe(429);
  });

  it('the owner behind the attacked address signs in with the captcha too', async () => {
    await insertUser(t, { userName: 'shared_nat', password: 'secret123' });
    const ip = newIp();
    for (let i = 0; i < LIMIT; i++) await passwordLogin(t, { username: 'shared_nat', password: `nope${i}abc` }, ip);
    expect((await passwordLogin(t, { username: 'shared_nat', password: 'secret123' }, ip)).status).toBe(429);
    const c = await knownCaptcha('WXYZ');
    const r = await passwordLogin(t, { username: 'shared_nat', password: 'secret123', uuid: c.uuid, code: 'wxyz' }, ip);
    expect(r.status).toBe(200);
    // Another account behind the same address was never affected.
    expect((await passwordLogin(t, { username: 'demo', password: 'demo123456' }, ip)).status).toBe(200);
  });

  it('answers failures past the limit from one address after a growing delay', async () => {
    await insertUser(t, { userName: 'slowed', password: 'secret123' });
    const ip = newIp();
    for (let i = 0; i < LIMIT; i++) await passwordLogin(t, { username: 'slowed', password: `nope${i}abc` }, ip);
    const timedFailure = async (answer: string) => {
      const c = await knownCaptcha(answer);
      const start = performance.now();
      const r = await passwordLogin(
        t,
        { username: 'slowed', password: 'still-wrong1', uuid: c.uuid, code: answer },
        ip,
      );
      expect(r.status).toBe(400);
      expect(r.data).toEqual({ captchaRequired: true });
      return performance.now() - start;
    };
    expect(await timedFailure('ABCD')).toBeGreaterThanOrEqual(490);
    expect(await timedFailure('EFGH')).toBeGreaterThanOrEqual(990);
    // The right password with the captcha is not delayed (a failure now would wait 2 s).
    const c = await knownCaptcha('JKMN');
    const start = performance.now();
    const ok = await passwordLogin(t, { username: 'slowed', password: 'secret123', uuid: c.uuid, code: 'jkmn' }, ip);
    expect(ok.status).toBe(200);
    expect(performance.now() - start).toBeLessThan(1900);
  });

  it('a request refused for want of a captcha does not count', async () => {
    await insertUser(t, { userName: 'no_count', password: 'secret123' });
    for (let i = 0; i < LIMIT; i++) await passwordLogin(t, { username: 'no_count', password: `nope${i}abc` });
    for (let i = 0; i < 5; i++) {
      expect((await passwordLogin(t, { username: 'no_count', password: 'secret123' })).status).toBe(429);
    }
    const row = await db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', 'login:user:no_count')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(LIMIT);
  });
});
