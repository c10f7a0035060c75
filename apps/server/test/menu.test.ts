import { type MenuItem, type MenuTreeNode, menuTreeNode, SELLER_ROUTES } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OPERATOR, signIn } from './account-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
let seller: string;
let op: string;

beforeAll(async () => {
  seller = await signIn(t, DEMO.userName, DEMO.password);
  op = await signIn(t, OPERATOR.userName, OPERATOR.password);
});

const routers = (token?: string) => t.call<MenuTreeNode[]>({ method: 'GET', url: '/api/menu/routers', token });
const list = (qs = '') => t.call<MenuItem[]>({ method: 'GET', url: `/api/menu/list${qs}`, token: op });
const add = (body: Record<string, unknown>, token = op) =>
  t.call<MenuItem>({ method: 'PUT', url: '/api/menu/add', payload: body, token });
const edit = (body: Record<string, unknown>, token = op) =>
  t.call<MenuItem>({ method: 'POST', url: '/api/menu/edit', payload: body, token });
const paths = (nodes: MenuTreeNode[]) => nodes.map((n) => n.path);

describe('GET /api/menu/routers', () => {
  it('gives a seller exactly the seller route table as a tree, /system included', async () => {
    const r = await routers(seller);
    expect(r.code).toBe(200);
    expect(paths(r.data)).toEqual(SELLER_ROUTES.map((s) => s.path));
    expect(paths(r.data)).not.toContain('/console');
    const system = r.data.find((n) => n.path === '/system');
    expect(system?.roles).toEqual(['admin']);
    // 帮助中心 (issue 21) is a seeded row, not part of the spec's built-in table.
    expect(paths(system?.children ?? [])).toEqual(['userInfo', 'notifySettings', 'vip', 'recharge', 'help']);
    const publish = r.data.find((n) => n.path === '/publish');
    expect(publish?.children[0].children.map((c) => c.path)[0]).toBe('/publish/temuTemplate');
    expect(r.data[0].children.find((c) => c.path === 'home')?.hidden).toBe(true);
    for (const n of r.data) expect(menuTreeNode.parse(n)).toBeTruthy();
  });

  it('gives operators the operator menu first, then the seller menu (issue 21: first-url is the console)', async () => {
    const r = await routers(op);
    expect(paths(r.data)).toEqual(['/console', ...SELLER_ROUTES.map((s) => s.path)]);
  });

  it('leaves out disabled menus with their subtree, and needs a token', async () => {
    const gallery = (await list('?menuName=图库管理')).data[0];
    await edit({ menuId: gallery.menuId, status: 1 });
    expect(paths((await routers(seller)).data)).not.toContain('/gallery');
    await edit({ menuId: gallery.menuId, status: 0 });
    expect(paths((await routers(seller)).data)).toContain('/gallery');
    expect((await routers()).status).toBe(401);
  });
});

