import type { ShopAuthorizeStart, ShopRow } from '@podbench/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { newSeller, sandboxApp, sandboxShop } from './marketplace-fixtures';

const t = await useTestApp();

// A second app on the same database, logging everything (trace) into memory.
const lines: string[] = [];
const logged: FastifyInstance = await buildApp(t.runtime.ctx, {
  logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
});
await logged.ready();
afterAll(() => logged.close());

const bodies: string[] = [];
async function call<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) {
  const r = await logged.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  bodies.push(r.body);
  return r.json() as { code: number; data: T };
}

describe('shop tokens stay secret', () => {
  it('never appear in any API response or log line, nor do the app secret, signs or codes', async () => {
    const seller = await newSeller(t);
    const shop = await sandboxShop(t, '保密测试店');
    const other = await sandboxShop(t, '第二家店');
    const a = await sandboxApp(t);

    const bound = await call<ShopRow>('POST', '/api/shop/authorize', seller.token, { accessToken: shop.accessToken });
    expect(bound.code).toBe(200);
    const fresh = await t.call<{ accessToken: string }>({
      method: 'POST',
      url: TEMU_SANDBOX.shopToken,
      payload: { mallId: shop.mallId },
    });
    await call('POST', '/api/shop/reauthorize', seller.token, {
      id: bound.data.id,
      accessToken: fresh.data.accessToken,
    });
    await call('GET', '/api/shop/page?includeUnbound=true', seller.token);

    const s = await call<ShopAuthorizeStart>('GET', '/api/shop/authorize/state', seller.token);
    const q = new URL(s.data.authorizeUrl).searchParams;
    const agreed = await t.call<{ code: string }>({
      method: 'POST',
      url: TEMU_SANDBOX.authorize,
      payload: {
        mallId: other.mallId,
        appKey: q.get('appKey'),
        redirectUri: q.get('redirect_uri'),
        state: s.data.state,
      },
    });
    const byCode = await call<ShopRow>('POST', '/api/shop/authorize/code', seller.token, {
      code: agreed.data.code,
      state: s.data.state,
    });
    expect(byCode.code).toBe(200);
    await call('POST', '/api/shop/unbind', seller.token, { id: bound.data.id });

    // The Temu calls made on the way were logged (through the in-process gateway too).
    const all = lines.join('\n');
    expect(all).toContain('bg.open.accesstoken.info.get');
    expect(all).toContain('/sandbox/temu/openapi/router');
    const secrets = [
      shop.accessToken,
      fresh.data.accessToken,
      other.accessToken,
      a.appSecret,
      agreed.data.code,
      seller.token,
    ];
    for (const secret of secrets) {
      expect(all).not.toContain(secret);
      for (const b of bodies) expect(b).not.toContain(secret);
    }
    expect(all).not.toMatch(/"sign":"[0-9A-F]{32}"/);
  });
});
