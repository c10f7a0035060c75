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

/** Tags carried by at least one live image, with how many. Tags on deleted images only return with them. */
export async function listTags(db: Executor, mainId: number) {
  const rows = await db
    .selectFrom('gallery_image_tags as it')
    .innerJoin('gallery_images as i', 'i.id', 'it.image_id')
    .innerJoin('gallery_tags as t', 't.id', 'it.tag_id')
    .select(['t.id', 't.name', (eb) => eb.fn.countAll().as('count')])
    .where('it.main_id', '=', mainId)
    .where('i.deleted_at', 'is', null)
    .groupBy(['t.id', 't.name'])
    .orderBy('t.name')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, count: toCount(r.count) }));
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
