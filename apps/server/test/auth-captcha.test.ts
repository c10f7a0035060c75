import type { CaptchaResult } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { issueCaptcha, svgCaptchaGenerator } from '../src/modules/auth/captcha';
import { newIp, passwordLogin } from './auth-helpers';
import { useTestApp } from './helper';

const t = await useTestApp({ CAPTCHA_ENABLED: 'true' });
const off = await useTestApp({ CAPTCHA_ENABLED: 'false' });
const db = t.runtime.ctx.db;
/** A captcha whose answer the test knows, through the generator seam. */
const knownCaptcha = (answer = 'AbCd') => issueCaptcha(db, () => ({ text: answer, svg: '<svg/>' }));
const demo = { username: 'demo', password: 'demo123456' };
const captchaRow = (uuid: string) => db.selectFrom('captchas').selectAll().where('uuid', '=', uuid).executeTakeFirst();

describe('GET /api/authC/getPicCaptcha (enabled)', () => {
  it('returns an SVG data URL and stores only a hash of the answer', async () => {
    const r = await t.call<CaptchaResult>({ method: 'GET', url: '/api/authC/getPicCaptcha' });
    expect(r.code).toBe(200);
    expect(r.data.captchaEnabled).toBe(true);
    expect(r.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.data.img.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(r.data.img.split(',')[1], 'base64').toString('utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    const row = await captchaRow(r.data.uuid);
    expect(row?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.used_at).toBe(null);
    expect(Number(row?.expires_at) - Date.now()).toBeGreaterThan(110_000);
    expect(Number(row?.expires_at) - Date.now()).toBeLessThanOrEqual(120_000);
  });

  it('generates four characters without look-alikes', () => {
    for (let i = 0; i < 50; i++) {
      const { text } = svgCaptchaGenerator();
      expect(text).toHaveLength(4);
      expect(text).not.toMatch(/[0oO1lIi]/);
    }
  });

  it('cleans expired captchas when issuing a new one', async () => {
    const old = await knownCaptcha();
    await db
      .updateTable('captchas')
      .set({ expires_at: Date.now() - 1 })
      .where('uuid', '=', old.uuid)
      .execute();
    await knownCaptcha();
    expect(await captchaRow(old.uuid)).toBe(undefined);
  });
});

describe('POST /api/authC/login with the captcha on', () => {
  it('signs in with the right answer in any letter case, and the captcha is used up', async () => {
    const c = await knownCaptcha('AbCd');
    const r = await passwordLogin(t, { ...demo, uuid: c.uuid, code: ' aBcD ' });
    expect(r.code).toBe(200);
    expect(typeof r.data.token).toBe('string');
    expect((await captchaRow(c.uuid))?.used_at).not.toBe(null);
    const again = await passwordLogin(t, { ...demo, uuid: c.uuid, code: 'abcd' });
    expect(again.status).toBe(400);
    expect(again.msg).toBe('验证码已失效，请刷新后重试');
  });

  it('rejects a wrong answer and burns the captcha so it cannot be guessed twice', async () => {
    const c = await knownCaptcha('WXYZ');
    const wrong = await passwordLogin(t, { ...demo, uuid: c.uuid, code: 'wxya' });
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toBe('验证码错误');
    const retry = await passwordLogin(t, { ...demo, uuid: c.uuid, code: 'wxyz' });
    expect(retry.msg).toBe('验证码已失效，请刷新后重试');
  });

  it('rejects an expired captcha', async () => {
    const c = await knownCaptcha('QRST');
    await db
      .updateTable('captchas')
      .set({ expires_at: Date.now() - 1 })
      .where('uuid', '=', c.uuid)
      .execute();
    const r = await passwordLogin(t, { ...demo, uuid: c.uuid, code: 'qrst' });
    expect(r.status).toBe(400);
    expect(r.msg).toBe('验证码已失效，请刷新后重试');
  });

  it('rejects a missing or unknown uuid and a missing answer', async () => {
    expect((await passwordLogin(t, demo)).msg).toBe('验证码已失效，请刷新后重试');
    expect((await passwordLogin(t, { ...demo, uuid: 'nope', code: 'abcd' })).msg).toBe('验证码已失效，请刷新后重试');
    const c = await knownCaptcha();
    expect((await passwordLogin(t, { ...demo, uuid: c.uuid, code: '' })).msg).toBe('请输入验证码');
  });

  it('checks the captcha before the password, so a bad captcha costs no login attempt', async () => {
    const c = await knownCaptcha('MNPQ');
    const ip = newIp();
    const r = await passwordLogin(t, { username: 'demo', password: 'wrong-pass1', uuid: c.uuid, code: 'xxxx' }, ip);
    expect(r.msg).toBe('验证码错误');
    const counters = await db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'login:%')
      .where('count', '>', 0)
      .execute();
    expect(counters).toEqual([]);
  });

  it('lets only one of two simultaneous requests use a captcha', async () => {
    const c = await knownCaptcha('HJKM');
    const rs = await Promise.all([
      passwordLogin(t, { ...demo, uuid: c.uuid, code: 'hjkm' }),
      passwordLogin(t, { ...demo, uuid: c.uuid, code: 'hjkm' }),
    ]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('captcha switched off', () => {
  it('says so and login skips the check', async () => {
    const r = await off.call<CaptchaResult>({ method: 'GET', url: '/api/authC/getPicCaptcha' });
    expect(r.data).toEqual({ captchaEnabled: false, uuid: '', img: '' });
    expect((await passwordLogin(off, demo)).code).toBe(200);
    expect((await passwordLogin(off, { ...demo, uuid: 'whatever', code: 'zzzz' })).code).toBe(200);
  });
});
