import { z } from 'zod';
import { GoodsStatus, parseGoods } from '../goods/model';
import { skuSales } from '../goods/views';
import { skcExtCodes } from '../orders/lookup';
import { boolish, int, paging, params, str } from '../orders/wire';
import { listRecords } from '../state/record-repository';
import type { TemuTypeHandler } from './registry';

const schema = z.looseObject({
  ...paging(500),
  productIdList: z.array(int).optional(),
  productSkcIdList: z.array(int).optional(),
  skcExtCodeList: z.array(str).optional(),
  skuExtCodeList: z.array(str).optional(),
  productName: str.optional(),
  selectStatusList: z.array(int).optional(),
  stockStatusList: z.array(int).optional(),
  supplyStatusList: z.array(int).optional(),
  isLack: int.optional(),
  isCustomGoods: boolish.optional(),
  hotTag: boolish.optional(),
  orderByParam: str.optional(),
  orderByDesc: int.optional(),
});

/**
 * bg.goods.salesv2.get: one row per on-sale SKC (`subOrderList[]`), SKU figures from the sandbox's steady invented
 * sales (goods/views.ts). No time filter exists on the page; none is read.
 */
export const salesHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.goods.salesv2.get',
    zone: 'CN',
    handle: async (c) => {
      const p = params(schema, c.params);
      const skcCode = await skcExtCodes(c.db, c.mall!.mallId);
      const rows = (await listRecords(c.db, c.mall!.mallId, 'goods'))
        .filter((r) => r.status === GoodsStatus.ON_SALE)
        .flatMap((r) => {
          const g = parseGoods(r.data);
          if (p.productIdList?.length && !p.productIdList.includes(g.productId)) return [];
          if (p.productName && !g.productName.includes(p.productName)) return [];
          if (p.isCustomGoods !== undefined && p.isCustomGoods !== g.customized) return [];
          if (p.selectStatusList?.length && !p.selectStatusList.includes(12)) return [];
          if (p.supplyStatusList?.length && !p.supplyStatusList.includes(0)) return [];
          if (p.stockStatusList?.length && !p.stockStatusList.includes(0)) return [];
          if (p.isLack === 1 || p.hotTag === true) return [];
          const days = g.onSaleAt === null ? 0 : Math.floor((c.now - g.onSaleAt) / 86_400_000);
          return g.skcs
            .filter((s) => !p.productSkcIdList?.length || p.productSkcIdList.includes(s.productSkcId))
            .filter((s) => !p.skcExtCodeList?.length || p.skcExtCodeList.includes(skcCode(s.productSkcId)))
            .filter((s) => !p.skuExtCodeList?.length || s.skus.some((k) => p.skuExtCodeList!.includes(k.extCode)))
            .map((s) => ({
              productId: g.productId,
              productSkcId: s.productSkcId,
              skcExtCode: skcCode(s.productSkcId),
              productName: g.productName,
              productSkcPicture: s.previewImgUrls[0] ?? null,
              category: 'T恤',
              supplyStatus: 0,
              supplyStatusRemark: null,
              onSalesDurationOffline: days,
              isFirst: false,
              inBlackList: false,
              hotTag: false,
              hasHotSku: false,
              isEnoughStock: true,
              pictureAuditStatus: 2,
              purchaseStockType: 0,
              settlementType: 1,
              inventoryRegion: 1,
              customInfoVO: {
                isCustomGoods: g.customized,
                limitNum: 20,
                effectPicture: s.previewImgUrls[0] ?? null,
                autoCloseJit: false,
              },
              skuQuantityDetailList: s.skus.map((k) => {
                const x = skuSales(k.productSkuId, g.onSaleAt, c.now);
                return {
                  productSkuId: k.productSkuId,
                  skuExtCode: k.extCode,
                  className: k.spec,
                  todaySaleVolume: x.today,
                  lastSevenDaysSaleVolume: x.last7,
                  lastThirtyDaysSaleVolume: x.last30,
                  totalSaleVolume: x.total,
                  adviceQuantity: 0,
                  lackQuantity: 0,
                  supplierPrice: k.supplierPrice,
                  availableSaleDays: null,
                  inventoryNumInfo: { warehouseInventoryNum: 0, waitReceiveNum: 0, waitDeliveryInventoryNum: 0 },
                };
              }),
            }));
        });
      const start = (p.pageNo - 1) * p.pageSize;
      return { total: rows.length, subOrderList: rows.slice(start, start + p.pageSize) };
    },
  },
];
