import type { TemuCall, TemuTypeHandler } from '../registry';

/**
 * bg.mall.info.get (CN) and the token information types: only the documented fields (bg.mall.info.get.md,
 * bg.open.accesstoken.info.get.md). Neither takes business parameters; extra ones are ignored.
 */
const tokenInfoCn = (c: TemuCall) => ({
  mallId: Number(c.mall!.mallId),
  expiredTime: Math.floor((c.tokenExpiresAt ?? 0) / 1000),
  apiScopeList: c.scopes,
});
const tokenInfoPa = (c: TemuCall) => ({
  mallName: c.mall!.mallName,
  uniqueId: c.mall!.mallId,
  expiredTime: Math.floor((c.tokenExpiresAt ?? 0) / 1000),
  apiScopeList: c.scopes,
});

export const accountHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.mall.info.get',
    zone: 'CN',
    handle: async ({ mall }) => ({ semiManagedMall: mall!.managedType === 'semi', isThriftStore: false }),
  },
  { type: 'bg.open.accesstoken.info.get', zone: 'CN', handle: async (c) => tokenInfoCn(c) },
  { type: 'bg.open.accesstoken.info.get.global', zone: 'PA', handle: async (c) => tokenInfoPa(c) },
];
