import {
  DEFAULT_TEMU_PRICING,
  DEFAULT_TEMU_TECHNOLOGY,
  type TemuPublishState,
  type TemuTemplateBody,
  temuPricingRule,
  temuSizeChart,
  temuTechnology,
} from '@podbench/contract';
import type { z } from 'zod';
import type { Executor } from '../../db';
import type { TemuPublishesTable, TemuTemplatesTable } from '../../db/schema-temu-publish';
import type { Selectable } from 'kysely';
import { imageRefsOf } from '../template-images/resolve';

export { imageRefsOf };

export type TemplateRow = Selectable<TemuTemplatesTable>;
export type PublishRow = Selectable<TemuPublishesTable>;

/** A JSON column read through its schema; null or unreadable → the fallback. */
function jsonOr<S extends z.ZodType>(schema: S, text: string | null, fallback: z.infer<S>): z.infer<S> {
  if (!text) return fallback;
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : fallback;
  } catch {
    return fallback;
  }
}

export function templateBody(r: TemplateRow): TemuTemplateBody {
  return {
    designId: r.design_id === null ? null : Number(r.design_id),
    title: r.title,
    titleEn: r.title_en,
    categoryIds: JSON.parse(r.category_ids) as number[],
    categoryPath: r.category_path,
    attributes: JSON.parse(r.attributes) as TemuTemplateBody['attributes'],
    images: imageRefsOf(r.images),
    skus: (JSON.parse(r.skus) as TemuTemplateBody['skus']).map((k) => ({ ...k, baseCostFen: k.baseCostFen ?? 0 })),
    technology: jsonOr(temuTechnology, r.technology, DEFAULT_TEMU_TECHNOLOGY),
    sizeChart: jsonOr(temuSizeChart.nullable(), r.size_chart, null),
    pricing: jsonOr(temuPricingRule, r.pricing, DEFAULT_TEMU_PRICING),
  };
}

export const templateColumns = (t: TemuTemplateBody) => ({
  design_id: t.designId,
  title: t.title,
  title_en: t.titleEn,
  category_ids: JSON.stringify(t.categoryIds),
  category_path: t.categoryPath,
  attributes: JSON.stringify(t.attributes),
  images: JSON.stringify(t.images),
  skus: JSON.stringify(t.skus),
  technology: JSON.stringify(t.technology),
  size_chart: t.sizeChart ? JSON.stringify(t.sizeChart) : null,
  pricing: JSON.stringify(t.pricing),
});

export async function insertTemplate(db: Executor, mainId: number, t: TemuTemplateBody, now = Date.now()) {
  const r = await db
    .insertInto('temu_templates')
    .values({ main_id: mainId, ...templateColumns(t), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function findTemplate(db: Executor, mainId: number, id: number) {
  return db
    .selectFrom('temu_templates')
    .selectAll()
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
}

export async function findPublish(db: Executor, id: number) {
  return db.selectFrom('temu_publishes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a publish from one state to another; false when another worker moved it first. */
export async function movePublish(
  db: Executor,
  id: number,
  from: TemuPublishState[],
  to: TemuPublishState,
  set: Partial<{
    attempts: number;
    error: string | null;
    goods_id: string | null;
    sku_ids: string | null;
    started_at: number | null;
    finished_at: number | null;
  }> = {},
  now = Date.now(),
) {
  const r = await db
    .updateTable('temu_publishes')
    .set({ state: to, updated_at: now, ...set })
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
