import { z } from 'zod';
import { ebSn, fhSn, id, int, intEnum, okEnvelope } from './common';
import { bit, receiveAddressInfoReqSchema } from './shipping-fields';

/** Logistics [CN]: carrier matching, the carrier dictionary, booking the carrier (packing.send), the waybill. */

/** bg.shiporderv3.logisticsmatch.get [5 qps]: platform carriers, prices, pickup slots and the predictId. */
export const logisticsMatchGetRequestSchema = z.strictObject({
  deliveryAddressId: id,
  subWarehouseId: id,
  receiveAddressInfo: receiveAddressInfoReqSchema,
  deliveryOrderSns: z.array(fhSn).min(1),
  /** grams */
  predictTotalPackageWeight: int.min(1),
  totalPackageNum: int.min(1),
  /** m³ as a string (from bg.predict.volume.get). */
  predictVolume: z.string().optional(),
  urgencyType: bit.optional(),
});
const amount = z.union([z.string(), z.number()]);
export const logisticsMatchGetResultSchema = z.looseObject({
  list: z.array(
    z.looseObject({
      expressCompanyId: id,
      expressCompanyName: z.string(),
      predictId: id,
      /** 元 — STRING on the page, float in the SDK: both read. */
      minSupplierChargeAmount: amount.nullish(),
      maxSupplierChargeAmount: amount.nullish(),
      /** Beijing-time slots → expectPickUpGoodsTime (ms). */
      channelScheduleTimeList: z
        .array(
          z.looseObject({
            bjDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            bjStartTime: z.string().regex(/^\d{2}:\d{2}$/),
            bjEndTime: z.string().regex(/^\d{2}:\d{2}$/),
          }),
        )
        .nullish(),
      promisedDeliveryHourTime: amount.nullish(),
      /** 1 次日达, 2 隔日达, 99 其它 */
      courierTimeType: intEnum([1, 2, 99] as const).nullish(),
      hasUsedThisLogistics: z.boolean().nullish(),
      advantageDescList: z.array(z.string()).nullish(),
      carrierAttention: z.string().nullish(),
      /** Placement of pickupMethod is ambiguous (page: in tmsPickupVOList; LIVE: on the item): both read. */
      tmsPickupVOList: z.array(z.looseObject({ pickupMethod: bit.nullish() })).nullish(),
      pickupMethod: bit.nullish(),
    }),
  ),
  mostUsedExpressCompany: z.looseObject({}).nullish(),
  usePricePrivileges: z.boolean().nullish(),
});
export const logisticsMatchGetResponseSchema = okEnvelope(logisticsMatchGetResultSchema);
export type LogisticsMatchGetResult = z.output<typeof logisticsMatchGetResultSchema>;

/** bg.logistics.company.get: the carrier dictionary `{shipId, shipName}` (its page types errorCode STRING). */
export const logisticsCompanyGetRequestSchema = z.strictObject({
  partner: z.string().optional(),
  dataDigest: z.string().optional(),
});
export const logisticsCompanyGetResultSchema = z.looseObject({
  shipList: z.array(z.looseObject({ shipId: id, shipName: z.string() })),
});
export const logisticsCompanyGetResponseSchema = okEnvelope(logisticsCompanyGetResultSchema);
export type LogisticsCompanyGetResult = z.output<typeof logisticsCompanyGetResultSchema>;

/**
 * bg.shiporder.packing.send [5 qps]: books the carrier — irreversible. deliverMethod 1 自送 → selfDeliveryInfo,
 * 2 平台推荐 → thirdPartyDeliveryInfo (carrier + predictId from logisticsmatch), 3 自行委托第三方 →
 * thirdPartyExpressDeliveryInfoVO.
 */
