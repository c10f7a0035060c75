import {
  DESIGN_API,
  DESIGN_TEMPLATE_API,
  type DesignBatchDetail,
  type DesignBatchSummary,
  type DesignTemplateApplyResult,
  type DesignTemplateCard,
  type ProductDetail,
} from '@podbench/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addDesignTemplateMenus } from '../src/db/migrations/20261127_0035_design_templates';
import { renderPool } from '../src/modules/design/render/render-pool';
import { DEMO, newSeller, signIn } from './account-fixtures';
import { detail, drainRenders, teeDetail, teeDocument } from './design-fixtures';
import { productDetail } from './catalogue-fixtures';
import { artPng, filePart, galleryUpload, uploadOne } from './gallery-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => renderPool.stop());
const token = await signIn(t, DEMO.userName, DEMO.password);
const other = await newSeller(t, 'tpl');
const tee = await teeDetail(t);
const mug = await productDetail(t, '马克杯');
const hoodie = await productDetail(t, '卫衣');
const pillow = await productDetail(t, '抱枕');
const small = await uploadOne(t, token, 'small.png', 3); // 64 × 48
const big = (await galleryUpload(t, token, [filePart('big.png', await artPng(1500, 1200, 7))])).data.items[0].image;
const db = t.runtime.ctx.db;

const post = <T>(tk: string, url: string, payload: object) => t.call<T>({ method: 'POST', url, token: tk, payload });
const get = <T>(tk: string, url: string) => t.call<T>({ method: 'GET', url, token: tk });
const page = (tk: string, q = '') =>
  get<{ rows: DesignTemplateCard[]; total: number }>(tk, `${DESIGN_TEMPLATE_API.page}${q}`);
const count = async (table: 'designs' | 'design_templates' | 'design_batches' | 'jobs') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const snapshot = async () => ({
  designs: await count('designs'),
  templates: await count('design_templates'),
  batches: await count('design_batches'),
  jobs: await count('jobs'),
});
const colour = (p: ProductDetail, i = 0) => p.colors[i].name;
type Doc = { areas: Record<string, { widthPx: number; layers: Array<Record<string, unknown>> }>; colors: string[] };

let templateId = 0;

describe('saving a design as a template', () => {
  it('saves the designer document and lists it with its areas and a preview', async () => {
    const r = await post<{ id: number }>(token, DESIGN_TEMPLATE_API.save, {
      name: '开学季模板',
      document: teeDocument(tee, small.id),
    });
    expect(r.status, r.msg).toBe(200);
    expect(r.msg).toBe('已保存为设计模板');
    templateId = r.data.id;
    const list = await page(token, '?keyword=开学季');
    expect(list.data.total).toBe(1);
    expect(list.data.rows[0]).toMatchObject({
      id: templateId,
      name: '开学季模板',
      productId: tee.id,
      productName: tee.name,
      layerCount: 3,
      areas: [{ key: 'front', name: '正面', widthPx: 4500, heightPx: 5400, layerCount: 3 }],
      thumbnailUrl: expect.stringContaining('-256.webp?e='),
    });
  });

  it('refuses an empty name, an empty design and a bad document in Chinese, writing nothing', async () => {
    const before = await snapshot();
    const noName = await post(token, DESIGN_TEMPLATE_API.save, { name: ' ', document: teeDocument(tee, small.id) });
    expect(noName.status).toBe(400);
    expect(noName.msg).toContain('请输入设计名称');
    const empty = teeDocument(tee, small.id);
    empty.areas.front.layers = [];
    const e = await post(token, DESIGN_TEMPLATE_API.save, { name: '空模板', document: empty });
    expect([e.status, e.msg]).toEqual([400, '设计中还没有图层，不能保存为模板']);
    const bad = teeDocument(tee, small.id);
    (bad.areas.front.layers as Array<Record<string, unknown>>)[1].fontSize = -3;
    const b = await post(token, DESIGN_TEMPLATE_API.save, { name: '坏模板', document: bad });
    expect(b.status).toBe(400);
    expect(b.data).toMatchObject({ 'document.areas.front.layers.1.fontSize': '字号不能小于 1' });
    expect(await snapshot()).toEqual(before);
  });

  it('renames and deletes', async () => {
    const r = await post<{ id: number }>(token, DESIGN_TEMPLATE_API.save, {
      name: '临时',
      document: teeDocument(tee, small.id),
    });
    expect((await post(token, DESIGN_TEMPLATE_API.rename, { id: r.data.id, name: '临时二' })).status).toBe(200);
    expect((await page(token, '?keyword=临时二')).data.total).toBe(1);
    expect((await post(token, DESIGN_TEMPLATE_API.remove, { id: r.data.id })).status).toBe(200);
    expect((await page(token, '?keyword=临时')).data.total).toBe(0);
    const again = await post(token, DESIGN_TEMPLATE_API.remove, { id: r.data.id });
    expect([again.status, again.msg]).toEqual([404, '设计模板不存在或已删除']);
  });
});

