import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db';
import { toCount } from '../../db';
import type { MenusTable } from '../../db/schema';

/** Menus are platform data, not seller data: no main-account scope; only operators write them. */

export interface MenuFilter {
  menuName?: string;
  status?: number;
  audience?: string;
}

export async function listMenus(db: Executor, f: MenuFilter = {}) {
  let q = db.selectFrom('menus').selectAll();
  if (f.menuName) {
    const p = `%${f.menuName.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // SQLite's LIKE has no default escape character, hence the explicit ESCAPE.
    q = q.where((eb) => eb(eb.fn('lower', ['menu_name']), 'like', sql<string>`${p} escape '\\'`));
  }
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.audience) q = q.where('audience', '=', f.audience);
  return q.orderBy('parent_id').orderBy('order_num').orderBy('menu_id').execute();
}

/** Enabled menus for the given audiences: the input of a user's router tree. */
export async function listEnabledMenus(db: Executor, audiences: string[]) {
  return db
    .selectFrom('menus')
    .selectAll()
    .where('status', '=', 0)
    .where('audience', 'in', audiences)
    .orderBy('order_num')
    .orderBy('menu_id')
    .execute();
}

export async function listChildMenus(db: Executor, parentId: number) {
  return db
    .selectFrom('menus')
    .selectAll()
    .where('parent_id', '=', parentId)
    .orderBy('order_num')
    .orderBy('menu_id')
    .execute();
}

export async function findMenu(db: Executor, menuId: number) {
  return db.selectFrom('menus').selectAll().where('menu_id', '=', menuId).executeTakeFirst();
}

export async function findParentId(db: Executor, menuId: number) {
  const r = await db.selectFrom('menus').select('parent_id').where('menu_id', '=', menuId).executeTakeFirst();
  return r ? Number(r.parent_id) : undefined;
}

export async function countChildMenus(db: Executor, menuId: number) {
  const r = await db
    .selectFrom('menus')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('parent_id', '=', menuId)
    .executeTakeFirst();
  return toCount(r?.n);
}

export async function insertMenu(db: Executor, values: Insertable<MenusTable>) {
  const r = await db.insertInto('menus').values(values).returning('menu_id').executeTakeFirstOrThrow();
  return Number(r.menu_id);
}

export async function updateMenu(db: Executor, menuId: number, patch: Partial<Insertable<MenusTable>>) {
  await db
    .updateTable('menus')
    .set({ ...patch, updated_at: Date.now() })
    .where('menu_id', '=', menuId)
    .execute();
}

export async function deleteMenu(db: Executor, menuId: number) {
  await db.deleteFrom('menus').where('menu_id', '=', menuId).execute();
}
