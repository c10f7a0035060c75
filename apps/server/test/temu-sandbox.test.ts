import { manualClock, TemuApiError } from '@podbench/temu';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { sandboxApp, sandboxClient, sandboxShop } from './marketplace-fixtures';

const t = await useTestApp();

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => {
      if (!(e instanceof TemuApiError)) throw e;
      return e;
    },
  );

describe('sandbox app and Seller Center', () => {
  it('generates the app once and keeps it', async () => {
    const a = await sandboxApp(t);
    expect(a.appKey).toMatch(/^[0-9a-f]{32}$/);
    expect(a.appSecret).toMatch(/^[0-9a-f]{40}$/);
    expect(a.gateway).toMatch(/\/sandbox\/temu$/);
    expect(await sandboxApp(t)).toEqual(a);
  });

  it('serves the Chinese seller page', async () => {
    const r = await t.app.inject({ method: 'GET', url: TEMU_SANDBOX.seller });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('Temu 卖家中心');
  });

  it('issues a 90-day token for a new shop', async () => {
    const shop = await sandboxShop(t, '潮流印花小店');
    expect(shop.accessToken).toMatch(/^[a-z0-9]{52}$/);
    expect(shop.mallId).toMatch(/^\d{15}$/);
    expect(shop.expiresAt - Date.now()).toBeGreaterThan(89 * 24 * 3600 * 1000);
  });
});

