import { describe, expect, it } from 'vitest';
import { issueCaptcha } from '../src/modules/auth/captcha';
import { insertUser, newIp, newPhone, passwordLogin, phoneLogin, smsCodeFor } from './auth-helpers';
import { useTestApp } from './helper';

const LIMIT = 3;
const t = await useTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
const db = t.runtime.ctx.db;
const CAPTCHA_REQUIRED = '登录失败次数较多，请输入图形验证码';
/** A captcha whose answer the test knows, through the generator seam. */
const knownCaptcha = (answer: string) => issueCaptcha(db, () => ({ text: answer, svg: '<svg/>' }));

describe('POST /api/authC/login', () => {
  it('signs the demo seller in, trimming the user name, and records the time', async () => {
    const before = Date.now();
    const r = await passwordLogin(t, { username: '  demo ', password: 'demo123456' });
    expect(r.status).toBe(200);
    expect(r.msg).toBe('登录成功');
    expect(r.data.token).toMatch(/^[\w-]{43}$/);
    const row = await db
      .selectFrom('users')
      .select('last_login_time')
      .where('user_name', '=', 'demo')
      .executeTakeFirst();
    expect(Number(row?.last_login_time)).toBeGreaterThanOrEqual(before);
    const me = await t.call({ method: 'GET', url: '/api/authC/getLoginUser', token: r.data.token });
    expect(me.code).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await passwordLogin(t, { username: 'demo', password: 'not-it-123' });
    const unknown = await passwordLogin(t, { username: 'nobody_here', password: 'not-it-123' });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(400);
      expect(r.msg).toBe('用户名或密码错误');
      expect(r.data).toBe(null);
    }
  });

  it('spends as long on an unknown user as on a wrong password (argon2 runs either way)', async () => {
    const timed = async (username: string) => {
      const start = performance.now();
      await passwordLogin(t, { username, password: 'not-it-123' });
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      // A user per round: with the low limit of this suite, repeated failures on one name would lock it.
      await insertUser(t, { userName: `timed_${i}`, password: 'secret123' });
      known.push(await timed(`timed_${i}`));
      unknown.push(await timed(`ghost_${i}`));
    }
    // Without the dummy verification an unknown user answers in about a millisecond instead of tens.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('validates the body', async () => {
    const r = await passwordLogin(t, { username: '   ' });
    expect(r.status).toBe(400);
    expect(r.data).toHaveProperty('username');
    expect(r.data).toHaveProperty('password');
  });

  it('refuses a disabled account with 403, but only to someone who knows its password', async () => {
    await insertUser(t, { userName: 'paused', password: 'secret123', status: 1 });
    const right = await passwordLogin(t, { username: 'paused', password: 'secret123' });
    expect(right.status).toBe(403);
    expect(right.msg).toBe('账号已停用，请联系管理员');
    expect((await passwordLogin(t, { username: 'paused', password: 'secret999' })).msg).toBe('用户名或密码错误');
  });

  it('never signs a deleted user in', async () => {
    await insertUser(t, { userName: 'removed', password: 'secret123', deleted: 1 });
    const r = await passwordLogin(t, { username: 'removed', password: 'secret123' });
    expect(r.status).toBe(400);
    expect(r.msg).toBe('用户名或密码错误');
  });
});

