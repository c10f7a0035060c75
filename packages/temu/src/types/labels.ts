import { z } from 'zod';
import { dataKeyResult, fhSn, id, int, intEnum, okEnvelope, returnDataKey, specQuadRead } from './common';

/**
 * Labels — reference api/bg.glo.goods.custom.label.get.md, bg.glo.goods.labelv2.get.md,
 * bg.logistics.boxmarkinfo.get.md, print-datakey.md. Each answers data, or — with `return_data_key` — a bare
 * dataKey string for Temu's print page (`{host}/tool/print?dataKey=`; single use, 10 minutes).
 */
export const TEMU_PRINT_PAGES = {
  /** bg.logistics.boxmarkinfo.get (CN) */
  CN: 'https://openapi.kuajingmaihuo.com/tool/print?dataKey=',
  /** bg.glo.goods.custom.label.get, bg.glo.goods.labelv2.get (PA) */
  PA: 'https://openapi-b-partner.temu.com/tool/print?dataKey=',
} as const;
/** The print page for a dataKey (URL-encoded, as LIVE does). */
export const temuPrintUrl = (zone: keyof typeof TEMU_PRINT_PAGES, dataKey: string) =>
  `${TEMU_PRINT_PAGES[zone]}${encodeURIComponent(dataKey)}`;

const skuDto = z.looseObject({
  productSkuId: id,
  productSkcId: int.nullish(),
  productId: int.nullish(),
  extCode: z.string().nullish(),
  thumbUrl: z.string().nullish(),
  productSkuSpec: z.looseObject({ specList: z.array(specQuadRead).nullish() }).nullish(),
});

/** bg.glo.goods.custom.label.get [PA]: barcodes of customised (定制) SKUs. */
export const customLabelGetRequestSchema = z.strictObject({
  personalProductSkuIdList: z.array(id).optional(),
  productSkuIdList: z.array(id).optional(),
  productSkcIdList: z.array(id).optional(),
  /** Unit not given on the page; ms integers (page type INTEGER). */
  createTimeStart: int.optional(),
  createTimeEnd: int.optional(),
  labelCode: int.optional(),
  page: int.min(1).optional(),
  pageSize: int.min(1).optional(),
  return_data_key: returnDataKey.optional(),
});
export const customLabelGetDataSchema = z.looseObject({
  personalLabelCodePageResult: z.looseObject({
    totalCount: int.nonnegative(),
    data: z.array(
      z.looseObject({
        productSkuLabelCodeDTO: z.looseObject({
          productSkuId: id,
          productSkcId: int.nullish(),
          productId: int.nullish(),
          labelCode: int,
          createTimeTs: int.nullish(),
        }),
        productSkuDTO: skuDto.nullish(),
        productSkcDTO: z.looseObject({}).nullish(),
        /** Not labelv2's countryShortName / countryName. */
        productOrigin: z.looseObject({ region1ShortName: z.string(), region1Name: z.string().nullish() }).nullish(),
      }),
    ),
  }),
});
export const customLabelGetResultSchema = z.union([dataKeyResult, customLabelGetDataSchema]);
export const customLabelGetResponseSchema = okEnvelope(customLabelGetResultSchema);
export type CustomLabelGetData = z.output<typeof customLabelGetDataSchema>;

/** bg.glo.goods.labelv2.get [PA]: barcodes of ordinary SKUs (`productSkuLabelCodeDTO` first, legacy fallback). */
export const labelV2GetRequestSchema = z.strictObject({
  productSkuIdList: z.array(id).optional(),
  productSkcIdList: z.array(id).optional(),
  skcExtCode: z.string().optional(),
  skuExtCode: z.string().optional(),
  labelCode: int.optional(),
  page: int.min(1).optional(),
  pageSize: int.min(1).optional(),
  return_data_key: returnDataKey.optional(),
});
const labelDto = z.looseObject({ productSkuId: id, labelCode: int });
export const labelV2GetDataSchema = z.looseObject({
  labelCodePageResult: z.looseObject({
    totalCount: int.nonnegative(),
    data: z.array(
      z
        .looseObject({
          productSkuLabelCodeDTO: labelDto.nullish(),
          /** Legacy label; the wire key starts with a lower-case p. */
          productLabelCodeDTO: labelDto.nullish(),
          productSkuDTO: skuDto.nullish(),
          productSkcDTO: z.looseObject({}).nullish(),
          productDTO: z.looseObject({}).nullish(),
          productOrigin: z.looseObject({ countryShortName: z.string(), countryName: z.string().nullish() }).nullish(),
        })
        .refine((d) => d.productSkuLabelCodeDTO || d.productLabelCodeDTO, '条码数据缺少 labelCode'),
    ),
  }),
});
export const labelV2GetResultSchema = z.union([dataKeyResult, labelV2GetDataSchema]);
export const labelV2GetResponseSchema = okEnvelope(labelV2GetResultSchema);
export type LabelV2GetData = z.output<typeof labelV2GetDataSchema>;

/** bg.logistics.boxmarkinfo.get [CN, 3 qps]: box marks per package of FH orders; data mode answers a LIST. */
export const boxMarkGetRequestSchema = z.strictObject({
  deliveryOrderSnList: z.array(fhSn).min(1),
  return_data_key: returnDataKey.optional(),
});
export const boxMarkSchema = z.looseObject({
  deliveryOrderSn: fhSn,
  packageSn: z.string(),
  packageIndex: int.min(1),
  totalPackageNum: int.min(1),
  packageSkcNum: int.nullish(),
  deliverSkcNum: int.nullish(),
  subPurchaseOrderSn: z.string().nullish(),
  productSkcId: int.nullish(),
  skcExtCode: z.string().nullish(),
  productName: z.string().nullish(),
  productSkcName: z.string().nullish(),
  productSkuIdList: z.array(int).nullish(),
  isCustomProduct: z.boolean().nullish(),
  isClothCat: z.boolean().nullish(),
  isFirst: z.boolean().nullish(),
  urgencyType: int.nullish(),
  nonClothMainSpecVOList: z.array(specQuadRead).nullish(),
  nonClothSecondarySpecVOList: z.array(specQuadRead).nullish(),
  nonClothSkuExtCode: z.string().nullish(),
  subWarehouseId: int.nullish(),
  subWarehouseName: z.string().nullish(),
  subWarehouseEnglishName: z.string().nullish(),
  expressCompany: z.string().nullish(),
  expressEnglishCompany: z.string().nullish(),
  expressDeliverySn: z.string().nullish(),
  /** Page: 1 自送, 2 第三方物流 (shiporderv2 uses 0–3). */
  deliveryMethod: int.nullish(),
  deliverTime: int.nullish(),
  purchaseTime: int.nullish(),
  /** 10 小, 20 大 */
  volumeType: intEnum([10, 20] as const).nullish(),
  deliveryStatus: int.nullish(),
  greyKeyHitMap: z.record(z.string(), z.boolean()).nullish(),
  storageAttrName: z.string().nullish(),
});
export const boxMarkGetResultSchema = z.union([dataKeyResult, z.array(boxMarkSchema)]);
export const boxMarkGetResponseSchema = okEnvelope(boxMarkGetResultSchema);
export type BoxMark = z.output<typeof boxMarkSchema>;
