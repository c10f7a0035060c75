import { z } from 'zod';

const id = z.coerce.number().int().min(0);
const specReq = z.looseObject({
  parentSpecId: id,
  parentSpecName: z.string().default(''),
  specId: id,
  specName: z.string().default(''),
});
const skuReq = z.looseObject({
  productSkuSpecReqs: z.array(specReq).min(1),
  /** Fen (全托管). Semi-managed shops send siteSupplierPrices instead (199 FAQ 8-8). */
  supplierPrice: z.number().int().positive().optional(),
  siteSupplierPrices: z.array(z.looseObject({ siteId: id, supplierPrice: z.number().int().positive() })).optional(),
  extCode: z.string().max(64).optional(),
  productSkuWhExtAttrReq: z.looseObject({
    /** Milligrams. */
    productSkuWeightReq: z.looseObject({ value: z.number().int().positive() }),
    /** Millimetres. */
    productSkuVolumeReq: z.looseObject({
      len: z.number().int().positive(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  }),
});
const skcReq = z.looseObject({
  previewImgUrls: z.array(z.string()).min(1).max(10),
  colorImageUrl: z.string().optional(),
  mainProductSkuSpecReqs: z.array(specReq).optional(),
  productSkuReqs: z.array(skuReq).min(1),
});
const cats = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`cat${i + 1}Id`, id.default(0)]));

/** bg.glo.goods.add business parameters: the fields the sandbox checks; the rest passes through. */
export const goodsAddParams = z.looseObject({
  ...cats,
  productName: z.string().trim().min(1),
  carouselImageUrls: z.array(z.string()).min(1).max(10),
  productPropertyReqs: z.array(z.looseObject({})).default([]),
  productSkcReqs: z.array(skcReq).min(1),
  /** businessIds of size charts (bg.goods.sizecharts.create, reusable=false); [] when none (199 FAQ 8-6). */
  sizeTemplateIds: z.array(z.coerce.number().int()).default([]),
  showSizeTemplateIds: z.array(z.coerce.number().int()).default([]),
  productSaleExtAttrReq: z
    .looseObject({
      customizedTechnologyReq: z
        .looseObject({
          firstType: z.number().int(),
          twiceType: z.union([z.number().int(), z.array(z.number().int())]).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type GoodsAddParams = z.infer<typeof goodsAddParams>;
export type SkcReq = z.infer<typeof skcReq>;
