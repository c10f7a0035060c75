import type { AnyDb } from './helpers';

/** The operator menu's order once 发货台 is in (data frozen here); pages an operator added keep their numbers. */
const CONSOLE_ORDER = [
  'sellers',
  'fulfilment',
  'shippingDesk',
  'catalogue',
  'catalogueBlank',
  'withdraw',
  'fundsException',
  'notices',
  'vip',
  'site',
  'audit',
  'menu',
] as const;
/** The seller's 订单管理 order once 发货台 is in. */
const ORDER_ORDER = ['orderTemu', 'orderTemu1', 'payTemu', 'shippingDesk', 'orderShein'] as const;

async function addPage(
  db: AnyDb,
  parentPath: string,
  audience: 'seller' | 'operator',
  page: { path: string; menuName: string; component: string; roles: string[] },
  order: readonly string[],
  now: number,
) {
  const parent = await db
    .selectFrom('menus')
    .select('menu_id')
    .where('path', '=', parentPath)
    .where('audience', '=', audience)
    .where('parent_id', '=', 0)
    .executeTakeFirst();
  if (!parent) return;
  const parentId = Number(parent.menu_id);
  const has = await db
    .selectFrom('menus')
    .select('menu_id')
    .where('parent_id', '=', parentId)
    .where('path', '=', page.path)
    .executeTakeFirst();
  if (!has) {
    await db
      .insertInto('menus')
      .values({
        parent_id: parentId,
        menu_name: page.menuName,
        path: page.path,
        component: page.component,
        redirect: null,
        hidden: 0,
        icon: null,
        order_num: 0,
        roles: JSON.stringify(page.roles),
        perms: null,
        status: 0,
        audience,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  for (const [i, path] of order.entries()) {
    await db
      .updateTable('menus')
      .set({ order_num: i + 1, updated_at: now })
      .where('parent_id', '=', parentId)
      .where('path', '=', path)
      .execute();
  }
}

/**
 * Frozen (issue 19 §3, web): the shipping desk's pages — 运营后台 › 发货台 (`/console/shippingDesk`, after 生产发货)
 * and 订单管理 › 发货台 (`/order/shippingDesk`, for sellers who ship themselves), once, where the menus exist. A fresh
 * database gets both from the seed.
 */
export async function up(db: AnyDb): Promise<void> {
  await addShippingDeskMenus(db);
}

export async function addShippingDeskMenus(db: AnyDb, now = Date.now()): Promise<void> {
  await addPage(
    db,
    '/console',
    'operator',
    { path: 'shippingDesk', menuName: '发货台', component: 'console/shippingDesk', roles: ['admin'] },
    CONSOLE_ORDER,
    now,
  );
  await addPage(
    db,
    '/order',
    'seller',
    { path: 'shippingDesk', menuName: '发货台', component: 'order/shippingDesk', roles: [] },
    ORDER_ORDER,
    now,
  );
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
