import { CONSOLE_PAGES } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { up } from '../src/db/migrations/20261126_0014_console_menus';
import { up as up0016 } from '../src/db/migrations/20261126_0016_catalogue_menus';
import { addFundsExceptionMenu } from '../src/db/migrations/20261127_0027_funds_exceptions';
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

  it('migrations 0014, 0016 and 0027 bring the new pages to a database seeded before them, once', async () => {
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
    const m = await consoleMenu();
    expect(m.redirect).toBe('/console/sellers');
    expect(m.children.map((c) => c.path)).toEqual(CONSOLE_PAGES.map((p) => p.path));
    expect(m.children.map((c) => c.component)).toEqual(CONSOLE_PAGES.map((p) => p.component));
    expect(m.children.every((c) => JSON.parse(c.roles).includes('admin'))).toBe(true);
  });
});
