import type { GallerySort } from '@podbench/contract';
import { containsText } from '../../lib/escape-like';
import { type ExpressionBuilder, SqliteAdapter, sql } from 'kysely';
import type { Executor } from '../../db';
import type { Database } from '../../db/schema';
import { toCount } from '../../db';

export const IMAGE_COLUMNS = [
  'id',
  'main_id',
  'file_id',
  'folder_id',
  'name',
  'mime',
  'size',
  'sha256',
  'width',
  'height',
  'dpi',
  'color_space',
  'has_alpha',
  'source',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;

export interface ImageFilter {
  mainId: number;
  /** undefined: every folder. */
  folderId?: number;
  q?: string;
  tagId?: number;
  trash: boolean;
}
export interface ImagePage extends ImageFilter {
  sort: GallerySort;
  order: 'asc' | 'desc';
  /** Sort value and id of the last row of the previous page. */
  after?: readonly [string | number, number];
  limit: number;
}

/** The column a sort pages on. The recycle bin is always in order of deletion. */
export const sortColumn = (sort: GallerySort, trash: boolean) =>
  trash ? 'deleted_at' : sort === 'name' ? 'name' : sort === 'size' ? 'size' : 'created_at';

/**
 * A name search: `lower(name) like '%q%'`, which PostgreSQL answers from its trigram index (migration 0009). On
 * SQLite the FTS5 trigram table narrows the candidates first (three or more characters and no LIKE wildcards, which
 * is what it can index); the same predicate then decides, so results never depend on which path ran.
 */
function nameMatches(db: Executor, q: string, alias: '' | 'i.' = '') {
  const like = containsText(`${alias}name`, q);
  const indexable = [...q].length >= 3 && !/[\\%_]/.test(q);
  if (!indexable || !(db.getExecutor().adapter instanceof SqliteAdapter)) return like;
  return sql<boolean>`${like} and ${sql.ref(`${alias}id`)} in (select rowid from gallery_images_fts where name like ${`%${q}%`})`;
}

/**
 * The filters shared by a page and its count. Every condition a partial index needs (`deleted_at is null`,
 * main_id, folder_id) is spelled out so that both SQLite and PostgreSQL can use it (queries.sql).
 */
function filtered(db: Executor, f: ImageFilter) {
  let q = db.selectFrom('gallery_images').where('main_id', '=', f.mainId);
  q = f.trash ? q.where('deleted_at', 'is not', null) : q.where('deleted_at', 'is', null);
  if (f.folderId !== undefined && !f.trash) q = q.where('folder_id', '=', f.folderId);
  if (f.q) q = q.where(nameMatches(db, f.q));
  if (f.tagId !== undefined) {
    // Driven from the tag's own index (main_id, tag_id, image_id): a tag carried by a few images among 100,000 is
    // found without walking the seller's whole timeline.
    const tagId = f.tagId;
    q = q.where('id', 'in', (eb: ExpressionBuilder<Database, 'gallery_images'>) =>
      eb
        .selectFrom('gallery_image_tags as t')
        .select('t.image_id')
        .where('t.main_id', '=', f.mainId)
        .where('t.tag_id', '=', tagId),
    );
  }
  return q;
}

/** One page by keyset: `(sort value, id)` after the cursor, one row more than asked to know if more follow. */
export function pageQuery(db: Executor, p: ImagePage) {
  const col = sortColumn(p.sort, p.trash);
  let q = filtered(db, p).select(IMAGE_COLUMNS);
  if (p.after) {
    const [value, id] = p.after;
    q = q.where((eb) => eb(eb.refTuple(col, 'id'), p.order === 'desc' ? '<' : '>', eb.tuple(value, id)));
  }
  return q
    .orderBy(col, p.order)
    .orderBy('id', p.order)
    .limit(p.limit + 1);
}

export type ImageRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

/**
 * A real count (names, tags; plain folder totals come from gallery_counts). With a tag it starts from the tag's
 * index and joins, rather than testing every image of the seller for the tag.
 */
export async function countImages(db: Executor, f: ImageFilter): Promise<number> {
  if (f.tagId === undefined) {
    const r = await filtered(db, f)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return toCount(r.n);
  }
  const tagId = f.tagId;
  const q = db
    .selectFrom('gallery_image_tags as t')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('t.main_id', '=', f.mainId)
    .where('t.tag_id', '=', tagId)
    .where((eb) => {
      let image = eb
        .selectFrom('gallery_images as i')
        .select(eb.lit(1).as('one'))
        .whereRef('i.id', '=', 't.image_id')
        .where('i.deleted_at', f.trash ? 'is not' : 'is', null);
      if (f.folderId !== undefined && !f.trash) image = image.where('i.folder_id', '=', f.folderId);
      if (f.q) image = image.where(nameMatches(db, f.q, 'i.'));
      // An OFFSET keeps PostgreSQL from flattening the EXISTS into a hash join over every image (it drops a bare
      // LIMIT there): a primary-key lookup per tagged image is what makes this fast.
      return eb.exists(image.limit(1).offset(0));
    });
  return toCount((await q.executeTakeFirstOrThrow()).n);
}

export async function findImages(db: Executor, mainId: number, ids: number[], opts: { trash?: boolean } = {}) {
  if (!ids.length) return [];
  let q = db.selectFrom('gallery_images').select(IMAGE_COLUMNS).where('main_id', '=', mainId).where('id', 'in', ids);
  if (opts.trash !== undefined) q = q.where('deleted_at', opts.trash ? 'is not' : 'is', null);
  return q.execute();
}

/** Tag names per image for a page of images. */
export async function tagsOfImages(db: Executor, mainId: number, imageIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!imageIds.length) return out;
  const rows = await db
    .selectFrom('gallery_image_tags as it')
    .innerJoin('gallery_tags as t', 't.id', 'it.tag_id')
    .select(['it.image_id', 't.name'])
    .where('it.main_id', '=', mainId)
    .where('it.image_id', 'in', imageIds)
    .orderBy('t.name')
    .execute();
  for (const r of rows) {
    const list = out.get(Number(r.image_id)) ?? [];
    list.push(r.name);
    out.set(Number(r.image_id), list);
  }
  return out;
}
