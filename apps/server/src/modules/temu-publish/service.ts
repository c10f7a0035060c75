import {
  checkTemuTemplate,
  formatPodSkuCode,
  TEMU_PUBLISH_STATES,
  type TemuPublishDetail,
  type TemuPublishPage,
  type TemuPublishPageQuery,
  type TemuPublishRow,
  type TemuPublishState,
  type TemuTemplateBody,
  type TemuTemplateDetail,
  type TemuTemplateProblem,
  type TemuTemplateRow,
  type TemuTemplateSku,
  temuTemplateBody,
} from '@podbench/contract';
import type { Executor } from '../../db';
import { AppError, badRequest, notFound, tooMany } from '../../lib/app-error';
import { containsText } from '../../lib/escape-like';
import { variantsOf } from '../catalogue/repository';
import { readStoredDocument } from '../design/document';
import type { ImageUrlOf } from './image-urls';
import { insertTemplate, findTemplate, templateBody, templateColumns } from './repository';

/** Pricing rule: base cost × 2, rounded up to the yuan, minus 0.10 (¥39.90 style). */
export const supplyPrice = (baseFen: number) => Math.max(100, Math.ceil((baseFen * 2) / 100) * 100 - 10);

/** The leaf category a T-shirt-like blank goes to on Temu (sandbox category tree: 服装 › 女装 › T恤). */
const DEFAULT_CATEGORY = { ids: [26000, 26100, 26110], path: '服装 > 女装 > T恤' };

export function parseBody(input: unknown): TemuTemplateBody {
  const r = temuTemplateBody.safeParse(input);
  if (!r.success) {
    const i = r.error.issues[0];
    throw badRequest(`模板内容无效：${i ? `${i.path.join('.')} ${i.message}` : ''}`.trim());
  }
  return r.data;
}

export function problemsOf(t: TemuTemplateBody): TemuTemplateProblem[] {
  return checkTemuTemplate(t);
}

/** Builds a template from one of the seller's designs: title, mockup images, SKUs from the blank's variants. */
export async function templateFromDesign(db: Executor, mainId: number, designId: number, now = Date.now()) {
  const d = await db
    .selectFrom('designs')
    .select(['id', 'name', 'product_id', 'version', 'thumbnail_key', 'document'])
    .where('id', '=', designId)
    .where('main_id', '=', mainId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!d) throw notFound('设计不存在');
  const blank = await db
    .selectFrom('blanks')
    .select(['id', 'name'])
    .where('id', '=', Number(d.product_id))
    .executeTakeFirst();
  // The design's chosen colours are the listing's SKCs (all the blank's colours when it chose none).
  const colors = new Set(readStoredDocument(d.document).colors);
  const variants = (await variantsOf(db, [Number(d.product_id)])).filter(
    (v) => colors.size === 0 || colors.has(v.color_name),
  );
  const renders = await db
    .selectFrom('design_renders')
    .select(['storage_key'])
    .where('design_id', '=', designId)
    .where('main_id', '=', mainId)
    .where('version', '=', Number(d.version))
    .where('kind', 'in', ['listing', 'square'])
    .orderBy('id')
    .limit(10)
    .execute();
  const images = renders.map((r) => r.storage_key);
  if (images.length === 0 && d.thumbnail_key) images.push(d.thumbnail_key);
  const body: TemuTemplateBody = {
    designId,
    title: `${d.name} 定制印花${blank?.name ?? ''} 男女同款 休闲百搭`.slice(0, 200),
    titleEn: '',
    categoryIds: DEFAULT_CATEGORY.ids,
    categoryPath: DEFAULT_CATEGORY.path,
    attributes: [{ name: '材质', value: '棉' }],
    images,
    skus: variants.map((v) => ({
      variantId: Number(v.id),
      color: v.color_name,
      size: v.size,
      priceFen: supplyPrice(Number(v.base_cost_fen)),
      stock: 999,
      weightG: Math.max(1, Number(v.weight_g)),
      lenMm: Math.max(1, Number(v.length_mm)),
      widthMm: Math.max(1, Number(v.width_mm)),
      heightMm: Math.max(1, Number(v.height_mm)),
    })),
  };
  const id = await insertTemplate(db, mainId, body, now);
  return { id, problems: checkTemuTemplate(body) };
}

export async function saveTemplate(db: Executor, mainId: number, id: number | null, input: unknown) {
  const body = parseBody(input);
  if (id === null) return { id: await insertTemplate(db, mainId, body), problems: checkTemuTemplate(body) };
  const r = await db
    .updateTable('temu_templates')
    .set({ ...templateColumns(body), updated_at: Date.now() })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound('模板不存在');
  return { id, problems: checkTemuTemplate(body) };
}

