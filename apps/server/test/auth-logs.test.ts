import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { useTestApp } from './helper';

const t = await useTestApp();
// A second app over the same runtime, logging everything at trace level into memory.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
const app: FastifyInstance = await buildApp(t.runtime.ctx, { logger: { level: 'trace', stream: sink } });
await app.ready();
afterAll(() => app.close());

const call = async (opts: InjectOptions) => {
  const r = await app.inject(opts);
  return r.json() as { code: number; msg: string; data: Record<string, string> };
};
const outboxCode = async (phone: string) => {
  const r = await call({ method: 'GET', url: `/sandbox/sms/outbox?phone=${phone}` });
  const rows = r.data as unknown as { content: string }[];
  return /验证码是 (\d{6})/.exec(rows[0].content)?.[1] ?? '';
};

describe('log output', () => {
  it('never contains a token, a password or an SMS code', async () => {
    const secrets: string[] = [];
    const password = 'Pa55word-unique-xyz';

    // Password sign-in: a failure and a success.
    await call({ method: 'POST', url: '/api/authC/login', payload: { username: 'demo', password: 'wrong-Secret-42' } });
    secrets.push('wrong-Secret-42', 'demo123456');
    const { data: login } = await call({
      method: 'POST',
      url: '/api/authC/login',
      payload: { username: 'demo', password: 'demo123456' },
    });
    secrets.push(login.token);

    // Sign-up with an SMS code, then phone sign-in with another.
    const phone = '13912345678';
    await call({ method: 'GET', url: `/api/authC/getPhoneValidCode?phone=${phone}&scene=register` });
    const regCode = await outboxCode(phone);
    const { data: reg } = await call({
      method: 'POST',
      url: '/api/authC/reg',
      payload: { username: 'logwatch', password, phone, code: regCode },
    });
    secrets.push(password, regCode, reg.token);
    await call({ method: 'GET', url: `/api/authC/getPhoneValidCode?phone=${phone}&scene=login` });
    const loginCode = await outboxCode(phone);
    await call({ method: 'POST', url: '/api/authC/loginByPhone1', payload: { phone, code: '000000' } });
    const { data: byPhone } = await call({
      method: 'POST',
      url: '/api/authC/loginByPhone1',
      payload: { phone, code: loginCode },
    });
    secrets.push(loginCode, byPhone.token);

    // Authenticated calls, a bad token, a secret in a query string, and logout.
    const auth = { authorization: `Bearer ${byPhone.token}` };
    await call({ method: 'GET', url: '/api/authC/getLoginUser', headers: auth });
    await call({
      method: 'GET',
      url: '/api/authC/getLoginUser',
      headers: { authorization: 'Bearer forged-token-987' },
    });
    await call({ method: 'GET', url: `/api/authC/getLoginUser?token=${reg.token}&code=${regCode}` });
    await call({ method: 'POST', url: '/api/authC/logout', headers: auth });
    secrets.push('forged-token-987');

    // A provider failing with the code in its error text.
    let leaked = '';
    const real = t.runtime.ctx.sms;
    t.runtime.ctx.sms = {
      name: 'aliyun',
      async sendCode(_phone, code) {
        leaked = code;
        throw new Error(`gateway refused ${code}`);
      },
    };
    const failed = await call({ method: 'GET', url: '/api/authC/getPhoneValidCode?phone=13912340000&scene=register' });
    t.runtime.ctx.sms = real;
    expect(failed.code).toBe(500);
    secrets.push(leaked);

    const log = lines.join('');
    expect(log).toContain('SMS send failed');
    expect(log).toContain('gateway refused ***');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('/api/authC/loginByPhone1');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      // Six-digit codes are matched as whole numbers so a timestamp that happens to contain them does not count.
      const pattern = new RegExp(`(?<![\\dA-Za-z_-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\dA-Za-z_-])`);
      expect(log, `secret leaked: ${secret}`).not.toMatch(pattern);
    }
  });
});
