import type { AnyDb } from './helpers';

/** The operator pages this migration brings to a database seeded before they existed (data frozen here). */
const PAGES = [
  { path: 'sellers', menuName: '卖家管理', component: 'console/sellers', order: 1 },
  { path: 'fulfilment', menuName: '生产发货', component: 'console/fulfilment', order: 2 },
  { path: 'withdraw', menuName: '提现审核', component: 'console/withdraw', order: 3 },
  { path: 'notices', menuName: '公告管理', component: 'console/notices', order: 4 },
  { path: 'vip', menuName: '会员套餐', component: 'console/vip', order: 5 },
  { path: 'site', menuName: '站点设置', component: 'console/site', order: 6 },
  { path: 'audit', menuName: '操作日志', component: 'console/audit', order: 7 },
] as const;

/**
 * Frozen: 运营后台 gains 卖家管理, 生产发货, 提现审核, 公告管理, 会员套餐, 站点设置 and 操作日志 (菜单管理 moves last) and opens on 卖家管理. A fresh database
 * has no /console yet — the seed writes the whole operator menu after migrating — so this does nothing there.
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
        hidden: 0,
        icon: null,
        order_num: p.order,
        roles: JSON.stringify(['admin']),
        perms: null,
        status: 0,
        audience: 'operator',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await db
    .updateTable('menus')
    .set({ order_num: PAGES.length + 1, updated_at: now })
    .where('parent_id', '=', parentId)
    .where('path', '=', 'menu')
    .execute();
  await db
    .updateTable('menus')
    .set({ redirect: '/console/sellers', updated_at: now })
    .where('menu_id', '=', parentId)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