export const TEMU_DELIVER_METHODS = [1, 2, 3] as const;
export const packingSendRequestSchema = z
  .strictObject({
    deliveryOrderSnList: z.array(fhSn).min(1),
    deliveryAddressId: id,
    deliverMethod: intEnum(TEMU_DELIVER_METHODS),
    predictPackageVolume: z.string().optional(),
    thirdPartyDeliveryInfo: z
      .strictObject({
        expressCompanyId: id.optional(),
        expressCompanyName: z.string().optional(),
        predictId: id.optional(),
        /** grams, ≥ 1000 and whole kilograms ("总量必须大于等于1千克且为整千克值"). */
        predictTotalPackageWeight: int
          .min(1000, '预估总包裹重量须至少 1 千克')
          .refine((g) => g % 1000 === 0, '预估总包裹重量须为整千克')
          .optional(),
        /** ms, inside a channelScheduleTimeList slot. */
        expectPickUpGoodsTime: int.optional(),
        expressPackageNum: int.min(1).optional(),
        pickupMethod: bit.optional(),
        selfDeliverSiteAddress: z.string().optional(),
        selfDeliverSitePhone: z.string().optional(),
        selfDeliverSiteCompanyCode: z.string().optional(),
        selfDeliverSiteUserCode: z.string().optional(),
        standbyExpress: z.boolean().optional(),
        expressDeliverySn: z.string().optional(),
        /** SDK-sent (logistics.change page). */
        tmsChannelId: int.optional(),
        minChargeAmount: z.number().optional(),
        maxChargeAmount: z.number().optional(),
      })
      .optional(),
    selfDeliveryInfo: z
      .strictObject({
        driverName: z.string().min(1),
        plateNumber: z.string().min(1),
        deliveryContactNumber: z.string().optional(),
        deliveryContactAreaNo: z.string().optional(),
        expressPackageNum: int.min(1).optional(),
        driverUid: int.optional(),
        driverRecordId: int.optional(),
      })
      .optional(),
    thirdPartyExpressDeliveryInfoVO: z
      .strictObject({
        expressCompanyId: id,
        expressCompanyName: z.string().min(1),
        expressDeliverySn: z.string().min(1),
        expressPackageNum: int.min(1).optional(),
      })
      .optional(),
  })
  .superRefine((r, ctx) => {
    const need = (key: keyof typeof r, message: string) => {
      if (r[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message });
    };
    if (r.deliverMethod === 1) need('selfDeliveryInfo', '自送须填写司机信息（selfDeliveryInfo）');
    if (r.deliverMethod === 3) need('thirdPartyExpressDeliveryInfoVO', '自行委托第三方物流须填写快递公司和单号');
    if (r.deliverMethod === 2) {
      const t = r.thirdPartyDeliveryInfo;
      if (!t) need('thirdPartyDeliveryInfo', '平台推荐物流须填写承运商信息（thirdPartyDeliveryInfo）');
      else {
        for (const k of ['expressCompanyId', 'expressCompanyName', 'predictId'] as const) {
          if (t[k] === undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['thirdPartyDeliveryInfo', k],
              message: '须使用物流匹配返回的承运商',
            });
          }
        }
      }
    }
  });
export type PackingSendRequest = z.input<typeof packingSendRequestSchema>;
export const packingSendResultSchema = z.looseObject({
  expressBatchSn: ebSn,
  /** SDK only: a non-empty list means the waybill creation failed. */
  createExpressErrorRequestList: z.array(z.unknown()).nullish(),
});
export const packingSendResponseSchema = okEnvelope(packingSendResultSchema);
export type PackingSendResult = z.output<typeof packingSendResultSchema>;

/** bg.shiporder.express.note.get: the waybill PDF URL(s) for a tracking number (after packing.send). */
export const expressNoteGetRequestSchema = z.strictObject({
  expressCompanyId: id,
  expressDeliverySn: z.string().min(1),
});
export const expressNoteGetResultSchema = z.looseObject({
  tmsChildWaybillSnNoteDetails: z.array(
    // A URL (Temu's sample: https on openapi.kuajingmaihuo.com; the reference types it STRING). Where it may be
    // fetched with the shop's token is decided by downloadWaybill (the gateway's origin only), not here.
    z.looseObject({ childWaybillSn: z.string(), childWaybillNote: z.string().regex(/^https?:\/\/\S+$/) }),
  ),
  expressCompanyId: int.nullish(),
  expressDeliverySn: z.string().nullish(),
});
export const expressNoteGetResponseSchema = okEnvelope(expressNoteGetResultSchema);
export type ExpressNoteGetResult = z.output<typeof expressNoteGetResultSchema>;
