import type { SmsOutboxItem } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { insertUser, newPhone, smsCodeFor } from './auth-helpers';
import { createTestApp, useTestApp } from './helper';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const DEMO_PHONE = '13800000000';
/** A code that is certainly not the right one. */
const other = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /authorize/account/checksmscode', () => {
  const check = (body: Record<string, unknown>, token?: string) =>
    t.call<{ bound?: boolean; verified?: boolean }>({
      method: 'POST',
      url: '/authorize/account/checksmscode',
      payload: body,
      token,
    });

  it('only verifies for an anonymous caller', async () => {
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'bind');
    expect((await check({ phone, code: other(code) })).msg).toBe('短信验证码错误');
    const r = await check({ phone, code });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ verified: true });
  });

  it('binds the phone to a signed-in account that has none', async () => {
    const id = await insertUser(t, { userName: 'nophone', password: 'secret123' });
    const token = await t.login('nophone', 'secret123');
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'bind');
    const r = await check({ phone, code }, token);
    expect(r.data).toEqual({ bound: true });
    expect(r.msg).toBe('手机号绑定成功');
    const row = await db.selectFrom('users').select('phone').where('id', '=', id).executeTakeFirst();
    expect(row?.phone).toBe(phone);
  });

  it('does not replace a phone the account already has', async () => {
    const token = await t.login('demo', 'demo123456');
    const phone = newPhone();
    const r = await check({ phone, code: await smsCodeFor(t, phone, 'bind') }, token);
    expect(r.data).toEqual({ verified: true });
    const row = await db.selectFrom('users').select('phone').where('user_name', '=', 'demo').executeTakeFirst();
    expect(row?.phone).toBe(DEMO_PHONE);
  });

  it('refuses a phone another account took in the meantime, keeping the code', async () => {
    await insertUser(t, { userName: 'slowbinder', password: 'secret123' });
    const token = await t.login('slowbinder', 'secret123');
    const phone = newPhone();
    const code = await smsCodeFor(t, phone, 'bind');
    await insertUser(t, { userName: 'fastbinder', password: 'secret123', phone });
    const r = await check({ phone, code }, token);
    expect(r.status).toBe(400);
    expect(r.msg).toBe('该手机号已被其他账号绑定');
  });

  it('answers 401 to a caller with a bad token', async () => {
    const r = await check({ phone: newPhone(), code: '123456' }, 'garbage');
    expect(r.status).toBe(401);
  });
});

describe('GET /sandbox/sms/outbox', () => {
  it('lists the messages of one phone, newest first', async () => {
    const phone = newPhone();
    await smsCodeFor(t, phone, 'register');
    await smsCodeFor(t, phone, 'bind');
    const r = await t.call<SmsOutboxItem[]>({ method: 'GET', url: `/sandbox/sms/outbox?phone=${phone}` });
    expect(r.data).toHaveLength(2);
    expect(r.data[0].content).toContain('绑定手机号');
    expect(r.data[1].content).toContain('注册');
    expect(r.data[0].id).toBeGreaterThan(r.data[1].id);
    expect(r.data.every((m) => m.phone === phone && m.createTime > 0)).toBe(true);
    expect((await t.call({ method: 'GET', url: '/sandbox/sms/outbox?phone=1' })).status).toBe(400);
  });

  it('does not exist when the sandbox is off', async () => {
    const prod = await createTestApp({ SANDBOX_ENABLED: 'false' });
    try {
      expect((await prod.call({ method: 'GET', url: `/sandbox/sms/outbox?phone=${DEMO_PHONE}` })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
