import { SHOP_API, type ShopAuthorizeStart, type ShopRow } from '@podbench/contract';
import { buildEmpowerUrl } from '@podbench/shein';
import { badRequest } from '../../lib/app-error';
import type { SheinAccess } from '../marketplace/shein';
import { bindShop, type ShopDeps } from './bind';
import { marketplaceError } from './errors';
import { toShopRow } from './mapping';
import { issueAuthState, spendAuthState } from './state-repository';

export interface SheinShopDeps extends ShopDeps {
  shein: () => Promise<SheinAccess>;
}
interface Caller {
  mainId: number;
  id: number;
}

/** The empower URL with a fresh state; Shein sends the seller back to /auth-redirect with a tempToken. */
export async function startSheinAuthorize(
  deps: SheinShopDeps,
  user: Caller,
  origin: string,
): Promise<ShopAuthorizeStart> {
  const access = await deps.shein();
  const { state, expiresAt } = await issueAuthState(deps.db, {
    mainId: user.mainId,
    userId: user.id,
    platform: 'shein',
  });
  const authorizeUrl = buildEmpowerUrl({
    authorizeUrl: access.authorizeUrl(origin),
    appid: access.appid,
    redirectUrl: origin + SHOP_API.authRedirect,
    state,
  });
  return { state, authorizeUrl, expiresAt };
}

/** `/auth-redirect?tempToken=&state=`: exchange the tempToken, keep openKeyId + the decrypted secretKey sealed. */
export async function authorizeShein(
  deps: SheinShopDeps,
  user: Caller,
  a: { tempToken: string; state: string },
): Promise<ShopRow> {
  if (!(await spendAuthState(deps.db, { mainId: user.mainId, platform: 'shein', state: a.state }))) {
    throw badRequest('授权已失效或不是由本账号发起，请回到店铺页重新点击「授权店铺」');
  }
  const access = await deps.shein();
  const keys = await access.client
    .exchangeTempToken({ appid: access.appid, appSecret: access.appSecret }, a.tempToken)
    .catch(marketplaceError);
  const mallId = keys.supplierId ?? keys.openKeyId;
  const row = await bindShop(deps, user, {
    platform: 'shein',
    mallId,
    mallName: `SHEIN 店铺 ${mallId}`,
    managedType: null,
    // Shein's keys do not expire; they end when the seller revokes the authorisation.
    expiresAt: null,
    scopes: [],
    credential: JSON.stringify({ openKeyId: keys.openKeyId, secretKey: keys.secretKey }),
  });
  return toShopRow(row);
}
