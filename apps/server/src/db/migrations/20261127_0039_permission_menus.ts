import { type AnyDb, addSellerMenuPages } from './helpers';

/**
 * Frozen (issue 21 §5/§6): which permission opens each seller page (`menus.perms`, comma-separated, any of), so the
 * delivered menu of a sub-account holds only what it may use. Paths are absolute; rows an operator already gave
 * perms keep them. Pages of other features landed the same day (经营概览, 利润分析, 订单推送记录, 设计模板, 批量套图)
 * are listed too: they get their permission if their row exists.
 */
export const PAGE_PERMS: Readonly<Record<string, string>> = {
  '/authorizeShop/temu': 'shop:manage',
  '/authorizeShop/shein': 'shop:manage',
  '/authorizeShop/home': 'shop:manage',
  '/gallery/galleryMy': 'gallery:manage',
  '/design/designCanvas': 'design:manage',
  '/design/designTemplate': 'design:manage',
  '/design/designBatch': 'design:manage',
  '/select/designProduct': 'design:manage',
  '/select/designProductInfo': 'design:manage',
  '/select/designMy': 'design:manage',
  '/publish/temuTemplate': 'publish:template',
  '/publish/temuTemplateInfo': 'publish:template',
  '/publish/sheinTemplate': 'publish:template',
  '/publish/sheinTemplateInfo': 'publish:template',
  '/publish/temuPush': 'publish:push',
  '/publish/temuInfo': 'publish:push',
  '/publish/qualityCheck': 'publish:push',
  '/publish/onlineProduct': 'publish:push',
  '/publish/onlineProductShein': 'publish:push',
  '/order/orderTemu': 'order:view',
  '/order/orderTemu1': 'order:view',
  '/order/orderShein': 'order:view',
  '/order/orderPushRecord': 'order:view',
  '/order/payTemu': 'order:pay',
  '/order/shippingDesk': 'order:ship',
  '/statistics/clientUserAccountRecord': 'wallet:view',
  '/statistics/overview': 'order:view,wallet:view',
  '/statistics/profit': 'order:view',
  '/system/vip': 'vip:buy',
  '/system/recharge': 'wallet:recharge',
};

const join = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.endsWith('/') ? parent.slice(0, -1) : parent}/${child}`;

interface Row {
  menu_id: number | string;
  parent_id: number | string;
  path: string;
  perms: string | null;
}

/** Absolute path of every seller menu row (ParentView groups such as /publish/temu included). */
async function sellerPaths(db: AnyDb): Promise<Array<Row & { full: string }>> {
  const rows = (await db
    .selectFrom('menus')
    .select(['menu_id', 'parent_id', 'path', 'perms'])
    .where('audience', '=', 'seller')
    .execute()) as Row[];
  const byId = new Map(rows.map((r) => [Number(r.menu_id), r]));
  const full = (r: Row, depth = 0): string => {
    const parent = byId.get(Number(r.parent_id));
    if (!parent || depth > 16) return join('/', r.path);
    return join(full(parent, depth + 1), r.path);
  };
  return rows.map((r) => ({ ...r, full: full(r) }));
}

/** Gives each listed page its permission where it has none yet. */
export async function applyPagePerms(db: AnyDb, now = Date.now()): Promise<void> {
  for (const row of await sellerPaths(db)) {
    const perms = PAGE_PERMS[row.full];
    if (!perms || row.perms) continue;
    await db.updateTable('menus').set({ perms, updated_at: now }).where('menu_id', '=', row.menu_id).execute();
  }
}

/** 个人中心 › 帮助中心 (`/system/help`): open to everyone signed in, after the group's other pages. */
export async function addHelpCenterMenu(db: AnyDb, now = Date.now()): Promise<void> {
  await addSellerMenuPages(
    db,
    '/system',
    [{ path: 'help', menuName: '帮助中心', component: 'system/help' }],
    null,
    now,
  );
}

/** The customer-service widget: no placeholder QR ('' until the operator uploads one), and 服务时间. */
async function customerServiceRows(db: AnyDb, now: number) {
  await db
    .updateTable('site_config')
    .set({ value: JSON.stringify(''), updated_at: now })
    .where('key', '=', 'customerServiceQr')
    .where('value', '=', JSON.stringify('/customer-service-qr.svg'))
    .execute();
  const hours = await db
    .selectFrom('site_config')
    .select('key')
    .where('key', '=', 'customerServiceHours')
    .executeTakeFirst();
  if (!hours) {
    await db
      .insertInto('site_config')
      .values({ key: 'customerServiceHours', value: JSON.stringify('工作日 9:00-18:00'), updated_at: now })
      .execute();
  }
}

/**
 * Where the menus exist (an older database): page permissions and 帮助中心. A fresh database gets both from the
 * seed (seed/menus.ts calls the two exported functions after inserting the built-in table).
 */
export async function up(db: AnyDb): Promise<void> {
  const now = Date.now();
  await applyPagePerms(db, now);
  await addHelpCenterMenu(db, now);
  await customerServiceRows(db, now);
}

export async function down(): Promise<void> {
  throw new Error('frozen migration: no down');
}
