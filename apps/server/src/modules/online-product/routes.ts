import {
  goodsSyncBody,
  goodsSyncResult,
  idQuery,
  type OnlineProductRow,
  onlineProductDetail,
  onlineProductPageQuery,
  onlineProductPageResult,
  syncStatusQuery,
  syncStatusResult,
  TEMU_GOODS_API,
} from '@podbench/contract';
import type { Selectable } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { TemuOnlineProductsTable } from '../../db/schema-temu-goods';
import { notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { temuAccessFor } from '../marketplace/temu';
import { findProduct, pageProducts } from './repository';
import { shopNames } from './shops';
import { PRODUCT_SYNC, queueSellerSync, syncJobStates } from './sync-jobs';

/** Online products and quality checks are what publishing produced: both pages ask for 模板发布 (publish:push). */
export const GOODS_PERMISSION = 'publish:push';
const tags = ['online-product'];

const toRow = (r: Selectable<TemuOnlineProductsTable>, names: Map<number, string>): OnlineProductRow => ({
  id: Number(r.id),
  shopId: Number(r.shop_id),
  shopName: names.get(Number(r.shop_id)) ?? '',
  productId: r.product_id,
  productName: r.product_name,
  status: Number(r.status),
  imageUrl: r.image_url,
  skcCount: Number(r.skc_count),
  skuCount: Number(r.sku_count),
  priceMin: Number(r.price_min),
  priceMax: Number(r.price_max),
  sales30d: Number(r.sales_30d),
  salesTotal: Number(r.sales_total),
  skcs: JSON.parse(r.skcs) as OnlineProductRow['skcs'],
  onSaleAt: r.on_sale_at === null ? null : Number(r.on_sale_at),
  lastSyncedAt: Number(r.last_synced_at),
});

export const onlineProductModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Built here too so sync jobs (temuAccessOf) find the process's one client even if the shop module changes.
    temuAccessFor(ctx, app);
    const guard = app.guards.requirePermission(GOODS_PERMISSION);
    const mainOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).mainId;

    app.get(
      TEMU_GOODS_API.productPage,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '在线商品列表（已同步的 Temu 货品）',
          querystring: onlineProductPageQuery,
          response: okSchema(onlineProductPageResult),
        },
      },
      async (req) => {
        const mainId = mainOf(req);
        const [page, names] = await Promise.all([pageProducts(ctx.db, mainId, req.query), shopNames(ctx.db, mainId)]);
        return ok({ rows: page.rows.map((r) => toRow(r, names)), total: page.total });
      },
    );
    app.get(
      TEMU_GOODS_API.productDetail,
      {
        preHandler: guard,
        schema: { tags, summary: '在线商品详情', querystring: idQuery, response: okSchema(onlineProductDetail) },
      },
      async (req) => {
        const mainId = mainOf(req);
        const r = await findProduct(ctx.db, mainId, req.query.id);
        if (!r) throw notFound('商品不存在');
        return ok({
          ...toRow(r, await shopNames(ctx.db, mainId)),
          carouselImageUrls: JSON.parse(r.carousel) as string[],
        });
      },
    );
    app.post(
      TEMU_GOODS_API.productSync,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '同步在线商品（每个店铺一个任务）',
          body: goodsSyncBody,
          response: okSchema(goodsSyncResult),
        },
      },
      async (req) =>
        ok({ jobIds: await queueSellerSync(ctx.db, PRODUCT_SYNC, mainOf(req), req.body.shopId) }, '已开始同步'),
    );
    app.get(
      TEMU_GOODS_API.syncStatus,
      {
        preHandler: guard,
        schema: { tags, summary: '同步任务进度', querystring: syncStatusQuery, response: okSchema(syncStatusResult) },
      },
      async (req) => ok(await syncJobStates(ctx.db, mainOf(req), req.query.ids.split(',').map(Number))),
    );
  };
