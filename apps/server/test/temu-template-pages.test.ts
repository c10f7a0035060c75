import {
  priceByRule,
  type TemuCategory,
  type TemuPublishDetail,
  type TemuPublishPage,
  type TemuTemplateDetail,
  type TemuTemplateRow,
  TEMU_TEMPLATE_API,
} from '@podbench/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderPool } from '../src/modules/design/render/render-pool';
import { drainRenders, save, teeDetail, teeDocument } from './design-fixtures';
import { uploadOne } from './gallery-fixtures';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { drainPublishes, saveTemplate, sellerWithShops, templateBodyFor } from './temu-publish-fixtures';

/** What the template and publish pages read: generated templates, signed images, categories, publish detail. */
const t = await useTestApp();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => renderPool.stop());
const db = t.runtime.ctx.db;
const get = <T>(token: string, url: string) => t.call<T>({ method: 'GET', url, token });

describe('templates for the pages', () => {
  it('makes a ready-to-publish template from a rendered design: mockups, one SKU per variant, priced', async () => {
    const { seller } = await sellerWithShops(t, 0);
    const tee = await teeDetail(t);
    const image = await uploadOne(t, seller.token, 'art.png', 7);
    const saved = await save(t, seller.token, { productId: tee.id, document: teeDocument(tee, image.id), version: 0 });
    expect(saved.code).toBe(200);
    await drainRenders(t);
    const made = await t.call<{ id: number; problems: unknown[] }>({
      method: 'POST',
      url: TEMU_TEMPLATE_API.fromDesign,
      payload: { designId: saved.data.id },
      token: seller.token,
    });
    expect(made.code).toBe(200);
    // The leaf is the seller's choice: until it is picked (and its template filled) the template is 需补全.
    expect(made.data).toMatchObject({ status: 'incomplete' });
    expect((made.data.problems as Array<{ field: string }>).map((p) => p.field)).toEqual(['category']);
    const d = await get<TemuTemplateDetail>(seller.token, `${TEMU_TEMPLATE_API.detail}?id=${made.data.id}`);
    expect(d.data.designId).toBe(saved.data.id);
    expect(d.data.title).toContain('我的T恤');
    expect(d.data.category).toBeNull();
    expect(d.data.blankId).toBe(tee.id);
    // Every colour and size of the design waits for its mapping to Temu's sale values.
    expect(d.data.specMapping.colors.map((c) => [c.name, c.spec, c.confirmed])).toEqual(
      [...new Set(d.data.skus.map((s) => s.color))].map((c) => [c, null, false]),
    );
    expect(d.data.images.length).toBeGreaterThan(0);
    expect(d.data.imageUrls).toHaveLength(d.data.images.length);
    const shown = await t.app.inject({ method: 'GET', url: d.data.imageUrls[0]! });
    expect(shown.statusCode).toBe(200);
    // One SKC per colour the design chose, one SKU per size of it.
    const chosen = tee.colors.slice(0, 2).map((c) => c.name);
    expect([...new Set(d.data.skus.map((s) => s.color))].sort()).toEqual([...chosen].sort());
    expect(d.data.skus.length).toBeGreaterThanOrEqual(chosen.length);
    for (const s of d.data.skus) expect(s.priceFen).toBeGreaterThan(0);
    // Priced by the default rule from each variant's base cost, which the SKU keeps for re-pricing.
    for (const s of d.data.skus) expect(s.priceFen).toBe(priceByRule(d.data.pricing, s.baseCostFen));
    // The blank's size chart for exactly the SKUs' sizes, and the blank's technology.
    const sizes = [...new Set(d.data.skus.map((s) => s.size))];
    expect(d.data.sizeChart?.rows.map((r) => r.size)).toEqual(sizes);
    expect(d.data.sizeChart?.columns).toEqual(['衣长', '胸宽', '肩宽', '袖长']);
    expect(d.data.technology.twiceTypes).toHaveLength(1);
    const page = await get<{ rows: TemuTemplateRow[]; total: number }>(seller.token, TEMU_TEMPLATE_API.page);
    expect(page.data.rows[0]).toMatchObject({
      id: made.data.id,
      problemCount: 1,
      status: 'incomplete',
      skuCount: d.data.skus.length,
      colorCount: new Set(d.data.skus.map((s) => s.color)).size,
      publishedCount: 0,
    });
    expect(page.data.rows[0]!.imageUrl).toBe(d.data.imageUrls[0]);
    expect(page.data.rows[0]!.priceMinFen).toBe(Math.min(...d.data.skus.map((s) => s.priceFen)));
  });

  it('finds templates by title, wildcards taken literally', async () => {
    const seller = await newSeller(t);
    await saveTemplate(t, seller, await templateBodyFor(t, '夏季新款 猫咪印花T恤 100%纯棉'));
    await saveTemplate(t, seller, await templateBodyFor(t, '秋冬 卫衣 加绒 连帽 情侣款'));
    const q = (kw: string) =>
      get<{ total: number; rows: TemuTemplateRow[] }>(
        seller.token,
        `${TEMU_TEMPLATE_API.page}?keyword=${encodeURIComponent(kw)}`,
      );
    expect((await q('猫咪')).data.total).toBe(1);
    expect((await q('100%')).data.rows.map((r) => r.title)).toEqual(['夏季新款 猫咪印花T恤 100%纯棉']);
    expect((await q('%')).data.total).toBe(1);
    expect((await q('卫衣')).data.total).toBe(1);
  });

  it("reads Temu's category tree through a shop and caches it; without a shop it says so", async () => {
    const { seller } = await sellerWithShops(t, 1);
    const top = await get<TemuCategory[]>(seller.token, `${TEMU_TEMPLATE_API.categories}?parentId=0`);
    expect(top.code).toBe(200);
    expect(top.data).toContainEqual({ catId: 27011, catName: '服装鞋靴和珠宝饰品', isLeaf: false, catType: 1 });
    const leaves = await get<TemuCategory[]>(seller.token, `${TEMU_TEMPLATE_API.categories}?parentId=27100`);
    expect(leaves.data).toContainEqual({ catId: 30469, catName: 'T恤', isLeaf: true, catType: 1 });
    const cached = await db
      .selectFrom('temu_category_cache')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('parent_id', '=', 27100)
      .executeTakeFirst();
    expect(Number(cached?.n)).toBe(leaves.data.length);
    // Another seller without a shop still reads the cached level, but not an unread one.
    const lonely = await newSeller(t);
    expect((await get<TemuCategory[]>(lonely.token, `${TEMU_TEMPLATE_API.categories}?parentId=27100`)).data).toEqual(
      leaves.data,
    );
    const none = await get(lonely.token, `${TEMU_TEMPLATE_API.categories}?parentId=9711`);
    expect(none.code).toBe(400);
    expect(none.msg).toContain('请先授权');
    const bad = await get(seller.token, `${TEMU_TEMPLATE_API.categories}?parentId=abc`);
    expect(bad.code).toBe(400);
  });
});

