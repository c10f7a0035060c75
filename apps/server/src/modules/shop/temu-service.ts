import { SHOP_API, type ShopAuthorizeStart, type ShopRow } from '@podbench/contract';
import { createAccessToken, verifyShopToken } from '@podbench/temu';
import { badRequest, notFound } from '../../lib/app-error';
import type { TemuAccess } from '../marketplace/temu';
import { bindShop, type ShopDeps, type VerifiedShop } from './bind';
import { marketplaceError } from './errors';
import { toShopRow } from './mapping';
import { findOwnShopByMall, findShop } from './repository';
import { issueAuthState, spendAuthState } from './state-repository';

export interface TemuShopDeps extends ShopDeps {
  temu: () => Promise<TemuAccess>;
}
interface Caller {
  mainId: number;
  id: number;
}

const STATE_INVALID = '授权已失效或不是由本账号发起，请回到店铺页重新点击「授权店铺」';

/** Verifies a token with bg.open.accesstoken.info.get and bg.mall.info.get. */
async function verifyTemuToken(access: TemuAccess, accessToken: string, mallName?: string): Promise<VerifiedShop> {
  const shop = await verifyShopToken(access.client, accessToken).catch(marketplaceError);
  return {
    platform: 'temu',
    mallId: shop.mallId,
    // Temu's bg.mall.info.get answers no mall name: the name is the seller's, or a default for a new shop.
    mallName: mallName ?? `Temu 店铺 ${shop.mallId}`,
    nameGiven: mallName !== undefined,
    managedType: shop.managedType,
    expiresAt: shop.expiresAt,
    scopes: shop.scopes,
    credential: JSON.stringify({ accessToken }),
  };
}

/** 授权店铺: a token pasted from Seller Center. */
export async function authorizeTemuByToken(
  deps: TemuShopDeps,
  user: Caller,
  a: { accessToken: string; mallName?: string },
): Promise<ShopRow> {
  const v = await verifyTemuToken(await deps.temu(), a.accessToken, a.mallName);
  return toShopRow(await bindShop(deps, user, v));
}

/** `/auth-redirect?code=&state=`: the state must be one we issued to this seller, the code is spent at Temu. */
export async function authorizeTemuByCode(
  deps: TemuShopDeps,
  user: Caller,
  a: { code: string; state: string; mallName?: string },
) {
  if (!(await spendAuthState(deps.db, { mainId: user.mainId, platform: 'temu', state: a.state }))) {
    throw badRequest(STATE_INVALID);
  }
  const access = await deps.temu();
  const created = await createAccessToken(access.client, a.code).catch(marketplaceError);
  const v = await verifyTemuToken(access, created.accessToken, a.mallName);
  return toShopRow(await bindShop(deps, user, v));
}

/** 重新授权: a new token for the same mall (Temu invalidates the old one when it issues a new one). */
export async function reauthorizeTemuShop(deps: TemuShopDeps, user: Caller, a: { id: number; accessToken: string }) {
  const row = await findShop(deps.db, user.mainId, a.id);
  if (!row) throw notFound('店铺不存在');
  if (row.platform !== 'temu') throw badRequest('该店铺不是 Temu 店铺，请使用对应平台的授权方式');
  const v = await verifyTemuToken(await deps.temu(), a.accessToken);
  if (v.mallId !== row.mall_id) {
    // Temu names no mall: name the token's mall as this seller stored it, if they have it.
    const other = await findOwnShopByMall(deps.db, user.mainId, 'temu', v.mallId);
    const otherName = other ? `「${other.mall_name}」（${v.mallId}）` : `店铺 ID ${v.mallId}`;
    throw badRequest(`该 access_token 属于${otherName}，不是「${row.mall_name}」（${row.mall_id}）`);
  }
  return toShopRow(await bindShop(deps, user, v));
}

/** Starts the code flow: a fresh state, and Seller Center's authorisation URL carrying it and our redirect. */
export async function startTemuAuthorize(
  deps: TemuShopDeps,
  user: Caller,
  origin: string,
): Promise<ShopAuthorizeStart> {
  const access = await deps.temu();
  const { state, expiresAt } = await issueAuthState(deps.db, {
    mainId: user.mainId,
    userId: user.id,
    platform: 'temu',
  });
  const base = access.authorizeUrl(origin);
  const q = new URLSearchParams({ appKey: access.appKey, redirect_uri: origin + SHOP_API.authRedirect, state });
  return { state, authorizeUrl: `${base}${base.includes('?') ? '&' : '?'}${q.toString()}`, expiresAt };
}
