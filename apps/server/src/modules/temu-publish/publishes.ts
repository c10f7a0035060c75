import {
  checkTemuTemplate,
  formatPodSkuCode,
  TEMU_PUBLISH_STATES,
  type TemuPublishDetail,
  type TemuPublishPage,
  type TemuPublishPageQuery,
  type TemuPublishRow,
  type TemuPublishState,
  type TemuPublishedSku,
  type TemuTemplateChange,
  type TemuTemplateSku,
} from '@podbench/contract';
import type { Executor } from '../../db';
import { TEMU_PUBLISHING } from '../publish-core/marketplaces';
import { writeRequestedPublishes } from '../publish-core/queue';
import { requestedTemplates } from '../publish-core/templates';
import { PUBLISH_TEXT, publishStateCounts, retryFailedPublish } from '../publish-core/state';
import { enqueueJob } from '../../jobs/queue';
import { badRequest, notFound, tooMany } from '../../lib/app-error';
import type { ImageUrlsOf } from '../template-images/resolve';
import { costTotals } from '../margin/costs';
import { imageRefsOf, templateBody } from './repository';
import { leafSnapshotOf } from './leaf-snapshot';
import { TEMU_PUBLISH } from './runner';

/** Publishes (模板发布): queueing templates × shops within the day's quota, retrying, the list and one publish. */
const dayStart = (now: number) => {
  // Quota days follow Beijing time (UTC+8).
  const bj = now + 8 * 3600_000;
  return bj - (bj % 86_400_000) - 8 * 3600_000;
};

/**
 * Queues one publish per template × shop. Another seller's template or shop → 404; a template breaking Temu's
 * rules → 400 naming it; over the day's quota → 429. A pair already on Temu is not queued again; a failed one is
 * re-queued (its lookup-before-add keeps it single).
 */
export async function queuePublishes(
  db: Executor,
  mainId: number,
  templateIds: number[],
  shopIds: number[],
  dailyQuota: number,
  now = Date.now(),
) {
  await requestedTemplates(db, TEMU_PUBLISHING, mainId, templateIds, shopIds);
  const tpls = await db
    .selectFrom('temu_templates')
    .selectAll()
    .where('main_id', '=', mainId)
    .where('id', 'in', templateIds)
    .execute();
  for (const t of tpls) {
    // The leaf's template is fetched again and checked by the job itself (doc 199 §8-12); here what needs no Temu.
    const body = templateBody(t);
    const p = checkTemuTemplate(body, leafSnapshotOf(t.leaf_snapshot), await costTotals(db, mainId, body.skus));
    if (Number(t.needs_completion) === 1 && p.length === 0)
      throw badRequest(`模板「${t.title.slice(0, 30)}」需补全：请打开模板，按 Temu 类目属性模板确认后保存`);
    if (p.length > 0) throw badRequest(`模板「${t.title.slice(0, 30)}」需补全：${p[0]!.message}`);
  }
  return db.transaction().execute(async (trx) => {
    const { run } = await writeRequestedPublishes(
      trx,
      TEMU_PUBLISHING,
      mainId,
      templateIds,
      shopIds,
      ['failed'],
      now,
      (n) => takeDailyQuota(trx, mainId, n, dailyQuota, now),
    );
    // Each publish runs as a job of the shared queue, queued in the same transaction as its row.
    for (const r of run) await queuePublishRun(trx, mainId, r.id, r.shopId, now);
    return { queued: run.length };
  });
}

/** The job that runs one publish (jobs/temu-publish-job.ts). */
export const queuePublishRun = (
  db: Executor,
  mainId: number,
  publishId: number,
  shopId: number,
  now = Date.now(),
  runAt = now,
) => enqueueJob(db, TEMU_PUBLISH, { publishId, shopId }, { mainId, runAt }, now);

/**
 * The day's quota, counted atomically: one row per seller and Beijing day, incremented by a conditional update, so
 * parallel requests (several processes on PostgreSQL) can never queue more than the quota between them. The row
 * starts from the publishes the seller already created that day (a day begun before this counter existed).
 */
export async function takeDailyQuota(trx: Executor, mainId: number, n: number, quota: number, now: number) {
  const day = dayStart(now);
  const existing = await trx
    .selectFrom('temu_publish_quota_days')
    .select('used')
    .where('main_id', '=', mainId)
    .where('day', '=', day)
    .executeTakeFirst();
  if (!existing) {
    const before = await trx
      .selectFrom('temu_publishes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('main_id', '=', mainId)
      .where('created_at', '>=', day)
      .executeTakeFirst();
    await trx
      .insertInto('temu_publish_quota_days')
      .values({ main_id: mainId, day, used: Number(before?.n ?? 0) })
      .onConflict((oc) => oc.columns(['main_id', 'day']).doNothing())
      .execute();
  }
  const taken = await trx
    .updateTable('temu_publish_quota_days')
    .set((eb) => ({ used: eb('used', '+', n) }))
    .where('main_id', '=', mainId)
    .where('day', '=', day)
    .where('used', '<=', quota - n)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) {
    const row = await trx
      .selectFrom('temu_publish_quota_days')
      .select('used')
      .where('main_id', '=', mainId)
      .where('day', '=', day)
      .executeTakeFirst();
    const used = Math.min(quota, Number(row?.used ?? quota));
    throw tooMany(`今日发布额度已用完：每天最多 ${quota} 条，已用 ${used} 条，本次需 ${n} 条`);
  }
}

