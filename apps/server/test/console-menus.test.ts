import { CONSOLE_PAGES, SELLER_ROUTES } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { up } from '../src/db/migrations/20261126_0014_console_menus';
import { up as up0016 } from '../src/db/migrations/20261126_0016_catalogue_menus';
import { addFundsExceptionMenu } from '../src/db/migrations/20261127_0027_funds_exceptions';
import { addShippingDeskMenus } from '../src/db/migrations/20261127_0033_shipping_desk_menus';
import { useTestApp } from './helper';

const t = await useTestApp();
const db = t.runtime.ctx.db;

const consoleMenu = async () => {
  const parent = await db
    .selectFrom('menus')
    .select(['menu_id', 'redirect'])
    .where('path', '=', '/console')
    .executeTakeFirstOrThrow();
  const children = await db
    .selectFrom('menus')
    .select(['path', 'component', 'roles'])
    .where('parent_id', '=', Number(parent.menu_id))
    .orderBy('order_num')
    .execute();
  return { redirect: parent.redirect, children };
};

describe('the operator menu', () => {
  it('is seeded with every console page', async () => {
    const m = await consoleMenu();
    expect(m.redirect).toBe('/console/sellers');
    expect(m.children.map((c) => c.path)).toEqual(CONSOLE_PAGES.map((p) => p.path));
  });

  it('migrations 0014, 0016, 0027 and 0033 bring the new pages to a database seeded before them, once', async () => {
    const parent = await db
      .selectFrom('menus')
      .select('menu_id')
      .where('path', '=', '/console')
      .executeTakeFirstOrThrow();
    // As an older database had it: 菜单管理 alone, opening on it.
    await db.deleteFrom('menus').where('parent_id', '=', Number(parent.menu_id)).where('path', '!=', 'menu').execute();
    await db
      .updateTable('menus')
      .set({ redirect: '/console/menu' })
      .where('menu_id', '=', Number(parent.menu_id))
      .execute();
    await up(db);
    await up(db);
    await up0016(db);
    await up0016(db);
    await addFundsExceptionMenu(db);
    await addFundsExceptionMenu(db);
    await addShippingDeskMenus(db);
    await addShippingDeskMenus(db);
    const m = await consoleMenu();
    expect(m.redirect).toBe('/console/sellers');
    expect(m.children.map((c) => c.path)).toEqual(CONSOLE_PAGES.map((p) => p.path));
    expect(m.children.map((c) => c.component)).toEqual(CONSOLE_PAGES.map((p) => p.component));
    expect(m.children.every((c) => JSON.parse(c.roles).includes('admin'))).toBe(true);
  });

  it('migration 0033 brings 订单管理 › 发货台 to a seller menu seeded before it, once, in the seeded order', async () => {
    const order = await db
      .selectFrom('menus')
      .select('menu_id')
      .where('path', '=', '/order')
      .where('audience', '=', 'seller')
      .executeTakeFirstOrThrow();
    const parentId = Number(order.menu_id);
    await db.deleteFrom('menus').where('parent_id', '=', parentId).where('path', '=', 'shippingDesk').execute();
    await addShippingDeskMenus(db);
    await addShippingDeskMenus(db);
    const children = await db
      .selectFrom('menus')
      .select(['path', 'component'])
      .where('parent_id', '=', parentId)
      .orderBy('order_num')
      .execute();
    const seeded = SELLER_ROUTES.find((r) => r.path === '/order')!.children!;
    expect(children.map((c) => c.path)).toEqual(seeded.map((c) => c.path));
    expect(children.map((c) => c.component)).toEqual(seeded.map((c) => c.component));
  });
});
