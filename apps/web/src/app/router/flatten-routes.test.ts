import { HOME_PATH, type MenuTreeNode, SELLER_ROUTES } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { firstMenuUrl, flattenRoutes, joinPath } from './flatten-routes';

describe('joinPath', () => {
  it('joins relative children to the parent and keeps absolute ones', () => {
    expect(joinPath('/authorizeShop', 'temu')).toBe('/authorizeShop/temu');
    expect(joinPath('/publish/temu', '/publish/temuTemplate')).toBe('/publish/temuTemplate');
    expect(joinPath('/', 'index')).toBe('/index');
    expect(joinPath('/a/', 'b')).toBe('/a/b');
    expect(joinPath('/a', '')).toBe('/a');
  });
});

describe('flattenRoutes on the built-in table', () => {
  const { pages, redirects } = flattenRoutes(SELLER_ROUTES);
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const redirect = (path: string) => redirects.find((r) => r.path === path)?.to;

  it('produces every page of spec §2 with its page key', () => {
    expect(byPath.get('/authorizeShop/temu')?.component).toBe('authorizeShop/temu');
    expect(byPath.get('/gallery/galleryMy')?.component).toBe('gallery/galleryMy');
    expect(byPath.get('/select/designProductInfo')?.hidden).toBe(true);
    expect(byPath.get('/system/userInfo')?.component).toBe('system/userInfo');
    expect(byPath.get('/order/payTemu')?.hidden).toBe(true);
    expect(pages).toHaveLength(32);
  });

  it('takes absolute child paths as they are (the publish groups)', () => {
    expect(byPath.get('/publish/temuTemplate')?.component).toBe('publish/temuTemplate');
    expect(byPath.get('/publish/onlineProductShein')?.component).toBe('publish/onlineProductShein');
    expect(byPath.has('/publish/temu/publish/temuTemplate')).toBe(false);
  });

  it('adds no page for Layout or ParentView entries', () => {
    expect(byPath.has('/publish')).toBe(false);
    expect(byPath.has('/publish/temu')).toBe(false);
  });

  it('redirects each group to its redirect or its first child', () => {
    expect(redirect('/authorizeShop')).toBe(HOME_PATH);
    expect(redirect('/order')).toBe('/order/orderTemu');
    expect(redirect('/statistics')).toBe('/statistics/clientUserAccountRecord');
    expect(redirect('/system')).toBe('/system/userInfo');
    expect(redirect('/publish/temu')).toBe('/publish/temuTemplate');
    expect(redirect('/publish/shein')).toBe('/publish/sheinTemplate');
  });
});

describe('flattenRoutes on a delivered menu', () => {
  const node = (over: Partial<MenuTreeNode>): MenuTreeNode => ({
    menuId: 1,
    parentId: 0,
    menuName: '',
    path: '',
    component: null,
    redirect: null,
    hidden: false,
    icon: null,
    orderNum: 0,
    roles: [],
    perms: null,
    status: 0,
    audience: 'seller',
    children: [],
    ...over,
  });

  it('uses the first visible child when there is no redirect, and the first path wins', () => {
    const menu = [
      node({
        path: '/order',
        component: 'Layout',
        children: [
          node({ path: 'detail', component: 'order/orderTemu1', hidden: true }),
          node({ path: 'list', component: 'order/orderTemu', menuName: '订单' }),
          node({ path: 'list', component: 'order/duplicate' }),
        ],
      }),
    ];
    const { pages, redirects } = flattenRoutes(menu);
    expect(redirects).toEqual([{ path: '/order', to: '/order/list' }]);
    expect(pages.map((p) => [p.path, p.component])).toEqual([
      ['/order/detail', 'order/orderTemu1'],
      ['/order/list', 'order/orderTemu'],
    ]);
    expect(pages[1].title).toBe('订单');
  });

  it('keeps roles on pages and takes a top-level page as it is', () => {
    const { pages } = flattenRoutes([node({ path: '/console/menu', component: 'console/menu', roles: ['admin'] })]);
    expect(pages).toEqual([
      { path: '/console/menu', component: 'console/menu', title: '', hidden: false, roles: ['admin'] },
    ]);
  });
});

describe('firstMenuUrl', () => {
  it('joins the first menu item with its first child', () => {
    expect(firstMenuUrl(SELLER_ROUTES)).toBe('/authorizeShop/temu');
  });

  it('uses the item alone when it has no children, and / for an empty menu', () => {
    expect(firstMenuUrl([{ path: '/index', menuName: '首页', component: 'home' }])).toBe('/index');
    expect(firstMenuUrl([])).toBe('/');
  });
});
