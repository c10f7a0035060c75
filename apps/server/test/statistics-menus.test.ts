import { SELLER_ROUTES } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { addStatisticsMenus } from '../src/db/migrations/20261127_0036_statistics';
import { useTestApp } from './helper';

const t = await useTestApp();
const db = t.runtime.ctx.db;

describe('数据统计 menu', () => {
  it('migration 0036 brings 经营概览 and 利润分析 to a menu seeded before it, once; 交易记录 stays first and the default', async () => {
    const group = await db
      .selectFrom('menus')
      .select(['menu_id', 'redirect'])
      .where('path', '=', '/statistics')
      .where('audience', '=', 'seller')
      .executeTakeFirstOrThrow();
    const parentId = Number(group.menu_id);
    // As an older database had it: 交易记录 alone.
    await db
      .deleteFrom('menus')
      .where('parent_id', '=', parentId)
      .where('path', 'in', ['overview', 'profit'])
      .execute();
    await addStatisticsMenus(db);
    await addStatisticsMenus(db);
    const children = await db
      .selectFrom('menus')
      .select(['path', 'menu_name', 'component'])
      .where('parent_id', '=', parentId)
      .orderBy('order_num')
      .execute();
    expect(children.map((c) => [c.path, c.menu_name, c.component])).toEqual([
      ['clientUserAccountRecord', '交易记录', 'statistics/clientUserAccountRecord'],
      ['overview', '经营概览', 'statistics/overview'],
      ['profit', '利润分析', 'statistics/profit'],
    ]);
    expect(group.redirect).toBe('/statistics/clientUserAccountRecord');
    // A fresh database gets the same from the seed (the built-in table).
    const seeded = SELLER_ROUTES.find((r) => r.path === '/statistics')!;
    expect(seeded.children!.map((c) => c.path)).toEqual(children.map((c) => c.path));
    expect(seeded.redirect).toBe('/statistics/clientUserAccountRecord');
  });
});
