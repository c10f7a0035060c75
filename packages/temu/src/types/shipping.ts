import { z } from 'zod';
import { ebSn, fhSn, id, int, intEnum, okEnvelope, pageNo, pageSize, wbSn } from './common';

/**
 * The shipping desk and ship orders [CN] — reference flows.md (b) and one file per type in api/.
 * WB (stock-up order) → staging.add → staging.get / receiveaddressv2.get → shiporderv3.create → FH (ship order)
 * → box marks, logisticsmatch → packing.send → EB (batch) → shiporderv2.get → express.note.get.
 */
const bit = intEnum([0, 1] as const);

/** A warehouse address as receiveaddressv2 answers it; passed back unchanged to v3.create and logisticsmatch. */
const addressFields = {
  provinceCode: int,
  provinceName: z.string(),
  cityCode: int,
  cityName: z.string(),
  districtCode: int,
  districtName: z.string(),
  detailAddress: z.string(),
};
/** In requests every field is optional on the page; nothing else may be added. */
export const receiveAddressInfoReqSchema = z.strictObject({
  provinceCode: int.optional(),
  provinceName: z.string().optional(),
  cityCode: int.optional(),
  cityName: z.string().optional(),
  districtCode: int.optional(),
  districtName: z.string().optional(),
  detailAddress: z.string().optional(),
  receiverName: z.string().optional(),
  phone: z.string().optional(),
});

/** bg.shiporder.staging.add [3 qps]: put WB orders on the desk. deliveryAddressType 1 (内地) is deprecated: 4. */
export const TEMU_DELIVERY_ADDRESS_TYPES = [2, 3, 4] as const;
export const stagingAddRequestSchema = z.strictObject({
  joinInfoList: z
    .array(
      z.strictObject({
        subPurchaseOrderSn: wbSn,
        /** 2 香港, 3 内地保税区, 4 内地非保税区 (1 内地: deprecated since 2025-11). */
        deliveryAddressType: intEnum(TEMU_DELIVERY_ADDRESS_TYPES),
      }),
    )
    .min(1),
});
/** Per-order codes: 60001 = already on the desk (success), 60004 = not in 已接单待发货 (fatal). */
export const TEMU_STAGING_ALREADY_JOINED = 60001;
export const TEMU_STAGING_WRONG_STATUS = 60004;
export const stagingAddResultSchema = z.looseObject({
  existJoinErrorSubPurchase: z.boolean(),
  joinErrorList: z
    .array(
      z.looseObject({
        joinErrorSubPurchaseOrderSn: z.string(),
        errorCode: int,
        errorMsg: z.string().nullish(),
        extraInfoMap: z.record(z.string(), z.unknown()).nullish(),
      }),
    )
    .nullish(),
});
export const stagingAddResponseSchema = okEnvelope(stagingAddResultSchema);
export type StagingAddResult = z.output<typeof stagingAddResultSchema>;

/** bg.shiporder.staging.get [5 qps]: the desk's SKU lines and quantity caps. */
export const stagingGetRequestSchema = z.strictObject({
  pageNo,
  pageSize,
  subPurchaseOrderSnList: z.array(wbSn).optional(),
  productSkcIdList: z.array(id).optional(),
  skcExtCode: z.array(z.string()).optional(),
  settlementType: bit.optional(),
  urgencyType: bit.optional(),
  isCustomProduct: z.boolean().optional(),
  purchaseStockType: bit.optional(),
  isJit: z.boolean().optional(),
  isFirstOrder: z.boolean().optional(),
  subWarehouseId: id.optional(),
  inventoryRegion: z.array(intEnum([1, 2, 3] as const)).optional(),
});
export const stagingLineSchema = z.looseObject({
  /** The SKU id for v3.create (customised goods: the 定制品 SKU id). */
  productSkuId: id,
  productOriginalSkuId: int.nullish(),
  productSkuPurchaseQuantity: int.nonnegative(),
  skuDeliveryQuantityMaxLimit: int.nonnegative(),
  color: z.string().nullish(),
  size: z.string().nullish(),
  productSkuImgUrlList: z.array(z.string()).nullish(),
  /** 定制化内容 (SDK; not on the page). */
  personalText: z.string().nullish(),
});
export const stagingGetResultSchema = z.looseObject({
  total: int.nonnegative(),
  list: z.array(
    z.looseObject({
      orderDetailVOList: z.array(stagingLineSchema),
      subPurchaseOrderBasicVO: z.looseObject({
        subPurchaseOrderSn: wbSn,
        subWarehouseId: int.nullish(),
        subWarehouseName: z.string().nullish(),
        receiveAddressInfo: z.looseObject(addressFields).nullish(),
        productSkcId: int.nullish(),
        skcExtCode: z.string().nullish(),
        isCustomProduct: z.boolean().nullish(),
        purchaseQuantity: int.nullish(),
        expectLatestDeliverTimeOrDefault: int.nullish(),
        expectLatestArrivalTimeOrDefault: int.nullish(),
        autoRemoveFromDeliveryPlatformTime: int.nullish(),
      }),
    }),
  ),
});
export const stagingGetResponseSchema = okEnvelope(stagingGetResultSchema);
export type StagingGetResult = z.output<typeof stagingGetResultSchema>;

/** bg.shiporder.receiveaddressv2.get [5 qps]: one group per receiving warehouse (orders must be on the desk). */
export const receiveAddressGetRequestSchema = z.strictObject({ subPurchaseOrderSnList: z.array(wbSn).min(1) });
export const receiveAddressInfoSchema = z.looseObject({
  ...addressFields,
  receiverName: z.string(),
  phone: z.string(),
});
export const receiveAddressGetResultSchema = z.looseObject({
  subPurchaseReceiveAddressGroups: z.array(
    z.looseObject({
      subWarehouseId: id,
      subPurchaseOrderSnList: z.array(wbSn),
      receiveAddressInfo: receiveAddressInfoSchema,
    }),
  ),
});
export const receiveAddressGetResponseSchema = okEnvelope(receiveAddressGetResultSchema);
export type ReceiveAddressGetResult = z.output<typeof receiveAddressGetResultSchema>;

/** bg.mall.address.get: the ship-from addresses; `result` is a bare list; `id` → deliveryAddressId. */
export const mallAddressGetRequestSchema = z.strictObject({});
export const mallAddressGetResultSchema = z.array(
  z.looseObject({
    id: id,
    isDefault: z.boolean(),
    mallId: int.nullish(),
    provinceCode: int.nullish(),
    provinceName: z.string().nullish(),
    cityCode: int.nullish(),
    cityName: z.string().nullish(),
    districtCode: int.nullish(),
    districtName: z.string().nullish(),
    addressDetail: z.string().nullish(),
    addressLabel: z.string().nullish(),
  }),
);
export const mallAddressGetResponseSchema = okEnvelope(mallAddressGetResultSchema);
export type MallAddressGetResult = z.output<typeof mallAddressGetResultSchema>;

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
