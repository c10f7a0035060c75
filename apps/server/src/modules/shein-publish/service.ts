import {
  checkSheinTemplate,
  DEFAULT_TEMU_PRICING,
  priceByRule,
  type SheinCategory,
  type SheinTemplateBody,
  type SheinTemplateDetail,
  type SheinTemplateRow,
} from '@podbench/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { designForTemplate } from '../publish-core/from-design';
import { type ImageUrlsOf, requireOwnImages } from '../template-images/resolve';
import { SHEIN_PUBLISHING } from '../publish-core/marketplaces';
import { deleteTemplate, templatePage } from '../publish-core/templates';
import { sheinAttributes, sheinCategoryTree } from './categories';
import {
  findSheinTemplate,
  insertSheinTemplate,
  parseSheinBody,
  type SheinTemplateRowDb,
  sheinTemplateBodyOf,
  sheinTemplateColumns,
} from './repository';

/** The first leaf called `name` (depth first) and its path, for a template made from a design. */
function leafNamed(tree: SheinCategory[], name: string, path: string[] = []): { id: number; path: string } | null {
  for (const n of tree) {
    const here = [...path, n.categoryName];
    if (n.lastCategory && n.categoryName === name) return { id: n.categoryId, path: here.join(' > ') };
    const c = leafNamed(n.children, name, here);
    if (c !== null) return c;
  }
  return null;
}

/** Category (T恤 when the tree has one) and its non-sales attributes, when a Shein shop can read them. */
async function defaultCategory(ctx: AppContext, mainId: number) {
  try {
    const tree = await sheinCategoryTree(ctx, mainId);
    const leaf = leafNamed(tree, 'T恤');
    if (leaf === null) return null;
    const attrs = (await sheinAttributes(ctx, mainId, leaf.id)).filter((a) => !a.sale && a.kind !== 'size');
    return {
      categoryId: leaf.id,
      categoryPath: leaf.path,
      attributes: attrs.map((a) => ({
        attributeId: a.attributeId,
        name: a.name,
        value: a.name === '材质' ? '棉' : '',
        required: a.required,
      })),
    };
  } catch {
    // No Shein shop yet (or Shein unreachable): the seller picks the category in the editor.
    return null;
  }
}

/** A Shein template from one of the seller's designs: one SKC per chosen colour, one SKU per size. */
export async function sheinTemplateFromDesign(ctx: AppContext, mainId: number, designId: number) {
  const db = ctx.db;
  const { design: d, blank, variants, images } = await designForTemplate(db, mainId, designId);
  const bySkc = new Map<string, SheinTemplateBody['skcs'][number]>();
  for (const v of variants) {
    const skc = bySkc.get(v.color_name) ?? { color: v.color_name, skus: [] };
    skc.skus.push({
      variantId: Number(v.id),
      size: v.size,
      priceFen: priceByRule(DEFAULT_TEMU_PRICING, Number(v.base_cost_fen)),
      stock: 999,
      weightG: Math.max(1, Number(v.weight_g)),
    });
    bySkc.set(v.color_name, skc);
  }
  const cat = await defaultCategory(ctx, mainId);
  const body: SheinTemplateBody = {
    designId,
    title: `${d.name} 定制印花${blank?.name ?? ''}`.slice(0, 200),
    categoryId: cat?.categoryId ?? null,
    categoryPath: cat?.categoryPath ?? '',
    attributes: cat?.attributes ?? [],
    images,
    skcs: [...bySkc.values()],
  };
  const id = await insertSheinTemplate(db, mainId, body);
  return { id, problems: checkSheinTemplate(body) };
}

export async function saveSheinTemplate(db: Executor, mainId: number, id: number | null, input: unknown) {
  const body = parseSheinBody(input);
  // Every image must be the seller's own: another seller's and a missing one are refused alike, before any write.
  await requireOwnImages(db, mainId, body);
  if (id === null) return { id: await insertSheinTemplate(db, mainId, body), problems: checkSheinTemplate(body) };
  const r = await db
    .updateTable('shein_templates')
    .set({ ...sheinTemplateColumns(body), updated_at: Date.now() })
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound('模板不存在');
  return { id, problems: checkSheinTemplate(body) };
}

export async function sheinTemplateDetail(
  db: Executor,
  mainId: number,
  id: number,
  imageUrls: ImageUrlsOf,
): Promise<SheinTemplateDetail> {
  const r = await findSheinTemplate(db, mainId, id);
  if (!r) throw notFound('模板不存在');
  const body = sheinTemplateBodyOf(r);
  return {
    id: Number(r.id),
    ...body,
    imageUrls: await imageUrls(body.images),
    problems: checkSheinTemplate(body),
    updatedAt: Number(r.updated_at),
  };
}

export function sheinTemplatePage(
  db: Executor,
  mainId: number,
  q: { pageNum: number; pageSize: number; keyword?: string | undefined },
  imageUrls: ImageUrlsOf,
): Promise<{ rows: SheinTemplateRow[]; total: number }> {
  return templatePage(db, SHEIN_PUBLISHING, mainId, q, imageUrls, {
    bodyOf: (r: SheinTemplateRowDb) => sheinTemplateBodyOf(r),
    imagesOf: (b) => b.images,
    rowOf: (r, b, extra) => {
      const prices = b.skcs.flatMap((s) => s.skus.map((k) => k.priceFen));
      return {
        id: Number(r.id),
        designId: b.designId,
        title: b.title,
        categoryPath: b.categoryPath,
        imageUrl: extra.imageUrl,
        skcCount: b.skcs.length,
        skuCount: b.skcs.reduce((n, s) => n + s.skus.length, 0),
        priceMinFen: prices.length ? Math.min(...prices) : null,
        priceMaxFen: prices.length ? Math.max(...prices) : null,
        problemCount: checkSheinTemplate(b).length,
        publishedCount: extra.publishedCount,
        updatedAt: Number(r.updated_at),
      };
    },
  });
}

export const deleteSheinTemplate = (db: Executor, mainId: number, id: number) =>
  deleteTemplate(db, SHEIN_PUBLISHING, mainId, id);
