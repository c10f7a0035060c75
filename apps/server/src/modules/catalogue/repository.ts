import { type Expression, type SqlBool, sql } from 'kysely';
import { type Executor, toCount } from '../../db';

/** Blanks on sale; withdrawn ones stay readable by id (saved designs point at them) but leave the lists. */
const ON_SALE = 0;

export async function listCategories(db: Executor) {
  return db
    .selectFrom('blank_categories')
    .select(['id', 'parent_id', 'name'])
    .where('status', '=', ON_SALE)
    .orderBy('parent_id')
    .orderBy('order_num')
    .orderBy('id')
    .execute();
}

export async function countOnSaleByCategory(db: Executor) {
  const rows = await db
    .selectFrom('blanks')
    .select(['category_id', (eb) => eb.fn.countAll().as('n')])
    .where('status', '=', ON_SALE)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.category_id), toCount(r.n)]));
}

/** `%kw%` with LIKE's own wildcards escaped, so that "100%" means the text 100%. */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface BlankFilter {
  /** null: every category. */
  categoryIds: number[] | null;
  keyword: string | null;
}

function filtered(db: Executor, f: BlankFilter) {
  let q = db.selectFrom('blanks').where('status', '=', ON_SALE);
  if (f.categoryIds) q = q.where('category_id', 'in', f.categoryIds.length ? f.categoryIds : [-1]);
  if (f.keyword) {
    const p = likePattern(f.keyword);
    // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
    q = q.where(
      (eb): Expression<SqlBool> =>
        eb.or([
          sql<SqlBool>`lower(name) like ${p} escape '\\'`,
          sql<SqlBool>`lower(description) like ${p} escape '\\'`,
          sql<SqlBool>`lower(material) like ${p} escape '\\'`,
        ]),
    );
  }
  return q;
}

export async function pageBlanks(db: Executor, f: BlankFilter, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    filtered(db, f).selectAll().orderBy('order_num').orderBy('id').limit(limit).offset(offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(total.n) };
}

export async function findBlank(db: Executor, id: number) {
  return db.selectFrom('blanks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function variantsOf(db: Executor, blankIds: number[]) {
  if (!blankIds.length) return [];
  return db
    .selectFrom('blank_variants')
    .selectAll()
    .where('blank_id', 'in', blankIds)
    .where('status', '=', ON_SALE)
    .orderBy('blank_id')
    .orderBy('order_num')
    .orderBy('id')
    .execute();
}

export async function printAreasOf(db: Executor, blankIds: number[]) {
  if (!blankIds.length) return [];
  return db
    .selectFrom('blank_print_areas')
    .selectAll()
    .where('blank_id', 'in', blankIds)
    .orderBy('blank_id')
    .orderBy('order_num')
    .orderBy('id')
    .execute();
}

export async function viewsOf(db: Executor, blankIds: number[]) {
  if (!blankIds.length) return [];
  return db
    .selectFrom('blank_views')
    .selectAll()
    .where('blank_id', 'in', blankIds)
    .orderBy('blank_id')
    .orderBy('order_num')
    .orderBy('id')
    .execute();
}

export async function viewImagesOf(db: Executor, viewIds: number[]) {
  if (!viewIds.length) return [];
  return db.selectFrom('blank_view_images').selectAll().where('view_id', 'in', viewIds).orderBy('id').execute();
}

export async function viewAreasOf(db: Executor, viewIds: number[]) {
  if (!viewIds.length) return [];
  return db
    .selectFrom('blank_view_areas')
    .innerJoin('blank_print_areas', 'blank_print_areas.id', 'blank_view_areas.print_area_id')
    .select(['blank_view_areas.view_id', 'blank_print_areas.area_key', 'blank_view_areas.quad'])
    .where('blank_view_areas.view_id', 'in', viewIds)
    .orderBy('blank_print_areas.order_num')
    .execute();
}
