import { z } from 'zod';

/**
 * bg.glo.goods.add's request, field by field from bg.glo.goods.add.md (tables top level, B–H). Required fields
 * (`req` Y) are required, INTEGER fields are JSON integers, STRING fields strings, LIST fields lists; a missing or
 * mistyped field is refused with 1000003 参数错误. Fields the sandbox does not interpret are tolerated (loose
 * objects), as Temu tolerates the SDK's extras (`parentSpecName`/`specName` on spec properties,
 * `addProductChannelType`).
 */
const int = z.number().int();
const str = z.string();

/** {parentSpecId, parentSpecName, specId, specName}: mainProductSkuSpecReqs[] and productSkuSpecReqs[] (all Y). */
export const specRef = z.looseObject({
  parentSpecId: int.min(0),
  parentSpecName: str,
  specId: int.min(0),
  specName: str,
});

/** Table B: one normal property value. */
export const propertyReq = z.looseObject({
  templatePid: int,
  pid: int,
  refPid: int,
  propName: str,
  vid: int.min(0),
  propValue: str,
  valueUnit: str,
  numberInputValue: str.optional(),
  valueExtendInfo: str.optional(),
});

/** Table C: one spec value used by the SKUs. */
export const specPropertyReq = z.looseObject({
  parentSpecId: int.positive(),
  specId: int.positive(),
  templatePid: int.min(0),
  pid: int.min(0),
  refPid: int.min(0),
  propName: str,
  propValue: str,
  vid: int.min(0),
  valueGroupId: int.min(0),
  valueGroupName: str,
  valueUnit: str,
  numberInputValue: str.optional(),
});

/** Table F. */
const whExtAttr = z.looseObject({
  productSkuWeightReq: z.looseObject({ value: int.positive(), inputUnit: str.optional(), inputValue: str.optional() }),
  productSkuVolumeReq: z.looseObject({ len: int.positive(), width: int.positive(), height: int.positive() }),
  productSkuSensitiveAttrReq: z.looseObject({
    isSensitive: z.union([z.literal(0), z.literal(1)]),
    sensitiveList: z.array(int).optional(),
    sensitiveTypes: z.array(int).optional(),
  }),
  // Marked 是 on the page; `{}` for goods that are not sensitive. Whether omitting it is refused is not found:
  // the sandbox takes the page's word.
  productSkuSensitiveLimitReq: z.looseObject({}),
  productSkuSameReferPriceReq: z.looseObject({ url: str }).optional(),
  productSkuBarCodeReqs: z.array(z.looseObject({ code: str, codeType: int })).optional(),
});

/** Table E. */
export const skuReq = z.looseObject({
  extCode: str,
  productSkuSpecReqs: z.array(specRef).min(1),
  currencyType: z.enum(['CNY', 'USD']),
  supplierPrice: int.positive().optional(),
  siteSupplierPrices: z.array(z.looseObject({ siteId: int, supplierPrice: int.positive() })).optional(),
  thumbUrl: str,
  productSkuThumbUrlI18nReqs: z.array(z.looseObject({ imgUrlList: z.array(str), language: str })).optional(),
  productSkuWhExtAttrReq: whExtAttr,
  productSkuSuggestedPriceReq: z.looseObject({}).optional(),
  productSkuMultiPackReq: z.looseObject({}).optional(),
});

/** Table D. */
export const skcReq = z.looseObject({
  extCode: str,
  mainProductSkuSpecReqs: z.array(specRef).min(1),
  previewImgUrls: z.array(str).optional(),
  productSkcCarouselImageI18nReqs: z.array(z.looseObject({ imgUrlList: z.array(str), language: str })).optional(),
  colorImageUrl: str.optional(),
  isBasePlate: int.optional(),
  productSkuReqs: z.array(skuReq).min(1),
});

const cats = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`cat${i + 1}Id`, int.min(0)])) as Record<
  `cat${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}Id`,
  z.ZodNumber
>;

export const goodsAddRequest = z.looseObject({
  ...cats,
  productName: str.min(1),
  productI18nReqs: z.array(z.looseObject({ language: str, productName: str })).optional(),
  materialImgUrl: str,
  materialMultiLanguages: z.array(str).optional(),
  carouselImageUrls: z.array(str).optional(),
  carouselImageI18nReqs: z.array(z.looseObject({ imgUrlList: z.array(str).nullable(), language: str })).optional(),
  productPropertyReqs: z.array(propertyReq),
  productSpecPropertyReqs: z.array(specPropertyReq).min(1),
  productSkcReqs: z.array(skcReq).min(1),
  // Table G: the object is optional on the page, but the origin inside it is not (2000146, checked by the rules).
  productWhExtAttrReq: z
    .looseObject({
      outerGoodsUrl: str,
      productOrigin: z.looseObject({ region1ShortName: str.optional(), region2Id: int.optional() }).optional(),
      productOriginCertFiles: z
        .array(z.looseObject({ fileName: str, fileUrl: str }))
        .max(1)
        .optional(),
    })
    .optional(),
  // Table H.
  productSaleExtAttrReq: z
    .looseObject({
      customizedTechnologyReq: z
        .looseObject({ technologyType: int, firstType: int, twiceType: z.array(int).optional() })
        .optional(),
      inventoryRegion: int.optional(),
      discreetShipping: z.boolean().optional(),
    })
    .optional(),
  personalizationSwitch: z.union([z.literal(0), z.literal(1)]).optional(),
  // Semi-managed only (bg.glo.goods.add.md top level, "semi only" row).
  productSemiManagedReq: z
    .looseObject({
      bindSiteIds: z.array(int).min(1),
      semiLanguageStrategy: int.optional(),
      semiManagedSiteMode: int.optional(),
    })
    .optional(),
  productWarehouseRouteReq: z.looseObject({}).optional(),
  productShipmentReq: z
    .looseObject({
      freightTemplateId: str,
      shipmentLimitSecond: z.union([z.literal(86400), z.literal(172800), z.literal(259200)]),
    })
    .optional(),
  sizeTemplateIds: z.array(int).optional(),
  showSizeTemplateIds: z.array(int).optional(),
  sizeTemplateId: int.optional(),
  goodsModelReqs: z.array(z.looseObject({})).optional(),
  productOuterPackageImageReqs: z.array(z.looseObject({ imageUrl: str })).optional(),
  productOuterPackageReq: z
    .looseObject({ packageShape: int.min(0).max(2).optional(), packageType: int.min(0).max(2).optional() })
    .optional(),
});
export type GoodsAddRequest = z.output<typeof goodsAddRequest>;
export type SkcReq = z.output<typeof skcReq>;
export type SkuReq = z.output<typeof skuReq>;
export type SpecRef = z.output<typeof specRef>;