describe('applying a template to another blank', () => {
  it('a dry run on the mug lists the image that falls under 150 DPI there, and writes nothing', async () => {
    const before = await snapshot();
    const r = await post<DesignTemplateApplyResult>(token, DESIGN_TEMPLATE_API.apply, {
      templateId,
      productId: mug.id,
      color: colour(mug),
      dryRun: true,
    });
    expect(r.status, r.msg).toBe(200);
    // 4500×5400 → 2700×1050: s = 1050/5400 = 7/36. The 64×48 image at 3200×2400 becomes 622.22×466.67:
    // 300 × 64/622.22 = 30.86 DPI. Every layer was inside the shirt's area, so nothing overflows.
    expect(r.data).toEqual({
      designId: null,
      name: '开学季模板',
      warnings: [
        {
          kind: 'lowDpi',
          areaKey: 'wrap',
          layerId: 'img1',
          message: '「环绕杯身」的图片图层只有 30 DPI，低于 150 DPI，印刷会模糊',
        },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('makes a hoodie design with the layers scaled and anchored, queued for rendering the normal way', async () => {
    const before = await snapshot();
    const r = await post<DesignTemplateApplyResult>(token, DESIGN_TEMPLATE_API.apply, {
      templateId,
      productId: hoodie.id,
      color: colour(hoodie, 1),
      name: '卫衣版',
    });
    expect(r.status, r.msg).toBe(200);
    expect(r.data.designId).toBeGreaterThan(0);
    const d = (await detail(t, token, r.data.designId as number)).data;
    expect(d).toMatchObject({
      name: '卫衣版',
      productId: hoodie.id,
      renderStatus: 'pending',
      colors: [colour(hoodie, 1)],
    });
    const doc = d.document as unknown as Doc;
    // Hoodie 前胸 3900×4050: s = min(3900/4500, 4050/5400) = 0.75. The star (200, 4400, 600×600) has its centre
    // (500, 4700) → (433.33, 3525); 450×450 → origin (208.33, 3300).
    expect(doc.areas.front.widthPx).toBe(3900);
    expect(doc.areas.front.layers[2]).toMatchObject({ id: 'shp1', x: 208.33, y: 3300, width: 450, height: 450 });
    // Text 420 px → 315 px.
    expect(doc.areas.front.layers[1]).toMatchObject({ id: 'txt1', fontSize: 315 });
    expect(doc.areas.back.layers).toEqual([]);
    expect(await snapshot()).toEqual({ ...before, designs: before.designs + 1, jobs: before.jobs + 1 });
  });

  it('refuses a colour the blank lacks, a missing blank and bad fields in Chinese, writing nothing', async () => {
    const before = await snapshot();
    const c = await post(token, DESIGN_TEMPLATE_API.apply, { templateId, productId: mug.id, color: '紫罗兰' });
    expect([c.status, c.msg]).toEqual([400, '该商品没有颜色：紫罗兰']);
    const p = await post(token, DESIGN_TEMPLATE_API.apply, { templateId, productId: 999999, color: '白色' });
    expect([p.status, p.msg]).toEqual([404, '底版商品不存在或已下架']);
    const f = await post(token, DESIGN_TEMPLATE_API.apply, { templateId: 'x', productId: mug.id, color: '' });
    expect(f.status).toBe(400);
    expect(f.data).toMatchObject({ templateId: '模板 id必须是数字', color: '请选择颜色' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('one seller never sees or applies another seller’s template', () => {
  it('lists nothing, and every id route answers 404 without touching the template', async () => {
    expect((await page(other.token)).data).toEqual({ rows: [], total: 0 });
    const before = await snapshot();
    const apply = await post(other.token, DESIGN_TEMPLATE_API.apply, {
      templateId,
      productId: mug.id,
      color: colour(mug),
    });
    expect([apply.status, apply.msg]).toEqual([404, '设计模板不存在或已删除']);
    const dry = await post(other.token, DESIGN_TEMPLATE_API.apply, {
      templateId,
      productId: mug.id,
      color: colour(mug),
      dryRun: true,
    });
    expect(dry.status).toBe(404);
    expect((await post(other.token, DESIGN_TEMPLATE_API.rename, { id: templateId, name: '抢走' })).status).toBe(404);
    expect((await post(other.token, DESIGN_TEMPLATE_API.remove, { id: templateId })).status).toBe(404);
    // Their own template cannot carry my image either.
    const mine = await post(other.token, DESIGN_TEMPLATE_API.save, {
      name: '借图',
      document: teeDocument(tee, small.id),
    });
    expect([mine.status, mine.msg]).toEqual([404, '设计中引用的图片不存在或已被永久删除']);
    expect(await snapshot()).toEqual(before);
    expect((await page(token, '?keyword=开学季')).data.rows[0]).toMatchObject({ id: templateId, name: '开学季模板' });
  });
});

describe('批量套图', () => {
  let batchId = 0;

  it('places one image on three blanks: one design each, at the largest size that keeps 150 DPI', async () => {
    const before = await snapshot();
    const r = await post<DesignBatchDetail>(token, DESIGN_TEMPLATE_API.batch, {
      imageId: big.id,
      targets: [
        { productId: tee.id, color: colour(tee) },
        { productId: mug.id, color: colour(mug) },
        { productId: pillow.id, color: colour(pillow) },
      ],
    });
    expect(r.status, r.msg).toBe(200);
    batchId = r.data.id;
    expect(r.data).toMatchObject({ imageId: big.id, imageName: 'big.png', placement: 'place', total: 3 });
    expect(r.data.items.map((i) => [i.productId, i.status, i.renderStatus, i.error])).toEqual([
      [tee.id, 'created', 'pending', null],
      [mug.id, 'created', 'pending', null],
      [pillow.id, 'created', 'pending', null],
    ]);
    expect(r.data.items.flatMap((i) => i.warnings)).toEqual([]);
    const boxes = [];
    for (const item of r.data.items) {
      const doc = (await detail(t, token, item.designId as number)).data.document as unknown as Doc;
      const [key] = Object.keys(doc.areas);
      const l = doc.areas[key].layers[0];
      boxes.push([key, l.imageId, l.x, l.y, l.width, l.height]);
    }
    // 1500×1200 px at ≥150 DPI on 300-DPI areas prints at most 3000×2400.
    // T恤 4500×5400: the DPI cap decides → 3000×2400 centred at (750, 1500).
    // 马克杯 2700×1050: the area's height decides (×0.875) → 1312.5×1050 → 1313×1050 at (693.75 → 694, 0).
    // 抱枕 5400×5400: the DPI cap → 3000×2400 at (1200, 1500).
    expect(boxes).toEqual([
      ['front', big.id, 750, 1500, 3000, 2400],
      ['wrap', big.id, 694, 0, 1313, 1050],
      ['front', big.id, 1200, 1500, 3000, 2400],
    ]);
    expect(await snapshot()).toEqual({
      ...before,
      designs: before.designs + 3,
      batches: before.batches + 1,
      jobs: before.jobs + 3,
    });
  });

  it('shows progress: each design’s mockups go from pending to done', async () => {
    await drainRenders(t);
    const d = await get<DesignBatchDetail>(token, `${DESIGN_TEMPLATE_API.batchDetail}?id=${batchId}`);
    expect(d.status, d.msg).toBe(200);
    expect(d.data.items.map((i) => i.renderStatus)).toEqual(['done', 'done', 'done']);
    expect(d.data.items.every((i) => i.thumbnailUrl?.startsWith('/api/clientDesign/file/'))).toBe(true);
    const list = await get<DesignBatchSummary[]>(token, DESIGN_TEMPLATE_API.batches);
    expect(list.data[0]).toMatchObject({ id: batchId, imageName: 'big.png', total: 3, created: 3, failed: 0 });
  });

  it('filling the mug wrap warns that the image reaches past the area', async () => {
    const r = await post<DesignBatchDetail>(token, DESIGN_TEMPLATE_API.batch, {
      imageId: big.id,
      targets: [{ productId: mug.id, color: colour(mug) }],
      placement: 'fill',
    });
    expect(r.status, r.msg).toBe(200);
    // ×1.8 → 2700×2160, y = (1050 − 2160)/2 = −555: it overflows top and bottom; 300 × 1500/2700 = 167 DPI is fine.
    expect(r.data.items[0].warnings).toEqual([
      {
        kind: 'overflow',
        areaKey: 'wrap',
        layerId: 'img-wrap',
        message: '「环绕杯身」的图层「big.png」超出印刷区域，超出部分不会印刷',
      },
    ]);
  });

  it('reports a blank that fails on its own and leaves no design for it; the others stand', async () => {
    // A print area key the design schema refuses (capitals) makes that one blank's document invalid.
    await db.updateTable('blank_print_areas').set({ area_key: 'Front' }).where('blank_id', '=', pillow.id).execute();
    try {
      const pillowDesigns = () => db.selectFrom('designs').select('id').where('product_id', '=', pillow.id).execute();
      const before = (await pillowDesigns()).length;
      const r = await post<DesignBatchDetail>(token, DESIGN_TEMPLATE_API.batch, {
        imageId: big.id,
        targets: [
          { productId: tee.id, color: colour(tee) },
          { productId: pillow.id, color: colour(pillow) },
          { productId: mug.id, color: colour(mug) },
        ],
      });
      expect(r.status, r.msg).toBe(200);
      expect(r.data.items.map((i) => [i.status, i.designId === null, i.error])).toEqual([
        ['created', false, null],
        ['failed', true, '该商品的印刷区域无法生成设计，请联系平台'],
        ['created', false, null],
      ]);
      expect((await pillowDesigns()).length).toBe(before);
    } finally {
      await db.updateTable('blank_print_areas').set({ area_key: 'front' }).where('blank_id', '=', pillow.id).execute();
    }
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const before = await snapshot();
    const cases: Array<[object, number, string]> = [
      [{ imageId: big.id, targets: [] }, 400, '请至少选择一个商品'],
      [
        {
          imageId: big.id,
          targets: [
            { productId: mug.id, color: colour(mug) },
            { productId: mug.id, color: colour(mug) },
          ],
        },
        400,
        '商品和颜色不能重复',
      ],
      [
        { imageId: big.id, targets: Array.from({ length: 21 }, (_, i) => ({ productId: i + 1, color: '白色' })) },
        400,
        '一次最多选择 20 个商品',
      ],
      [
        { imageId: big.id, targets: [{ productId: mug.id, color: colour(mug) }], placement: 'stretch' },
        400,
        '放置方式不正确',
      ],
      // One bad blank among good ones refuses the whole request.
      [
        {
          imageId: big.id,
          targets: [
            { productId: tee.id, color: colour(tee) },
            { productId: mug.id, color: '紫罗兰' },
          ],
        },
        400,
        '该商品没有颜色：紫罗兰',
      ],
      [{ imageId: 999999, targets: [{ productId: mug.id, color: colour(mug) }] }, 404, '图片不存在或已删除'],
    ];
    for (const [payload, status, msg] of cases) {
      const r = await post(token, DESIGN_TEMPLATE_API.batch, payload);
      expect(r.status).toBe(status);
      expect(r.msg).toContain(msg);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('another seller can neither use my image nor read my batch', async () => {
    const before = await snapshot();
    const r = await post(other.token, DESIGN_TEMPLATE_API.batch, {
      imageId: big.id,
      targets: [{ productId: mug.id, color: colour(mug) }],
    });
    expect([r.status, r.msg]).toEqual([404, '图片不存在或已删除']);
    const d = await get(other.token, `${DESIGN_TEMPLATE_API.batchDetail}?id=${batchId}`);
    expect([d.status, d.msg]).toEqual([404, '批量套图记录不存在']);
    expect((await get<DesignBatchSummary[]>(other.token, DESIGN_TEMPLATE_API.batches)).data).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // And the designs the batch made are mine alone.
    const mine = await get<{ total: number }>(other.token, DESIGN_API.page);
    expect(mine.data.total).toBe(0);
  });
});

describe('menu', () => {
  it('设计中心 has 设计模板 and 批量套图 after 新版设计器; migration 0035 adds them to an older database once', async () => {
    const parent = await db
      .selectFrom('menus')
      .select('menu_id')
      .where('path', '=', '/design')
      .where('audience', '=', 'seller')
      .where('parent_id', '=', 0)
      .executeTakeFirstOrThrow();
    const children = () =>
      db
        .selectFrom('menus')
        .select(['path', 'menu_name', 'component'])
        .where('parent_id', '=', parent.menu_id)
        .orderBy('order_num')
        .execute();
    const expected = [
      { path: 'designCanvas', menu_name: '新版设计器', component: 'design/designCanvas' },
      { path: 'designTemplate', menu_name: '设计模板', component: 'design/designTemplate' },
      { path: 'designBatch', menu_name: '批量套图', component: 'design/designBatch' },
    ];
    expect(await children()).toEqual(expected);
    await db
      .deleteFrom('menus')
      .where('parent_id', '=', parent.menu_id)
      .where('path', 'in', ['designTemplate', 'designBatch'])
      .execute();
    await addDesignTemplateMenus(db);
    await addDesignTemplateMenus(db);
    expect(await children()).toEqual(expected);
  });
});
