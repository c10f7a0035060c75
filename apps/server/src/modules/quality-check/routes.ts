import {
  goodsSyncBody,
  goodsSyncResult,
  idQuery,
  qualityCheckDetail,
  qualityCheckPageQuery,
  qualityCheckPageResult,
  type QualityCheckRow,
  TEMU_GOODS_API,
} from '@podbench/contract';
import type { Selectable } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { TemuQualityChecksTable } from '../../db/schema-temu-goods';
import { notFound } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/ok';
import { currentUser } from '../../plugins/auth';
import { GOODS_PERMISSION } from '../online-product/routes';
import { shopNames } from '../online-product/shops';
import { QC_SYNC, queueSellerSync } from '../online-product/sync-jobs';
import { findQc, pageQcs, parseQcDocument } from './repository';

const tags = ['quality-check'];
const toRow = (r: Selectable<TemuQualityChecksTable>, names: Map<number, string>): QualityCheckRow => ({
  id: Number(r.id),
  shopId: Number(r.shop_id),
  shopName: names.get(Number(r.shop_id)) ?? '',
  qcBillId: r.qc_bill_id,
  productId: r.product_id,
  productSkcId: r.product_skc_id,
  productSkuId: r.product_sku_id,
  productName: r.product_name,
  spec: r.spec,
  result: Number(r.result),
  defectCount: Number(r.defect_count),
  inspectedAt: Number(r.inspected_at),
  lastSyncedAt: Number(r.last_synced_at),
});

export const qualityCheckModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = app.guards.requirePermission(GOODS_PERMISSION);
    const mainOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).mainId;
    app.get(
      TEMU_GOODS_API.qcPage,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '质检结果列表',
          querystring: qualityCheckPageQuery,
          response: okSchema(qualityCheckPageResult),
        },
      },
      async (req) => {
        const mainId = mainOf(req);
        const [page, names] = await Promise.all([pageQcs(ctx.db, mainId, req.query), shopNames(ctx.db, mainId)]);
        return ok({ rows: page.rows.map((r) => toRow(r, names)), total: page.total });
      },
    );
    app.get(
      TEMU_GOODS_API.qcDetail,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '质检详情（瑕疵与图片）',
          querystring: idQuery,
          response: okSchema(qualityCheckDetail),
        },
      },
      async (req) => {
        const mainId = mainOf(req);
        const r = await findQc(ctx.db, mainId, req.query.id);
        if (!r) throw notFound('质检记录不存在');
        const doc = parseQcDocument(r.defects);
        return ok({
          ...toRow(r, await shopNames(ctx.db, mainId)),
          purchaseNo: doc.purchaseNo,
          catName: doc.catName,
          thumbUrl: doc.thumbUrl,
          defects: doc.history[0]?.defects ?? [],
          history: doc.history,
        });
      },
    );
    app.post(
      TEMU_GOODS_API.qcSync,
      {
        preHandler: guard,
        schema: {
          tags,
          summary: '同步质检结果（每个店铺一个任务）',
          body: goodsSyncBody,
          response: okSchema(goodsSyncResult),
        },
      },
      async (req) => ok({ jobIds: await queueSellerSync(ctx.db, QC_SYNC, mainOf(req), req.body.shopId) }, '已开始同步'),
    );
  };
