import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import {
  decryptSecret,
  fixture,
  missingKeys,
  type RawShop,
  rawShein,
  sign,
} from './fixtures/shein-reference/raw-client';

/** The Shein sandbox's gateway, authorisation, signing and envelope against README §3, §5–§8 and the samples. */
let t: TestApp;
let shein: ReturnType<typeof rawShein>;
let shop: RawShop;
beforeAll(async () => {
  t = await createTestApp();
  shein = rawShein(t);
  shop = (await shein.authorize()).shop;
}, 60_000);
afterAll(() => t.close());

interface Sample {
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  response: { info: unknown };
}

describe('the pack’s own vectors (the test client is right before it judges the sandbox)', () => {
  it('reproduces the golden signature and both secretKey vectors', () => {
    const g = fixture<Record<string, string>>('signature');
    const hex = createHmac('sha256', `${g.secretKey}${g.randomKey}`)
      .update(`${g.openKeyId}&${g.timestamp}&${g.path}`)
      .digest('hex');
    expect(hex).toBe(g.hmacHex);
    expect(
      sign(g.openKeyId as string, g.secretKey as string, g.path as string, g.timestamp as string, g.randomKey),
    ).toBe(g.signature);
    for (const v of fixture<{ vectors: Array<Record<string, string>> }>('secret-key-aes').vectors)
      expect(decryptSecret(v.encrypted as string, v.appSecretKey as string)).toBe(v.decrypted);
    const e = fixture<{ url: string; redirectDecoded: string }>('empower');
    const q = new URLSearchParams(e.url.split('?')[1]);
    expect(Buffer.from(q.get('redirectUrl') as string, 'base64').toString()).toBe(e.redirectDecoded);
  });
});

describe('authorisation (README §5, auth.get-by-token.md)', () => {
  it('redirects with appid, a UUID tempToken and state, and get-by-token answers the documented fields once', async () => {
    const { answer, back, tempToken, app } = await shein.authorize('授权店', 'AUTH-SHEIN-1624700000000');
    expect(back.origin + back.pathname).toBe('https://seller.example.com/cb');
    expect(back.searchParams.get('appid')).toBe(app.appid);
    expect(back.searchParams.get('state')).toBe('AUTH-SHEIN-1624700000000');
    expect(tempToken).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const doc = fixture<Sample>('auth.get-by-token').response;
    expect(answer).toMatchObject({ code: '0', msg: 'OK' });
    expect(answer.traceId).toMatch(/^[0-9a-f]{16}$/);
    const missing = missingKeys(doc.info, answer.info).filter(
      (k) => !['.supplierSource', '.supplierBusinessMode'].includes(k),
    );
    expect(missing).toEqual([]);
    expect(answer.info.state).toBe('AUTH-SHEIN-1624700000000');
    expect(typeof answer.info.supplierId).toBe('number');
    // spent: a second exchange is refused
    const again = await shein.call(
      { header: 'x-lt-appid', id: app.appid, secret: app.appSecret },
      '/open-api/auth/get-by-token',
      {
        body: { tempToken },
      },
    );
    expect(again.code).not.toBe('0');
    expect(again.info).toBeNull();
  });

  it('refuses the SDK’s unsigned get-by-token and one signed with the shop key instead of the app key', async () => {
    const { app } = await shein.authorize();
    const unsigned = await shein.call(
      { header: 'x-lt-appid', id: app.appid, secret: app.appSecret },
      '/open-api/auth/get-by-token',
      {
        body: { tempToken: 'de723b1c-210b-4ecc-8da4-5f1da6ea0a9b' },
        forge: { noSign: true },
      },
    );
    expect(unsigned).toMatchObject({ code: 'openapi00001', msg: '签名错误:生成的签名不正确' });
    const wrongKey = await shein.call(
      { header: 'x-lt-openKeyId', id: shop.openKeyId, secret: shop.secretKey },
      '/open-api/auth/get-by-token',
      {
        body: fixture<Sample>('auth.get-by-token').body,
      },
    );
    expect(wrongKey.code).toBe('openapi00001');
  });
});

