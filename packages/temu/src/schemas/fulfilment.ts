import { z } from 'zod';
import { list, loose, num } from './common';

const purchaseOrder = z.looseObject({
  subPurchaseOrderSn: z.string(),
  originalPurchaseOrderSn: z.string().nullish(),
  productName: z.string().nullish(),
  productSkcId: num.nullish(),
  /** 0 awaiting acceptance … 10 cancelled (MARKETPLACES.md). */
  status: num,
  isCustomProduct: z.boolean().nullish(),
  productSkcPicture: z.string().nullish(),
  /** When Temu raised the order, epoch ms. */
  purchaseTime: num.nullish(),
  skuQuantityDetailList: list(
    z.looseObject({
      productSkuId: num.nullish(),
      purchaseQuantity: num.nullish(),
      className: z.string().nullish(),
      /** The seller's SKU code (货号): ours is PB-T{template}-V{variant}. */
      extCode: z.string().nullish(),
    }),
  ),
});
/** bg.purchaseorderv2.get: stock-up orders (备货单). */
export const purchaseOrdersResult = z.looseObject({
  total: num.nullish(),
  subOrderForSupplierList: list(purchaseOrder),
});

/** The ship-to-warehouse steps answer small objects the publish/ship jobs read as they land. */
export const stagingAddResult = loose;
export const receiveAddressResult = loose;
export const shipOrderCreateResult = loose;
export const packingSendResult = loose;

const shipOrder = z.looseObject({
  deliveryOrderSn: z.string().nullish(),
  subPurchaseOrderSn: z.string().nullish(),
  /** 0 to pack … 6 partly received. */
  status: num.nullish(),
});
/** bg.shiporderv2.get */
export const shipOrdersResult = z.looseObject({ total: num.nullish(), list: list(shipOrder) });

/** Labels: the customised-goods barcode and box mark are typed in labels.ts; labelv2 (ordinary goods) is unused. */
export { boxMarkResult, customLabelResult } from './labels';
export const labelV2Result = loose;

const qcRow = z.looseObject({
  qcBillId: num.nullish(),
  productSkuId: num.nullish(),
  /** 1 pass, 2 fail. */
  skuQcResult: num.nullish(),
});
/** bg.goods.qualityinspection.get */
export const qualityListResult = z.looseObject({ total: num.nullish(), skuList: list(qcRow) });
/** bg.goods.qualityinspectiondetail.get: defects and photos. */
export const qualityDetailResult = loose;

/** bg.goods.salesv2.get */
export const salesResult = z.looseObject({ total: num.nullish(), subOrderList: list(loose) });
