import type { Executor } from '../../db';
import { notFound } from '../../lib/app-error';
import { variantsOf } from '../catalogue/repository';
import { readStoredDocument } from '../design/document';
import { designMockups } from '../template-images/resolve';

/**
 * What 做成模板 starts from, for either marketplace: the seller's design (404 for another seller's or a deleted one),
 * its blank, the blank's variants in the design's chosen colours (all colours when it chose none) and the design's
 * mockups as owned image references.
 */
export async function designForTemplate(db: Executor, mainId: number, designId: number) {
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
  const colors = new Set(readStoredDocument(d.document).colors);
  const variants = (await variantsOf(db, [Number(d.product_id)])).filter(
    (v) => colors.size === 0 || colors.has(v.color_name),
  );
  const images = await designMockups(db, mainId, designId, Number(d.version), d.thumbnail_key);
  return { design: d, blank, variants, images };
}
