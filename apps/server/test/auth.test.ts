import { type LoginUserResult, loginUserResult } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { createMainAccount } from '../src/modules/auth/register';
import {
  insertUser,
  lastSmsCode,
  newPhone,
  passwordLogin,
  phoneLogin,
  register,
  sendSms,
  skipResendGap,
  smsCodeFor,
} from './auth-helpers';
import { useTestApp } from './helper';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const me = (token?: string) => t.call<LoginUserResult>({ method: 'GET', url: '/api/authC/getLoginUser', token });

describe('POST /api/authC/reg', () => {
  it('creates a signed-in main account that can then sign in both ways', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'register');
    const r = await register(t, { username: 'alice01', password: 'secret123', phone, code });
    expect(r.status).toBe(200);
    expect(r.msg).toBe('注册成功');

    const info = await me(r.data.token);
    expect(info.code).toBe(200);
    expect(loginUserResult.parse(info.data)).toEqual(info.data);
    const { user } = info.data;
    expect(user).toMatchObject({ userName: 'alice01', nickName: 'alice01', userType: 1, status: 0, avatar: '' });
    expect(user.mainId).toBe(user.userId);
    expect(user.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect(info.data.roles).toEqual(['seller']);
    expect(info.data.permissions).toEqual(['*:*:*']);
    expect(info.data.nickName).toBe('alice01');

    const row = await db.selectFrom('users').selectAll().where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.main_id).toBe(row.id);

    expect((await passwordLogin(t, { username: 'alice01', password: 'secret123' })).code).toBe(200);
    await sendSms(t, phone, 'login');
    expect((await phoneLogin(t, phone, await lastSmsCode(t, phone))).code).toBe(200);
  });

  it('keeps a chosen nickname', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'register');
    const r = await register(t, { username: 'bob_02', password: 'secret123', phone, code, nickName: ' 小鲍 ' });
    expect((await me(r.data.token)).data.nickName).toBe('小鲍');
  });

  it('refuses a taken user name with 409 and leaves the SMS code usable', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'register');
    const dup = await register(t, { username: 'demo', password: 'secret123', phone, code });
    expect(dup.status).toBe(409);
    expect(dup.msg).toBe('用户名已存在');
    expect((await register(t, { username: 'carol03', password: 'secret123', phone, code })).code).toBe(200);
  });

  it('refuses a phone registered after the code was sent with 409', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'register');
    await insertUser(t, { userName: 'phoneowner', password: 'x1234567', phone });
    const r = await register(t, { username: 'dave04', password: 'secret123', phone, code });
    expect(r.status).toBe(409);
    expect(r.msg).toBe('该手机号已注册');
  });

  it('answers 409, not 500, when the unique constraint catches a race the pre-checks missed', async () => {
    const base = { nickName: 'x', passwordHash: 'h' };
    await expect(createMainAccount(db, { ...base, userName: 'demo', phone: newPhone() })).rejects.toMatchObject({
      code: 409,
      message: '用户名已存在',
    });
    const err = await createMainAccount(db, { ...base, userName: 'racer05', phone: '13800000000' }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 409, message: '该手机号已注册' });
    // Nothing half-written: the failed transaction left no row behind.
    expect(await db.selectFrom('users').select('id').where('user_name', '=', 'racer05').executeTakeFirst()).toBe(
      undefined,
    );
  });

  it('lets exactly one of two simultaneous sign-ups with the same name through', async () => {
    const [p1, p2] = [newPhone(), newPhone()];
    const [c1, c2] = [await smsCodeFor(t, p1, 'register'), await smsCodeFor(t, p2, 'register')];
    const results = await Promise.all([
      register(t, { username: 'twin06', password: 'secret123', phone: p1, code: c1 }),
      register(t, { username: 'twin06', password: 'secret123', phone: p2, code: c2 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.msg).toBe('用户名已存在');
  });

  it('needs the register code sent to that phone', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'register');
    const wrong = await register(t, {
      username: 'erin07',
      password: 'secret123',
      phone,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toBe('短信验证码错误');
    const other = newPhone();
    const elsewhere = await register(t, { username: 'erin07', password: 'secret123', phone: other, code });
    expect(elsewhere.msg).toBe('短信验证码已失效，请重新获取');
    await skipResendGap(t, phone, 'register');
    const bindCode = await smsCodeFor(t, phone, 'bind');
    const scene = await register(t, { username: 'erin07', password: 'secret123', phone, code: bindCode });
    expect(scene.status).toBe(400);
  });

  it('tells nobody without the phone’s code whether a name or a phone is taken', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const name = await register(t, { username: 'demo', password: 'secret123', phone, code: wrong });
    expect(name.status).toBe(400);
    expect(name.msg).toBe('短信验证码错误');
    const taken = await register(t, { username: 'ghost09', password: 'secret123', phone: '13800000000', code });
    expect(taken.status).toBe(400);
    expect(taken.msg).toBe('短信验证码已失效，请重新获取');
  });

  it('counts attempts per phone before anything is checked, also in a parallel burst', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    const limit = t.config.loginRateLimit;
    const rs = await Promise.all(
      Array.from({ length: limit + 5 }, () =>
        register(t, { username: 'demo', password: 'secret123', phone, code: wrong }),
      ),
    );
    expect(rs.filter((r) => r.status === 400)).toHaveLength(limit);
    const refused = rs.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].msg).toBe('注册尝试过于频繁，请 15 分钟后再试');
    expect(rs.some((r) => r.status === 409)).toBe(false);
  });

  it('validates user name and password with field errors', async () => {
    const phone = newPhone();
    const weak = await register(t, { username: 'frank08', password: 'onlyletters', phone, code: '123456' });
    expect(weak.status).toBe(400);
    expect(weak.data).toMatchObject({ password: '密码须同时包含字母和数字' });
    const bad = await register(t, { username: '9lives', password: 'secret123', phone, code: '123456' });
    expect(bad.data).toHaveProperty('username');
    const short = await register(t, { username: 'abc', password: 'secret123', phone: '123', code: '12' });
    expect(Object.keys(short.data as object).sort()).toEqual(['code', 'phone', 'username']);
  });
});

