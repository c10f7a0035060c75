import {
  DEFAULT_TEMU_PRICING,
  DEFAULT_TEMU_TECHNOLOGY,
  type TemuPublishState,
  type TemuTemplateBody,
  temuPricingRule,
  temuTemplateBody,
  temuSizeChart,
  temuTechnology,
} from '@podbench/contract';
import type { z } from 'zod';
import type { Executor } from '../../db';
import type { TemuPublishesTable, TemuTemplatesTable } from '../../db/schema-temu-publish';
import type { Selectable } from 'kysely';
import { TEMU_PUBLISHING } from '../publish-core/marketplaces';
import { movePublish as moveCorePublish } from '../publish-core/state';
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

/**
 * The template body: the `listing` JSON (migration 0029) read through the contract's schema. A row whose listing is
 * missing or unreadable reads as its old columns (never lost): an empty attribute-template part, 需补全.
 */
export function templateBody(r: TemplateRow): TemuTemplateBody {
  if (r.listing) {
    try {
      const parsed = temuTemplateBody.safeParse(JSON.parse(r.listing));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through to the old columns
    }
  }
  const skus = (JSON.parse(r.skus) as TemuTemplateBody['skus']).map((k) => ({ ...k, baseCostFen: k.baseCostFen ?? 0 }));
  return temuTemplateBody.parse({
    designId: r.design_id === null ? null : Number(r.design_id),
    title: r.title,
    titleEn: r.title_en,
    category: null,
    legacyAttributes: JSON.parse(r.attributes),
    images: imageRefsOf(r.images),
    skus,
    technology: (() => {
      const t = jsonOr(temuTechnology, r.technology, DEFAULT_TEMU_TECHNOLOGY);
      return { ...t, technologyType: t.twiceTypes.length > 1 ? 2 : 1 };
    })(),
    sizeChart: jsonOr(temuSizeChart.nullable(), r.size_chart, null),
    pricing: jsonOr(temuPricingRule, r.pricing, DEFAULT_TEMU_PRICING),
  });
}

/** The columns a body is stored in: the whole body as `listing`, plus the old columns other pages still read. */
export const templateColumns = (t: TemuTemplateBody) => ({
  design_id: t.designId,
  title: t.title,
  title_en: t.titleEn,
  category_ids: JSON.stringify(t.category?.ids ?? []),
  category_path: (t.category?.names ?? []).join(' > '),
  attributes: JSON.stringify(t.legacyAttributes),
  images: JSON.stringify(t.images),
  skus: JSON.stringify(t.skus),
  technology: JSON.stringify(t.technology),
  size_chart: t.sizeChart ? JSON.stringify(t.sizeChart) : null,
  pricing: JSON.stringify(t.pricing),
  listing: JSON.stringify(t),
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

/** Moves a publish from one state to another (the core's state machine); false when another worker moved it first. */
export async function movePublish(
  db: Executor,
  id: number,
  from: TemuPublishState[],
  to: TemuPublishState,
  set: Partial<{
    attempts: number;
    error: string | null;
    error_code: number | null;
    goods_id: string | null;
    sku_ids: string | null;
    skc_ids: string | null;
    sku_map: string | null;
    duplicate_of: string | null;
    deferred_until: number | null;
    add_sent_at: number | null;
    template_changes: string | null;
    notice: string | null;
    currency: string | null;
    started_at: number | null;
    finished_at: number | null;
  }> = {},
  now = Date.now(),
) {
  return moveCorePublish(db, TEMU_PUBLISHING, id, from, to, set, now);
}
