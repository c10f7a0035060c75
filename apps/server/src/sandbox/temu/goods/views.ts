import { unitHash } from './hash';
import { GoodsStatus, type SandboxGoods } from './model';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Sales the sandbox invents for an on-sale SKU: a steady daily rate from a hash of its id (1–8 a day) plus a
 * first-day burst, so figures exist as soon as goods go on sale and grow with time.
 */
export function skuSales(skuId: number, onSaleAt: number | null, now: number) {
  if (onSaleAt === null) return { today: 0, last7: 0, last30: 0, total: 0 };
  const rate = 1 + Math.floor(unitHash(`rate:${skuId}`) * 8);
  const burst = 1 + Math.floor(unitHash(`burst:${skuId}`) * 5);
  const days = (now - onSaleAt) / DAY;
  const upTo = (d: number) => burst + Math.floor(rate * Math.max(0, Math.min(days, d)));
  return { today: Math.min(upTo(1), burst + rate), last7: upTo(7), last30: upTo(30), total: upTo(10_000) };
}

/** A row of bg.glo.goods.list.get. */
export function goodsListRow(g: SandboxGoods, status: number, now: number) {
  return {
    productId: g.productId,
    productSkcId: g.skcs[0]?.productSkcId ?? null,
    productName: g.productName,
    leafCatId: g.leafCatId,
    skcSiteStatus: status,
    mainImageUrl: g.carouselImageUrls[0] ?? null,
    isCustomized: g.customized,
    createdAt: g.createdAt,
    onSaleTime: g.onSaleAt,
    skcList: g.skcs.map((s) => ({
      productSkcId: s.productSkcId,
      skcSiteStatus: status,
      colorImageUrl: s.colorImageUrl ?? s.previewImgUrls[0] ?? null,
    })),
    productSkuSummaries: g.skcs.flatMap((s) =>
      s.skus.map((k) => ({
        productSkuId: k.productSkuId,
        productSkcId: s.productSkcId,
        specName: k.spec,
        extCode: k.extCode,
        supplierPrice: k.supplierPrice,
        ...salesFields(k.productSkuId, status === GoodsStatus.ON_SALE ? g.onSaleAt : null, now),
      })),
    ),
  };
}

const salesFields = (skuId: number, onSaleAt: number | null, now: number) => {
  const s = skuSales(skuId, onSaleAt, now);
  return {
    todaySaleVolume: s.today,
    lastSevenDaysSaleVolume: s.last7,
    lastThirtyDaysSaleVolume: s.last30,
    totalSaleVolume: s.total,
  };
};

/** bg.glo.goods.detail.get: the list row plus images and review times. */
export function goodsDetail(g: SandboxGoods, status: number, now: number) {
  return {
    ...goodsListRow(g, status, now),
    catIds: g.catIds,
    carouselImageUrls: g.carouselImageUrls,
    reviewTime: g.reviewedAt,
    productSkcList: g.skcs.map((s) => ({
      productSkcId: s.productSkcId,
      colorImageUrl: s.colorImageUrl,
      previewImgUrls: s.previewImgUrls,
      productSkuList: s.skus.map((k) => ({ ...k, specName: k.spec })),
    })),
  };
}
