import type { AdminCategoryNode, CategoryAddBody, CategoryReorderBody } from '@podbench/contract';
import type { Executor } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { writeAudit } from '../audit/service';

/** Deep enough for 大类 › 小类 › 细分; the seller's catalogue filter walks any depth. */
const MAX_DEPTH = 3;

const snapshot = (db: Executor, id: number) =>
  db
    .selectFrom('blank_categories')
    .select(['id', 'parent_id', 'name', 'order_num'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Every category (the table is small) with the number of blanks directly in each, on sale or not. */
export async function adminCategoryTree(db: Executor): Promise<AdminCategoryNode[]> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('blank_categories')
      .select(['id', 'parent_id', 'name', 'order_num'])
      .orderBy('parent_id')
      .orderBy('order_num')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('blanks')
      .select(['category_id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('category_id')
      .execute(),
  ]);
  const count = new Map(counts.map((c) => [Number(c.category_id), Number(c.n)]));
  const byId = new Map<number, AdminCategoryNode>();
  for (const r of rows) {
    const id = Number(r.id);
    byId.set(id, {
      id,
      parentId: Number(r.parent_id),
      name: r.name,
      orderNum: r.order_num,
      blankCount: count.get(id) ?? 0,
      children: [],
    });
  }
  const tree: AdminCategoryNode[] = [];
  for (const n of byId.values()) (byId.get(n.parentId)?.children ?? tree).push(n);
  return tree;
}

async function depthOf(db: Executor, id: number): Promise<number> {
  let depth = 0;
  for (let at = id; at !== 0 && depth <= MAX_DEPTH; depth++) {
    const row = await db.selectFrom('blank_categories').select('parent_id').where('id', '=', at).executeTakeFirst();
    if (!row) throw notFound('上级类目不存在');
    at = Number(row.parent_id);
  }
  return depth;
}

const duplicate = (name: string) => conflict(`同一级下已有名为「${name}」的类目`);

export async function addCategory(db: Executor, operatorId: number, body: CategoryAddBody) {
  return db
    .transaction()
    .execute(async (trx) => {
      if (body.parentId !== 0 && (await depthOf(trx, body.parentId)) >= MAX_DEPTH) {
        throw badRequest(`类目最多 ${MAX_DEPTH} 级`);
      }
      const last = await trx
        .selectFrom('blank_categories')
        .select((eb) => eb.fn.max('order_num').as('m'))
        .where('parent_id', '=', body.parentId)
        .executeTakeFirst();
      const now = Date.now();
      const { id } = await trx
        .insertInto('blank_categories')
        .values({
          parent_id: body.parentId,
          name: body.name,
          order_num: Number(last?.m ?? -1) + 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = await snapshot(trx, Number(id));
      await writeAudit(trx, {
        operatorId,
        action: 'catalogue.category.add',
        targetType: 'blank_category',
        targetId: Number(id),
        after,
      });
      return { id: Number(id) };
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? duplicate(body.name) : err;
    });
}

export async function renameCategory(db: Executor, operatorId: number, id: number, name: string) {
  await db
    .transaction()
    .execute(async (trx) => {
      const before = await snapshot(trx, id);
      if (!before) throw notFound('类目不存在');
      await trx.updateTable('blank_categories').set({ name, updated_at: Date.now() }).where('id', '=', id).execute();
      await writeAudit(trx, {
        operatorId,
        action: 'catalogue.category.rename',
        targetType: 'blank_category',
        targetId: id,
        before,
        after: await snapshot(trx, id),
      });
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? duplicate(name) : err;
    });
}

/** Sets one parent's children in the given order; the list must name each of them exactly once. */
export async function reorderCategories(db: Executor, operatorId: number, body: CategoryReorderBody) {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('blank_categories')
      .select(['id', 'order_num'])
      .where('parent_id', '=', body.parentId)
      .orderBy('order_num')
      .orderBy('id')
      .execute();
    const current = rows.map((r) => Number(r.id));
    const same = new Set(body.ids).size === body.ids.length && current.length === body.ids.length;
    if (!same || !body.ids.every((id) => current.includes(id))) {
      throw badRequest('类目顺序须包含该级的每个类目各一次，请刷新后重试');
    }
    const now = Date.now();
    for (const [i, id] of body.ids.entries()) {
      await trx.updateTable('blank_categories').set({ order_num: i, updated_at: now }).where('id', '=', id).execute();
    }
    await writeAudit(trx, {
      operatorId,
      action: 'catalogue.category.reorder',
      targetType: 'blank_category',
      targetId: body.parentId,
      before: current,
      after: body.ids,
    });
  });
}

/** Only an empty category goes: no sub-categories and no blanks (withdrawn ones count: designs point at them). */
export async function removeCategory(db: Executor, operatorId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await snapshot(trx, id);
    if (!before) throw notFound('类目不存在');
    const child = await trx.selectFrom('blank_categories').select('id').where('parent_id', '=', id).executeTakeFirst();
    if (child) throw badRequest('该类目下还有子类目，请先删除或移走子类目');
    const blanks = await trx
      .selectFrom('blanks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(blanks.n) > 0) throw badRequest(`该类目下还有 ${Number(blanks.n)} 个底版（含已下架），请先移走`);
    await trx.deleteFrom('blank_categories').where('id', '=', id).execute();
    await writeAudit(trx, {
      operatorId,
      action: 'catalogue.category.delete',
      targetType: 'blank_category',
      targetId: id,
      before,
    });
  });
}
