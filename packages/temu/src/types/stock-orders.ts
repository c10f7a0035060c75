import { z } from 'zod';
import { id, int, intEnum, okEnvelope, pageNo, wbSn } from './common';

/**
 * bg.purchaseorderv2.get [CN, 3 qps] — reference api/bg.purchaseorderv2.get.md (live-verified). Stock-up orders
 * (备货单 WB…); those in status 1 with `isCanJoinDeliverPlatform` go to the shipping desk.
 */
/** 0 待接单, 1 已接单/待发货, 2 已送货, 3 已收货, 4 已拒收, 5 已验收/全部退回, 6 已验收, 7 已入库, 8 作废, 9 已超时, 10 已取消 (SDK). */
export const TEMU_PURCHASE_ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** qcResult: 0 暂无结果, 1 合格, 2 不合格, 3 无需质检, 4 质检让步, 5 重新上床视频, 6 部分合格. */
export const TEMU_SKU_QC_RESULTS = [0, 1, 2, 3, 4, 5, 6] as const;
const bit = intEnum([0, 1] as const);

export const purchaseOrdersGetRequestSchema = z.strictObject({
  pageNo,
  pageSize: int.min(1).max(500),
  statusList: z.array(intEnum(TEMU_PURCHASE_ORDER_STATUSES)).optional(),
  subPurchaseOrderSnList: z.array(wbSn).optional(),
  originalPurchaseOrderSnList: z.array(z.string()).optional(),
  productSkcIdList: z.array(id).optional(),
  productSnList: z.array(z.string()).optional(),
  deliverOrderSnList: z.array(z.string()).optional(),
  purchaseTimeFrom: int.optional(),
  purchaseTimeTo: int.optional(),
  expectLatestDeliverTimeFrom: int.optional(),
  expectLatestDeliverTimeTo: int.optional(),
  expectLatestArrivalTimeFrom: int.optional(),
  expectLatestArrivalTimeTo: int.optional(),
  isCustomGoods: z.boolean().optional(),
  /** 0 文字, 1 图片 */
  customizationType: bit.optional(),
  urgencyType: bit.optional(),
  /** 0 非vmi(采购), 1 vmi(备货) */
  settlementType: bit.optional(),
  /** 0 普通, 1 JIT备货 */
  purchaseStockType: bit.optional(),
  isFirst: z.boolean().optional(),
  isDelayDeliver: z.boolean().optional(),
  isDelayArrival: z.boolean().optional(),
  deliverOrArrivalDelayStatusList: z.array(intEnum([101, 102, 201, 202] as const)).optional(),
  todayCanDeliver: z.boolean().optional(),
  sourceList: z.array(intEnum([0, 1, 9999] as const)).optional(),
  isSystemAutoPurchaseSource: z.boolean().optional(),
  qcReject: bit.optional(),
  qcOption: intEnum([10, 20] as const).optional(),
  skuLackSnapshot: bit.optional(),
  lackOrSoldOutTagList: z.array(intEnum([1, 2] as const)).optional(),
  isCloseJit: z.boolean().optional(),
  warehouseGroupIdList: z.array(int).optional(),
  productLabelCodeStyle: intEnum([0, 1, 2] as const).optional(),
  supplierIdList: z.array(int).optional(),
  supplierName: z.string().optional(),
});
export type PurchaseOrdersGetRequest = z.input<typeof purchaseOrdersGetRequestSchema>;

export const purchaseOrderSkuSchema = z.looseObject({
  productSkuId: id,
  fulfilmentProductSkuId: int.nullish(),
  extCode: z.string().nullish(),
  className: z.string().nullish(),
  purchaseQuantity: int.nonnegative(),
  deliverQuantity: int.nullish(),
  realReceiveAuthenticQuantity: int.nullish(),
  adviceQuantity: int.nullish(),
  purchaseUpLimit: int.nullish(),
  qcResult: intEnum(TEMU_SKU_QC_RESULTS).nullish(),
  customizationType: bit.nullish(),
  processTypeVO: z
    .looseObject({
      processTypeDesc: z.string().nullish(),
      firstProcessTypeDesc: z.string().nullish(),
      secondProcessTypeDesc: z.array(z.string()).nullish(),
    })
    .nullish(),
});
export const purchaseOrderSchema = z.looseObject({
  subPurchaseOrderSn: wbSn,
  originalPurchaseOrderSn: z.string().nullish(),
  status: intEnum(TEMU_PURCHASE_ORDER_STATUSES),
  productId: id,
  productSkcId: id,
  productName: z.string(),
  productSn: z.string().nullish(),
  productSkcPicture: z.string().nullish(),
  isCustomProduct: z.boolean().nullish(),
  isFirst: z.boolean().nullish(),
  urgencyType: bit.nullish(),
  settlementType: bit.nullish(),
  purchaseStockType: bit.nullish(),
  isCanJoinDeliverPlatform: z.boolean().nullish(),
  purchaseTime: int.nullish(),
  /** 0 未分类, 1 服饰 */
  categoryType: bit.nullish(),
  deliverInfo: z
    .looseObject({
      deliveryOrderSn: z.string().nullish(),
      receiveWarehouseId: int.nullish(),
      receiveWarehouseName: z.string().nullish(),
      expectLatestDeliverTimeOrDefault: int.nullish(),
      expectLatestArrivalTimeOrDefault: int.nullish(),
      receiveTime: int.nullish(),
      deliverTime: int.nullish(),
    })
    .nullish(),
  deliveryOrderSn: z.string().nullish(),
  skuQuantityDetailList: z.array(purchaseOrderSkuSchema).nullish(),
});
export const purchaseOrdersGetResultSchema = z.looseObject({
  total: int.nonnegative(),
  /** SDK only (not on Temu's page): status → count. */
  statusNumMap: z.record(z.string(), int).nullish(),
  delayNumMap: z.record(z.string(), int).nullish(),
  todayCanDeliverNum: int.nullish(),
  subOrderForSupplierList: z.array(purchaseOrderSchema),
});
export const purchaseOrdersGetResponseSchema = okEnvelope(purchaseOrdersGetResultSchema);
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;
export type PurchaseOrdersGetResult = z.output<typeof purchaseOrdersGetResultSchema>;

