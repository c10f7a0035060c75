import type { AnyDb } from './helpers';

/** The pages this migration brings (data frozen here). */
const PAGES = [
  { path: 'catalogue', menuName: '底版管理', component: 'console/catalogue', hidden: 0 },
  { path: 'catalogueBlank', menuName: '底版编辑', component: 'console/catalogueBlank', hidden: 1 },
] as const;

/** The operator menu's order once they are in; pages an operator added keep their own numbers. */
const ORDER = [
  'sellers',
  'fulfilment',
  'catalogue',
  'catalogueBlank',
  'withdraw',
  'notices',
  'vip',
  'site',
  'audit',
  'menu',
] as const;

/**
 * Frozen: 运营后台 gains 底版管理 (the catalogue) and its hidden editor page, after 生产发货. A fresh database has no
 * /console yet — the seed writes the whole operator menu after migrating — so this does nothing there.
 */
export async function up(db: AnyDb): Promise<void> {
  const parent = await db
    .selectFrom('menus')
    .select('menu_id')
    .where('path', '=', '/console')
    .where('audience', '=', 'operator')
    .executeTakeFirst();
  if (!parent) return;
  const parentId = Number(parent.menu_id);
  const now = Date.now();
  for (const p of PAGES) {
    const has = await db
      .selectFrom('menus')
      .select('menu_id')
      .where('parent_id', '=', parentId)
      .where('path', '=', p.path)
      .executeTakeFirst();
    if (has) continue;
    await db
      .insertInto('menus')
      .values({
        parent_id: parentId,
        menu_name: p.menuName,
        path: p.path,
        component: p.component,
        redirect: null,
        hidden: p.hidden,
        icon: null,
        order_num: 0,
        roles: JSON.stringify(['admin']),
        perms: null,
        status: 0,
        audience: 'operator',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  for (const [i, path] of ORDER.entries()) {
    await db
      .updateTable('menus')
      .set({ order_num: i + 1, updated_at: now })
      .where('parent_id', '=', parentId)
      .where('path', '=', path)
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
