import { describe, expect, it } from 'vitest';
import { categoryTree, findCategory, productDetail, productId, productPage } from './catalogue-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();

describe('catalogue is public', () => {
  it('lists the category tree with on-sale counts rolled up', async () => {
    const tree = await categoryTree(t);
    expect(tree.map((c) => c.name)).toEqual(['服装', '家居', '配件']);
    expect(tree.reduce((s, c) => s + c.productCount, 0)).toBe(8);
    expect(findCategory(tree, '服装')?.children.map((c) => c.name)).toEqual(['T恤', '卫衣']);
    expect(findCategory(tree, '家居')?.productCount).toBe(3);
  });

  it('pages the eight seeded blanks without a token, with no VIP price', async () => {
    const page = await productPage(t);
    expect(page.total).toBe(8);
    expect(page.rows).toHaveLength(8);
    expect(page.rows[0].name).toContain('T恤');
    for (const card of page.rows) {
      expect(card.coverUrl).toMatch(/^\/api\/catalogue\/asset\/[a-f0-9]{64}\.jpg$/);
      expect(card.minBaseCostFen).toBeGreaterThan(0);
      expect(card.minVipPriceFen).toBeNull();
      expect(card.colors.length).toBeGreaterThan(0);
      expect(card.sizes.length).toBeGreaterThan(0);
      expect(card.productionDays).toBeGreaterThan(0);
      expect(card.printAreaNames.length).toBeGreaterThan(0);
    }
    const tee = page.rows[0];
    expect(tee.minBaseCostFen).toBe(3200);
    expect(tee.colors[0]).toEqual({ name: '白色', hex: '#FFFFFF' });
    expect(tee.sizes).toEqual(['S', 'M', 'L', 'XL', '2XL', '3XL']);
    expect(tee.technology).toBe('数码直喷');
  });

  it('pages: the last page holds the rest, past the end is empty', async () => {
    const p3 = await productPage(t, '?pageNum=3&pageSize=3');
    expect(p3.total).toBe(8);
    expect(p3.rows).toHaveLength(2);
    const p1 = await productPage(t, '?pageNum=1&pageSize=3');
    expect(new Set([...p1.rows, ...p3.rows].map((r) => r.id)).size).toBe(5);
    expect((await productPage(t, '?pageNum=9&pageSize=3')).rows).toEqual([]);
  });

  it('filters by a top category (its children included) and by a leaf', async () => {
    const tree = await categoryTree(t);
    const apparel = await productPage(t, `?categoryId=${findCategory(tree, '服装')?.id}`);
    expect(apparel.rows.map((r) => r.categoryName).sort()).toEqual(['T恤', '卫衣'].sort());
    const mugs = await productPage(t, `?categoryId=${findCategory(tree, '杯具')?.id}`);
    expect(mugs.total).toBe(1);
    expect(mugs.rows[0].name).toContain('马克杯');
    expect((await productPage(t, '?categoryId=99999')).total).toBe(0);
  });

  it('searches by keyword in name, description and material, any case, wildcards literal', async () => {
    expect((await productPage(t, `?keyword=${encodeURIComponent('马克杯')}`)).rows.map((r) => r.name)).toEqual([
      '11oz 陶瓷马克杯',
    ]);
    expect((await productPage(t, '?keyword=IPHONE')).rows[0]?.name).toContain('手机壳');
    // Only in the material ("棉麻油画布 + 松木实木框").
    expect((await productPage(t, `?keyword=${encodeURIComponent('松木')}`)).rows.map((r) => r.name)).toEqual([
      '实木框油画布装饰画',
    ]);
    // "%" is the text: four materials say "100% …" / "80% …"; "0%棉" would match them all as a pattern.
    expect((await productPage(t, `?keyword=${encodeURIComponent('%')}`)).total).toBe(4);
    expect((await productPage(t, `?keyword=${encodeURIComponent('0%棉')}`)).total).toBe(0);
    expect((await productPage(t, `?keyword=${encodeURIComponent('_')}`)).total).toBe(0);
    const both = await productPage(
      t,
      `?keyword=${encodeURIComponent('棉')}&categoryId=${(await categoryTree(t))[0].id}`,
    );
    expect(both.total).toBe(2);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const p of [
      '/api/product/categories',
      '/api/product/page',
      '/api/product/detail',
      '/api/catalogue/asset/{name}',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
  });

  it('treats an unknown token as an anonymous visitor, not a 401', async () => {
    const page = await productPage(t, '', 'not-a-real-token');
    expect(page.rows[0].minVipPriceFen).toBeNull();
    const detail = await productDetail(t, 'T恤', 'not-a-real-token');
    expect(detail.viewer).toBeNull();
  });
});

describe('bad input and unknown ids', () => {
  it.each([
    ['/api/product/page?pageSize=0', '每页条数最小为 1'],
    ['/api/product/page?pageSize=500', '每页最多 200 条'],
    ['/api/product/page?pageNum=abc', '查询参数有误'],
    ['/api/product/page?categoryId=-1', '类目 id 必须大于 0'],
    [`/api/product/page?keyword=${'很'.repeat(51)}`, '关键词最多 50 个字'],
    ['/api/product/detail?id=abc', '产品 id 必须是数字'],
    ['/api/product/detail', '产品 id'],
    ['/api/product/detail?id=0', '产品 id 必须大于 0'],
  ])('%s → 400 in Chinese', async (url, text) => {
    const r = await t.call({ method: 'GET', url });
    expect(r.status).toBe(400);
    expect(r.code).toBe(400);
    expect(r.msg).toContain(text);
  });

  it('an unknown product is a 404', async () => {
    const r = await t.call({ method: 'GET', url: '/api/product/detail?id=987654' });
    expect(r.status).toBe(404);
    expect(r.msg).toBe('产品不存在或已被删除');
  });

  it('a withdrawn blank leaves the list but its detail still answers (saved designs point at it)', async () => {
    const id = await productId(t, '鼠标垫');
    const db = t.runtime.ctx.db;
    await db.updateTable('blanks').set({ status: 1 }).where('id', '=', id).execute();
    try {
      expect((await productPage(t)).total).toBe(7);
      const r = await t.call<{ onSale: boolean }>({ method: 'GET', url: `/api/product/detail?id=${id}` });
      expect(r.data.onSale).toBe(false);
    } finally {
      await db.updateTable('blanks').set({ status: 0 }).where('id', '=', id).execute();
    }
  });
});
