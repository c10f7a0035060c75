import type { OnlineProductPageQuery } from '@podbench/contract';
import type { GoodsListRow } from '@podbench/temu';
import type { Executor } from '../../db';
import { toCount } from '../../db';

export interface ProductUpsert {
  mainId: number;
  shopId: number;
  productId: string;
  productName: string;
  status: number;
  imageUrl: string | null;
  skcs: string;
  carousel: string;
  skcCount: number;
  skuCount: number;
  priceMin: number;
  priceMax: number;
  sales30d: number;
  salesTotal: number;
  onSaleAt: number | null;
  contentHash: string;
}

/**
 * Insert or update by (shop, productId): a re-sync never duplicates. An unchanged product (same hash) only gets
 * its last_synced_at touched. Returns whether content changed.
 */
export async function upsertProduct(db: Executor, p: ProductUpsert, now: number): Promise<boolean> {
  const values = {
    product_name: p.productName,
    status: p.status,
    image_url: p.imageUrl,
    skcs: p.skcs,
    carousel: p.carousel,
    skc_count: p.skcCount,
    sku_count: p.skuCount,
    price_min: p.priceMin,
    price_max: p.priceMax,
    sales_30d: p.sales30d,
    sales_total: p.salesTotal,
    on_sale_at: p.onSaleAt,
    content_hash: p.contentHash,
    last_synced_at: now,
    updated_at: now,
  };
  const r = await db
    .insertInto('temu_online_products')
    .values({ ...values, main_id: p.mainId, shop_id: p.shopId, product_id: p.productId, created_at: now })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'product_id']).doUpdateSet((eb) => ({
        ...values,
        // Keep updated_at when nothing but the sync time changed, so "recently changed" stays meaningful.
        updated_at: eb
          .case()
          .when('temu_online_products.content_hash', '=', p.contentHash)
          .then(eb.ref('temu_online_products.updated_at'))
          .else(now)
          .end(),
      })),
    )
    .returning(['updated_at'])
    .executeTakeFirstOrThrow();
  return Number(r.updated_at) === now;
}

function filtered(db: Executor, mainId: number, q: Omit<OnlineProductPageQuery, 'pageNum' | 'pageSize'>) {
  let b = db.selectFrom('temu_online_products').where('main_id', '=', mainId);
  if (q.shopId !== undefined) b = b.where('shop_id', '=', q.shopId);
  if (q.status !== undefined) b = b.where('status', '=', q.status);
  if (q.keyword) {
    const k = q.keyword;
    b = b.where((eb) =>
      eb.or([eb('product_name', 'like', `%${k}%`), eb('product_id', '=', k), eb('skcs', 'like', `%"${k}"%`)]),
    );
  }
  return b;
}

export async function pageProducts(db: Executor, mainId: number, q: OnlineProductPageQuery) {
  const base = filtered(db, mainId, q);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(total.n) };
}

export const findProduct = (db: Executor, mainId: number, id: number) =>
  db
    .selectFrom('temu_online_products')
    .selectAll()
    .where('main_id', '=', mainId)
    .where('id', '=', id)
    .executeTakeFirst();

/** One bg.glo.goods.list.get row (one SKC), by (shop, productSkcId): a re-sync never duplicates. */
export async function upsertSkc(
  db: Executor,
  p: {
    mainId: number;
    shopId: number;
    row: GoodsListRow;
    skc: { productSkcId: string; skus: Array<{ supplierPrice: number | null }> };
  },
  now: number,
) {
  const prices = p.skc.skus.flatMap((s) => (s.supplierPrice === null ? [] : [s.supplierPrice]));
  const values = {
    product_id: String(p.row.productId),
    product_name: p.row.productName,
    ext_code: p.row.extCode,
    image_url: p.row.mainImageUrl ?? null,
    site_status: p.row.skcSiteStatus ?? null,
    leaf_cat_name: p.row.leafCat?.catName ?? null,
    skus: JSON.stringify(p.skc.skus),
    price_min: prices.length ? Math.min(...prices) : null,
    price_max: prices.length ? Math.max(...prices) : null,
    created_at_temu: p.row.createdAt ?? null,
    synced_at: now,
  };
  await db
    .insertInto('temu_online_skcs')
    .values({ ...values, main_id: p.mainId, shop_id: p.shopId, product_skc_id: p.skc.productSkcId })
    .onConflict((oc) => oc.columns(['shop_id', 'product_skc_id']).doUpdateSet(values))
    .execute();
}