describe('publish records for the pages', () => {
  it('counts per state, filters, and shows one publish with its SKU codes and Temu SKU ids', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const { data: tpl } = await saveTemplate(t, seller, await templateBodyFor(t));
    const up = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: [tpl.id], shopIds: [shops[0]!.shopId] },
      token: seller.token,
    });
    expect(up.code).toBe(200);
    const queued = await get<TemuPublishPage>(seller.token, TEMU_TEMPLATE_API.publishPage);
    expect(queued.data.total).toBe(1);
    await drainPublishes(t);
    const page = await get<TemuPublishPage>(seller.token, TEMU_TEMPLATE_API.publishPage);
    expect(page.data.counts).toEqual({ queued: 0, adding: 0, deferred: 0, success: 1, failed: 0 });
    expect(page.data.rows[0]).toMatchObject({ templateId: tpl.id, shopId: shops[0]!.shopId, state: 'success' });
    expect(page.data.rows[0]!.startedAt).not.toBeNull();
    const failed = await get<TemuPublishPage>(seller.token, `${TEMU_TEMPLATE_API.publishPage}?state=failed`);
    expect(failed.data).toMatchObject({ total: 0, rows: [] });
    const otherShop = await get<TemuPublishPage>(seller.token, `${TEMU_TEMPLATE_API.publishPage}?shopId=999999`);
    expect(otherShop.data.total).toBe(0);
    const badState = await get(seller.token, `${TEMU_TEMPLATE_API.publishPage}?state=done`);
    expect(badState.code).toBe(400);

    const id = page.data.rows[0]!.id;
    const d = await get<TemuPublishDetail>(seller.token, `${TEMU_TEMPLATE_API.publishDetail}?id=${id}`);
    expect(d.code).toBe(200);
    expect(d.data.goodsId).toBe(page.data.rows[0]!.goodsId);
    expect(d.data.skus.map((s) => s.extCode).sort()).toEqual([`PB-T${tpl.id}-V10`, `PB-T${tpl.id}-V11`]);
    expect(d.data.skus.every((s) => s.productSkuId !== null)).toBe(true);
    // The SKU ↔ (colour, size) map from goods.add's skuSpecList, and the SKC id.
    expect(d.data.publishedSkus.map((k) => [k.color, k.size]).sort()).toEqual([
      ['白色', 'M'],
      ['白色', 'S'],
    ]);
    expect(d.data.skcIds).toHaveLength(1);
    expect(d.data.notice).toContain('Seller Center');
    expect(d.data.currency).toBe('CNY');
    const tplRow = await get<{ rows: TemuTemplateRow[] }>(seller.token, TEMU_TEMPLATE_API.page);
    expect(tplRow.data.rows[0]!.publishedCount).toBe(1);

    const other = await newSeller(t);
    expect((await get(other.token, `${TEMU_TEMPLATE_API.publishDetail}?id=${id}`)).code).toBe(404);
    expect((await get<TemuPublishPage>(other.token, TEMU_TEMPLATE_API.publishPage)).data.total).toBe(0);
  });
});
