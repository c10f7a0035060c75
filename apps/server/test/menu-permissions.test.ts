import { type MenuItem, type MenuTreeNode, SELLER_ROUTES } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addHelpCenterMenu, applyPagePerms } from '../src/db/migrations/20261127_0039_permission_menus';
import { DEMO, insertSubAccount, newSeller, OPERATOR, signIn } from './account-fixtures';
import { useTestApp } from './helper';

/** Issue 21 §5: the delivered menu is cut to the caller's permissions; an operator's starts with the console. */
const t = await useTestApp();
let main: Awaited<ReturnType<typeof newSeller>>;
let op: string;

beforeAll(async () => {
  main = await newSeller(t, 'menuperm');
  op = await signIn(t, OPERATOR.userName, OPERATOR.password);
});

let subSeq = 0;
async function subToken(permissions: string[]) {
  const userName = `mpsub${process.pid % 1000}x${++subSeq}`;
  await insertSubAccount(t, main.id, userName, permissions);
  return signIn(t, userName);
}
const routers = async (token: string) => {
  const r = await t.call<MenuTreeNode[]>({ method: 'GET', url: '/api/menu/routers', token });
  expect(r.code).toBe(200);
  return r.data;
};
const top = (nodes: MenuTreeNode[]) => nodes.map((n) => n.path);
const kids = (nodes: MenuTreeNode[], path: string) => nodes.find((n) => n.path === path)?.children.map((c) => c.path);
/** The spec's first-url: the first item's path joined with its first child's. */
/** 个人中心 as a sub-account without money or VIP permissions sees it (other open pages may sit beside these). */
const expectOpenSystemOnly = (menu: MenuTreeNode[]) => {
  const system = kids(menu, '/system') ?? [];
  expect(system).toEqual(expect.arrayContaining(['userInfo', 'help']));
  expect(system).not.toContain('vip');
  expect(system).not.toContain('recharge');
};
const firstUrl = (nodes: MenuTreeNode[]) => `${nodes[0].path}/${nodes[0].children[0].path}`;

describe('a sub-account gets only the pages it may use', () => {
  it('gallery:manage → 图库管理 and 个人中心 (个人信息, 帮助中心); lands on 我的图库', async () => {
    const menu = await routers(await subToken(['gallery:manage']));
    expect(top(menu)).toEqual(['/gallery', '/system']);
    expect(kids(menu, '/gallery')).toEqual(['galleryMy']);
    expectOpenSystemOnly(menu);
    expect(firstUrl(menu)).toBe('/gallery/galleryMy');
  });

  it('order:view → orders to look at, no 账户支付 and no 发货台; no money pages', async () => {
    const menu = await routers(await subToken(['order:view']));
    expect(top(menu)).not.toContain('/authorizeShop');
    expect(top(menu)).not.toContain('/publish');
    expect(top(menu)[0]).toBe('/order');
    const order = kids(menu, '/order') ?? [];
    expect(order).toEqual(expect.arrayContaining(['orderTemu', 'orderTemu1', 'orderShein']));
    expect(order).not.toContain('payTemu');
    expect(order).not.toContain('shippingDesk');
    expect(kids(menu, '/statistics') ?? []).not.toContain('clientUserAccountRecord');
    expectOpenSystemOnly(menu);
    expect(firstUrl(menu)).toBe('/order/orderTemu');
  });

  it('publish:push + order:pay → 模板发布 redirects to 模板发布 (push), and a group of hidden pages only is dropped', async () => {
    const menu = await routers(await subToken(['publish:push', 'order:pay']));
    expect(top(menu)).toEqual(['/publish', '/system']);
    const publish = menu[0];
    // The group pointed at /publish/temuTemplate (publish:template): it now points at the first page left.
    expect(publish.redirect).toBe('/publish/temuPush');
    expect(publish.children.find((c) => c.path === 'temu')?.children.map((c) => c.path)).toEqual([
      '/publish/temuPush',
      '/publish/temuInfo',
      '/publish/qualityCheck',
      '/publish/onlineProduct',
    ]);
    // 订单管理 would hold only the hidden 账户支付 page: not a menu entry.
    expect(top(menu)).not.toContain('/order');
  });

  it('no permission at all → 个人中心 only', async () => {
    const menu = await routers(await subToken([]));
    expect(top(menu)).toEqual(['/system']);
    expectOpenSystemOnly(menu);
    expect(firstUrl(menu)).toBe('/system/userInfo');
  });

  it('wallet:recharge → 在线充值 but not 交易记录 or 购买会员', async () => {
    const menu = await routers(await subToken(['wallet:recharge']));
    const system = kids(menu, '/system') ?? [];
    expect(system).toEqual(expect.arrayContaining(['userInfo', 'recharge', 'help']));
    expect(system).not.toContain('vip');
    expect(top(menu)).not.toContain('/statistics');
  });
});