/**
 * bg.goods.salesv2.get [CN] — reference api/bg.goods.salesv2.get.md. Sales and stock per SKC / SKU (no history,
 * no time filter).
 */
const sortSpec = z.strictObject({
  firstOrderByParam: z.string(),
  firstOrderByDesc: bit,
  secondOrderByParam: z.string(),
  secondOrderByDesc: bit,
});
export const salesGetRequestSchema = z.strictObject({
  pageNo,
  pageSize: int.min(1).max(500),
  productIdList: z.array(id).optional(),
  productSkcIdList: z.array(id).optional(),
  skcExtCodeList: z.array(z.string()).optional(),
  skuExtCodeList: z.array(z.string()).optional(),
  productName: z.string().optional(),
  selectStatusList: z.array(intEnum([10, 11, 12, 13] as const)).optional(),
  stockStatusList: z.array(intEnum([0, 1, 2, 3] as const)).optional(),
  supplyStatusList: z.array(intEnum([0, 1, 2] as const)).optional(),
  pictureAuditStatusList: z.array(intEnum([1, 2] as const)).optional(),
  closeJitStatus: z.array(int.min(0).max(7)).optional(),
  isLack: bit.optional(),
  isCustomGoods: z.boolean().optional(),
  hotTag: z.boolean().optional(),
  todaySaleVolumMin: int.optional(),
  todaySaleVolumMax: int.optional(),
  sevenDaysSaleVolumMin: int.optional(),
  sevenDaysSaleVolumMax: int.optional(),
  thirtyDaysSaleVolumMin: int.optional(),
  thirtyDaysSaleVolumMax: int.optional(),
  minRemanentInventoryNum: int.optional(),
  maxRemanentInventoryNum: int.optional(),
  minAvailableSaleDays: z.string().optional(),
  maxAvailableSaleDays: z.string().optional(),
  onSalesDurationOfflineGte: int.optional(),
  onSalesDurationOfflineLte: int.optional(),
  warehouseGroupIdList: z.array(int).optional(),
  inventoryRegionList: z.array(intEnum([1, 2, 3] as const)).optional(),
  purchaseStockType: int.optional(),
  settlementType: int.optional(),
  /** Types not given on the page. */
  availableProduceNumGreaterThanZero: z.unknown().optional(),
  suggestCloseJit: z.unknown().optional(),
  orderByParam: z.string().optional(),
  orderByDesc: bit.optional(),
  advancedSort: sortSpec.optional(),
});
export const salesSkuSchema = z.looseObject({
  productSkuId: id,
  skuExtCode: z.string().nullish(),
  className: z.string().nullish(),
  todaySaleVolume: int.nullish(),
  lastSevenDaysSaleVolume: int.nullish(),
  lastThirtyDaysSaleVolume: int.nullish(),
  totalSaleVolume: int.nullish(),
  adviceQuantity: int.nullish(),
  lackQuantity: int.nullish(),
  /** fen */
  supplierPrice: int.nullish(),
  availableSaleDays: z.string().nullish(),
  inventoryNumInfo: z.looseObject({}).nullish(),
});
export const salesGetResultSchema = z.looseObject({
  total: int.nonnegative(),
  subOrderList: z.array(
    z.looseObject({
      productId: id,
      productSkcId: id,
      skcExtCode: z.string().nullish(),
      productName: z.string().nullish(),
      customInfoVO: z.looseObject({ isCustomGoods: z.boolean().nullish() }).nullish(),
      skuQuantityDetailList: z.array(salesSkuSchema).nullish(),
    }),
  ),
});
export const salesGetResponseSchema = okEnvelope(salesGetResultSchema);
export type SalesGetResult = z.output<typeof salesGetResultSchema>;
