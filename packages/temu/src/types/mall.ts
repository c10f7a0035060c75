import { z } from 'zod';
import { id, int, okEnvelope } from './common';

/**
 * bg.mall.info.get [CN] — reference api/bg.mall.info.get.md (live-verified). No business parameters.
 * `semiManagedMall:false` ⇒ fully-managed (全托): `supplierPrice`, no semi-only request parts.
 */
export const mallInfoGetRequestSchema = z.strictObject({});
export const mallInfoGetResultSchema = z.looseObject({
  semiManagedMall: z.boolean(),
  isThriftStore: z.boolean().optional(),
});
export const mallInfoGetResponseSchema = okEnvelope(mallInfoGetResultSchema);
export type MallInfoGetRequest = z.input<typeof mallInfoGetRequestSchema>;
export type MallInfoGetResult = z.output<typeof mallInfoGetResultSchema>;

/**
 * bg.open.accesstoken.info.get [CN] — reference api/bg.open.accesstoken.info.get.md (live-verified).
 * `expiredTime` is epoch **seconds**; `apiScopeList` the authorised types (check for bg.glo.goods.add & co.).
 */
export const accessTokenInfoGetRequestSchema = z.strictObject({});
export const accessTokenInfoGetResultSchema = z.looseObject({
  mallId: id,
  expiredTime: int,
  apiScopeList: z.array(z.string()),
});
export const accessTokenInfoGetResponseSchema = okEnvelope(accessTokenInfoGetResultSchema);
export type AccessTokenInfoGetResult = z.output<typeof accessTokenInfoGetResultSchema>;

/**
 * bg.open.accesstoken.info.get.global [PA] — same file (doc confidence). Answers `uniqueId` / `mallName`,
 * **not** `mallId`.
 */
export const accessTokenInfoGetGlobalRequestSchema = z.strictObject({});
export const accessTokenInfoGetGlobalResultSchema = z.looseObject({
  mallName: z.string(),
  uniqueId: z.string(),
  expiredTime: int,
  apiScopeList: z.array(z.string()),
});
export const accessTokenInfoGetGlobalResponseSchema = okEnvelope(accessTokenInfoGetGlobalResultSchema);
export type AccessTokenInfoGetGlobalResult = z.output<typeof accessTokenInfoGetGlobalResultSchema>;