export async function retryPublish(db: Executor, mainId: number, id: number) {
  await retryFailedPublish(db, TEMU_PUBLISHING, mainId, id, (trx, shopId) => queuePublishRun(trx, mainId, id, shopId));
}

const jsonOf = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const publishColumns = [
  'temu_publishes.id',
  'temu_publishes.template_id',
  'temu_publishes.shop_id',
  'temu_publishes.state',
  'temu_publishes.attempts',
  'temu_publishes.error',
  'temu_publishes.goods_id',
  'temu_publishes.error_code',
  'temu_publishes.duplicate_of',
  'temu_publishes.deferred_until',
  'temu_publishes.notice',
  'temu_publishes.created_at',
  'temu_publishes.started_at',
  'temu_publishes.finished_at',
  'temu_templates.title',
  'shops.mall_name',
] as const;

function toPublishRow(r: {
  id: number;
  template_id: number;
  shop_id: number;
  state: string;
  attempts: number;
  error: string | null;
  goods_id: string | null;
  error_code: number | null;
  duplicate_of: string | null;
  deferred_until: number | null;
  notice: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  title: string | null;
  mall_name: string | null;
}): TemuPublishRow {
  const dup = jsonOf<{ productId: string; productSkcId: string } | null>(r.duplicate_of, null);
  return {
    id: Number(r.id),
    templateId: Number(r.template_id),
    shopId: Number(r.shop_id),
    title: r.title ?? PUBLISH_TEXT.deletedTemplateTitle,
    shopName: r.mall_name ?? '',
    state: r.state as TemuPublishState,
    attempts: Number(r.attempts),
    error: r.error,
    goodsId: r.goods_id,
    errorCode: r.error_code === null ? null : Number(r.error_code),
    duplicateOf: dup ? { productId: String(dup.productId), productSkcId: String(dup.productSkcId) } : null,
    deferredUntil: r.deferred_until === null ? null : Number(r.deferred_until),
    notice: r.notice,
    createdAt: Number(r.created_at),
    startedAt: r.started_at === null ? null : Number(r.started_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  };
}

export async function publishPage(db: Executor, mainId: number, q: TemuPublishPageQuery): Promise<TemuPublishPage> {
  const { counts, total } = await publishStateCounts(db, TEMU_PUBLISHING, mainId, TEMU_PUBLISH_STATES, q);
  let scoped = db.selectFrom('temu_publishes').where('temu_publishes.main_id', '=', mainId);
  if (q.shopId) scoped = scoped.where('temu_publishes.shop_id', '=', q.shopId);
  if (q.templateId) scoped = scoped.where('temu_publishes.template_id', '=', q.templateId);
  const base = q.state ? scoped.where('temu_publishes.state', '=', q.state) : scoped;
  const rows = await base
    .leftJoin('temu_templates', 'temu_templates.id', 'temu_publishes.template_id')
    .leftJoin('shops', 'shops.id', 'temu_publishes.shop_id')
    .select(publishColumns)
    .orderBy('temu_publishes.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return { total, counts, rows: rows.map(toPublishRow) };
}

/** One publish with its template's SKUs, each SKU's 货号 and, once listed, its productSkuId on Temu. */
export async function publishDetail(
  db: Executor,
  mainId: number,
  id: number,
  imageUrls: ImageUrlsOf,
): Promise<TemuPublishDetail> {
  const r = await db
    .selectFrom('temu_publishes')
    .leftJoin('temu_templates', 'temu_templates.id', 'temu_publishes.template_id')
    .leftJoin('shops', 'shops.id', 'temu_publishes.shop_id')
    .select([
      ...publishColumns,
      'temu_publishes.sku_ids',
      'temu_publishes.skc_ids',
      'temu_publishes.sku_map',
      'temu_publishes.template_changes',
      'temu_publishes.currency',
      'temu_publishes.updated_at',
      'temu_templates.images',
      'temu_templates.skus',
      'temu_templates.category_path',
    ])
    .where('temu_publishes.id', '=', id)
    .where('temu_publishes.main_id', '=', mainId)
    .executeTakeFirst();
  if (!r) throw notFound('发布记录不存在');
  const images = imageRefsOf(r.images);
  const skus = r.skus ? (JSON.parse(r.skus) as TemuTemplateSku[]) : [];
  const map = jsonOf<TemuPublishedSku[]>(r.sku_map, []);
  const byCode = new Map(map.map((m) => [m.extCode, m.productSkuId]));
  const byPair = new Map(map.map((m) => [`${m.color}/${m.size}`, m.productSkuId]));
  return {
    ...toPublishRow(r),
    imageUrl: (await imageUrls(images.slice(0, 1)))[0] ?? null,
    categoryPath: r.category_path ?? '',
    skus: skus.map((s) => {
      const extCode = formatPodSkuCode({ templateId: Number(r.template_id), variantId: s.variantId });
      return { ...s, extCode, productSkuId: byCode.get(extCode) ?? byPair.get(`${s.color}/${s.size}`) ?? null };
    }),
    skcIds: jsonOf<string[]>(r.skc_ids, []),
    publishedSkus: map,
    templateChanges: jsonOf<TemuTemplateChange[]>(r.template_changes, []),
    currency: r.currency,
    updatedAt: Number(r.updated_at),
  };
}
