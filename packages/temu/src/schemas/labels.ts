import { z } from 'zod';
import { list, num } from './common';

/**
 * Labels for fully-managed goods: the customised-goods barcode (bg.glo.goods.custom.label.get, PA) stuck on every
 * piece, and the box mark (箱唛, bg.logistics.boxmarkinfo.get, CN) stuck on every package sent to Temu's warehouse.
 *
 * Temu's pages (120 箱唛打印说明, 122 PA 条码打印说明) only describe `return_data_key` (true → `{ dataKey }` for Temu's
 * own print page, valid once within 10 min) and show printed samples; the request and response fields below are
 * designed after those samples and the rest of the fulfilment APIs, and the sandbox answers exactly this:
 *
 * bg.glo.goods.custom.label.get — request `{ subPurchaseOrderSnList: string[1..100], productSkuIdList?: number[],
 * pageNo?: 1, pageSize?: 1..100 (default 100), return_data_key?: boolean }`; a customised SKU gets its own label code
 * per stock-up order, so the order numbers are required. Response `{ totalCount, customLabelList: [{
 *   subPurchaseOrderSn, productSkcId, productSkuId,
 *   personalProductSkuId   the SKU issued for this order's customised piece,
 *   labelCode              the barcode value (Code 128, 12 digits) — the same for every call,
 *   productName, specName ("白色/XL"), skuExtCode (the seller's 货号),
 *   quantity               how many pieces (so how many labels),
 *   originText             "Made in China" line printed under the barcode }] }`.
 *   Cancelled / rejected / void orders get no labels (the call is refused naming the order).
 *
 * bg.logistics.boxmarkinfo.get — request `{ deliveryOrderSnList: string[1..100], return_data_key?: boolean }`.
 * Response `{ boxMarkInfoList: [{ one per package:
 *   deliveryOrderSn (发货单号), subPurchaseOrderSn (备货单号),
 *   packageSn              the package's barcode value (包裹号, "PC" + digits, the same for every call),
 *   packageIndex, totalPackageNum   package x of y,
 *   supplierId, supplierName        the shop (供应商),
 *   productSkcId, productName, deliverSkuNum (pieces in the ship order),
 *   skuList: [{ productSkuId, specName, deliverSkuNum }],
 *   subWarehouseId, subWarehouseName, receiveAddress (收货仓 and its address),
 *   expressCompanyName, expressDeliverySn (null until packing.send), deliverTime (null until sent),
 *   isUrgent (加急), purchaseStockType (0 普通备货, 1 JIT) }] }`.
 */
export interface CustomLabelParams {
  subPurchaseOrderSnList: string[];
  productSkuIdList?: number[];
  pageNo?: number;
  pageSize?: number;
  return_data_key?: boolean;
}

export interface BoxMarkParams {
  deliveryOrderSnList: string[];
  return_data_key?: boolean;
}

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const customLabel = z.looseObject({
  subPurchaseOrderSn: z.string(),
  productSkcId: num.nullish(),
  productSkuId: num,
  personalProductSkuId: num.nullish(),
  labelCode: z.union([z.string().min(1), z.number()]).transform((v) => String(v)),
  productName: text,
  specName: text,
  skuExtCode: text,
  quantity: num,
  originText: text,
});
/** bg.glo.goods.custom.label.get: label codes of customised SKUs per stock-up order (see above). */
export const customLabelResult = z.looseObject({
  totalCount: num.nullish(),
  customLabelList: list(customLabel),
  /** Only with return_data_key = true. */
  dataKey: z.string().nullish(),
});

const boxMark = z.looseObject({
  deliveryOrderSn: z.string(),
  subPurchaseOrderSn: z.string(),
  packageSn: z.string().min(1),
  packageIndex: num,
  totalPackageNum: num,
  supplierId: num.nullish(),
  supplierName: text,
  productSkcId: num.nullish(),
  productName: text,
  deliverSkuNum: num,
  skuList: list(z.looseObject({ productSkuId: num, specName: text, deliverSkuNum: num })),
  subWarehouseId: num.nullish(),
  subWarehouseName: text,
  receiveAddress: text,
  expressCompanyName: z.string().nullish(),
  expressDeliverySn: z.string().nullish(),
  deliverTime: num.nullish(),
  isUrgent: z.boolean().nullish(),
  purchaseStockType: num.nullish(),
});
/** bg.logistics.boxmarkinfo.get: one box mark per package of the ship orders asked for (see above). */
export const boxMarkResult = z.looseObject({
  boxMarkInfoList: list(boxMark),
  /** Only with return_data_key = true. */
  dataKey: z.string().nullish(),
});

export type CustomLabel = z.output<typeof customLabel>;
export type BoxMarkInfo = z.output<typeof boxMark>;
