import { createHash } from 'node:crypto';
import { type OnlineProductRow, parsePodSkuCode } from '@podbench/contract';
import type { GoodsListRow, TemuClient } from '@podbench/temu';
import type { Executor } from '../../db';
import { remoteSales } from './remote';
import { upsertProduct, upsertSkc } from './repository';

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

/** The supply prices PodBench sent, by SKU code: `PB-T{template}-V{variant}` → the template SKU's priceFen. */
export async function publishedPrices(db: Executor, mainId: number, codes: string[]) {
  const refs = codes.map((c) => parsePodSkuCode(c)).filter((r) => r !== null);
  const ids = [...new Set(refs.map((r) => r.templateId))];
  const out = new Map<string, number>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('temu_templates')
    .select(['id', 'skus'])
    .where('main_id', '=', mainId)
    .where('id', 'in', ids)
    .execute();
  for (const r of rows) {
    for (const s of JSON.parse(r.skus) as Array<{ variantId: number; priceFen: number }>)
      out.set(`PB-T${r.id}-V${s.variantId}`, Number(s.priceFen));
  }
  return out;
}

type OnlineSkc = OnlineProductRow['skcs'][number];

/**
 * PodBench's sale status (PRODUCT_STATUS_LABELS): 0 未上架, 1 在售, 2 已下架. list.get returns no documented status
 * (`skcSiteStatus`'s values conflict in the reference), so it comes from the documented request filter `skcTopStatus`
 * (100 在售中, 200 已下架/已终止): an SKC listed under 100 is 在售, under 200 已下架, otherwise 未上架.
 */
export const SALE_STATUS = { notListed: 0, onSale: 1, removed: 2 } as const;
export type SaleStatuses = { onSale: Set<number>; removed: Set<number> };
export const saleStatusOf = (skcId: number, s: SaleStatuses) =>
  s.onSale.has(skcId) ? SALE_STATUS.onSale : s.removed.has(skcId) ? SALE_STATUS.removed : SALE_STATUS.notListed;

/** One list.get row (= one SKC) as stored: its SKU summaries from the documented fields, prices as published. */
export function toSkc(
  g: GoodsListRow,
  sales: Sales,
  prices: Map<string, number>,
  statuses: SaleStatuses = { onSale: new Set(), removed: new Set() },
): OnlineSkc {
  return {
    productSkcId: String(g.productSkcId),
    extCode: g.extCode,
    saleStatus: saleStatusOf(g.productSkcId, statuses),
    siteStatus: g.skcSiteStatus ?? null,
    imageUrl: g.mainImageUrl ?? null,
    skus: g.productSkuSummaries.map((k) => ({
      productSkuId: String(k.productSkuId),
      spec: k.productSkuSpecList.map((s) => s.specName).join('/'),
      extCode: k.extCode,
      supplierPrice: prices.get(k.extCode) ?? null,
      virtualStock: k.virtualStock ?? null,
      weightMg: k.productSkuWhExtAttr?.productSkuWeight?.value ?? null,
      sales30d: sales.get(k.productSkuId)?.last30 ?? 0,
      salesTotal: sales.get(k.productSkuId)?.total ?? 0,
    })),
  };
}

/** The product page's row: the SKCs of one productId folded together. */
export function toProduct(rows: GoodsListRow[], skcs: OnlineSkc[]) {
  const all = skcs.flatMap((s) => s.skus);
  const prices = all.flatMap((s) => (s.supplierPrice === null ? [] : [s.supplierPrice]));
  const first = rows[0]!;
  // 在售 when any SKC is on sale, else 已下架 when any was removed, else 未上架 (see SALE_STATUS).
  const status = skcs.some((s) => s.saleStatus === SALE_STATUS.onSale)
    ? SALE_STATUS.onSale
    : skcs.some((s) => s.saleStatus === SALE_STATUS.removed)
      ? SALE_STATUS.removed
      : SALE_STATUS.notListed;
  return {
    productId: String(first.productId),
    productName: first.productName,
    status,
    imageUrl: first.mainImageUrl ?? null,
    skcs: JSON.stringify(skcs),
    carousel: JSON.stringify(rows.flatMap((r) => (r.mainImageUrl ? [r.mainImageUrl] : []))),
    skcCount: skcs.length,
    skuCount: all.length,
    priceMin: prices.length ? Math.min(...prices) : 0,
    priceMax: prices.length ? Math.max(...prices) : 0,
    sales30d: all.reduce((n, s) => n + s.sales30d, 0),
    salesTotal: all.reduce((n, s) => n + s.salesTotal, 0),
    onSaleAt: null,
  };
}

/**
 * Reads the shop's goods (bg.glo.goods.list.get, one row per SKC, every page, through `callType`) and sales
 * (bg.goods.salesv2.get), stores each SKC by (shop, productSkcId) and folds them into one product row per productId
 * for the page. Safe to run twice.
 */
export async function syncShopProducts(
  db: Executor,
  c: Shop,
  shop: { id: number; mainId: number },
  progress: (p: number) => Promise<void>,
) {
  const sales = await readSales(c);
  await progress(10);
  const rows = await allPages(
    async (page) => {
      const r = await c.types.goodsListGet({ page, pageSize: PAGE }, { idempotent: true });
      return { rows: r.data, total: r.totalCount };
    },
    (done, total) => progress(10 + (total ? (50 * done) / total : 50)),
  );
  // The SKC ids Temu lists under skcTopStatus 100 (在售中) and 200 (已下架/已终止).
  const idsWith = async (skcTopStatus: 100 | 200) =>
    new Set(
      (
        await allPages(async (page) => {
          const r = await c.types.goodsListGet({ page, pageSize: PAGE, skcTopStatus }, { idempotent: true });
          return { rows: r.data, total: r.totalCount };
        })
      ).map((r) => r.productSkcId),
    );
  const statuses: SaleStatuses = { onSale: await idsWith(100), removed: await idsWith(200) };
  await progress(70);
  const prices = await publishedPrices(
    db,
    shop.mainId,
    rows.flatMap((r) => r.productSkuSummaries.map((k) => k.extCode)),
  );
  const now = Date.now();
  const byProduct = new Map<number, GoodsListRow[]>();
  for (const r of rows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r]);
  let changed = 0;
  let i = 0;
  for (const unsorted of byProduct.values()) {
    const group = [...unsorted].sort((a, b) => a.productSkcId - b.productSkcId);
    const skcs = group.map((g) => toSkc(g, sales, prices, statuses));
    for (const [j, g] of group.entries())
      await upsertSkc(db, { mainId: shop.mainId, shopId: shop.id, row: g, skc: skcs[j]! }, now);
    const s = toProduct(group, skcs);
    const contentHash = createHash('sha256').update(JSON.stringify(s)).digest('hex');
    if (await upsertProduct(db, { ...s, mainId: shop.mainId, shopId: shop.id, contentHash }, now)) changed++;
    if (i++ % 20 === 0) await progress(70 + (30 * i) / byProduct.size);
  }
  await db.updateTable('shops').set({ last_sync_time: now }).where('id', '=', shop.id).execute();
  return { products: byProduct.size, skcs: rows.length, changed };
}