describe('signing (README §6)', () => {
  const storeInfo = '/open-api/openapi-business-backend/query-store-info';
  it('accepts a signed call on the stable gateway and on both production-host gateways', async () => {
    const { gateways } = await shein.app();
    expect(Object.keys(gateways).sort()).toEqual(['https://openapi.sheincorp.cn', 'https://openapi.sheincorp.com']);
    for (const gateway of ['/sandbox/shein', '/sandbox/shein/cn', '/sandbox/shein/com']) {
      const r = await shein.shopCall(shop, storeInfo, { body: {}, gateway });
      expect(r.code).toBe('0');
    }
  });

  it('refuses an 8-character randomKey, a wrong secret, a stale timestamp and missing headers with openapi00001', async () => {
    const bad = [
      { randomKey: 'abcdefgh' },
      { secret: 'F'.repeat(32) },
      { timestamp: String(Date.now() - 6 * 60_000) },
      { noSign: true },
    ];
    for (const forge of bad) {
      const r = await shein.shopCall(shop, storeInfo, { body: {}, forge });
      expect(r).toMatchObject({ code: 'openapi00001', msg: '签名错误:生成的签名不正确', info: null });
      expect(r.status).toBe(200);
    }
  });

  it('signs the path only: the query string is not part of it, and a path signed for another API is refused', async () => {
    const ts = String(Date.now());
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/shein${storeInfo}`,
      headers: {
        'x-lt-openKeyId': shop.openKeyId,
        'x-lt-timestamp': ts,
        'x-lt-signature': sign(shop.openKeyId, shop.secretKey, '/open-api/goods/query-category-tree', ts),
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(res.json()).toMatchObject({ code: 'openapi00001' });
  });
});

describe('goods reference samples', () => {
  it('query-store-info answers the documented shape (全托管: storeName / storeStatus null)', async () => {
    const s = fixture<Sample>('query-store-info');
    const r = await shein.shopCall(shop, s.path, { body: s.body, headers: s.headers });
    expect(r.code).toBe('0');
    expect(missingKeys(s.response.info, r.info)).toEqual([]);
    expect(r.info).toMatchObject({ storeInfo: { supplierId: shop.supplierId, storeName: null, storeStatus: null } });
  });

  it('query-category-tree takes the empty body and answers the snake_case tree', async () => {
    const s = fixture<Sample>('query-category-tree');
    const r = await shein.shopCall<{ data: Array<Record<string, unknown>> }>(shop, s.path, {
      rawBody: s.rawBody,
      headers: s.headers,
    });
    expect(r.code).toBe('0');
    expect(missingKeys(s.response.info, r.info)).toEqual([]);
    const top = r.info.data[0] as Record<string, unknown>;
    expect(top).toMatchObject({ parent_category_id: 0, last_category: false, product_type_id: 0 });
    expect(top).not.toHaveProperty('categoryId');
    const noLanguage = await shein.shopCall(shop, s.path, { rawBody: '' });
    expect(noLanguage.code).not.toBe('0');
  });

  it('query-attribute-template refuses the sample’s foreign type id and more than 10, and answers a tree leaf’s type', async () => {
    const s = fixture<Sample>('query-attribute-template');
    const foreign = await shein.shopCall(shop, s.path, { body: s.body, headers: s.headers });
    expect(foreign.code).not.toBe('0');
    const many = await shein.shopCall(shop, s.path, {
      body: { product_type_id_list: Array.from({ length: 11 }, () => 1080) },
      headers: s.headers,
    });
    expect(many.code).not.toBe('0');
    const byCategory = await shein.shopCall(shop, s.path, { body: { category_id_list: [26110] }, headers: s.headers });
    expect(byCategory.code).not.toBe('0');
    const r = await shein.shopCall<{
      data: Array<{ product_type_id: number; attribute_infos: Array<Record<string, number>> }>;
    }>(shop, s.path, { body: { product_type_id_list: [1080] }, headers: s.headers });
    expect(r.code).toBe('0');
    expect(missingKeys(s.response.info, r.info)).toEqual([]);
    expect(r.info.data[0]?.product_type_id).toBe(1080);
    const mains = r.info.data[0]?.attribute_infos.filter((a) => a.attribute_type === 1 && a.attribute_label === 1);
    expect(mains).toHaveLength(1);
  });

  it('query-publish-fill-in-standard answers the documented fields; category rules only with a leaf', async () => {
    const s = fixture<Sample>('query-publish-fill-in-standard');
    const foreign = await shein.shopCall(shop, s.path, { body: s.body, headers: s.headers });
    expect(foreign.code).not.toBe('0');
    const none = await shein.shopCall<Record<string, unknown>>(shop, s.path, { rawBody: '', headers: s.headers });
    expect(none.code).toBe('0');
    expect(missingKeys(s.response.info, none.info)).toEqual([]);
    expect(none.info.weight_config).toBeNull();
    const leaf = await shein.shopCall<Record<string, unknown>>(shop, s.path, {
      body: { category_id: 26110 },
      headers: s.headers,
    });
    expect(leaf.info.default_language_title_max_length).toBeGreaterThan(0);
    expect(typeof leaf.info.currency).toBe('string');
  });

  it('get-custom-attribute-permission-config: leaf ids only; this store may not use custom sale values', async () => {
    const s = fixture<Sample>('get-custom-attribute-permission-config');
    const foreign = await shein.shopCall(shop, s.path, { body: s.body, headers: s.headers });
    expect(foreign.code).not.toBe('0');
    const r = await shein.shopCall<{ data: Array<Record<string, number>> }>(shop, s.path, {
      body: { category_id_list: [26110] },
      headers: s.headers,
    });
    expect(r.code).toBe('0');
    expect(missingKeys(s.response.info, r.info)).toEqual([]);
    expect(r.info.data.map((d) => [d.last_category_id, d.attribute_id, d.has_permission])).toEqual([
      [26110, 27, 0],
      [26110, 87, 0],
    ]);
  });

  it('an unknown path is a 404 in the envelope; a POST-only API refuses GET', async () => {
    const r = await shein.shopCall(shop, '/open-api/goods/no-such-api', { body: {} });
    expect(r.status).toBe(404);
    expect(r.code).not.toBe('0');
    const get = await shein.shopCall(shop, '/open-api/goods/query-category-tree', {
      method: 'GET',
      headers: { language: 'en' },
    });
    expect(get.code).not.toBe('0');
  });
});
