import { z } from 'zod';
import { technologyProblem } from './customisation';
import { id, idOrZero, int, intEnum, okEnvelope, specQuad, specQuadRead } from './common';

/**
 * bg.glo.goods.add [PA] — reference api/bg.glo.goods.add.md (SDK + doc; no live success payload exists).
 * Field-level contract only: types, required flags, enums and per-field limits. Rules that span fields
 * (SKC structure, Cartesian SKUs, one price per apparel SKC, title length per level-1 category, …) are in
 * goods-add-rules.ts, because they depend on the category's `catType` and the shop type.
 */

const url = z.string().min(1, '图片地址不能为空（2000114）');
const i18nImages = z.strictObject({ imgUrlList: z.array(z.string()).nullish(), language: z.string().min(1) });

/** B. productPropertyReqs[] — a normal (`isSale=false`) property of the leaf's template (attrs.get). */
export const productPropertyReqSchema = z.strictObject({
  templatePid: idOrZero,
  pid: idOrZero,
  refPid: idOrZero,
  propName: z.string().min(1),
  /** 属性值id; 0 for free input. */
  vid: idOrZero,
  propValue: z.string(),
  /** One of the property's `valueUnit[]`, or "" when none. */
  valueUnit: z.string(),
  numberInputValue: z.string().optional(),
  /** SDK-only echo of `values[].extendInfo`. */
  valueExtendInfo: z.string().optional(),
});
export type ProductPropertyReq = z.infer<typeof productPropertyReqSchema>;

/** C. productSpecPropertyReqs[] — one entry per spec value the SKUs use. */
export const productSpecPropertyReqSchema = z.strictObject({
  parentSpecId: idOrZero,
  specId: idOrZero,
  templatePid: idOrZero,
  pid: idOrZero,
  refPid: idOrZero,
  propName: z.string().min(1),
  propValue: z.string().min(1),
  vid: idOrZero,
  valueGroupId: idOrZero,
  valueGroupName: z.string(),
  valueUnit: z.string(),
  numberInputValue: z.string().optional(),
  /** Not on Temu's page; sent by the SDK. */
  parentSpecName: z.string().optional(),
  specName: z.string().optional(),
  valueExtendInfo: z.string().optional(),
});
export type ProductSpecPropertyReq = z.infer<typeof productSpecPropertyReqSchema>;

/** `currencyType`: must equal the shop's currency (2000060 / 2000061). */
export const TEMU_CURRENCIES = ['CNY', 'USD'] as const;
export type TemuCurrency = (typeof TEMU_CURRENCIES)[number];

/** productSkuSensitiveAttrReq.sensitiveList codes: 纯电, 内电, 磁性, 液体, 粉末, 膏体, 刀具. */
export const TEMU_SENSITIVE_CODES = [110001, 120001, 130001, 140001, 150001, 160001, 170001] as const;

