import {
  checkSheinTemplate,
  SHEIN_PUBLISH_STATES,
  type SheinOnlineRow,
  type SheinPublishedProduct,
  type SheinPublishPage,
  type SheinPublishState,
} from '@podbench/contract';
import type { z } from 'zod';
import type { sheinOnlinePageQuery, sheinPublishPageQuery } from '@podbench/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { badRequest } from '../../lib/app-error';
import { containsText } from '../../lib/escape-like';
import { kickJobs } from '../../jobs/runner';
import { SHEIN_PUBLISHING } from '../publish-core/marketplaces';
import { writeRequestedPublishes } from '../publish-core/queue';
import { requestedTemplates } from '../publish-core/templates';
import { PUBLISH_TEXT, publishStateCounts, retryFailedPublish } from '../publish-core/state';
import { queuePublishJob } from './publish';
import { sheinTemplateBodyOf } from './repository';

/** States a new request puts back in the queue: a failed publish, and a published one (as an edit). */
const AGAIN = ['failed', 'success'] as const;
/** Publishes queued by one request (templates × shops). */
const MAX_PAIRS = 200;

/**
 * Queues one publish per template × shop (another seller's template or shop → 404, a template breaking a rule →
 * 400 naming it). A pair already published is queued again as an edit of its SPU; one running is left alone.
 */
export async function queueSheinPublishes(ctx: AppContext, mainId: number, templateIds: number[], shopIds: number[]) {
  const db = ctx.db;
  const pairs = new Set(templateIds).size * new Set(shopIds).size;
  if (pairs > MAX_PAIRS) throw badRequest(`一次最多发布 ${MAX_PAIRS} 条（模板数 × 店铺数），本次 ${pairs} 条`);
  await requestedTemplates(db, SHEIN_PUBLISHING, mainId, templateIds, shopIds);
  const tpls = await db
    .selectFrom('shein_templates')
    .selectAll()
    .where('main_id', '=', mainId)
    .where('id', 'in', templateIds)
    .execute();
  for (const t of tpls) {
    const p = checkSheinTemplate(sheinTemplateBodyOf(t));
    if (p.length > 0) throw badRequest(`模板「${t.title.slice(0, 30)}」未通过校验：${p[0]?.message}`);
  }
  const now = Date.now();
  const runIds = await db.transaction().execute(async (trx) => {
    // A pair already published runs again as an edit of its SPU; one running is left alone.
    const { run } = await writeRequestedPublishes(trx, SHEIN_PUBLISHING, mainId, templateIds, shopIds, AGAIN, now);
    for (const r of run) await queuePublishJob(ctx, mainId, r.id, r.shopId, 0, trx);
    return run;
  });
  // The jobs were queued in the same transaction as their publishes: a crash cannot leave one without the other.
  kickJobs(ctx);
  return { queued: runIds.length };
}

/** 重试: a failed publish runs again (its kept spu_name / hosted images make it an edit, never a second product). */
export async function retrySheinPublish(ctx: AppContext, mainId: number, id: number) {
  await retryFailedPublish(ctx.db, SHEIN_PUBLISHING, mainId, id, (trx, shopId) =>
    queuePublishJob(ctx, mainId, id, shopId, 0, trx),
  );
  kickJobs(ctx);
}

export async function sheinPublishPage(
  db: Executor,
  mainId: number,
  q: z.infer<typeof sheinPublishPageQuery>,
): Promise<SheinPublishPage> {
  const { counts, total } = await publishStateCounts(db, SHEIN_PUBLISHING, mainId, SHEIN_PUBLISH_STATES, q);
  let scoped = db.selectFrom('shein_publishes as p').where('p.main_id', '=', mainId);
  if (q.templateId) scoped = scoped.where('p.template_id', '=', q.templateId);
  const base = q.state ? scoped.where('p.state', '=', q.state) : scoped;
  const rows = await base
    .leftJoin('shein_templates as t', 't.id', 'p.template_id')
    .leftJoin('shops as s', 's.id', 'p.shop_id')
    .select([
      'p.id',
      'p.template_id',
      'p.shop_id',
      'p.state',
      'p.attempts',
      'p.error',
      'p.spu_name',
      'p.created_at',
      'p.finished_at',
      't.title',
      's.mall_name',
    ])
    .orderBy('p.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return {
    total,
    counts,
    rows: rows.map((r) => ({
      id: Number(r.id),
      templateId: Number(r.template_id),
      shopId: Number(r.shop_id),
      title: r.title ?? PUBLISH_TEXT.deletedTemplateTitle,
      shopName: r.mall_name ?? '',
      state: r.state as SheinPublishState,
      attempts: Number(r.attempts),
      error: r.error,
      spuName: r.spu_name,
      createdAt: Number(r.created_at),
      finishedAt: r.finished_at === null ? null : Number(r.finished_at),
    })),
  };
}

/** /publish/onlineProductShein: every product published successfully, per shop, newest first. */
export async function sheinOnlinePage(
  db: Executor,
  mainId: number,
  q: z.infer<typeof sheinOnlinePageQuery>,
): Promise<{ rows: SheinOnlineRow[]; total: number }> {
  let base = db
    .selectFrom('shein_publishes as p')
    .where('p.main_id', '=', mainId)
    .where('p.product', 'is not', null)
    .where('p.spu_name', 'is not', null);
  if (q.shopId) base = base.where('p.shop_id', '=', q.shopId);
  const kw = q.keyword?.trim();
  if (kw) base = base.where(containsText('p.product', kw));
  const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .leftJoin('shops as s', 's.id', 'p.shop_id')
    .select([
      'p.id',
      'p.template_id',
      'p.shop_id',
      'p.state',
      'p.product',
      'p.images',
      'p.finished_at',
      'p.updated_at',
      's.mall_name',
    ])
    .orderBy('p.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return {
    total,
    rows: rows.map((r) => {
      const product = JSON.parse(r.product ?? '{}') as SheinPublishedProduct;
      const hosted = Object.values(JSON.parse(r.images ?? '{}') as Record<string, string>);
      const prices = product.skcs.flatMap((s) => s.skus.map((k) => k.priceFen));
      return {
        ...product,
        publishId: Number(r.id),
        templateId: Number(r.template_id),
        shopId: Number(r.shop_id),
        shopName: r.mall_name ?? '',
        imageUrl: hosted[0] ?? null,
        priceMinFen: prices.length ? Math.min(...prices) : 0,
        priceMaxFen: prices.length ? Math.max(...prices) : 0,
        status: r.state === 'success' ? '已上架' : r.state === 'failed' ? '已上架（最近一次修改失败）' : '修改中',
        publishedAt: Number(r.finished_at ?? r.updated_at),
      };
    }),
  };
}
