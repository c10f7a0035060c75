import { z } from 'zod';
import { fhSn, id, int, intEnum, okEnvelope, pageNo, pageSize, wbSn } from './common';
import { bit, receiveAddressInfoReqSchema } from './shipping-fields';

/** Ship orders (FH) [CN]: create, cancel, list. */

/**
 * bg.shiporderv3.create [5 qps] — the nesting LIVE verified by trial: `receiveAddressInfo` at GROUP level,
 * `packageInfos` at ORDER level (one per box). Not idempotent.
 */
export const shipOrderCreateRequestSchema = z.strictObject({
  deliveryOrderCreateGroupList: z
    .array(
      z.strictObject({
        subWarehouseId: id,
        receiveAddressInfo: receiveAddressInfoReqSchema,
        deliveryOrderCreateInfos: z
          .array(
            z.strictObject({
              subPurchaseOrderSn: wbSn,
              /** Page N, effectively required ("待灰度…全量后 该字段不能为空"). */
              deliveryAddressId: id,
              deliverOrderDetailInfos: z.array(z.strictObject({ productSkuId: id, deliverSkuNum: int.min(1) })).min(1),
              packageInfos: z
                .array(
                  z.strictObject({
                    packageDetailSaveInfos: z.array(z.strictObject({ productSkuId: id, skuNum: int.min(1) })).min(1),
                  }),
                )
                .min(1),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type ShipOrderCreateRequest = z.input<typeof shipOrderCreateRequestSchema>;
export const shipOrderCreateResultSchema = z.looseObject({
  /** The created FH numbers (the answer does not say which WB each belongs to). */
  deliveryOrders: z.array(fhSn),
  isUrgencyType: z.boolean().nullish(),
  cancelUrgencyType: z.boolean().nullish(),
  cancelUrgencyTypeSubPurchaseOrderSnList: z.array(z.string()).nullish(),
});
export const shipOrderCreateResponseSchema = okEnvelope(shipOrderCreateResultSchema);
export type ShipOrderCreateResult = z.output<typeof shipOrderCreateResultSchema>;

/** bg.shiporder.cancel [3 qps]: one FH not yet sent with packing.send. `result` is a list of strings. */
export const shipOrderCancelRequestSchema = z.strictObject({ deliveryOrderSn: fhSn });
export const shipOrderCancelResultSchema = z.array(z.string());
export const shipOrderCancelResponseSchema = okEnvelope(shipOrderCancelResultSchema);

/**
 * bg.shiporderv2.get [3 qps]: ship orders. status (SDK enum): 0 待装箱发货, 1 待仓库收货, 2 已收货, 3 已入库,
 * 4 已退货, 5 已取消, 6 部分收货.
 */
export const TEMU_SHIP_ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 6] as const;
export const shipOrdersGetRequestSchema = z.strictObject({
  pageNo,
  pageSize,
  deliveryOrderSnList: z.array(fhSn).optional(),
  subPurchaseOrderSnList: z.array(wbSn).optional(),
  expressDeliverySnList: z.array(z.string()).optional(),
  productSkcIdList: z.array(id).optional(),
  skcExtCodeList: z.array(z.string()).optional(),
  subWarehouseIdList: z.array(id).optional(),
  status: intEnum(TEMU_SHIP_ORDER_STATUSES).optional(),
  deliverTimeFrom: int.optional(),
  deliverTimeTo: int.optional(),
  isCustomProduct: z.boolean().optional(),
  urgencyType: bit.optional(),
  isVmi: bit.optional(),
  isJit: z.boolean().optional(),
  isPrintBoxMark: bit.optional(),
  latestFeedbackStatusList: z.array(intEnum([0, 1, 2, 3, 4] as const)).optional(),
  expressWeightFeedbackStatus: z.array(int.min(0).max(13)).optional(),
  inventoryRegion: z.array(intEnum([1, 2, 3] as const)).optional(),
  sortType: intEnum([0, 1, 2] as const).optional(),
  sortFieldName: z.string().optional(),
  targetReceiveAddress: z.string().optional(),
  targetDeliveryAddress: z.string().optional(),
  onlyTaxWarehouseWaitApply: z.boolean().optional(),
});
export const shipOrderSchema = z.looseObject({
  deliveryOrderSn: fhSn,
  subPurchaseOrderSn: wbSn,
  status: intEnum(TEMU_SHIP_ORDER_STATUSES),
  /** 0 无, 1 自送, 2 公司指定物流, 3 第三方物流 */
  deliveryMethod: intEnum([0, 1, 2, 3] as const).nullish(),
  expressCompanyId: int.nullish(),
  expressCompany: z.string().nullish(),
  expressDeliverySn: z.string().nullish(),
  expressBatchSn: z.string().nullish(),
  expressPackageNum: int.nullish(),
  deliverPackageNum: int.nullish(),
  receivePackageNum: int.nullish(),
  packageList: z.array(z.looseObject({ packageSn: z.string(), skcNum: int.nullish() })).nullish(),
  packageDetailList: z
    .array(
      z.looseObject({
        productSkuId: id,
        productOriginalSkuId: int.nullish(),
        personalText: z.string().nullish(),
        skuNum: int,
      }),
    )
    .nullish(),
  deliveryAddressId: int.nullish(),
  subWarehouseId: int.nullish(),
  subWarehouseName: z.string().nullish(),
  isPrintBoxMark: z.boolean().nullish(),
  ifCanOperateDeliver: z.boolean().nullish(),
  deliveryOrderCreateTime: int.nullish(),
  deliverTime: int.nullish(),
  receiveTime: int.nullish(),
  expectPickUpGoodsTime: int.nullish(),
  predictTotalPackageWeight: int.nullish(),
});
export const shipOrdersGetResultSchema = z.looseObject({ total: int.nonnegative(), list: z.array(shipOrderSchema) });
export const shipOrdersGetResponseSchema = okEnvelope(shipOrdersGetResultSchema);
export type ShipOrder = z.output<typeof shipOrderSchema>;
export type ShipOrdersGetResult = z.output<typeof shipOrdersGetResultSchema>;
