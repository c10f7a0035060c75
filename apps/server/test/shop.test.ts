import { type ShopRow, shopRow } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { getShopLimit } from '../src/modules/shop/limit';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { authorize, listShops, newSeller, sandboxShop } from './marketplace-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const DAY = 24 * 60 * 60 * 1000;

const post = <T = ShopRow>(url: string, token: string, payload: Record<string, unknown>) =>
  t.call<T>({ method: 'POST', url, payload, token });

describe('POST /api/shop/authorize (pasted token)', () => {
  it('verifies the token at the gateway and lists the shop without its token', async () => {
    const seller = await newSeller(t);
    const shop = await sandboxShop(t);
    const r = await authorize(t, seller, shop.accessToken);
    expect(r.code).toBe(200);
    expect(r.msg).toBe('店铺授权成功');
    expect(shopRow.parse(r.data)).toEqual(r.data);
    expect(r.data).toMatchObject({
      platform: 'temu',
      mallId: shop.mallId,
      // bg.mall.info.get answers no mall name: with none given, the shop is named after its mall id.
      mallName: `Temu 店铺 ${shop.mallId}`,
      managedType: '全托管',
      status: '正常',
      expiringSoon: false,
      lastSyncTime: null,
      missingScopes: [],
    });
    expect(Math.abs((r.data.tokenExpireTime ?? 0) - shop.expiresAt)).toBeLessThan(1000);

    const list = await listShops(t, seller);
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0].id).toBe(r.data.id);
    expect(JSON.stringify([r.raw.body, list.raw.body])).not.toContain(shop.accessToken);
    const stored = await db.selectFrom('shops').selectAll().where('id', '=', r.data.id).executeTakeFirstOrThrow();
    expect(stored.credential_cipher).toMatch(/^v1\./);
    expect(stored.credential_cipher).not.toContain(shop.accessToken);
  });

  it('takes the seller’s 店铺名称 (trimmed, at most 50 characters); a refused name binds nothing', async () => {
    const seller = await newSeller(t);
    const shop = await sandboxShop(t);
    const long = await post('/api/shop/authorize', seller.token, {
      accessToken: shop.accessToken,
      mallName: '店'.repeat(51),
    });
    expect(long.status).toBe(400);
    expect(long.msg).toContain('店铺名称最多 50 个字');
    expect((await listShops(t, seller)).data.total).toBe(0);

    const r = await post('/api/shop/authorize', seller.token, {
      accessToken: shop.accessToken,
      mallName: '  潮流印花小店 ',
    });
    expect(r.code).toBe(200);
    expect(r.data.mallName).toBe('潮流印花小店');
    // Binding the mall again without a name keeps the seller's name; a blank name counts as none.
    const again = await post('/api/shop/authorize', seller.token, { accessToken: shop.accessToken, mallName: ' ' });
    expect(again.data).toMatchObject({ id: r.data.id, mallName: '潮流印花小店' });
  });

  it('shows Temu’s refusal in Chinese and never 401', async () => {
    const seller = await newSeller(t);
    const bad = await authorize(t, seller, 'q'.repeat(52));
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('access_token 不存在，请在 Temu 卖家中心重新获取');
    const shop = await sandboxShop(t);
    await t.call({ method: 'POST', url: TEMU_SANDBOX.expireToken, payload: { accessToken: shop.accessToken } });
    const expired = await authorize(t, seller, shop.accessToken);
    expect(expired.status).toBe(400);
    expect(expired.msg).toContain('店铺授权已过期');
    const malformed = await authorize(t, seller, 'has spaces in it!');
    expect(malformed.status).toBe(400);
    expect(malformed.msg).toContain('access_token');
  });

  it('flags missing scopes, expiry within 7 days and expired tokens', async () => {
    const seller = await newSeller(t);
    const partial = await sandboxShop(t, '少授权', { scopes: ['bg.mall.info.get', 'bg.open.accesstoken.info.get'] });
    const r = await authorize(t, seller, partial.accessToken);
    expect(r.data.missingScopes).toContain('bg.glo.goods.add');
    await db
      .updateTable('shops')
      .set({ token_expire_time: Date.now() + 3 * DAY })
      .where('id', '=', r.data.id)
      .execute();
    expect((await listShops(t, seller)).data.rows[0]).toMatchObject({ expiringSoon: true, status: '正常' });
    await db
      .updateTable('shops')
      .set({ token_expire_time: Date.now() - 1 })
      .where('id', '=', r.data.id)
      .execute();
    expect((await listShops(t, seller)).data.rows[0]).toMatchObject({ expiringSoon: false, status: '已过期' });
  });

  it('re-authorises the same row when a seller binds the same mall again', async () => {
    const seller = await newSeller(t);
    const shop = await sandboxShop(t);
    const first = await authorize(t, seller, shop.accessToken);
    const fresh = await t.call<{ accessToken: string }>({
      method: 'POST',
      url: TEMU_SANDBOX.shopToken,
      payload: { mallId: shop.mallId },
    });
    const again = await authorize(t, seller, fresh.data.accessToken);
    expect(again.data.id).toBe(first.data.id);
    expect((await listShops(t, seller)).data.total).toBe(1);
  });

  it('refuses with 409 a mall bound by another seller', async () => {
    const [a, b] = [await newSeller(t), await newSeller(t)];
    const shop = await sandboxShop(t);
    expect((await authorize(t, a, shop.accessToken)).code).toBe(200);
    const r = await authorize(t, b, shop.accessToken);
    expect(r.status).toBe(409);
    expect(r.msg).toContain('已被其他账号授权绑定');
    expect((await listShops(t, b)).data.total).toBe(0);
  });

  it('limits live shops to the VIP level’s shop limit', async () => {
    const seller = await newSeller(t);
    const limit = await getShopLimit(db, seller.mainId);
    expect(limit).toBeGreaterThan(0);
    for (let i = 0; i < limit; i++)
      expect((await authorize(t, seller, (await sandboxShop(t)).accessToken)).code).toBe(200);
    const over = await authorize(t, seller, (await sandboxShop(t)).accessToken);
    expect(over.status).toBe(403);
    expect(over.msg).toContain(`最多可授权 ${limit} 个店铺`);
    // Unbinding frees a place.
    const first = (await listShops(t, seller)).data.rows[0];
    expect((await post(`/api/shop/unbind`, seller.token, { id: first.id })).code).toBe(200);
    expect((await authorize(t, seller, (await sandboxShop(t)).accessToken)).code).toBe(200);
  });
});

