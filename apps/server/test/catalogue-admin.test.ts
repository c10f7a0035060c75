import {
  type AdminBlankDetail,
  type AdminCategoryNode,
  type AuditLog,
  API_CONSOLE,
  CATALOGUE_ADMIN_API as CAT,
  type PageResult,
  type ProductDetail,
} from '@podbench/contract';
import { describe, expect, it, vi } from 'vitest';
import { productPage } from './catalogue-fixtures';
import { useTestApp } from './helper';
import { newOperator, newSeller } from './money-fixtures';
import { makePng, multipart } from './multipart';

const t = await useTestApp();
// Many requests in one story: a loaded machine (2 cores, PostgreSQL beside) needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
const db = t.runtime.ctx.db;
const op = await newOperator(t);
const seller = await newSeller(t);

const post = <T = unknown>(url: string, payload: unknown) =>
  t.call<T>({ method: 'POST', url, payload: payload as Record<string, unknown>, token: op.token });
const tree = async () =>
  (await t.call<AdminCategoryNode[]>({ method: 'GET', url: CAT.categories, token: op.token })).data;
const detail = async (id: number) =>
  (await t.call<AdminBlankDetail>({ method: 'GET', url: `${CAT.blank}?id=${id}`, token: op.token })).data;
const audits = async (action: string) =>
  (
    await t.call<PageResult<AuditLog>>({
      method: 'GET',
      url: `${API_CONSOLE.audit.page}?action=${action}&pageSize=50`,
      token: op.token,
    })
  ).data.rows;
const count = async (table: 'blanks' | 'blank_categories' | 'audit_logs' | 'blank_view_areas' | 'blank_views') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const upload = (fields: Record<string, string>, file: Buffer, filename = 'front.png') => {
  const body = multipart([
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    { name: 'file', filename, contentType: 'image/png', data: file },
  ]);
  return t.call<{ viewKey: string; width: number; height: number }>({
    method: 'POST',
    url: CAT.mockupUpload,
    token: op.token,
    ...body,
  });
};

/** Bad input: a Chinese message and not a row written anywhere. */
async function refused(call: () => Promise<{ code: number; msg: string }>, code: number, msg: RegExp) {
  const before = await Promise.all([
    count('blanks'),
    count('blank_categories'),
    count('audit_logs'),
    count('blank_view_areas'),
    count('blank_views'),
  ]);
  const r = await call();
  expect(r.code, r.msg).toBe(code);
  expect(r.msg).toMatch(msg);
  expect(
    await Promise.all([
      count('blanks'),
      count('blank_categories'),
      count('audit_logs'),
      count('blank_view_areas'),
      count('blank_views'),
    ]),
  ).toEqual(before);
}

describe('operator catalogue: categories', () => {
  it('adds, renames, reorders and deletes empty categories, each audited', async () => {
    const top = await post<{ id: number }>(CAT.categoryAdd, { parentId: 0, name: '测试大类' });
    expect(top.code, top.msg).toBe(200);
    const a = await post<{ id: number }>(CAT.categoryAdd, { parentId: top.data.id, name: '甲' });
    const b = await post<{ id: number }>(CAT.categoryAdd, { parentId: top.data.id, name: '乙' });
    expect(await post(CAT.categoryRename, { id: a.data.id, name: '甲类' })).toMatchObject({ code: 200 });
    expect(await post(CAT.categoryReorder, { parentId: top.data.id, ids: [b.data.id, a.data.id] })).toMatchObject({
      code: 200,
    });
    const node = (await tree()).find((n) => n.id === top.data.id)!;
    expect(node.children.map((c) => c.name)).toEqual(['乙', '甲类']);

    const [rename] = await audits('catalogue.category.rename');
    expect(rename).toMatchObject({
      operatorId: op.id,
      targetId: String(a.data.id),
      before: { name: '甲' },
      after: { name: '甲类' },
    });

    await refused(() => post(CAT.categoryAdd, { parentId: top.data.id, name: '乙' }), 409, /已有名为「乙」/);
    await refused(() => post(CAT.categoryAdd, { parentId: 0, name: '  ' }), 400, /请填写类目名称/);
    await refused(() => post(CAT.categoryAdd, { parentId: 999999, name: '孤儿' }), 404, /上级类目不存在/);
    await refused(() => post(CAT.categoryReorder, { parentId: top.data.id, ids: [a.data.id] }), 400, /每个类目各一次/);
    await refused(() => post(CAT.categoryRemove, { id: top.data.id }), 400, /还有子类目/);

    expect(await post(CAT.categoryRemove, { id: b.data.id })).toMatchObject({ code: 200 });
    expect((await audits('catalogue.category.delete'))[0]).toMatchObject({
      targetId: String(b.data.id),
      before: { name: '乙' },
    });
  });

  it('refuses to delete a category that still holds blanks, even withdrawn ones', async () => {
    const seeded = (await tree()).flatMap((n) => n.children).find((c) => c.blankCount > 0)!;
    await refused(() => post(CAT.categoryRemove, { id: seeded.id }), 400, /还有 \d+ 个底版/);
  });
});