export async function templateDetail(
  db: Executor,
  mainId: number,
  id: number,
  imageUrl: ImageUrlOf,
): Promise<TemuTemplateDetail> {
  const r = await findTemplate(db, mainId, id);
  if (!r) throw notFound('模板不存在');
  const body = templateBody(r);
  return {
    id: Number(r.id),
    ...body,
    imageUrls: body.images.map(imageUrl),
    problems: checkTemuTemplate(body),
    updatedAt: Number(r.updated_at),
  };
}

export async function templatePage(
  db: Executor,
  mainId: number,
  q: { pageNum: number; pageSize: number; keyword?: string | undefined },
  imageUrl: ImageUrlOf,
): Promise<{ rows: TemuTemplateRow[]; total: number }> {
  let base = db.selectFrom('temu_templates').where('main_id', '=', mainId);
  const kw = q.keyword?.trim();
  if (kw) base = base.where(containsText('title', kw));
  const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const published = new Map<number, number>();
  if (ids.length > 0) {
    const counts = await db
      .selectFrom('temu_publishes')
      .select(['template_id', (eb) => eb.fn.countAll().as('n')])
      .where('main_id', '=', mainId)
      .where('template_id', 'in', ids)
      .where('state', '=', 'success')
      .groupBy('template_id')
      .execute();
    for (const c of counts) published.set(Number(c.template_id), Number(c.n));
  }
  return {
    total,
    rows: rows.map((r) => {
      const b = templateBody(r);
      const prices = b.skus.map((s) => s.priceFen);
      return {
        id: Number(r.id),
        designId: b.designId,
        title: b.title,
        categoryPath: b.categoryPath,
        imageUrl: b.images[0] ? imageUrl(b.images[0]) : null,
        skuCount: b.skus.length,
        colorCount: new Set(b.skus.map((s) => s.color)).size,
        priceMinFen: prices.length ? Math.min(...prices) : null,
        priceMaxFen: prices.length ? Math.max(...prices) : null,
        problemCount: checkTemuTemplate(b).length,
        publishedCount: published.get(Number(r.id)) ?? 0,
        updatedAt: Number(r.updated_at),
      };
    }),
  };
}

export async function deleteTemplate(db: Executor, mainId: number, id: number) {
  const r = await db.deleteFrom('temu_templates').where('id', '=', id).where('main_id', '=', mainId).executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) throw notFound('模板不存在');
}

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
  const tpls = await db
    .selectFrom('temu_templates')
    .selectAll()
    .where('main_id', '=', mainId)
    .where('id', 'in', templateIds)
    .execute();
  if (tpls.length !== new Set(templateIds).size) throw notFound('模板不存在');
  const shops = await db
    .selectFrom('shops')
    .select(['id'])
    .where('main_id', '=', mainId)
    .where('platform', '=', 'temu')
    .where('unbound_at', 'is', null)
    .where('id', 'in', shopIds)
    .execute();
  if (shops.length !== new Set(shopIds).size) throw notFound('店铺不存在或已解绑');
  for (const t of tpls) {
    const p = checkTemuTemplate(templateBody(t));
    if (p.length > 0) throw badRequest(`模板「${t.title.slice(0, 30)}」未通过校验：${p[0]!.message}`);
  }
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('temu_publishes')
      .select(['id', 'template_id', 'shop_id', 'state'])
      .where('main_id', '=', mainId)
      .where('template_id', 'in', templateIds)
      .where('shop_id', 'in', shopIds)
      .execute();
    const byKey = new Map(existing.map((e) => [`${e.template_id}:${e.shop_id}`, e]));
    const fresh: Array<{ template_id: number; shop_id: number }> = [];
    const requeue: number[] = [];
    for (const t of new Set(templateIds))
      for (const s of new Set(shopIds)) {
        const e = byKey.get(`${t}:${s}`);
        if (!e) fresh.push({ template_id: t, shop_id: s });
        else if (e.state === 'failed') requeue.push(Number(e.id));
      }
    const used = Number(
      (
        await trx
          .selectFrom('temu_publishes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('main_id', '=', mainId)
          .where('created_at', '>=', dayStart(now))
          .executeTakeFirst()
      )?.n ?? 0,
    );
    if (used + fresh.length > dailyQuota) {
      throw tooMany(`今日发布额度已用完：每天最多 ${dailyQuota} 条，已用 ${used} 条，本次需 ${fresh.length} 条`);
    }
    if (fresh.length > 0) {
      await trx
        .insertInto('temu_publishes')
        .values(fresh.map((f) => ({ main_id: mainId, ...f, state: 'queued', created_at: now, updated_at: now })))
        .execute();
    }
    if (requeue.length > 0) {
      await trx
        .updateTable('temu_publishes')
        .set({ state: 'queued', attempts: 0, error: null, finished_at: null, updated_at: now })
        .where('id', 'in', requeue)
        .where('state', '=', 'failed')
        .execute();
    }
    return { queued: fresh.length + requeue.length };
  });
}

