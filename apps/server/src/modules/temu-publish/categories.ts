import type { TemuCategoryNode, TemuLeafHit } from '@podbench/contract';
import type { Executor } from '../../db';
import { AppError } from '../../lib/app-error';
import type { TemuShopCaller } from './temu-shop';

/** Temu's category tree changes rarely; one fetch per parent a day is plenty. */
export const CATEGORY_TTL_MS = 24 * 3600_000;
/** The most bg.goods.cats.get calls one search may spend filling the cache. */
const SEARCH_WALK_MAX = 200;

/**
 * The children of a Temu category (0 = level 1, sent without `parentCatId` as the reference says), read through one
 * of the seller's shops and cached for every seller (the tree belongs to the app). Each node keeps its catType.
 */
export async function temuCategories(
  db: Executor,
  caller: () => Promise<TemuShopCaller>,
  parentId: number,
  now = Date.now(),
): Promise<TemuCategoryNode[]> {
  const cached = await db
    .selectFrom('temu_category_cache')
    .select(['data', 'fetched_at'])
    .where('parent_id', '=', parentId)
    .orderBy('cat_id')
    .execute();
  const nodes = cached.map((c) => JSON.parse(c.data) as Partial<TemuCategoryNode>);
  if (
    cached.length > 0 &&
    cached.every((c) => now - Number(c.fetched_at) < CATEGORY_TTL_MS) &&
    nodes.every((n) => typeof n.catType === 'number')
  )
    return nodes as TemuCategoryNode[];
  const r = await (await caller()).callType('bg.goods.cats.get', parentId === 0 ? {} : { parentCatId: parentId }, {
    idempotent: true,
  });
  const list: TemuCategoryNode[] = r.categoryDTOList
    .filter((c) => c.isHidden !== true)
    .map((c) => ({ catId: c.catId, catName: c.catName, isLeaf: c.isLeaf, catType: c.catType }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('temu_category_cache').where('parent_id', '=', parentId).execute();
    if (list.length === 0) return;
    await trx
      .insertInto('temu_category_cache')
      .values(list.map((c) => ({ cat_id: c.catId, parent_id: parentId, data: JSON.stringify(c), fetched_at: now })))
      .onConflict((oc) =>
        oc.column('cat_id').doUpdateSet((eb) => ({
          parent_id: eb.ref('excluded.parent_id'),
          data: eb.ref('excluded.data'),
          fetched_at: eb.ref('excluded.fetched_at'),
        })),
      )
      .execute();
  });
  return list;
}

/**
 * The leaf at the end of `path` as Temu has it now: its catType and name, read from its parent's children. Refused
 * when the path is not a path of leaves any more (Temu moved or hid the category).
 */
export async function resolveLeaf(db: Executor, caller: () => Promise<TemuShopCaller>, path: readonly number[]) {
  const leafId = path.at(-1);
  if (leafId === undefined) throw new AppError(400, '请选择类目');
  const siblings = await temuCategories(db, caller, path.length > 1 ? path.at(-2)! : 0);
  const leaf = siblings.find((c) => c.catId === leafId);
  if (!leaf) throw new AppError(400, '所选类目已不在 Temu 类目树中，请重新选择类目');
  if (!leaf.isLeaf) throw new AppError(400, '请选择到叶子类目');
  return leaf;
}

/**
 * Leaves whose name contains `keyword`, with their paths: walks the tree breadth-first through the cache (filling
 * what is missing, at most SEARCH_WALK_MAX calls), then searches it. At most 50 hits.
 */
export async function searchLeaves(
  db: Executor,
  caller: () => Promise<TemuShopCaller>,
  keyword: string,
): Promise<TemuLeafHit[]> {
  const hits: TemuLeafHit[] = [];
  const queue: Array<{ id: number; ids: number[]; names: string[] }> = [{ id: 0, ids: [], names: [] }];
  let calls = 0;
  const kw = keyword.trim().toLowerCase();
  while (queue.length > 0 && hits.length < 50) {
    const at = queue.shift()!;
    if (calls++ >= SEARCH_WALK_MAX) break;
    for (const c of await temuCategories(db, caller, at.id)) {
      const ids = [...at.ids, c.catId];
      const names = [...at.names, c.catName];
      if (c.isLeaf) {
        if (c.catName.toLowerCase().includes(kw)) hits.push({ ids, names, catType: c.catType });
      } else if (ids.length < 10) {
        queue.push({ id: c.catId, ids, names });
      }
    }
  }
  return hits;
}