describe('login rate limit', () => {
  it(`asks for the captcha on a user name after ${LIMIT} failures from anywhere, even for the right password`, async () => {
    await insertUser(t, { userName: 'target1', password: 'secret123' });
    for (let i = 0; i < LIMIT; i++) {
      const r = await passwordLogin(t, { username: 'target1', password: `guess${i}xx` });
      expect(r.status).toBe(400);
      // The failure that reaches the limit tells the form to show the captcha now.
      expect(r.data).toEqual(i === LIMIT - 1 ? { captchaRequired: true } : null);
    }
    const asked = await passwordLogin(t, { username: 'target1', password: 'secret123' });
    expect(asked.status).toBe(429);
    expect(asked.msg).toBe(CAPTCHA_REQUIRED);
    expect(asked.data).toEqual({ captchaRequired: true });
    // Differently cased, the name still hits the same counter.
    expect((await passwordLogin(t, { username: 'TARGET1', password: 'x' })).status).toBe(429);
    // Another user is not affected.
    expect((await passwordLogin(t, { username: 'demo', password: 'demo123456' })).status).toBe(200);
    // Solving the captcha lets the owner in.
    const c = await knownCaptcha('KMNP');
    const ok = await passwordLogin(t, { username: 'target1', password: 'secret123', uuid: c.uuid, code: 'kmnp' });
    expect(ok.status).toBe(200);
  });

  it(`asks for the captcha from an address after ${5 * LIMIT} failures across user names`, async () => {
    const ip = newIp();
    for (let i = 0; i < 5 * LIMIT; i++) {
      expect((await passwordLogin(t, { username: `sprayed${i}`, password: 'common123' }, ip)).status).toBe(400);
    }
    expect((await passwordLogin(t, { username: 'demo', password: 'demo123456' }, ip)).status).toBe(429);
    expect((await passwordLogin(t, { username: 'demo', password: 'demo123456' }, newIp())).status).toBe(200);
    const c = await knownCaptcha('RSTU');
    const ok = await passwordLogin(t, { username: 'demo', password: 'demo123456', uuid: c.uuid, code: 'rstu' }, ip);
    expect(ok.status).toBe(200);
  });

  it('counts failures only: a success clears the user name’s counter', async () => {
    await insertUser(t, { userName: 'typo_user', password: 'secret123' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMIT - 1; i++) {
        expect((await passwordLogin(t, { username: 'typo_user', password: 'oops1234' })).status).toBe(400);
      }
      expect((await passwordLogin(t, { username: 'typo_user', password: 'secret123' })).status).toBe(200);
    }
  });

  it('needs no captcha again when the 15-minute window has passed', async () => {
    await insertUser(t, { userName: 'patient', password: 'secret123' });
    for (let i = 0; i < LIMIT; i++) await passwordLogin(t, { username: 'patient', password: 'nope1234' });
    expect((await passwordLogin(t, { username: 'patient', password: 'secret123' })).status).toBe(429);
    await db
      .updateTable('rate_limits')
      .set({ window_start: Date.now() - 15 * 60 * 1000 - 1 })
      .where('key', '=', 'login:user:patient')
      .execute();
    expect((await passwordLogin(t, { username: 'patient', password: 'secret123' })).status).toBe(200);
  });

  it('reserves SMS sign-in attempts before the code is checked: a parallel burst spends only the limit', async () => {
    const phone = newPhone();
    await insertUser(t, { userName: 'smsburst', password: 'secret123', phone });
    const code = await smsCodeFor(t, phone, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    const ip = newIp();
    const rs = await Promise.all(Array.from({ length: 12 }, () => phoneLogin(t, phone, wrong, ip)));
    expect(rs.filter((r) => r.status === 400)).toHaveLength(LIMIT);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(12 - LIMIT);
    // Only LIMIT of the code's five tries were used: the checks never ran for the rest.
    const row = await db.selectFrom('sms_codes').select('attempts').where('phone', '=', phone).executeTakeFirst();
    expect(row?.attempts).toBe(LIMIT);
    expect((await phoneLogin(t, phone, code, ip)).data).toEqual({ captchaRequired: true });
    const c = await knownCaptcha('VWXY');
    const ok = await t.call<{ token: string }>({
      method: 'POST',
      url: '/api/authC/loginByPhone1',
      payload: { phone, code, uuid: c.uuid, captchaCode: 'vwxy' },
      remoteAddress: ip,
    });
    expect(ok.status).toBe(200);
  });
});
