import type { Executor } from '../../index';
import { CATEGORY_SEEDS } from './blanks';

async function ensureCategory(db: Executor, parentId: number, name: string, orderNum: number): Promise<number> {
  const found = await db
    .selectFrom('blank_categories')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (found) return Number(found.id);
  const now = Date.now();
  // Another process seeding at the same moment may win the (parent_id, name) unique index: read its row then.
  const inserted = await db
    .insertInto('blank_categories')
    .values({ parent_id: parentId, name, order_num: orderNum, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['parent_id', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return Number(inserted.id);
  return ensureCategory(db, parentId, name, orderNum);
}

/** The seeded category tree; existing categories (and operators' renames of others) are left alone. */
export async function ensureCategories(db: Executor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, top] of CATEGORY_SEEDS.entries()) {
    const topId = await ensureCategory(db, 0, top.name, i);
    for (const [j, child] of top.children.entries()) {
      ids.set(`${top.name}/${child}`, await ensureCategory(db, topId, child, j));
    }
  }
  return ids;
}
