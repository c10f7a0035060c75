import type { Executor } from '../../db';
import { toCount } from '../../db';

/** Tag ids for the names, creating missing tags (concurrent creators meet at the unique index). */
export async function ensureTags(db: Executor, mainId: number, names: string[]): Promise<number[]> {
  if (!names.length) return [];
  const now = Date.now();
  await db
    .insertInto('gallery_tags')
    .values(names.map((name) => ({ main_id: mainId, name, created_at: now })))
    .onConflict((oc) => oc.columns(['main_id', 'name']).doNothing())
    .execute();
  return findTagIds(db, mainId, names);
}

export async function findTagIds(db: Executor, mainId: number, names: string[]): Promise<number[]> {
  if (!names.length) return [];
  const rows = await db
    .selectFrom('gallery_tags')
    .select('id')
    .where('main_id', '=', mainId)
    .where('name', 'in', names)
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function linkTags(db: Executor, mainId: number, imageIds: number[], tagIds: number[]) {
  const values = imageIds.flatMap((image_id) => tagIds.map((tag_id) => ({ image_id, tag_id, main_id: mainId })));
  if (!values.length) return;
  await db
    .insertInto('gallery_image_tags')
    .values(values)
    .onConflict((oc) => oc.columns(['image_id', 'tag_id']).doNothing())
    .execute();
}

export async function unlinkTags(db: Executor, mainId: number, imageIds: number[], tagIds: number[]) {
  if (!imageIds.length || !tagIds.length) return;
  await db
    .deleteFrom('gallery_image_tags')
    .where('main_id', '=', mainId)
    .where('image_id', 'in', imageIds)
    .where('tag_id', 'in', tagIds)
    .execute();
}

/**
 * Tags carried by at least one live image, with how many. Tags on deleted images only return with them. Counted
 * from the tag links with a primary-key lookup each (the OFFSET keeps PostgreSQL from a hash join over every image).
 */
export async function listTags(db: Executor, mainId: number) {
  const rows = await db
    .selectFrom('gallery_tags as g')
    .select(['g.id', 'g.name'])
    .select((eb) =>
      eb
        .selectFrom('gallery_image_tags as it')
        .select(eb.fn.countAll().as('n'))
        .where('it.main_id', '=', mainId)
        .whereRef('it.tag_id', '=', 'g.id')
        .where((e) =>
          e.exists(
            e
              .selectFrom('gallery_images as i')
              .select(e.lit(1).as('one'))
              .whereRef('i.id', '=', 'it.image_id')
              .where('i.deleted_at', 'is', null)
              .limit(1)
              .offset(0),
          ),
        )
        .as('count'),
    )
    .where('g.main_id', '=', mainId)
    .orderBy('g.name')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, count: toCount(r.count) })).filter((r) => r.count > 0);
}

/** Tags no image carries any more (after purges). */
export async function deleteUnusedTags(db: Executor, mainId: number) {
  await db
    .deleteFrom('gallery_tags')
    .where('main_id', '=', mainId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('gallery_image_tags as it')
            .select('it.tag_id')
            .where('it.main_id', '=', mainId)
            .whereRef('it.tag_id', '=', 'gallery_tags.id'),
        ),
      ),
    )
    .execute();
}