export async function retryPublish(db: Executor, mainId: number, id: number) {
  const r = await db
    .updateTable('temu_publishes')
    .set({ state: 'queued', attempts: 0, error: null, finished_at: null, updated_at: Date.now() })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) {
    const row = await db
      .selectFrom('temu_publishes')
      .select('state')
      .where('id', '=', id)
      .where('main_id', '=', mainId)
      .executeTakeFirst();
    if (!row) throw notFound('发布记录不存在');
    throw new AppError(400, '只有失败的发布可以重试');
  }
}

const publishColumns = [
  'temu_publishes.id',
  'temu_publishes.template_id',
  'temu_publishes.shop_id',
  'temu_publishes.state',
  'temu_publishes.attempts',
  'temu_publishes.error',
  'temu_publishes.goods_id',
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
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  title: string | null;
  mall_name: string | null;
}): TemuPublishRow {
  return {
    id: Number(r.id),
    templateId: Number(r.template_id),
    shopId: Number(r.shop_id),
    title: r.title ?? '（模板已删除）',
    shopName: r.mall_name ?? '',
    state: r.state as TemuPublishState,
    attempts: Number(r.attempts),
    error: r.error,
    goodsId: r.goods_id,
    createdAt: Number(r.created_at),
    startedAt: r.started_at === null ? null : Number(r.started_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  };
}

export async function publishPage(db: Executor, mainId: number, q: TemuPublishPageQuery): Promise<TemuPublishPage> {
  let scoped = db.selectFrom('temu_publishes').where('temu_publishes.main_id', '=', mainId);
  if (q.shopId) scoped = scoped.where('temu_publishes.shop_id', '=', q.shopId);
  if (q.templateId) scoped = scoped.where('temu_publishes.template_id', '=', q.templateId);
  const byState = await scoped
    .select(['temu_publishes.state', (eb) => eb.fn.countAll().as('n')])
    .groupBy('temu_publishes.state')
    .execute();
  const counts = Object.fromEntries(TEMU_PUBLISH_STATES.map((s) => [s, 0])) as Record<TemuPublishState, number>;
  for (const c of byState) counts[c.state as TemuPublishState] = Number(c.n);
  const base = q.state ? scoped.where('temu_publishes.state', '=', q.state) : scoped;
  const total = q.state ? counts[q.state] : Object.values(counts).reduce((a, b) => a + b, 0);
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
  imageUrl: ImageUrlOf,
): Promise<TemuPublishDetail> {
  const r = await db
    .selectFrom('temu_publishes')
    .leftJoin('temu_templates', 'temu_templates.id', 'temu_publishes.template_id')
    .leftJoin('shops', 'shops.id', 'temu_publishes.shop_id')
    .select([
      ...publishColumns,
      'temu_publishes.sku_ids',
      'temu_publishes.updated_at',
      'temu_templates.images',
      'temu_templates.skus',
      'temu_templates.category_path',
    ])
    .where('temu_publishes.id', '=', id)
    .where('temu_publishes.main_id', '=', mainId)
    .executeTakeFirst();
  if (!r) throw notFound('发布记录不存在');
  const images = r.images ? (JSON.parse(r.images) as string[]) : [];
  const skus = r.skus ? (JSON.parse(r.skus) as TemuTemplateSku[]) : [];
  const skuIds = r.sku_ids ? (JSON.parse(r.sku_ids) as string[]) : [];
  return {
    ...toPublishRow(r),
    imageUrl: images[0] ? imageUrl(images[0]) : null,
    categoryPath: r.category_path ?? '',
    skus: skus.map((s, i) => ({
      ...s,
      extCode: formatPodSkuCode({ templateId: Number(r.template_id), variantId: s.variantId }),
      productSkuId: skuIds[i] ?? null,
    })),
    updatedAt: Number(r.updated_at),
  };
}
