import type { TemuClient } from './client';

/** What the product keeps about an authorised shop. */
export interface TemuShopIdentity {
  mallId: string;
  /** Absent when the gateway does not name the shop. */
  mallName: string | null;
  /** 全托管 (fully managed) or 半托管 (semi-managed). */
  managedType: 'full' | 'semi';
  /** Token expiry, epoch milliseconds. */
  expiresAt: number;
  scopes: string[];
}

/** bg.open.accesstoken.create: a one-time authorisation code (10 minutes) for the shop's token. */
export async function createAccessToken(client: TemuClient, code: string) {
  const r = await client.call('bg.open.accesstoken.create', { code }, { shopKey: 'auth-code' });
  return { accessToken: r.accessToken, mallId: r.mallId, expiresAt: r.expiredTime * 1000, scopes: r.apiScopeList };
}

/** bg.mall.info.get */
export async function getMallInfo(client: TemuClient, accessToken: string) {
  return client.call('bg.mall.info.get', {}, { accessToken });
}

/** bg.open.accesstoken.info.get */
export async function getTokenInfo(client: TemuClient, accessToken: string) {
  const r = await client.call('bg.open.accesstoken.info.get', {}, { accessToken });
  return { mallId: r.mallId, expiresAt: r.expiredTime * 1000, scopes: r.apiScopeList };
}

/**
 * Verifies a pasted or freshly created token the way the shop page needs it: which shop it opens, whether that
 * shop is fully or semi-managed, when the token expires and what it may call. Throws TemuApiError otherwise.
 */
export async function verifyShopToken(client: TemuClient, accessToken: string): Promise<TemuShopIdentity> {
  const token = await getTokenInfo(client, accessToken);
  const mall = await client.call('bg.mall.info.get', {}, { accessToken, shopKey: token.mallId });
  return {
    mallId: token.mallId,
    mallName: mall.mallName?.trim() || null,
    managedType: mall.semiManagedMall ? 'semi' : 'full',
    expiresAt: token.expiresAt,
    scopes: token.scopes,
  };
}