describe('main accounts and operators', () => {
  it('a main account (*:*:*) keeps every seller page, 帮助中心 last under 个人中心', async () => {
    const menu = await routers(main.token);
    expect(top(menu)).toEqual(SELLER_ROUTES.map((s) => s.path));
    const system = kids(menu, '/system') ?? [];
    expect(system).toEqual(expect.arrayContaining(['userInfo', 'vip', 'recharge', 'help']));
    expect(system.at(-1)).toBe('help');
    expect(firstUrl(menu)).toBe('/authorizeShop/temu');
    const demo = await routers(await signIn(t, DEMO.userName, DEMO.password));
    expect(top(demo)).toEqual(top(menu));
  });

  it("an operator's menu starts with 运营后台: first-url is the console, the seller pages follow", async () => {
    const menu = await routers(op);
    expect(top(menu)).toEqual(['/console', ...SELLER_ROUTES.map((s) => s.path)]);
    expect(firstUrl(menu)).toBe('/console/sellers');
  });
});

describe('menu rows carry the permission (seed and migration 0039)', () => {
  const list = async () =>
    (await t.call<MenuItem[]>({ method: 'GET', url: '/api/menu/list?audience=seller', token: op })).data;
  const perms = (rows: MenuItem[], path: string) => rows.find((r) => r.path === path)?.perms;

  it('the seed gives each page its permission; groups and 个人信息/帮助中心 stay open', async () => {
    const rows = await list();
    expect(perms(rows, 'payTemu')).toBe('order:pay');
    expect(perms(rows, 'galleryMy')).toBe('gallery:manage');
    expect(perms(rows, '/publish/temuTemplate')).toBe('publish:template');
    expect(perms(rows, 'clientUserAccountRecord')).toBe('wallet:view');
    expect(perms(rows, '/order')).toBeNull();
    expect(perms(rows, 'userInfo')).toBeNull();
    expect(perms(rows, 'help')).toBeNull();
  });

  it('the migration fills missing perms once, keeps what an operator set, and adds 帮助中心 once', async () => {
    const db = t.runtime.ctx.db;
    const gallery = (await list()).find((r) => r.path === 'galleryMy');
    const pay = (await list()).find((r) => r.path === 'payTemu');
    if (!gallery || !pay) throw new Error('seed rows missing');
    await db.updateTable('menus').set({ perms: null }).where('menu_id', '=', gallery.menuId).execute();
    await db.updateTable('menus').set({ perms: 'order:pay,wallet:view' }).where('menu_id', '=', pay.menuId).execute();
    await applyPagePerms(db);
    await addHelpCenterMenu(db);
    const rows = await list();
    expect(perms(rows, 'galleryMy')).toBe('gallery:manage');
    expect(perms(rows, 'payTemu')).toBe('order:pay,wallet:view');
    expect(rows.filter((r) => r.path === 'help')).toHaveLength(1);
    // An operator's comma list means "any of": a sub holding only wallet:view now sees 账户支付 (hidden page).
    const menu = await routers(await subToken(['wallet:view']));
    expect(menu.find((n) => n.path === '/order')).toBeUndefined();
    await db.updateTable('menus').set({ perms: 'order:pay' }).where('menu_id', '=', pay.menuId).execute();
  });
});