describe('operator catalogue: a new blank from nothing to on sale', () => {
  it('is created off sale, gets a variant, an area, a photo and a placement, then sellers see it', async () => {
    const cat = await post<{ id: number }>(CAT.categoryAdd, { parentId: 0, name: '新品类' });
    await refused(
      () => post(CAT.blankSave, { categoryId: cat.data.id, name: '', productionDays: 3 }),
      400,
      /请填写底版名称/,
    );
    await refused(
      () => post(CAT.blankSave, { categoryId: cat.data.id, name: '帆布袋', productionDays: 0 }),
      400,
      /生产天数至少 1 天/,
    );
    await refused(
      () => post(CAT.blankSave, { categoryId: 999999, name: '帆布袋', productionDays: 3 }),
      400,
      /类目不存在/,
    );
    const saved = await post<{ id: number }>(CAT.blankSave, {
      categoryId: cat.data.id,
      name: '测试帆布袋',
      description: '加厚帆布',
      material: '棉',
      productionDays: 3,
    });
    expect(saved.code, saved.msg).toBe(200);
    const id = saved.data.id;
    expect((await detail(id)).status).toBe(1);
    expect((await productPage(t, '?keyword=测试帆布袋')).total).toBe(0);
    await refused(() => post(CAT.blankStatus, { id, status: 0 }), 400, /至少添加一个在售规格/);

    await refused(
      () => upload({ blankId: String(id), viewKey: 'front', viewName: '正面' }, makePng(600, 800)),
      400,
      /请先添加规格/,
    );
    const variant = {
      blankId: id,
      colorName: '米白',
      colorHex: '#f5f0e6',
      size: '均码',
      skuCode: 'TEST-BAG-W',
      baseCostFen: 1500,
      weightG: 200,
    };
    const v = await post<{ id: number }>(CAT.variantSave, variant);
    expect(v.code, v.msg).toBe(200);
    await refused(() => post(CAT.variantSave, { ...variant, size: 'L' }), 409, /SKU 编码「TEST-BAG-W」已被使用/);
    await refused(() => post(CAT.variantSave, { ...variant, skuCode: 'TEST-BAG-2' }), 409, /已有「米白 \/ 均码」规格/);
    await refused(() => post(CAT.variantSave, { ...variant, baseCostFen: 0 }), 400, /底价必须大于 0/);

    const area = { blankId: id, key: 'front', name: '正面', widthPx: 3000, heightPx: 3600, dpi: 300, safeInsetPx: 60 };
    expect(await post(CAT.areaSave, area)).toMatchObject({ code: 200 });
    await refused(() => post(CAT.areaSave, { ...area, name: '重复' }), 409, /已有标识为「front」/);
    await refused(() => post(CAT.areaSave, { ...area, key: 'Front!' }), 400, /小写字母开头/);

    // Photos: the type comes from the bytes, not the name.
    await refused(
      () => upload({ blankId: String(id), viewKey: 'front', viewName: '正面' }, Buffer.from('GIF89a not really')),
      400,
      /只支持 JPEG、PNG、WebP/,
    );
    await refused(
      () => upload({ blankId: String(id), viewKey: 'front', viewName: '正面' }, makePng(100, 100)),
      400,
      /样机图太小/,
    );
    await refused(() => upload({ blankId: String(id), viewKey: 'front' }, makePng(600, 800)), 400, /请填写视图名称/);
    const up = await upload({ blankId: String(id), viewKey: 'front', viewName: '正面' }, makePng(600, 800, 7));
    expect(up.code, up.msg).toBe(200);
    expect(up.data).toEqual({ viewKey: 'front', width: 600, height: 800 });
    const view = (await detail(id)).views[0]!;
    expect(view).toMatchObject({ key: 'front', name: '正面', widthPx: 600, heightPx: 800, placements: [] });
    const img = await t.app.inject({ method: 'GET', url: view.images[0]!.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    // A photo of another size replaces only every colour at once.
    await refused(
      () => upload({ blankId: String(id), viewKey: 'front', colorName: '米白' }, makePng(700, 800)),
      400,
      /同尺寸才能只替换一个颜色/,
    );

    const place = (rect: unknown) => post(CAT.placementSave, { blankId: id, viewKey: 'front', areaKey: 'front', rect });
    await refused(() => place({ x: 200, y: 100, width: 500, height: 600 }), 400, /须完整位于「正面」图片内/);
    await refused(() => place({ x: -1, y: 0, width: 10, height: 10 }), 400, /须完整位于/);
    await refused(() => place({ x: 0, y: 0, width: 0, height: 10 }), 400, /宽度至少 1 像素/);
    expect(await place({ x: 150, y: 200, width: 300, height: 360 })).toMatchObject({ code: 200 });
    expect((await detail(id)).views[0]!.placements).toEqual([
      { areaKey: 'front', rect: { x: 150, y: 200, width: 300, height: 360 } },
    ]);
    expect((await audits('catalogue.placement.save'))[0]).toMatchObject({
      targetId: String(id),
      before: { rect: null },
      after: { rect: { x: 150, y: 200, width: 300, height: 360 } },
    });

    expect(await post(CAT.blankStatus, { id, status: 0 })).toMatchObject({ code: 200 });
    await refused(() => post(CAT.variantStatus, { id: v.data.id, status: 1 }), 400, /至少保留一个在售规格/);
    const page = await productPage(t, '?keyword=测试帆布袋', seller.token);
    expect(page.rows.map((r) => r.name)).toEqual(['测试帆布袋']);
    const pub = await t.call<ProductDetail>({ method: 'GET', url: `/api/product/detail?id=${id}` });
    expect(pub.data.mockupViews[0]!.areas[0]).toEqual({
      areaKey: 'front',
      quad: [
        { x: 150, y: 200 },
        { x: 450, y: 200 },
        { x: 450, y: 560 },
        { x: 150, y: 560 },
      ],
    });
    expect(pub.data.printAreas[0]).toMatchObject({
      key: 'front',
      widthPx: 3000,
      heightPx: 3600,
      dpi: 300,
      widthMm: 254,
    });

    // A whole-view replacement at another size scales the placement with it.
    expect((await upload({ blankId: String(id), viewKey: 'front' }, makePng(1200, 1600, 9))).code).toBe(200);
    expect((await detail(id)).views[0]).toMatchObject({
      widthPx: 1200,
      heightPx: 1600,
      placements: [{ areaKey: 'front', rect: { x: 300, y: 400, width: 600, height: 720 } }],
    });

    // 统一底价 and packed sizes: a second variant, then one cost for both.
    const second = await post<{ id: number }>(CAT.variantSave, {
      ...variant,
      size: '大号',
      skuCode: 'TEST-BAG-L',
      lengthMm: 420,
      widthMm: 360,
      heightMm: 20,
    });
    expect(second.code, second.msg).toBe(200);
    await refused(() => post(CAT.blankBaseCost, { id, baseCostFen: 0 }), 400, /底价必须大于 0/);
    await refused(
      () => post(CAT.variantSave, { ...variant, skuCode: 'TEST-BAG-X', size: 'X', lengthMm: 0 }),
      400,
      /包装长度至少 1 毫米/,
    );
    const all = await post<{ variants: number }>(CAT.blankBaseCost, { id, baseCostFen: 1990 });
    expect(all.data).toEqual({ variants: 2, repricedOrders: 0 });
    const vs = (await detail(id)).variants;
    expect(vs.map((x) => [x.size, x.baseCostFen, x.lengthMm, x.widthMm, x.heightMm])).toEqual([
      ['均码', 1990, 300, 250, 30],
      ['大号', 1990, 420, 360, 20],
    ]);
    expect((await audits('catalogue.blank.baseCost'))[0]).toMatchObject({
      targetId: String(id),
      before: [{ base_cost_fen: 1500 }, { base_cost_fen: 1500 }],
      after: { base_cost_fen: 1990, variants: 2 },
    });

    // A second view, removed again; the only view of a blank on sale stays.
    expect((await upload({ blankId: String(id), viewKey: 'back', viewName: '背面' }, makePng(600, 800, 4))).code).toBe(
      200,
    );
    expect((await detail(id)).views.map((v) => v.key)).toEqual(['front', 'back']);
    expect(await post(CAT.viewRemove, { blankId: id, viewKey: 'back' })).toMatchObject({ code: 200 });
    expect((await audits('catalogue.view.delete'))[0]).toMatchObject({
      targetId: String(id),
      before: { viewKey: 'back' },
    });
    await refused(() => post(CAT.viewRemove, { blankId: id, viewKey: 'front' }), 400, /至少保留一个样机视图/);

    // Withdrawn: out of the seller's list; deleted: gone, since no design uses it.
    expect(await post(CAT.blankStatus, { id, status: 1 })).toMatchObject({ code: 200 });
    expect((await productPage(t, '?keyword=测试帆布袋')).total).toBe(0);
    expect(await post(CAT.blankRemove, { id })).toMatchObject({ code: 200 });
    expect((await t.call({ method: 'GET', url: `${CAT.blank}?id=${id}`, token: op.token })).code).toBe(404);
    expect((await audits('catalogue.blank.delete'))[0]).toMatchObject({
      targetId: String(id),
      before: { name: '测试帆布袋' },
    });
  });

  it('lists every blank with search, and refuses to delete a blank a design uses', async () => {
    const r = await t.call<PageResult<{ id: number; name: string; status: number; variantCount: number }>>({
      method: 'GET',
      url: `${CAT.blanks}?keyword=${encodeURIComponent('T恤')}&pageSize=50`,
      token: op.token,
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.total).toBeGreaterThan(0);
    expect(r.data.rows.every((b) => b.name.includes('T恤') && b.variantCount > 0)).toBe(true);
    const used = r.data.rows[0]!;
    const now = Date.now();
    await db
      .insertInto('designs')
      .values({
        main_id: seller.id,
        creator_id: seller.id,
        name: '占用',
        product_id: used.id,
        document: '{}',
        doc_hash: 'x',
        version: 1,
        render_error: null,
        thumbnail_key: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
    await refused(() => post(CAT.blankRemove, { id: used.id }), 400, /个设计使用该底版，不能删除，请改为下架/);
  });
});
