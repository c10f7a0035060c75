import {
  checkTemuTemplate,
  DEFAULT_TEMU_PRICING,
  DEFAULT_TEMU_TECHNOLOGY,
  priceByRule,
  technologyProblem,
  type TemuSizeChart,
  type TemuTemplateBody,
  type TemuTemplateDetail,
  type TemuTemplateProblem,
  type TemuTemplateRow,
  temuTemplateBody,
} from '@podbench/contract';
import type { Executor } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { containsText } from '../../lib/escape-like';
import { parseSizeChart } from '../catalogue/mapping';
import { variantsOf } from '../catalogue/repository';
import { readStoredDocument } from '../design/document';
import { designMockups, type ImageUrlsOf, requireOwnImages } from '../template-images/resolve';
import { insertTemplate, findTemplate, templateBody, templateColumns } from './repository';

/** The default pricing rule: base cost × 2, rounded up to the yuan, minus 0.10 (¥39.90 style). */
export const supplyPrice = (baseFen: number) => priceByRule(DEFAULT_TEMU_PRICING, baseFen);

/**
 * The blank's size chart (first column = size) as a template chart for the given sizes, or null when the blank has
 * none or it does not cover every size (a chart must list exactly the listing's sizes).
 */
export function chartForSizes(text: string | null, sizes: string[]): TemuSizeChart | null {
  const chart = parseSizeChart(text);
  if (!chart || chart.columns.length < 2) return null;
  const bySize = new Map(chart.rows.map((r) => [r[0] ?? '', r.slice(1)]));
  if (sizes.length === 0 || sizes.some((s) => !bySize.has(s))) return null;
  return {
    unit: chart.unit,
    columns: chart.columns.slice(1),
    rows: sizes.map((size) => ({ size, values: bySize.get(size) ?? [] })),
  };
}
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
    .select(['id', 'name', 'size_chart', 'tech_first_type', 'tech_second_type'])
    .where('id', '=', Number(d.product_id))
    .executeTakeFirst();
  // The design's chosen colours are the listing's SKCs (all the blank's colours when it chose none).
  const colors = new Set(readStoredDocument(d.document).colors);
  const variants = (await variantsOf(db, [Number(d.product_id)])).filter(
    (v) => colors.size === 0 || colors.has(v.color_name),
  );
  const images = await designMockups(db, mainId, designId, Number(d.version), d.thumbnail_key);
  // The blank's own technology when Temu accepts it, else the default (布艺 › 数码直喷).
  const blankTech = blank
    ? { firstType: Number(blank.tech_first_type), twiceTypes: [Number(blank.tech_second_type)] }
    : DEFAULT_TEMU_TECHNOLOGY;
  const technology = technologyProblem(blankTech) ? DEFAULT_TEMU_TECHNOLOGY : blankTech;
  const sizes = [...new Set(variants.map((v) => v.size))];
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
      priceFen: priceByRule(DEFAULT_TEMU_PRICING, Number(v.base_cost_fen)),
      baseCostFen: Number(v.base_cost_fen),
      stock: 999,
      weightG: Math.max(1, Number(v.weight_g)),
      lenMm: Math.max(1, Number(v.length_mm)),
      widthMm: Math.max(1, Number(v.width_mm)),
      heightMm: Math.max(1, Number(v.height_mm)),
    })),
    technology,
    sizeChart: chartForSizes(blank?.size_chart ?? null, sizes),
    pricing: DEFAULT_TEMU_PRICING,
  };
  const id = await insertTemplate(db, mainId, body, now);
  return { id, problems: checkTemuTemplate(body) };
}

export async function saveTemplate(db: Executor, mainId: number, id: number | null, input: unknown) {
  const body = parseBody(input);
  // Every image must be the seller's own: another seller's and a missing one are refused alike, before any write.
  await requireOwnImages(db, mainId, body);
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
  imageUrls: ImageUrlsOf,
): Promise<TemuTemplateDetail> {
  const r = await findTemplate(db, mainId, id);
  if (!r) throw notFound('模板不存在');
  const body = templateBody(r);
  return {
    id: Number(r.id),
    ...body,
    imageUrls: await imageUrls(body.images),
    problems: checkTemuTemplate(body),
    updatedAt: Number(r.updated_at),
  };
}

export async function templatePage(
  db: Executor,
  mainId: number,
  q: { pageNum: number; pageSize: number; keyword?: string | undefined },
  imageUrls: ImageUrlsOf,
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
  const bodies = rows.map(templateBody);
  const firsts = await imageUrls(bodies.flatMap((b) => b.images.slice(0, 1)));
  let next = 0;
  return {
    total,
    rows: rows.map((r, i) => {
      const b = bodies[i]!;
      const prices = b.skus.map((s) => s.priceFen);
      return {
        id: Number(r.id),
        designId: b.designId,
        title: b.title,
        categoryPath: b.categoryPath,
        imageUrl: b.images[0] ? (firsts[next++] ?? null) : null,
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
