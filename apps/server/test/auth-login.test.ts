import { describe, expect, it } from 'vitest';
import { insertUser, newIp, passwordLogin } from './auth-helpers';
import { useTestApp } from './helper';

const LIMIT = 3;
const t = await useTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
const db = t.runtime.ctx.db;
const LOCKED = '登录失败次数过多，请 15 分钟后再试';

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
  it(`locks a user name after ${LIMIT} failures from anywhere, even for the right password`, async () => {
    await insertUser(t, { userName: 'target1', password: 'secret123' });
    for (let i = 0; i < LIMIT; i++) {
      expect((await passwordLogin(t, { username: 'target1', password: `guess${i}xx` })).status).toBe(400);
    }
    const locked = await passwordLogin(t, { username: 'target1', password: 'secret123' });
    expect(locked.status).toBe(429);
    expect(locked.msg).toBe(LOCKED);
    expect(locked.data).toEqual({ retryAfterSeconds: 900 });
    expect(locked.raw.headers['retry-after']).toBe('900');
    // Differently cased, the name still hits the same counter.
    expect((await passwordLogin(t, { username: 'TARGET1', password: 'x' })).status).toBe(429);
    // Another user is not affected.
    expect((await passwordLogin(t, { username: 'demo', password: 'demo123456' })).status).toBe(200);
  });

  it(`locks an IP after ${LIMIT} failures across user names`, async () => {
    const ip = newIp();
    for (let i = 0; i < LIMIT; i++) {
      expect((await passwordLogin(t, { username: `sprayed${i}`, password: 'common123' }, ip)).status).toBe(400);
    }
    expect((await passwordLogin(t, { username: 'demo', password: 'demo123456' }, ip)).status).toBe(429);
    expect((await passwordLogin(t, { username: 'demo', password: 'demo123456' }, newIp())).status).toBe(200);
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

  it('opens again when the 15-minute window has passed', async () => {
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
});
