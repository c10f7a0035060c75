import type { ShopAuthorizeStart, ShopRow } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { newSeller, type Seller, sandboxShop } from './marketplace-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;

const start = (s: Seller) =>
  t.call<ShopAuthorizeStart>({ method: 'GET', url: '/api/shop/authorize/state', token: s.token });
const finish = (s: Seller, payload: { code: string; state: string; mallName?: string }) =>
  t.call<ShopRow>({ method: 'POST', url: '/api/shop/authorize/code', payload, token: s.token });

/** Plays the seller in the sandbox's Seller Center: agree on the authorisation page, follow the redirect. */
async function agree(authorizeUrl: string, mallId: string) {
  const url = new URL(authorizeUrl);
  const q = url.searchParams;
  const r = await t.call<{ redirectUrl: string }>({
    method: 'POST',
    url: TEMU_SANDBOX.authorize,
    payload: { mallId, appKey: q.get('appKey'), redirectUri: q.get('redirect_uri'), state: q.get('state') },
  });
  if (r.code !== 200) throw new Error(r.msg);
  const back = new URL(r.data.redirectUrl);
  return { path: back.pathname + back.search, code: back.searchParams.get('code') ?? '' };
}

describe('Temu code flow (/auth-redirect)', () => {
  it('issues a state, sends the seller to Seller Center and binds the shop on return', async () => {
    const seller = await newSeller(t);
    const shop = await sandboxShop(t);
    const s = await start(seller);
    expect(s.code).toBe(200);
    const url = new URL(s.data.authorizeUrl);
    expect(url.pathname).toBe(TEMU_SANDBOX.sellerAuthorize);
    expect(url.searchParams.get('state')).toBe(s.data.state);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/auth-redirect$/);
    expect(s.data.expiresAt - Date.now()).toBeGreaterThan(9 * 60 * 1000);

    const back = await agree(s.data.authorizeUrl, shop.mallId);
    // The server forwards the marketplace's redirect to the SPA's hash route, query intact.
    const landing = await t.app.inject({ method: 'GET', url: back.path });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe(`/#/auth-redirect?code=${back.code}&state=${s.data.state}`);

    // Temu gives no mall name: the seller may name the shop when finishing.
    const r = await finish(seller, { code: back.code, state: s.data.state, mallName: ' 回调授权店 ' });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ mallId: shop.mallId, mallName: '回调授权店', status: '正常' });
    // The code flow issued a new token: the one shown at shop creation no longer works.
    const old = await t.call({
      method: 'POST',
      url: '/api/shop/authorize',
      payload: { accessToken: shop.accessToken },
      token: seller.token,
    });
    expect(old.status).toBe(400);
    expect(old.msg).toContain('access_token 无效');
  });

  it('accepts a state once, only from the seller it was issued to, within 10 minutes', async () => {
    const [a, b] = [await newSeller(t), await newSeller(t)];
    const shop = await sandboxShop(t);

    const s1 = await start(a);
    const back1 = await agree(s1.data.authorizeUrl, shop.mallId);
    const foreign = await finish(b, { code: back1.code, state: s1.data.state });
    expect(foreign.status).toBe(400);
    expect(foreign.msg).toContain('授权已失效或不是由本账号发起');
    const long = await finish(a, { code: back1.code, state: s1.data.state, mallName: '店'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.msg).toContain('店铺名称最多 50 个字');
    // A refused name spends nothing; with no name the shop is named after its mall id.
    const ok1 = await finish(a, { code: back1.code, state: s1.data.state });
    expect(ok1.code).toBe(200);
    expect(ok1.data.mallName).toBe(`Temu 店铺 ${shop.mallId}`);
    expect((await finish(a, { code: back1.code, state: s1.data.state })).status).toBe(400);

    const s2 = await start(a);
    await db
      .updateTable('shop_auth_states')
      .set({ expires_at: Date.now() - 1 })
      .where('state', '=', s2.data.state)
      .execute();
    const back2 = await agree(s2.data.authorizeUrl, shop.mallId);
    expect((await finish(a, { code: back2.code, state: s2.data.state })).status).toBe(400);
  });

  it('explains a used or unknown code in Chinese', async () => {
    const seller = await newSeller(t);
    const s = await start(seller);
    const r = await finish(seller, { code: 'not-a-code', state: s.data.state });
    expect(r.status).toBe(400);
    expect(r.msg).toBe('授权码无效或已过期（10 分钟内有效、只能使用一次），请重新授权');
  });

  it('needs shop:manage to start', async () => {
    const main = await newSeller(t);
    const clerk = await newSeller(t, { mainId: main.mainId, permissions: ['order:view'] });
    expect((await start(clerk)).status).toBe(403);
  });
});
