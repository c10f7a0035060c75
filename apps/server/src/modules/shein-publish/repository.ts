import { type SheinTemplateBody, sheinTemplateBody } from '@podbench/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { SheinTemplatesTable } from '../../db/schema-shein';
import { badRequest } from '../../lib/app-error';
import { imageRefsOf } from '../template-images/resolve';

export type SheinTemplateRowDb = Selectable<SheinTemplatesTable>;

/** A template body from a request: the contract's shape (field rules are reported, not refused, on save). */
export function parseSheinBody(input: unknown): SheinTemplateBody {
  const r = sheinTemplateBody.safeParse(input);
  if (!r.success) {
    const i = r.error.issues[0];
    throw badRequest(`模板内容无效：${i ? `${i.path.join('.')} ${i.message}` : ''}`.trim());
  }
  return r.data;
}

export function sheinTemplateBodyOf(r: SheinTemplateRowDb): SheinTemplateBody {
  const body = JSON.parse(r.body) as { images?: unknown };
  // Only image references are images (a storage key from before migration 0024 is left out, never read).
  return sheinTemplateBody.parse({ ...body, images: imageRefsOf(Array.isArray(body.images) ? body.images : null) });
}

export const sheinTemplateColumns = (b: SheinTemplateBody) => ({
  design_id: b.designId,
  title: b.title,
  category_id: b.categoryId,
  category_path: b.categoryPath,
  body: JSON.stringify(b),
});

export async function insertSheinTemplate(db: Executor, mainId: number, b: SheinTemplateBody, now = Date.now()) {
  const { id } = await db
    .insertInto('shein_templates')
    .values({ main_id: mainId, ...sheinTemplateColumns(b), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export const findSheinTemplate = (db: Executor, mainId: number, id: number) =>
  db.selectFrom('shein_templates').selectAll().where('id', '=', id).where('main_id', '=', mainId).executeTakeFirst();
