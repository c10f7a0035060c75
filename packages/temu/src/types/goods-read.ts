import { z } from 'zod';
import { catNode, id, int, intEnum, okEnvelope, specQuadRead } from './common';

/**
 * bg.glo.goods.list.get [PA] — reference api/bg.glo.goods.list.get.md (live-verified). One row per **SKC**.
 * Pages with `page` (not `pageNo`) and `pageSize` ≤ 100; the total is `totalCount` (not `total`).
 */
/** skcTopStatus (request filter only): 0 未发布到站点, 100 在售中, 200 已下架/已终止, 300 已删除. */
export const TEMU_SKC_TOP_STATUSES = [0, 100, 200, 300] as const;

const catFilters = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => [`cat${i + 1}Id`, int.nonnegative().optional()]),
) as Record<`cat${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}Id`, z.ZodOptional<z.ZodNumber>>;

export const goodsListGetRequestSchema = z.strictObject({
  page: int.min(1).optional(),
  pageSize: int.min(1).max(100, '页面大小不能大于100').optional(),
  productSkcIds: z.array(id).optional(),
  productName: z.string().optional(),
  skcExtCode: z.string().optional(),
  skcSiteStatus: int.optional(),
  skcTopStatus: intEnum(TEMU_SKC_TOP_STATUSES).optional(),
  isSupportPersonalization: z.boolean().optional(),
  matchJitMode: z.boolean().optional(),
  quickSellAgtSignStatus: intEnum([0, 1] as const).optional(),
  bindSiteIds: z.array(id).optional(),
  ...catFilters,
  /** Epoch ms (LIVE); the SDK's date strings are not used. */
  createdAtStart: int.nonnegative().optional(),
  createdAtEnd: int.nonnegative().optional(),
});
export type GoodsListGetRequest = z.input<typeof goodsListGetRequestSchema>;

const volume = z.looseObject({ len: int, width: int, height: int });
export const goodsListSkuSummarySchema = z.looseObject({
  productSkuId: id,
  extCode: z.string(),
  productSkuSpecList: z.array(specQuadRead),
  virtualStock: int.nullish(),
  productSkuWhExtAttr: z
    .looseObject({
      /** mg */
      productSkuWeight: z.looseObject({ value: int }).nullish(),
      /** mm */
      productSkuVolume: volume.nullish(),
    })
    .nullish(),
  productSkuSaleExtAttr: z.looseObject({ productSkuShippingMode: int.nullish() }).nullish(),
});
export const goodsListRowSchema = z.looseObject({
  productId: id,
  productSkcId: id,
  productName: z.string(),
  /** SKC 货号 — what a lost goods.add answer is reconciled by. */
  extCode: z.string(),
  mainImageUrl: z.string().nullish(),
  /** Creation time (ms), not the listing time. */
  createdAt: int.nullish(),
  /** Enum contested (SDK entity vs SDK filter); read as a number only. */
  skcSiteStatus: int.nullish(),
  isSupportPersonalization: z.boolean().nullish(),
  leafCat: catNode.nullish(),
  productProperties: z.array(z.looseObject({})).nullish(),
  productJitMode: z.looseObject({}).nullish(),
  productSkuSummaries: z.array(goodsListSkuSummarySchema),
});
export const goodsListGetResultSchema = z.looseObject({
  totalCount: int.nonnegative(),
  data: z.array(goodsListRowSchema),
});
export const goodsListGetResponseSchema = okEnvelope(goodsListGetResultSchema);
export type GoodsListRow = z.output<typeof goodsListRowSchema>;
export type GoodsListGetResult = z.output<typeof goodsListGetResultSchema>;

/**
 * bg.glo.goods.detail.get [PA] — reference api/bg.glo.goods.detail.get.md. Origin and category path only:
 * no SKCs, SKUs or images (use list.get for those).
 */
export const goodsDetailGetRequestSchema = z.strictObject({ productId: id });
/** categories.catType: 0 未分类, 1 服饰. */
export const TEMU_DETAIL_CAT_TYPES = [0, 1] as const;
const catPath = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`cat${i + 1}`, catNode.nullish()]));
export const goodsDetailGetResultSchema = z.looseObject({
  productId: id,
  productName: z.string(),
  categories: z.looseObject({
    catType: intEnum(TEMU_DETAIL_CAT_TYPES),
    ...catPath,
    leafCat: catNode,
  }),
  productWhExtAttr: z
    .looseObject({
      productOrigin: z.looseObject({ region1ShortName: z.string(), region2Id: int.nullish() }).nullish(),
    })
    .nullish(),
  goodsLayerDecorationList: z.array(z.looseObject({})).nullish(),
});
export const goodsDetailGetResponseSchema = okEnvelope(goodsDetailGetResultSchema);
export type GoodsDetailGetResult = z.output<typeof goodsDetailGetResultSchema>;
