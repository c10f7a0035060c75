import { personalLines, type SandboxOrder, warehouseOf } from './model';
import { ShipOrderStatus, type SandboxShipOrder } from './ship';

/**
 * The answers' rows, field by field from the reference's tables (bg.purchaseorderv2.get, bg.shiporder.staging.get,
 * bg.shiporderv2.get, bg.logistics.boxmarkinfo.get). The sandbox's orders are all customised, fully-managed,
 * non-urgent, non-JIT stock-up orders (settlementType 1, purchaseStockType 0, urgencyType 0).
 */
const DAY = 24 * 3600_000;
/** 自动移出发货台倒计时 starts at 3 days (the staging.get sample's 259200000). */
const DESK_KEEP_MS = 3 * DAY;

const totalOf = (o: SandboxOrder) => o.skuQuantityDetailList.reduce((n, l) => n + l.purchaseQuantity, 0);
const deliverBy = (o: SandboxOrder) => o.purchaseTime + 3 * DAY;
const arriveBy = (o: SandboxOrder) => o.purchaseTime + 6 * DAY;

export interface OrderFacts {
  status: number;
  skcExtCode: string;
  /** Pieces delivered and received, once the ship order went out / arrived. */
  delivered: boolean;
  received: boolean;
  sentAt: number | null;
  receivedAt: number | null;
}

/** A row of bg.purchaseorderv2.get `subOrderForSupplierList[]`. */
export function purchaseOrderView(o: SandboxOrder, mallId: string, f: OrderFacts) {
  const w = warehouseOf(o);
  const counters = (q: number) => ({
    purchaseQuantity: q,
    deliverQuantity: f.delivered && !f.received ? q : 0,
    realReceiveAuthenticQuantity: f.received ? q : 0,
    adviceQuantity: q,
    purchaseUpLimit: q,
  });
  const process = {
    processTypeDesc: '单一工艺',
    firstProcessTypeDesc: '皮具/布艺定制工艺',
    secondProcessTypeDesc: ['数码直喷'],
  };
  return {
    subPurchaseOrderSn: o.subPurchaseOrderSn,
    originalPurchaseOrderSn: o.originalPurchaseOrderSn,
    status: f.status,
    productId: o.productId,
    productSkcId: o.productSkcId,
    productName: o.productName,
    productSn: f.skcExtCode,
    productSkcPicture: o.productSkcPicture,
    category: 'T恤',
    categoryType: 1,
    isCustomProduct: o.isCustomProduct,
    isFirst: false,
    urgencyType: 0,
    settlementType: 1,
    purchaseStockType: 0,
    isCloseJit: false,
    warehouseGroupId: w.subWarehouseId,
    todayCanDeliver: f.status === 1,
    supportIncreaseNum: false,
    isCanJoinDeliverPlatform: f.status === 1 && !o.deskJoinedAt && !o.deliveryOrderSn,
    purchaseTime: o.purchaseTime,
    source: 2,
    currencyType: 'CNY',
    hasQcBill: 0,
    qcReject: 0,
    skuLackSnapshot: 0,
    supplyStatus: 0,
    applyDeleteStatus: 0,
    applyChangeSupplyStatus: 0,
    expectLatestArrivalIntervalDays: 6,
    supplierId: Number(mallId),
    deliveryOrderSn: o.deliveryOrderSn ?? null,
    deliverInfo: {
      deliveryOrderSn: o.deliveryOrderSn ?? null,
      deliverTime: f.sentAt,
      receiveTime: f.receivedAt,
      receiveWarehouseId: o.deliveryOrderSn ? w.subWarehouseId : null,
      receiveWarehouseName: o.deliveryOrderSn ? w.subWarehouseName : null,
      expectLatestDeliverTimeOrDefault: deliverBy(o),
      expectLatestArrivalTimeOrDefault: arriveBy(o),
    },
    skuQuantityTotalInfo: counters(totalOf(o)),
    skuQuantityDetailList: o.skuQuantityDetailList.map((l) => ({
      productSkuId: l.productSkuId,
      fulfilmentProductSkuId: l.productSkuId,
      extCode: l.extCode,
      className: l.className,
      ...counters(l.purchaseQuantity),
      qcResult: 0,
      customizationType: 0,
      processTypeVO: process,
      currencyType: 'CNY',
      thumbUrlList: o.productSkcPicture ? [o.productSkcPicture] : [],
    })),
  };
}

/** The order header shared by staging.get and shiporderv2.get (`subPurchaseOrderBasicVO`). */
export function orderBasic(o: SandboxOrder, mallId: string, skcExtCode: string, now: number) {
  const w = warehouseOf(o);
  const { receiverName: _r, phone: _p, ...deskAddress } = w.receiveAddressInfo;
  return {
    subPurchaseOrderSn: o.subPurchaseOrderSn,
    productSkcId: o.productSkcId,
    productSkcPicture: o.productSkcPicture,
    productName: o.productName,
    skcExtCode,
    supplierId: Number(mallId),
    isCustomProduct: o.isCustomProduct,
    isFirst: false,
    isClothCategory: true,
    urgencyType: 0,
    settlementType: 1,
    purchaseStockType: 0,
    productInventoryRegion: 1,
    fragileTag: false,
    purchaseQuantity: totalOf(o),
    purchaseTime: o.purchaseTime,
    subWarehouseId: w.subWarehouseId,
    subWarehouseName: w.subWarehouseName,
    receiveAddressInfo: deskAddress,
    expectLatestDeliverTimeOrDefault: deliverBy(o),
    expectLatestArrivalTimeOrDefault: arriveBy(o),
    autoRemoveFromDeliveryPlatformTime: Math.max(0, (o.deskJoinedAt ?? now) + DESK_KEEP_MS - now),
    deliverUpcomingDelayTimeMillis: 12 * 3600_000,
    deliverDisplayCountdownMillis: 3600_000,
    arrivalUpcomingDelayTimeMillis: 6 * 3600_000,
    arrivalDisplayCountdownMillis: 3600_000,
  };
}