describe('the gateway through the real client', () => {
  it('answers shop identity, token info and the seeded category tree', async () => {
    const shop = await sandboxShop(t, '半托小店', { managedType: 'semi' });
    const c = (await sandboxClient(t)).forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
    // Reference bg.mall.info.get: the shop's type only — no mall id, no mall name.
    const mall = await c.call('bg.mall.info.get');
    expect(mall).toEqual({ semiManagedMall: true, isThriftStore: false });
    const info = await c.call('bg.open.accesstoken.info.get');
    expect(info.mallId).toBe(shop.mallId);
    expect(info.apiScopeList).toContain('bg.glo.goods.add');

    // The tree through the client's parsing: the reference goods.add sample's path 27011 → 27012 → 27100 → 30469.
    const level = async (parentCatId: number, name: string) => {
      const r = await c.call('bg.goods.cats.get', { parentCatId });
      const hit = r.categoryDTOList.find((x) => x.catName === name);
      expect(hit, name).toBeDefined();
      return hit!;
    };
    const apparel = await level(0, '服装鞋靴和珠宝饰品');
    expect(apparel).toMatchObject({ catId: 27011, isLeaf: false, catLevel: 1 });
    const men = await level(apparel.catId, '男装');
    const tops = await level(men.catId, '男士上衣');
    const tee = await level(tops.catId, 'T恤');
    expect(tee).toMatchObject({ catId: 30469, isLeaf: true, catLevel: 4 });

    const attrs = await c.call('bg.goods.attrs.get', { catId: tee.catId });
    expect(attrs.properties.length).toBeGreaterThan(0);
    expect(attrs.properties.some((p) => p.required)).toBe(true);
  });

  it('refuses a bad sign with 7000015 and the client says so in Chinese', async () => {
    const shop = await sandboxShop(t);
    const c = await sandboxClient(t, { appSecret: 'f'.repeat(40) });
    const e = await failure(c.call('bg.mall.info.get', {}, { accessToken: shop.accessToken }));
    expect(e).toMatchObject({ kind: 'auth', errorCode: 7000015 });
    expect(e.message).toBe('Temu 签名校验失败，请检查 app_secret 是否正确');
  });

  it('refuses a stale timestamp with 7000010 and one from the future with 7000011', async () => {
    const shop = await sandboxShop(t);
    const stale = await sandboxClient(t, { clock: manualClock(Date.now() - 301_000) });
    const e1 = await failure(stale.call('bg.mall.info.get', {}, { accessToken: shop.accessToken }));
    expect(e1.errorCode).toBe(7000010);
    expect(e1.message).toContain('时间戳已过期');
    const ahead = await sandboxClient(t, { clock: manualClock(Date.now() + 400_000) });
    const e2 = await failure(ahead.call('bg.mall.info.get', {}, { accessToken: shop.accessToken }));
    expect(e2.errorCode).toBe(7000011);
    expect(e2.message).toContain('时间戳无效');
  });

  it('refuses an expired token with 7000007 and a replaced one with 7000020', async () => {
    const c = await sandboxClient(t);
    const shop = await sandboxShop(t);
    await t.call({ method: 'POST', url: TEMU_SANDBOX.expireToken, payload: { accessToken: shop.accessToken } });
    const e = await failure(c.call('bg.mall.info.get', {}, { accessToken: shop.accessToken }));
    expect(e.errorCode).toBe(7000007);
    expect(e.message).toBe('店铺授权已过期，请在 Temu 卖家中心重新授权后更新 access_token');
    expect(e.tokenDead).toBe(true);

    const other = await sandboxShop(t);
    const again = await t.call<{ accessToken: string }>({
      method: 'POST',
      url: TEMU_SANDBOX.shopToken,
      payload: { mallId: other.mallId },
    });
    const e2 = await failure(c.call('bg.mall.info.get', {}, { accessToken: other.accessToken }));
    expect(e2.errorCode).toBe(7000020);
    await expect(c.call('bg.mall.info.get', {}, { accessToken: again.data.accessToken })).resolves.toBeTruthy();
  });

  it('refuses an unknown type, and a type sent to the wrong gateway, with 7000016', async () => {
    const c = await sandboxClient(t);
    const shop = await sandboxShop(t);
    const unknown = { zone: 'CN' as const, type: 'bg.goods.nothing.get', idempotent: true };
    const e = await failure(c.request(unknown, {}, z.unknown(), { accessToken: shop.accessToken }));
    expect(e.errorCode).toBe(7000016);
    expect(e.message).toBe('Temu 接口不存在，或不在当前网关（CN/PA）');
    const misrouted = { zone: 'PA' as const, type: 'bg.mall.info.get', idempotent: true };
    expect((await failure(c.request(misrouted, {}, z.unknown(), { accessToken: shop.accessToken }))).errorCode).toBe(
      7000016,
    );
  });

  it('refuses a type the token was not authorised for with 7000019 and an unknown token with 7000018', async () => {
    const c = await sandboxClient(t);
    const shop = await sandboxShop(t, '少勾选的店', { scopes: ['bg.mall.info.get'] });
    await expect(c.call('bg.mall.info.get', {}, { accessToken: shop.accessToken })).resolves.toBeTruthy();
    const e = await failure(c.call('bg.goods.cats.get', {}, { accessToken: shop.accessToken }));
    expect(e.errorCode).toBe(7000019);
    expect(e.message).toContain('勾选全部接口');
    const e2 = await failure(c.call('bg.mall.info.get', {}, { accessToken: 'z'.repeat(52) }));
    expect(e2.errorCode).toBe(7000018);
  });

  it('exchanges a one-time code once (bg.open.accesstoken.create)', async () => {
    const a = await sandboxApp(t);
    const shop = await sandboxShop(t);
    const r = await t.call<{ code: string; redirectUrl: string }>({
      method: 'POST',
      url: TEMU_SANDBOX.authorize,
      payload: { mallId: shop.mallId, appKey: a.appKey, redirectUri: 'http://localhost/#/auth-redirect', state: 's1' },
    });
    expect(r.data.redirectUrl).toBe(`http://localhost/#/auth-redirect?code=${r.data.code}&state=s1`);
    const c = await sandboxClient(t);
    const created = await c.call('bg.open.accesstoken.create', { code: r.data.code });
    expect(created.mallId).toBe(shop.mallId);
    // The new token replaced the shop's earlier one.
    expect((await failure(c.call('bg.mall.info.get', {}, { accessToken: shop.accessToken }))).errorCode).toBe(7000020);
    const e = await failure(c.call('bg.open.accesstoken.create', { code: r.data.code }));
    expect(e.errorCode).toBe(110020002);
    expect(e.message).toContain('授权码无效或已过期');
  });
});
