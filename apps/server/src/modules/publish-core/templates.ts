import type { TemplateImageRef } from '@podbench/contract';
import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { containsText } from '../../lib/escape-like';
import type { ImageUrlsOf } from '../template-images/resolve';
import type { AnyPublishing } from './marketplaces';
import { boundShopIds } from './shops';
import { PUBLISH_TEXT } from './state';

/** Successful publishes per template (the list's 已发布 count). */
async function publishedCounts(db: Executor, m: AnyPublishing, mainId: number, ids: number[]) {
  const published = new Map<number, number>();
  if (ids.length === 0) return published;
  const counts = await db
    .selectFrom(m.publishes as 'temu_publishes')
    .select(['template_id', (eb) => eb.fn.countAll().as('n')])
    .where('main_id', '=', mainId)
    .where('template_id', 'in', ids)
    .where('state', '=', 'success')
    .groupBy('template_id')
    .execute();
  for (const c of counts) published.set(Number(c.template_id), Number(c.n));
  return published;
}

/**
 * One page of a seller's templates (newest first, keyword in the title): each row as the adapter shapes it from the
 * stored row, its body, the first image's URL and how many publishes of it succeeded.
 */
export async function templatePage<Row extends { id: number | bigint; updated_at: number | bigint }, Body, Out>(
  db: Executor,
  m: AnyPublishing,
  mainId: number,
  q: { pageNum: number; pageSize: number; keyword?: string | undefined },
  imageUrls: ImageUrlsOf,
  a: {
    bodyOf(r: Row): Body;
    imagesOf(b: Body): TemplateImageRef[];
    rowOf(r: Row, b: Body, extra: { imageUrl: string | null; publishedCount: number }): Out;
  },
): Promise<{ rows: Out[]; total: number }> {
  let base = db.selectFrom(m.templates as 'temu_templates').where('main_id', '=', mainId);
  const kw = q.keyword?.trim();
  if (kw) base = base.where(containsText('title', kw));
  const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  // The row type is the adapter's own table's (the descriptor names it); Kysely types the union as Temu's.
  const rows = (await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute()) as unknown as Row[];
  const published = await publishedCounts(
    db,
    m,
    mainId,
    rows.map((r) => Number(r.id)),
  );
  const bodies = rows.map((r) => a.bodyOf(r));
  const firsts = await imageUrls(bodies.flatMap((b) => a.imagesOf(b).slice(0, 1)));
  let next = 0;
  return {
    total,
    rows: rows.map((r, i) => {
      const b = bodies[i] as Body;
      const imageUrl = a.imagesOf(b)[0] ? (firsts[next++] ?? null) : null;
      return a.rowOf(r, b, { imageUrl, publishedCount: published.get(Number(r.id)) ?? 0 });
    }),
  };
}

export async function deleteTemplate(db: Executor, m: AnyPublishing, mainId: number, id: number) {
  const r = await db
    .deleteFrom(m.templates as 'temu_templates')
    .where('id', '=', id)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) throw notFound(PUBLISH_TEXT.templateMissing);
}

/**
 * The templates and shops one publish request names: every template the seller's (404 otherwise) and every shop a
 * bound one of the marketplace (404 otherwise). The adapter then checks each template by its own rules.
 */
export async function requestedTemplates(
  db: Executor,
  m: AnyPublishing,
  mainId: number,
  templateIds: number[],
  shopIds: number[],
) {
  const tpls = await db
    .selectFrom(m.templates as 'temu_templates')
    .select('id')
    .where('main_id', '=', mainId)
    .where('id', 'in', templateIds)
    .execute();
  if (tpls.length !== new Set(templateIds).size) throw notFound(PUBLISH_TEXT.templateMissing);
  await boundShopIds(db, mainId, m.platform, shopIds);
}
