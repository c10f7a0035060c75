import { z } from 'zod';
import { id, int, intEnum, okEnvelope, pageNo, pageSize, wbSn } from './common';
import { addressFields, bit } from './shipping-fields';

/** The shipping desk [CN]: put WB orders on the desk, read its lines, the receiving and the ship-from addresses. */

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