describe('operator menu endpoints', () => {
  it('refuse sellers with 403 and anonymous callers with 401', async () => {
    const calls = [
      { method: 'GET', url: '/api/menu/list' },
      { method: 'GET', url: '/api/menu/list/1' },
      { method: 'GET', url: '/api/menu/1' },
      { method: 'PUT', url: '/api/menu/add', payload: { menuName: 'x', path: 'x' } },
      { method: 'POST', url: '/api/menu/edit', payload: { menuId: 1, menuName: 'x' } },
      { method: 'DELETE', url: '/api/menu/1' },
    ] as const;
    for (const c of calls) {
      expect((await t.call({ ...c, token: seller })).status, `${c.method} ${c.url}`).toBe(403);
      expect((await t.call({ ...c })).status, `${c.method} ${c.url}`).toBe(401);
    }
    expect((await t.call({ method: 'GET', url: '/api/menu/1', token: seller })).msg).toBe('没有权限执行此操作');
  });

  it('list: flat, ordered by parent then orderNum, filterable', async () => {
    const all = (await list()).data;
    const keys = all.map((m) => [m.parentId, m.orderNum]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect((await list('?audience=operator')).data.every((m) => m.audience === 'operator')).toBe(true);
    expect((await list('?menuName=temu')).data.map((m) => m.menuName)).toContain('Temu店铺');
    expect((await list('?status=1')).data).toEqual([]);
    expect((await list('?audience=nobody')).status).toBe(400);
  });

  it('static /routers and /list never fall into /:id; /list/:id gives the children', async () => {
    const system = (await list('?menuName=个人中心')).data[0];
    const one = await t.call<MenuItem>({ method: 'GET', url: `/api/menu/${system.menuId}`, token: op });
    expect(one.data).toMatchObject({ menuId: system.menuId, path: '/system', hidden: false, roles: ['admin'] });
    const kids = await t.call<MenuItem[]>({ method: 'GET', url: `/api/menu/list/${system.menuId}`, token: op });
    expect(kids.data.map((k) => k.path)).toEqual(['userInfo', 'notifySettings', 'vip', 'recharge', 'help']);
    expect((await t.call({ method: 'GET', url: '/api/menu/999999', token: op })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/menu/list/999999', token: op })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/menu/abc', token: op })).status).toBe(400);
  });

  it('add: under an existing parent (or the root); unknown parent refused', async () => {
    const system = (await list('?menuName=个人中心')).data[0];
    const r = await add({
      parentId: system.menuId,
      menuName: '发票管理',
      path: 'invoice',
      component: 'system/invoice',
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ parentId: system.menuId, hidden: false, status: 0, audience: 'seller', roles: [] });
    const tree = (await routers(seller)).data.find((n) => n.path === '/system');
    expect(tree?.children.map((c) => c.path)).toContain('invoice');
    const bad = await add({ parentId: 999999, menuName: 'x', path: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('上级菜单不存在');
    const invalid = await add({ menuName: '', path: 'has space' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.data as object).sort()).toEqual(['menuName', 'path']);
  });

  it('edit: changes only what is sent', async () => {
    const m = (await add({ menuName: '临时', path: '/tmp1', hidden: true, roles: ['admin'], orderNum: 50 })).data;
    const r = await edit({ menuId: m.menuId, menuName: '临时2' });
    expect(r.data).toMatchObject({ menuName: '临时2', path: '/tmp1', hidden: true, roles: ['admin'], orderNum: 50 });
    expect((await edit({ menuId: 999999, menuName: 'x' })).status).toBe(404);
  });

  it('edit: a menu cannot become its own parent or move under its descendant', async () => {
    const a = (await add({ menuName: 'A', path: '/a' })).data;
    const b = (await add({ parentId: a.menuId, menuName: 'B', path: 'b' })).data;
    const c = (await add({ parentId: b.menuId, menuName: 'C', path: 'c' })).data;
    for (const parentId of [a.menuId, c.menuId, b.menuId]) {
      const r = await edit({ menuId: a.menuId, parentId });
      expect(r.status).toBe(400);
      expect(r.msg).toBe('上级菜单不能选择自己或其下级');
    }
    expect((await t.call<MenuItem>({ method: 'GET', url: `/api/menu/${a.menuId}`, token: op })).data.parentId).toBe(0);
    expect((await edit({ menuId: c.menuId, parentId: a.menuId })).data.parentId).toBe(a.menuId);
  });

  it('delete: refused while children exist, then allowed', async () => {
    const p = (await add({ menuName: 'P', path: '/p' })).data;
    const k = (await add({ parentId: p.menuId, menuName: 'K', path: 'k' })).data;
    const refused = await t.call({ method: 'DELETE', url: `/api/menu/${p.menuId}`, token: op });
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe('存在子菜单，不允许删除');
    expect((await t.call({ method: 'DELETE', url: `/api/menu/${k.menuId}`, token: op })).code).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/menu/${p.menuId}`, token: op })).code).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/menu/${p.menuId}`, token: op })).status).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/menu/${p.menuId}`, token: op })).status).toBe(404);
  });
});
