import { z } from 'zod';
import { id, int, intEnum, okEnvelope, pageNo, pageSize } from './common';

/**
 * Quality checks [CN] — reference api/bg.goods.qualityinspection.get.md and …detail.get.md. The list pages with a
 * nested `pageInfo`; its rows carry no result (the filter `skuQcResult` says which). The detail's
 * `historyVOS[0].qcDetail` (newest first) holds the counts and the defects with photos.
 */
export const qualityListGetRequestSchema = z.strictObject({
  pageInfo: z.strictObject({ pageNo, pageSize }),
  /** 1 合格, 2 不合格 */
  skuQcResult: intEnum([1, 2] as const).optional(),
  /** ms */
  qcResultUpdateTimeBegin: int.optional(),
  qcResultUpdateTimeEnd: int.optional(),
  purchaseNo: z.array(z.string()).optional(),
  skuIdList: z.array(id).optional(),
  skcIdList: z.array(id).optional(),
});
export const qualityListGetResultSchema = z.looseObject({
  total: int.nonnegative(),
  skuList: z.array(
    z.looseObject({
      qcBillId: id,
      productSkuId: id,
      productSkcId: int.nullish(),
      spuId: int.nullish(),
      purchaseNo: z.string().nullish(),
      skuName: z.string().nullish(),
      spec: z.string().nullish(),
      catName: z.string().nullish(),
      thumbUrl: z.string().nullish(),
      /** STRING (format not documented). */
      qcResultUpdateTime: z.string().nullish(),
      skuExtCode: z.string().nullish(),
    }),
  ),
});
export const qualityListGetResponseSchema = okEnvelope(qualityListGetResultSchema);
export type QualityListGetResult = z.output<typeof qualityListGetResultSchema>;

export const qualityDetailGetRequestSchema = z.strictObject({ qcBillId: id });
export const qcFlawSchema = z.looseObject({
  flawNameId: int.nullish(),
  flawNameDesc: z.string().nullish(),
  flawType: int.nullish(),
  flawDesc: z.string().nullish(),
  flawDegree: int.nullish(),
  flawDegreeDesc: z.string().nullish(),
  /** Defect photo URLs. */
  attachments: z.array(z.string()).nullish(),
  productSkuId: z.array(int).nullish(),
  remark: z.string().nullish(),
});
export const qualityDetailGetResultSchema = z.looseObject({
  historyVOS: z.array(
    z.looseObject({
      /** 1 质检单, 2 稽查单, 3 更正单 */
      qcType: intEnum([1, 2, 3] as const).nullish(),
      qcBillNo: z.string().nullish(),
      qcResult: int.nullish(),
      /** STRINGs here, while qcDetail's times are INTEGERs. */
      startTime: z.string().nullish(),
      finishTime: z.string().nullish(),
      qcDetail: z.looseObject({
        qcBillId: int.nullish(),
        qcResult: int.nullish(),
        productSkcId: int.nullish(),
        expectQcQuantity: int.nonnegative(),
        defectiveQcQuantity: int.nonnegative(),
        totalQuantity: int.nullish(),
        receiptNo: z.string().nullish(),
        qcStartTime: int.nullish(),
        qcEndTime: int.nullish(),
        flawDTOList: z.array(qcFlawSchema).nullish(),
        skuDTOList: z
          .array(
            z.looseObject({
              productSkuId: int,
              sizeName: z.string().nullish(),
              totalQuantity: int.nullish(),
              expectQcQuantity: int.nullish(),
              defectiveQcQuantity: int.nullish(),
            }),
          )
          .nullish(),
        sizeDTOList: z.array(z.looseObject({})).nullish(),
      }),
    }),
  ),
});
export const qualityDetailGetResponseSchema = okEnvelope(qualityDetailGetResultSchema);
export type QualityDetailGetResult = z.output<typeof qualityDetailGetResultSchema>;
