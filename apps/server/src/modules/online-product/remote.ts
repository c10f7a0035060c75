import { z } from 'zod';

/** The fields of bg.glo.goods.list.get rows the product keeps (the client's schema lets the rest through). */
const num = z.coerce.number();
export const remoteGoods = z.looseObject({
  productId: num,
  productName: z.string().nullish(),
  skcSiteStatus: num.nullish(),
  mainImageUrl: z.string().nullish(),
  onSaleTime: num.nullish(),
  skcList: z.array(z.looseObject({ productSkcId: num, colorImageUrl: z.string().nullish() })).nullish(),
  productSkuSummaries: z
    .array(
      z.looseObject({
        productSkuId: num,
        productSkcId: num.nullish(),
        specName: z.string().nullish(),
        extCode: z.string().nullish(),
        supplierPrice: num.nullish(),
      }),
    )
    .nullish(),
});
export type RemoteGoods = z.infer<typeof remoteGoods>;

/** bg.goods.salesv2.get rows: per SKC, per SKU volumes. */
export const remoteSales = z.looseObject({
  skuQuantityDetailList: z
    .array(
      z.looseObject({
        productSkuId: num,
        lastThirtyDaysSaleVolume: num.nullish(),
        totalSaleVolume: num.nullish(),
      }),
    )
    .nullish(),
});
