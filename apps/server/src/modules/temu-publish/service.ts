import {
  checkTemuTemplate,
  type TemuLeafTemplate,
  type TemuSpecMapEntry,
  type TemuTemplateStatus,
  temuLeafTemplate,
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
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { parseSizeChart } from '../catalogue/mapping';
import { designForTemplate } from '../publish-core/from-design';
import { type ImageUrlsOf, requireOwnImages } from '../template-images/resolve';
import { costTotals } from '../margin/costs';
import { resolveLeaf } from './categories';
import { leafTemplateOf, prematchLegacy } from './leaf-template';
import { leafSnapshotOf } from './leaf-snapshot';
import { TEMU_PUBLISHING } from '../publish-core/marketplaces';
import { templatePage as corePage, deleteTemplate as deleteCoreTemplate } from '../publish-core/templates';
import { insertTemplate, findTemplate, type TemplateRow, templateBody, templateColumns } from './repository';
import { matchByName, rememberMappings, salePropertyFor } from './spec-mapping';
import { anyShopTypedCaller } from './temu-shop';

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
    classId: null,
    unit: chart.unit,
    columns: chart.columns.slice(1),
    rows: sizes.map((size) => ({ size, values: bySize.get(size) ?? [] })),
  };
}

export function parseBody(input: unknown): TemuTemplateBody {
  const r = temuTemplateBody.safeParse(input);
  if (!r.success) {
    const i = r.error.issues[0];
    throw badRequest(`模板内容无效：${i ? `${i.path.join('.')} ${i.message}` : ''}`.trim());
  }
  return r.data;
}

export function problemsOf(t: TemuTemplateBody, leaf?: TemuLeafTemplate | null): TemuTemplateProblem[] {
  return checkTemuTemplate(t, leaf);
}

/** 需补全 while a rule is broken, or until a template converted by migration 0029 is saved again. */
export const statusOf = (needsCompletion: number | boolean, problems: TemuTemplateProblem[]): TemuTemplateStatus =>
  Number(needsCompletion) === 1 || problems.length > 0 ? 'incomplete' : 'ready';

/** The leaf's attribute template from the shared cache only (no Temu call): detail and list pages. */
async function cachedLeaf(db: Executor, body: TemuTemplateBody): Promise<TemuLeafTemplate | null> {
  const catId = body.category?.ids.at(-1);
  if (!catId) return null;
  const r = await db.selectFrom('temu_leaf_templates').select('data').where('cat_id', '=', catId).executeTakeFirst();
  if (!r) return null;
  const parsed = temuLeafTemplate.safeParse(JSON.parse(r.data));
  return parsed.success ? parsed.data : null;
}

/**
 * What a save learns from Temu: the leaf's current catType and attribute template (through any live shop of the
 * seller, cached a day). Null when the seller has no live shop yet or Temu cannot be reached: the template is
 * then saved as it is and stays 需补全 until it can be checked.
 */
export type LeafLookup = (body: TemuTemplateBody) => Promise<TemuLeafTemplate | null>;

export function leafLookupFor(ctx: AppContext, mainId: number): LeafLookup {
  return async (body) => {
    if (!body.category) return null;
    try {
      const caller = await anyShopTypedCaller(ctx, mainId);
      const leafNode = await resolveLeaf(ctx.db, async () => caller, body.category.ids);
      return await leafTemplateOf(ctx.db, caller, leafNode.catId, leafNode.catType);
    } catch {
      // No live shop, or Temu not reachable: saved as it is, checked again before publishing.
      return null;
    }
  };
}

/** Builds a template from one of the seller's designs: title, mockup images, SKUs from the blank's variants. */
export async function templateFromDesign(db: Executor, mainId: number, designId: number, now = Date.now()) {
  const { design: d, blank, variants, images } = await designForTemplate(db, mainId, designId);
  // The blank's own technology when doc 203 allows it as a single technology, else the default (布艺 › 数码直喷).
  const blankTech = blank
    ? {
        technologyType: 1 as const,
        firstType: Number(blank.tech_first_type),
        twiceTypes: [Number(blank.tech_second_type)],
      }
    : DEFAULT_TEMU_TECHNOLOGY;
  const technology = technologyProblem(blankTech) ? DEFAULT_TEMU_TECHNOLOGY : blankTech;
  const sizes = [...new Set(variants.map((v) => v.size))];
  const body = temuTemplateBody.parse({
    designId,
    blankId: blank ? Number(blank.id) : null,
    title: `${d.name} 定制印花${blank?.name ?? ''} 男女同款 休闲百搭`.slice(0, 200),
    // The leaf is the seller's choice (with search): its template decides the form.
    category: null,
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
    specMapping: {
      colors: [...new Set(variants.map((v) => v.color_name))].map((name) => ({ name, spec: null, confirmed: false })),
      sizes: sizes.map((name) => ({ name, spec: null, confirmed: false })),
    },
    technology,
    sizeChart: chartForSizes(blank?.size_chart ?? null, sizes),
    pricing: DEFAULT_TEMU_PRICING,
  });
  const id = await insertTemplate(db, mainId, body, now);
  const problems = checkTemuTemplate(body, null, await costTotals(db, mainId, body.skus));
  return { id, problems, status: statusOf(0, problems) };
}

