import { z } from 'zod';

const num = z.coerce.number();

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
