import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone } from './auth-helpers';
import { type TestApp, useTestApp } from './helper';
import { type NginxProxy, proxiedRequest, startNginx } from './nginx-proxy';

/**
 * Issue 17: behind nginx with TRUST_PROXY=true, Fastify took the left-most X-Forwarded-For, so every client chose
 * its own address. Here a real nginx (Debian's package, configured as docs/deploy.md says) sits in front of the app
 * listening on a real port; the client connects from 127.0.0.2 (not the proxy's 127.0.0.1) and forges a fresh
 * X-Forwarded-For on every request. The limits must still count the real client.
 */
const CLIENT = '127.0.0.2';
const LIMIT = 3;
const SMS_PER_IP = 4;

/** An app on a real port with nginx in front; the app is built now, the listeners start before the tests. */
async function behindNginx(trustProxy: string) {
  const t = await useTestApp({
    TRUST_PROXY: trustProxy,
    LOGIN_RATE_LIMIT: String(LIMIT),
    SMS_DAILY_LIMIT_PER_IP: String(SMS_PER_IP),
  });
  let nginx: NginxProxy | undefined;
  return {
    t,
    /** Registers the start and stop hooks (call inside the describe). */
    hooks() {
      beforeAll(async () => {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        nginx = await startNginx((t.app.server.address() as AddressInfo).port);
      });
      afterAll(async () => {
        await nginx?.stop();
      });
    },
    port: () => {
      if (!nginx) throw new Error('nginx did not start');
      return nginx.port;
    },
  };
}

const byAddress = await behindNginx('127.0.0.1');
const byHops = await behindNginx('1');
const trustAll = await behindNginx('true');

const forged = (i: number) => `203.0.113.${i % 250}, 198.51.100.${(i * 7) % 250}`;

function sprayLogins(proxyPort: number, n: number, tag: string) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      proxiedRequest(proxyPort, {
        method: 'POST',
        path: '/api/authC/login',
        body: { username: `${tag}${i}`, password: 'common-guess1' },
        forwardedFor: forged(i),
        localAddress: CLIENT,
      }),
    ),
  );
}

function sendSmsRotating(proxyPort: number, n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      proxiedRequest(proxyPort, {
        method: 'GET',
        path: `/api/authC/getPhoneValidCode?phone=${newPhone()}&scene=register`,
        forwardedFor: forged(i + 100),
        localAddress: CLIENT,
      }),
    ),
  );
}

async function expectCountedAgainstClient(t: TestApp, proxyPort: number, tag: string) {
  // Password spraying: one guess per account, 5 × LIMIT per address before the captcha is asked for.
  const n = 5 * LIMIT + 5;
  const logins = await sprayLogins(proxyPort, n, tag);
  expect(logins.filter((r) => r.status === 400)).toHaveLength(5 * LIMIT);
  const refused = logins.filter((r) => r.status === 429);
  expect(refused).toHaveLength(5);
  for (const r of refused) expect(r.body.data).toEqual({ captchaRequired: true });
  const keys = await t.runtime.ctx.db
    .selectFrom('rate_limits')
    .select(['key', 'count'])
    .where('key', 'like', 'login:ip:%')
    .execute();
  expect(keys.map((k) => k.key)).toEqual([`login:ip:${CLIENT}`]);

  const sms = await sendSmsRotating(proxyPort, SMS_PER_IP + 3);
  expect(sms.filter((r) => r.status === 200)).toHaveLength(SMS_PER_IP);
  expect(sms.filter((r) => r.status === 429)).toHaveLength(3);
  const ips = await t.runtime.ctx.db.selectFrom('sms_codes').select('ip').distinct().execute();
  expect(ips.map((r) => r.ip)).toEqual([CLIENT]);
}

describe('TRUST_PROXY=127.0.0.1 (the proxy’s address) behind a real nginx', () => {
  byAddress.hooks();
  it('counts rotating forged X-Forwarded-For against the real client: logins get 429, the SMS cap holds', async () => {
    await expectCountedAgainstClient(byAddress.t, byAddress.port(), 'addr');
  });
});

describe('TRUST_PROXY=1 (one hop) behind a real nginx', () => {
  byHops.hooks();
  it('counts rotating forged X-Forwarded-For against the real client: logins get 429, the SMS cap holds', async () => {
    await expectCountedAgainstClient(byHops.t, byHops.port(), 'hop');
  });
});

describe('TRUST_PROXY=true (local mode only; refused in production) behind a real nginx', () => {
  trustAll.hooks();
  it('lets the client choose its address — the reason production refuses it', async () => {
    const sms = await sendSmsRotating(trustAll.port(), SMS_PER_IP + 3);
    expect(sms.filter((r) => r.status === 200)).toHaveLength(SMS_PER_IP + 3);
    const ips = await trustAll.t.runtime.ctx.db.selectFrom('sms_codes').select('ip').distinct().execute();
    expect(ips.map((r) => r.ip)).not.toContain(CLIENT);
  });
});
