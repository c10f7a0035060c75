import { z } from 'zod';
import { GoodsStatus, parseGoods } from '../goods/model';
import { skuSales } from '../goods/views';
import { listRecords } from '../state/record-repository';
import { parseParams, type TemuTypeHandler } from './registry';

const params = z.looseObject({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  productSkcIdList: z.array(z.coerce.number().int()).optional(),
});

/** bg.goods.salesv2.get: sales of the shop's on-sale SKCs (the sandbox's invented but steady figures). */
export const salesHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.goods.salesv2.get',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(params, c.params);
      const only = p.productSkcIdList ? new Set(p.productSkcIdList) : null;
      const rows = (await listRecords(c.db, c.mall!.mallId, 'goods'))
        .filter((r) => r.status === GoodsStatus.ON_SALE)
        .flatMap((r) => {
          const g = parseGoods(r.data);
          return g.skcs
            .filter((s) => !only || only.has(s.productSkcId))
            .map((s) => ({
              productId: g.productId,
              productSkcId: s.productSkcId,
              productName: g.productName,
              skuQuantityDetailList: s.skus.map((k) => {
                const x = skuSales(k.productSkuId, g.onSaleAt, c.now);
                return {
                  productSkuId: k.productSkuId,
                  className: k.spec,
                  todaySaleVolume: x.today,
                  lastSevenDaysSaleVolume: x.last7,
                  lastThirtyDaysSaleVolume: x.last30,
                  totalSaleVolume: x.total,
                };
              }),
            }));
        });
      const start = (p.pageNo - 1) * p.pageSize;
      return { total: rows.length, subOrderList: rows.slice(start, start + p.pageSize) };
    },
  },
];
