import { z } from 'zod';
import { idString, list } from './common';

/** bg.mall.info.get: the shop behind the token; `semiManagedMall` false means fully managed (全托管). */
export const mallInfoResult = z.looseObject({
  mallId: idString.optional(),
  mallName: z.string().nullish(),
  semiManagedMall: z.boolean(),
  isThriftStore: z.boolean().nullish(),
  logo: z.string().nullish(),
});

/** bg.open.accesstoken.info.get: the token's shop, expiry (epoch seconds) and authorised types. */
export const tokenInfoResult = z.looseObject({
  mallId: idString,
  expiredTime: z.coerce.number().int(),
  apiScopeList: list(z.string()),
});

/** bg.open.accesstoken.create: a one-time code exchanged for the shop's token. */
export const tokenCreateResult = z.looseObject({
  accessToken: z.string().min(1),
  expiredTime: z.coerce.number().int(),
  mallId: idString,
  apiScopeList: list(z.string()),
});