/** A row of bg.shiporder.staging.get `list[]`. */
export function deskEntry(o: SandboxOrder, mallId: string, skcExtCode: string, now: number) {
  const [color = '', size = ''] = (o.skuQuantityDetailList[0]?.className ?? '').split('/');
  return {
    orderDetailVOList: personalLines(o).map((p) => {
      const [c = color, s = size] = p.line.className.split('/');
      return {
        productSkuId: p.productSkuId,
        productOriginalSkuId: p.productOriginalSkuId,
        color: c,
        size: s,
        productSkuImgUrlList: o.productSkcPicture ? [o.productSkcPicture] : [],
        productSkuPurchaseQuantity: p.line.purchaseQuantity,
        skuDeliveryQuantityMaxLimit: p.line.purchaseQuantity,
        personalText: p.personalText,
      };
    }),
    subPurchaseOrderBasicVO: orderBasic(o, mallId, skcExtCode, now),
  };
}

/** A row of bg.shiporderv2.get `list[]`. */
export function shipOrderView(
  s: SandboxShipOrder,
  status: number,
  o: SandboxOrder,
  mallId: string,
  skcExtCode: string,
  now: number,
) {
  const d = s.delivery;
  const pieces = s.lines.reduce((n, l) => n + l.deliverSkuNum, 0);
  const received = status === ShipOrderStatus.RECEIVED || status === ShipOrderStatus.WAREHOUSED;
  return {
    deliveryOrderSn: s.deliveryOrderSn,
    subPurchaseOrderSn: s.subPurchaseOrderSn,
    status,
    deliveryMethod: d?.deliverMethod ?? 0,
    expressCompanyId: d?.expressCompanyId ?? null,
    expressCompany: d?.expressCompany ?? null,
    expressDeliverySn: d?.expressDeliverySn ?? null,
    expressBatchSn: d?.expressBatchSn ?? null,
    expressPackageNum: d?.expressPackageNum ?? 0,
    deliverPackageNum: s.packages.length,
    receivePackageNum: received ? s.packages.length : 0,
    otherDeliveryPackageNum: 0,
    packageList: s.packages.map((p) => ({ packageSn: p.packageSn, skcNum: p.items.reduce((n, i) => n + i.skuNum, 0) })),
    packageDetailList: s.lines.map((l) => ({
      productSkuId: l.productSkuId,
      productOriginalSkuId: l.productOriginalSkuId,
      personalText: l.personalText,
      skuNum: l.deliverSkuNum,
    })),
    packageReceiveInfoVOList: received
      ? s.packages.map((p) => ({ packageSn: p.packageSn, receiveTime: s.receivedAt }))
      : [],
    deliverSkcNum: pieces,
    receiveSkcNum: received ? pieces : 0,
    defectiveSkcNum: 0,
    skcPurchaseNum: totalOf(o),
    deliveryOrderCreateTime: s.createdAt,
    deliverTime: s.sentAt,
    receiveTime: s.receivedAt,
    inboundTime: s.warehousedAt,
    expectPickUpGoodsTime: d?.expectPickUpGoodsTime ?? null,
    expectLatestPickTime: null,
    deliveryOrderCancelLeftTime: status === ShipOrderStatus.CREATED ? Math.max(0, s.createdAt + 3 * DAY - now) : null,
    predictTotalPackageWeight: d?.predictTotalPackageWeight ?? null,
    deliveryAddressId: s.deliveryAddressId,
    subWarehouseId: s.subWarehouseId,
    subWarehouseName: warehouseOf(o).subWarehouseName,
    receiveAddressInfo: s.receiveAddressInfo,
    isPrintBoxMark: s.boxMarkPrinted,
    ifCanOperateDeliver: status === ShipOrderStatus.CREATED,
    isCustomProduct: o.isCustomProduct,
    isClothCategory: true,
    urgencyType: 0,
    purchaseStockType: 0,
    inventoryRegion: 1,
    productSkcId: o.productSkcId,
    skcExtCode,
    supplierId: Number(mallId),
    purchaseTime: o.purchaseTime,
    driverName: d?.driverName ?? null,
    plateNumber: d?.plateNumber ?? null,
    isDisplayCourier: d?.deliverMethod === 2,
    taxWarehouseApplyOperateType: 0,
    latestFeedbackStatus: 0,
    exceptionFeedBackTotalCount: 0,
    expressRejectStatus: 0,
    expressWeightFeedbackStatus: 0,
    expressWeightFeedbackTip: null,
    subPurchaseOrderBasicVO: orderBasic(o, mallId, skcExtCode, now),
  };
}
