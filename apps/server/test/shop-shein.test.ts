import type { ShopAuthorizeStart, ShopRow } from '@podbench/contract';
import { decodeRedirectUrl, SheinClient, sheinSignature } from '@podbench/shein';
import { describe, expect, it } from 'vitest';
import { IN_PROCESS_ORIGIN, inProcessFetch } from '../src/modules/marketplace/in-process-fetch';
import { openSheinShop } from '../src/modules/shop/access';
import { createTokenCipher, loadShopTokenKey } from '../src/modules/shop/token-cipher';
import { useTestApp } from './helper';
import { listShops, newSeller, type Seller } from './marketplace-fixtures';

const t = await useTestApp();

const start = (s: Seller) =>
  t.call<ShopAuthorizeStart>({ method: 'GET', url: '/api/shop/shein/authorizeUrl', token: s.token });

/** The seller agrees on the sandbox's empower page; returns the query Shein sends back. */
async function empower(authorizeUrl: string, shopName: string) {
  const q = new URL(authorizeUrl).searchParams;
  const r = await t.call<{ redirectUrl: string }>({
    method: 'POST',
    url: '/sandbox/shein/empower',
    payload: { appid: q.get('appid'), redirectUrl: q.get('redirectUrl'), state: q.get('state'), shopName },
  });
  if (r.code !== 200) throw new Error(r.msg);
  return new URL(r.data.redirectUrl);
}

describe('Shein authorisation (empower → tempToken → get-by-token)', () => {
  it('binds the shop and keeps openKeyId + decrypted secretKey sealed', async () => {
    const seller = await newSeller(t);
    const s = await start(seller);
    expect(s.code).toBe(200);
    const q = new URL(s.data.authorizeUrl).searchParams;
    expect(new URL(s.data.authorizeUrl).pathname).toBe('/sandbox/shein/empower');
    expect(decodeRedirectUrl(q.get('redirectUrl') ?? '')).toMatch(/\/auth-redirect$/);

    const back = await empower(s.data.authorizeUrl, '我的SHEIN店');
    expect(back.pathname).toBe('/auth-redirect');
    const tempToken = back.searchParams.get('tempToken') ?? '';
    expect(back.searchParams.get('state')).toBe(s.data.state);

    const r = await t.call<ShopRow>({
      method: 'POST',
      url: '/api/shop/authorize/shein',
      payload: { tempToken, state: s.data.state },
      token: seller.token,
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ platform: 'shein', status: '正常', tokenExpireTime: null, expiringSoon: false });
    expect((await listShops(t, seller, '?platform=shein')).data.total).toBe(1);
    expect((await listShops(t, seller)).data.total).toBe(0);

    // The sealed keys open and work against the sandbox's signed API.
    const cipher = createTokenCipher(loadShopTokenKey(t.config));
    const { openKeyId, secretKey } = await openSheinShop(t.runtime.ctx.db, cipher, seller.mainId, r.data.id);
    const keys = { openKeyId, secretKey };
    const client = new SheinClient({ gateway: `${IN_PROCESS_ORIGIN}/sandbox/shein`, fetch: inProcessFetch(t.app) });
    const tree = await client.call('categoryTree', {}, keys);
    expect(tree.data.map((c) => c.category_name)).toContain('服装');
    await expect(client.call('categoryTree', {}, { ...keys, secretKey: 'X'.repeat(32) })).rejects.toThrow(
      '签名校验失败',
    );
  });

  it('refuses a reused tempToken and a foreign state in Chinese', async () => {
    const [a, b] = [await newSeller(t), await newSeller(t)];
    const s = await start(a);
    const back = await empower(s.data.authorizeUrl, '店A');
    const payload = { tempToken: back.searchParams.get('tempToken'), state: s.data.state };
    const foreign = await t.call({ method: 'POST', url: '/api/shop/authorize/shein', payload, token: b.token });
    expect(foreign.status).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/shop/authorize/shein', payload, token: a.token })).code).toBe(
      200,
    );

    const s2 = await start(a);
    const again = { tempToken: payload.tempToken, state: s2.data.state };
    const r = await t.call({ method: 'POST', url: '/api/shop/authorize/shein', payload: again, token: a.token });
    expect(r.status).toBe(400);
    expect(r.msg).toContain('tempToken');
  });

  it('checks signatures and timestamps on the sandbox API', async () => {
    const path = '/open-api/goods/query-category-tree';
    const ts = Date.now() - 10 * 60 * 1000;
    const signature = sheinSignature({
      keyId: 'nobody',
      secretKey: 'x'.repeat(16),
      path,
      timestamp: ts,
      randomKey: 'abcde',
    });
    const r = await t.app.inject({
      method: 'POST',
      url: `/sandbox/shein${path}`,
      headers: { 'x-lt-openKeyId': 'nobody', 'x-lt-timestamp': String(ts), 'x-lt-signature': signature },
      payload: {},
    });
    // The pack documents one code for signing failures (README §8): openapi00001; an unknown key's own code is not found.
    expect(r.json()).toMatchObject({ code: 'openapi00001' });
    expect(r.json().info ?? null).toBeNull();
  });
});