export async function saveTemplate(
  db: Executor,
  mainId: number,
  id: number | null,
  input: unknown,
  lookupLeaf: LeafLookup = async () => null,
) {
  const parsed = parseBody(input);
  // Every image must be the seller's own: another seller's and a missing one are refused alike, before any write.
  // The whole body is walked (images, 素材图, per-colour images, any field added later), each refusal names its field.
  await requireOwnImages(db, mainId, parsed);
  const leaf = await lookupLeaf(parsed);
  // The leaf's catType is Temu's, never the editor's.
  const body =
    leaf && parsed.category ? { ...parsed, category: { ...parsed.category, catType: leaf.catType } } : parsed;
  const problems = checkTemuTemplate(body, leaf, await costTotals(db, mainId, body.skus));
  const snapshot = leaf ? JSON.stringify(leaf) : null;
  if (id === null) {
    const newId = await insertTemplate(db, mainId, body);
    await db
      .updateTable('temu_templates')
      .set({ leaf_snapshot: snapshot })
      .where('id', '=', newId)
      .where('main_id', '=', mainId)
      .execute();
    await rememberMappings(db, mainId, body);
    return { id: newId, problems, status: statusOf(0, problems) };
  }
  const r = await db
    .updateTable('temu_templates')
    .set({ ...templateColumns(body), leaf_snapshot: snapshot, needs_completion: 0, updated_at: Date.now() })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound('模板不存在');
  await rememberMappings(db, mainId, body);
  return { id, problems, status: statusOf(0, problems) };
}

export async function templateDetail(
  db: Executor,
  mainId: number,
  id: number,
  imageUrls: ImageUrlsOf,
): Promise<TemuTemplateDetail> {
  const r = await findTemplate(db, mainId, id);
  if (!r) throw notFound('模板不存在');
  let body = templateBody(r);
  const leaf = leafSnapshotOf(r.leaf_snapshot) ?? (await cachedLeaf(db, body));
  // A template converted by migration 0029: its old attributes and colour/size names pre-matched by name.
  if (leaf && Number(r.needs_completion) === 1) {
    const properties = body.properties.length > 0 ? body.properties : prematchLegacy(leaf, body.legacyAttributes);
    const fill = (list: TemuSpecMapEntry[], kind: 'color' | 'size') =>
      list.map((e) => (e.spec ? e : { ...matchByName(salePropertyFor(leaf, kind), e.name), confirmed: false }));
    body = {
      ...body,
      category: body.category ? { ...body.category, catType: leaf.catType } : null,
      properties,
      specMapping: { colors: fill(body.specMapping.colors, 'color'), sizes: fill(body.specMapping.sizes, 'size') },
    };
  }
  const problems = checkTemuTemplate(body, leaf, await costTotals(db, mainId, body.skus));
  return {
    id: Number(r.id),
    ...body,
    imageUrls: await imageUrls(body.images),
    problems,
    status: statusOf(r.needs_completion, problems),
    updatedAt: Number(r.updated_at),
  };
}

export async function templatePage(
  db: Executor,
  mainId: number,
  q: { pageNum: number; pageSize: number; keyword?: string | undefined },
  imageUrls: ImageUrlsOf,
): Promise<{ rows: TemuTemplateRow[]; total: number }> {
  const checks = new Map<number, (costs: Record<number, number>) => TemuTemplateProblem[]>();
  const page = await corePage(db, TEMU_PUBLISHING, mainId, q, imageUrls, {
    bodyOf: (r: TemplateRow) => templateBody(r),
    imagesOf: (b) => b.images,
    rowOf: (r, b, extra) => {
      const prices = b.skus.map((s) => s.priceFen);
      const leaf = leafSnapshotOf(r.leaf_snapshot);
      const problems = checkTemuTemplate(b, leaf);
      checks.set(Number(r.id), (costs) => checkTemuTemplate(b, leaf, costs));
      return {
        id: Number(r.id),
        designId: b.designId,
        title: b.title,
        categoryPath: (b.category?.names ?? []).join(' > '),
        imageUrl: extra.imageUrl,
        skuCount: b.skus.length,
        colorCount: new Set(b.skus.map((s) => s.color)).size,
        priceMinFen: prices.length ? Math.min(...prices) : null,
        priceMaxFen: prices.length ? Math.max(...prices) : null,
        problemCount: problems.length,
        status: statusOf(r.needs_completion, problems),
        publishedCount: extra.publishedCount,
        updatedAt: Number(r.updated_at),
        skus: b.skus,
        needsCompletion: r.needs_completion,
      };
    },
  });
  // The page's SKUs priced at once: a supply price below the production cost counts as a problem (issue 21 §3).
  const costs = await costTotals(
    db,
    mainId,
    page.rows.flatMap((r) => r.skus),
  );
  return {
    total: page.total,
    rows: page.rows.map(({ skus: _s, needsCompletion, ...row }) => {
      const problems = checks.get(row.id)?.(costs) ?? [];
      return { ...row, problemCount: problems.length, status: statusOf(needsCompletion, problems) };
    }),
  };
}

export const deleteTemplate = (db: Executor, mainId: number, id: number) =>
  deleteCoreTemplate(db, TEMU_PUBLISHING, mainId, id);