describe('sessions', () => {
  it('GET getLoginUser answers 401 without a token, with garbage and with an expired one', async () => {
    const none = await me();
    expect(none.status).toBe(401);
    expect(none.msg).toBe('请先登录');
    expect((await me('not-a-token')).status).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/api/authC/getLoginUser', headers: { authorization: 'Basic x' } })).status,
    ).toBe(401);
    const token = await t.login('demo', 'demo123456');
    await db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await me(token)).status).toBe(401);
  });

  it('logout revokes only that token and is idempotent', async () => {
    const token = await t.login('demo', 'demo123456');
    const other = await t.login('demo', 'demo123456');
    expect((await me(token)).code).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/authC/logout', token });
    expect(out.status).toBe(200);
    expect(out.data).toBe(null);
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.msg).toBe('登录状态已过期，请重新登录');
    expect((await t.call({ method: 'POST', url: '/api/authC/logout', token })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/authC/logout' })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/authC/logout', token: 'garbage' })).status).toBe(200);
    expect((await me(other)).code).toBe(200);
  });

  it('stops accepting the token of a user who is disabled or deleted', async () => {
    const id = await insertUser(t, { userName: 'gone09', password: 'secret123' });
    const token = await t.login('gone09', 'secret123');
    await db.updateTable('users').set({ status: 1 }).where('id', '=', id).execute();
    expect((await me(token)).status).toBe(401);
    await db.updateTable('users').set({ status: 0, deleted: 1 }).where('id', '=', id).execute();
    expect((await me(token)).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('demo', 'demo123456');
    const hit = await db.selectFrom('sessions').select('id').where('token_hash', '=', token).executeTakeFirst();
    expect(hit).toBe(undefined);
  });
});

describe('OpenAPI', () => {
  it('documents every auth path and the sandbox outbox from the contract schemas', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = r.json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const expected: [string, string][] = [
      ['/api/authC/getPicCaptcha', 'get'],
      ['/api/authC/login', 'post'],
      ['/api/authC/getPhoneValidCode', 'get'],
      ['/api/authC/loginByPhone1', 'post'],
      ['/authorize/account/checksmscode', 'post'],
      ['/api/authC/reg', 'post'],
      ['/api/authC/getLoginUser', 'get'],
      ['/api/authC/logout', 'post'],
      ['/sandbox/sms/outbox', 'get'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], path).toBeDefined();
    expect(doc.paths['/api/authC/login'].post.tags).toEqual(['auth']);
  });
});