/** F. productSkuWhExtAttrReq — weight in mg, volume in mm. */
export const productSkuWhExtAttrReqSchema = z.strictObject({
  productSkuWeightReq: z.strictObject({
    value: id,
    inputUnit: z.string().optional(),
    inputValue: z.string().optional(),
  }),
  productSkuVolumeReq: z
    .strictObject({
      len: id,
      width: id,
      height: id,
      inputUnit: z.string().optional(),
      inputLen: z.string().optional(),
      inputWidth: z.string().optional(),
      inputHeight: z.string().optional(),
    })
    .refine((v) => v.len >= v.width && v.width >= v.height, {
      message: '商品体积须满足 最长边 ≥ 次长边 ≥ 最短边（2000044）',
    }),
  productSkuSensitiveAttrReq: z.strictObject({
    isSensitive: intEnum([0, 1] as const),
    sensitiveList: z.array(intEnum(TEMU_SENSITIVE_CODES)).optional(),
    /** Legacy codes 1…7. */
    sensitiveTypes: z.array(int.min(1).max(7)).optional(),
  }),
  /** `{}` for non-sensitive goods. */
  productSkuSensitiveLimitReq: z.strictObject({
    maxBatteryCapacityHp: int.optional(),
    maxBatteryCapacity: z.number().optional(),
    maxLiquidCapacityHp: int.optional(),
    maxLiquidCapacity: z.number().optional(),
    maxKnifeLengthHp: int.optional(),
    maxKnifeLength: z.number().optional(),
    knifeTipAngle: z.looseObject({ degrees: z.number() }).optional(),
  }),
  productSkuSameReferPriceReq: z.strictObject({ url: z.string().regex(/^https?:\/\//) }).optional(),
  productSkuBarCodeReqs: z
    .array(z.strictObject({ code: z.string(), codeType: intEnum([1, 2, 3] as const) }))
    .optional(),
});

const suggestedPrice = z.strictObject({
  /** "NA" when there is no suggested price. */
  specialSuggestedPrice: z.string().optional(),
  suggestedPrice: int.optional(),
  suggestedPriceCurrencyType: z.string().optional(),
});

/** E. productSkcReqs[].productSkuReqs[] */
export const productSkuReqSchema = z.strictObject({
  /** SKU 货号; "" if none. */
  extCode: z.string(),
  /** Every spec of this SKU (apparel: colour and size). */
  productSkuSpecReqs: z.array(specQuad),
  currencyType: z.enum(TEMU_CURRENCIES),
  /** Fully-managed: 申报价 in fen / cents (required in practice; checked by the rules). Semi: must not be sent. */
  supplierPrice: id.optional(),
  /** Semi-managed only. */
  siteSupplierPrices: z.array(z.strictObject({ siteId: id, supplierPrice: id })).optional(),
  /** SKU 预览图 (the page marks it 是). */
  thumbUrl: url,
  productSkuThumbUrlI18nReqs: z.array(i18nImages).optional(),
  productSkuWhExtAttrReq: productSkuWhExtAttrReqSchema,
  productSkuSuggestedPriceReq: suggestedPrice.optional(),
  productSkuUsSuggestedPriceReq: suggestedPrice.optional(),
  productSkuMultiPackReq: z.looseObject({}).optional(),
  productSkuAccessoriesReq: z
    .strictObject({
      productSkuAccessories: z.array(z.strictObject({ vid: int, num: int, unitCode: int })),
    })
    .optional(),
  productSkuStockQuantityReq: z.looseObject({}).optional(),
});
export type ProductSkuReq = z.infer<typeof productSkuReqSchema>;

/** D. productSkcReqs[] */
export const productSkcReqSchema = z.strictObject({
  /** SKC 货号; "" if none. Letters, digits and punctuation only (6000018). */
  extCode: z.string().regex(/^[\x21-\x7e]*$/, '货号只能使用字母、数字和标点符号（6000018）'),
  /** Apparel: the colour; non-apparel: exactly `[{0,"",0,""}]`. */
  mainProductSkuSpecReqs: z.array(specQuad).length(1),
  /** Apparel SKC carousel (3:4, ≥1340×1785, ≤2 MB); not required for non-apparel. */
  previewImgUrls: z.array(url).optional(),
  productSkcCarouselImageI18nReqs: z.array(i18nImages).optional(),
  colorImageUrl: url.optional(),
  isBasePlate: intEnum([0, 1] as const).optional(),
  /** Apparel: at most 10 (checked by the rules, which know the category). */
  productSkuReqs: z.array(productSkuReqSchema),
});
export type ProductSkcReq = z.infer<typeof productSkcReqSchema>;

/** G. productWhExtAttrReq — origin is required in practice (2000146 产地必填). */
export const productWhExtAttrReqSchema = z.strictObject({
  /** "" as fallback. */
  outerGoodsUrl: z.string(),
  productOrigin: z
    .strictObject({
      region1ShortName: z.string().regex(/^[A-Z]{2}$/, '一级区域须为二字码（如 CN）'),
      /** Province id (doc 201); required when region1ShortName = CN. A number, not the SDK's string. */
      region2Id: id.optional(),
    })
    .refine((o) => o.region1ShortName !== 'CN' || o.region2Id !== undefined, {
      message: '产地为中国时必须选择省份（2000146）',
      path: ['region2Id'],
    }),
  productOriginCertFiles: z
    .array(z.strictObject({ fileName: z.string().min(1), fileUrl: z.string().min(1) }))
    .max(1)
    .optional(),
});

/** customizedTechnologyReq.technologyType: 1 单一工艺 (one twiceType at most), 2 组合工艺 (2–3). */
export const TEMU_TECHNOLOGY_TYPES = [1, 2] as const;
/** firstType (doc 203): 10001 基础工艺 … 10006 画布/纸张. */
export const TEMU_FIRST_TYPES = [10001, 10002, 10003, 10004, 10005, 10006] as const;
/** twiceType (doc 203). */
export const TEMU_TWICE_TYPES = [
  20001, 20002, 20003, 20004, 20005, 20006, 20007, 20008, 20009, 20010, 20011, 20012, 20013, 20014, 20015, 20016, 20017,
  20018, 20019, 20020, 20021, 20022, 20023, 20024, 20025, 20026, 20027, 20033, 20034, 20035, 20036, 20037, 20038,
] as const;

export const customizedTechnologyReqSchema = z
  .strictObject({
    technologyType: intEnum(TEMU_TECHNOLOGY_TYPES),
    firstType: intEnum(TEMU_FIRST_TYPES),
    /** A LIST, not a number. */
    twiceType: z.array(intEnum(TEMU_TWICE_TYPES)).optional(),
  })
  .superRefine((t, ctx) => {
    const problem = technologyProblem(t);
    if (problem) ctx.addIssue({ code: 'custom', path: ['twiceType'], message: problem });
  });
export type CustomizedTechnologyReq = z.infer<typeof customizedTechnologyReqSchema>;

/** H. productSaleExtAttrReq */
export const productSaleExtAttrReqSchema = z.strictObject({
  customizedTechnologyReq: customizedTechnologyReqSchema.optional(),
  /** 1 国内备货, 3 保税仓备货 (older page copy). */
  inventoryRegion: intEnum([1, 3] as const).optional(),
  productSecondHandReq: z
    .strictObject({
      isSecondHand: z.union([z.boolean(), int]).optional(),
      secondHandLevel: int.min(1).max(4).optional(),
    })
    .optional(),
  discreetShipping: z.boolean().optional(),
  productNoChargerReq: z.strictObject({ noChargerProductIds: z.array(int).max(3) }).optional(),
  ipCodes: z.array(z.string()).optional(),
});

/** Documented top-level fields the product does not send: their shapes are Temu's, checked loosely. */
const notUsed = z.unknown().optional();

export const goodsAddRequestSchema = z.strictObject({
  cat1Id: id,
  cat2Id: idOrZero,
  cat3Id: idOrZero,
  cat4Id: idOrZero,
  cat5Id: idOrZero,
  cat6Id: idOrZero,
  cat7Id: idOrZero,
  cat8Id: idOrZero,
  cat9Id: idOrZero,
  cat10Id: idOrZero,
  /** Title; its maximum depends on the level-1 category (doc 205, see the rules) — 500 is the largest. */
  productName: z.string().min(1).max(500),
  productI18nReqs: z.array(z.strictObject({ language: z.string().min(1), productName: z.string().min(1) })).optional(),
  /** 素材图: 1:1, ≥800×800, ≤2 MB (2000017). */
  materialImgUrl: url,
  materialMultiLanguages: z.array(z.string()).optional(),
  /** Non-apparel: required in practice; apparel: aggregated from the SKCs (`[]`). */
  carouselImageUrls: z.array(url).optional(),
  carouselImageI18nReqs: z.array(i18nImages).optional(),
  productPropertyReqs: z.array(productPropertyReqSchema),
  productSpecPropertyReqs: z.array(productSpecPropertyReqSchema),
  /** ≤ 25 SKC per SPU (doc 199 §6-1). */
  productSkcReqs: z.array(productSkcReqSchema).min(1).max(25),
  productWhExtAttrReq: productWhExtAttrReqSchema,
  productSaleExtAttrReq: productSaleExtAttrReqSchema.optional(),
  /** 1 = 定制品 (customised goods; set the customisation template in Seller Center afterwards). */
  personalizationSwitch: intEnum([0, 1] as const).optional(),
  /** `[]` when none — never `[0]` ("不合法的尺码模板id：[0]"). */
  sizeTemplateIds: z.array(id).optional(),
  showSizeTemplateIds: z.array(id).max(2).optional(),
  sizeTemplateId: id.optional(),
  goodsModelReqs: notUsed,
  productOuterPackageImageReqs: z.array(z.strictObject({ imageUrl: url })).optional(),
  /** packageShape 0 不规则 / 1 长方体 / 2 圆柱体; packageType 0 硬包装 / 1 软包装+硬物 / 2 软包装+软物. */
  productOuterPackageReq: z
    .strictObject({ packageShape: intEnum([0, 1, 2] as const), packageType: intEnum([0, 1, 2] as const) })
    .optional(),
  productCarouseVideoReqList: notUsed,
  productDetailVideoReqList: notUsed,
  goodsLayerDecorationReqs: notUsed,
  productGuideFileReqs: notUsed,
  productCustomReq: notUsed,
  productComplianceStatementReq: notUsed,
  sensitiveTransNormalFileReqs: notUsed,
  vehicleLibraryRelationReqList: notUsed,
  copyFromProductId: notUsed,
  source: notUsed,
  sourceInvitationId: notUsed,
  sellOutProductId: notUsed,
  sellOutProductIdSrc: notUsed,
  /** Semi-managed only; fully-managed shops must not send them (the rules refuse them). */
  productSemiManagedReq: notUsed,
  productWarehouseRouteReq: notUsed,
  productShipmentReq: notUsed,
  /** Not on Temu's page; the SDK sends 1. */
  addProductChannelType: int.optional(),
});
export type GoodsAddRequest = z.infer<typeof goodsAddRequestSchema>;

/** Response: the ids to store, and the SKU ↔ specs map (`skuSpecList`). */
export const goodsAddResultSchema = z.looseObject({
  productId: id,
  productSkcList: z.array(z.looseObject({ productSkcId: id })).min(1),
  productSkuList: z
    .array(
      z.looseObject({
        productSkuId: id,
        productSkcId: id,
        extCode: z.string(),
        skuSpecList: z.array(specQuadRead),
      }),
    )
    .min(1),
});
export const goodsAddResponseSchema = okEnvelope(goodsAddResultSchema);
export type GoodsAddResult = z.output<typeof goodsAddResultSchema>;