describe('re-authorise and unbind', () => {
  it('replaces the token of a shop, refusing a token of another mall', async () => {
    const seller = await newSeller(t);
    const shop = await sandboxShop(t);
    const bound = await post('/api/shop/authorize', seller.token, {
      accessToken: shop.accessToken,
      mallName: '原店铺',
    });
    const fresh = await t.call<{ accessToken: string }>({
      method: 'POST',
      url: TEMU_SANDBOX.shopToken,
      payload: { mallId: shop.mallId },
    });
    const r = await post('/api/shop/reauthorize', seller.token, {
      id: bound.data.id,
      accessToken: fresh.data.accessToken,
    });
    expect(r.code).toBe(200);
    expect(r.msg).toBe('重新授权成功');
    expect(r.data.authorizedAt).toBeGreaterThanOrEqual(bound.data.authorizedAt);
    expect(r.data.mallName).toBe('原店铺');

    // Temu names no mall: the message names both by the seller's stored names, or by mall id.
    const other = await sandboxShop(t);
    const wrong = await post('/api/shop/reauthorize', seller.token, {
      id: bound.data.id,
      accessToken: other.accessToken,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toBe(`该 access_token 属于店铺 ID ${other.mallId}，不是「原店铺」（${shop.mallId}）`);
    await post('/api/shop/authorize', seller.token, { accessToken: other.accessToken, mallName: '别的店' });
    const named = await post('/api/shop/reauthorize', seller.token, {
      id: bound.data.id,
      accessToken: other.accessToken,
    });
    expect(named.msg).toBe(`该 access_token 属于「别的店」（${other.mallId}），不是「原店铺」（${shop.mallId}）`);
    expect((await listShops(t, seller)).data.rows.find((x) => x.id === bound.data.id)?.mallName).toBe('原店铺');
  });

  it('renames a shop: the seller’s name, trimmed and checked; another seller’s id is not found', async () => {
    const [a, b] = [await newSeller(t), await newSeller(t)];
    const shop = await sandboxShop(t);
    const bound = await authorize(t, a, shop.accessToken);
    const r = await post('/api/shop/rename', a.token, { id: bound.data.id, mallName: ' 夏日T恤店 ' });
    expect(r).toMatchObject({ code: 200, msg: '店铺名称已修改' });
    expect(r.data).toMatchObject({ id: bound.data.id, mallName: '夏日T恤店', status: '正常' });
    expect((await listShops(t, a)).data.rows[0].mallName).toBe('夏日T恤店');

    const blank = await post('/api/shop/rename', a.token, { id: bound.data.id, mallName: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.msg).toContain('请填写店铺名称');
    const long = await post('/api/shop/rename', a.token, { id: bound.data.id, mallName: '店'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.msg).toContain('店铺名称最多 50 个字');
    const foreign = await post('/api/shop/rename', b.token, { id: bound.data.id, mallName: '别人的' });
    expect(foreign.status).toBe(404);
    expect(foreign.msg).toBe('店铺不存在');
    expect((await listShops(t, a)).data.rows[0].mallName).toBe('夏日T恤店');

    // Re-authorising keeps the name the seller gave.
    const fresh = await t.call<{ accessToken: string }>({
      method: 'POST',
      url: TEMU_SANDBOX.shopToken,
      payload: { mallId: shop.mallId },
    });
    const re = await post('/api/shop/reauthorize', a.token, { id: bound.data.id, accessToken: fresh.data.accessToken });
    expect(re.data.mallName).toBe('夏日T恤店');
  });

  it('unbinds: the token is wiped, the row is kept and the mall can be bound again', async () => {
    const [a, b] = [await newSeller(t), await newSeller(t)];
    const shop = await sandboxShop(t);
    const bound = await authorize(t, a, shop.accessToken);
    const r = await post('/api/shop/unbind', a.token, { id: bound.data.id });
    expect(r).toMatchObject({ code: 200, msg: '店铺已解绑', data: null });
    expect((await listShops(t, a)).data.total).toBe(0);
    const all = await listShops(t, a, '?includeUnbound=true');
    expect(all.data.rows[0]).toMatchObject({ id: bound.data.id, status: '已解绑' });
    const row = await db.selectFrom('shops').selectAll().where('id', '=', bound.data.id).executeTakeFirstOrThrow();
    expect(row.credential_cipher).toBe('');
    expect((await post('/api/shop/unbind', a.token, { id: bound.data.id })).status).toBe(404);

    // The seller binding it again revives the same row; before that, another seller could have taken it.
    expect((await authorize(t, a, shop.accessToken)).data.id).toBe(bound.data.id);
    expect((await authorize(t, b, shop.accessToken)).status).toBe(409);
  });

  it('answers 404 for another seller’s shop id', async () => {
    const [a, b] = [await newSeller(t), await newSeller(t)];
    const shop = await sandboxShop(t);
    const bound = await authorize(t, a, shop.accessToken);
    expect((await post('/api/shop/unbind', b.token, { id: bound.data.id })).status).toBe(404);
    const re = await post('/api/shop/reauthorize', b.token, { id: bound.data.id, accessToken: shop.accessToken });
    expect(re.status).toBe(404);
    expect((await listShops(t, a)).data.rows[0].status).toBe('正常');
  });
});

describe('access', () => {
  it('needs a session and, for sub-accounts, shop:manage; sub-accounts work in the main account’s shops', async () => {
    expect((await t.call({ method: 'GET', url: '/api/shop/page' })).status).toBe(401);
    const main = await newSeller(t);
    const clerk = await newSeller(t, { mainId: main.mainId, permissions: ['order:view'] });
    expect((await listShops(t, clerk)).status).toBe(403);
    const manager = await newSeller(t, { mainId: main.mainId, permissions: ['shop:manage'] });
    const r = await authorize(t, manager, (await sandboxShop(t)).accessToken);
    expect(r.code).toBe(200);
    expect((await listShops(t, main)).data.rows.map((x) => x.id)).toEqual([r.data.id]);
    const row = await db
      .selectFrom('shops')
      .select(['main_id', 'authorized_by'])
      .where('id', '=', r.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ main_id: main.mainId, authorized_by: manager.id });
  });

  it('validates the page query', async () => {
    const seller = await newSeller(t);
    const r = await listShops(t, seller, '?platform=amazon');
    expect(r.status).toBe(400);
    expect(r.msg).toContain('平台只能是 temu 或 shein');
  });
});
