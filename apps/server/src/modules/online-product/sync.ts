import { createHash } from 'node:crypto';
import type { OnlineProductRow } from '@podbench/contract';
import type { TemuClient } from '@podbench/temu';
import type { Executor } from '../../db';
import { remoteGoods, remoteSales, type RemoteGoods } from './remote';
import { upsertProduct } from './repository';

const PAGE = 50;
type Sales = Map<number, { last30: number; total: number }>;
export type Shop = ReturnType<TemuClient['forShop']>;

/** Every page of a paged read; `pageOf` returns the rows and the total. */
async function allPages<T>(
  pageOf: (page: number) => Promise<{ rows: T[]; total: number }>,
  onPage?: (done: number, total: number) => Promise<void>,
) {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const r = await pageOf(page);
    out.push(...r.rows);
    await onPage?.(out.length, r.total);
    if (r.rows.length < PAGE || out.length >= r.total) return out;
  }
}

async function readSales(c: Shop): Promise<Sales> {
  const rows = await allPages(async (pageNo) => {
    const r = await c.call('bg.goods.salesv2.get', { pageNo, pageSize: PAGE });
    return { rows: r.subOrderList, total: Number(r.total ?? 0) };
  });
  const sales: Sales = new Map();
  for (const row of rows) {
    for (const s of remoteSales.parse(row).skuQuantityDetailList ?? []) {
      sales.set(s.productSkuId, {
        last30: Number(s.lastThirtyDaysSaleVolume ?? 0),
        total: Number(s.totalSaleVolume ?? 0),
      });
    }
  }
  return sales;
}

/** A list row as stored: SKCs with their SKUs, prices (fen) and sales folded in. */
export function toStored(g: RemoteGoods, sales: Sales) {
  const skus = g.productSkuSummaries ?? [];
  const skcIds = g.skcList?.map((s) => s.productSkcId) ?? [...new Set(skus.map((s) => Number(s.productSkcId ?? 0)))];
  const skcs: OnlineProductRow['skcs'] = skcIds.map((skcId) => ({
    productSkcId: String(skcId),
    imageUrl: g.skcList?.find((s) => s.productSkcId === skcId)?.colorImageUrl ?? null,
    skus: skus
      .filter((s) => Number(s.productSkcId) === skcId)
      .map((s) => ({
        productSkuId: String(s.productSkuId),
        spec: s.specName ?? '',
        extCode: s.extCode ?? '',
        supplierPrice: Number(s.supplierPrice ?? 0),
        sales30d: sales.get(s.productSkuId)?.last30 ?? 0,
        salesTotal: sales.get(s.productSkuId)?.total ?? 0,
      })),
  }));
  const all = skcs.flatMap((s) => s.skus);
  const prices = all.map((s) => s.supplierPrice);
  return {
    productId: String(g.productId),
    productName: g.productName ?? '',
    status: Number(g.skcSiteStatus ?? 0),
    imageUrl: g.mainImageUrl ?? skcs[0]?.imageUrl ?? null,
    skcs: JSON.stringify(skcs),
    carousel: JSON.stringify([g.mainImageUrl, ...skcs.map((s) => s.imageUrl)].filter((u): u is string => Boolean(u))),
    skcCount: skcs.length,
    skuCount: all.length,
    priceMin: prices.length ? Math.min(...prices) : 0,
    priceMax: prices.length ? Math.max(...prices) : 0,
    sales30d: all.reduce((n, s) => n + s.sales30d, 0),
    salesTotal: all.reduce((n, s) => n + s.salesTotal, 0),
    onSaleAt: g.onSaleTime ?? null,
  };
}

/**
 * Reads the shop's goods (bg.glo.goods.list.get, every page) and sales (bg.goods.salesv2.get) through the shop's
 * client — its rate limiter paces the calls, reads retry — and upserts by (shop, productId). Safe to run twice.
 */
export async function syncShopProducts(
  db: Executor,
  c: Shop,
  shop: { id: number; mainId: number },
  progress: (p: number) => Promise<void>,
) {
  const sales = await readSales(c);
  await progress(10);
  const goods = await allPages(
    async (page) => {
      const r = await c.call('bg.goods.list.get', { page, pageSize: PAGE });
      return { rows: r.data, total: Number(r.total ?? r.totalCount ?? 0) };
    },
    (done, total) => progress(10 + (total ? (60 * done) / total : 60)),
  );
  const now = Date.now();
  let changed = 0;
  for (const [i, row] of goods.entries()) {
    const s = toStored(remoteGoods.parse(row), sales);
    const contentHash = createHash('sha256').update(JSON.stringify(s)).digest('hex');
    if (await upsertProduct(db, { ...s, mainId: shop.mainId, shopId: shop.id, contentHash }, now)) changed++;
    if (i % 20 === 0) await progress(70 + (30 * i) / goods.length);
  }
  await db.updateTable('shops').set({ last_sync_time: now }).where('id', '=', shop.id).execute();
  return { products: goods.length, changed };
}
