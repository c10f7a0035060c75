import {
  TEMU_CUSTOMISATION_NOTICE,
  TEMU_TEMPLATE_API,
  type TemuLeafTemplate,
  type TemuTemplateBody,
  type TemuTemplateDetail,
  temuTemplateBody,
} from '@podbench/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { convertOldTemplates } from '../src/db/migrations/20261127_0029_temu_attr_templates';
import { GOODS_ADD_MESSAGES } from '../src/modules/temu-publish/goods-add-messages';
import { normaliseLeafTemplate } from '../src/modules/temu-publish/leaf-template';
import { type PublishDeps, runPublish } from '../src/modules/temu-publish/publish';
import { nextBeijingDay, verdictOf } from '../src/modules/temu-publish/publish-verdict';
import { queuePublishes } from '../src/modules/temu-publish/publishes';
import { insertTemplate } from '../src/modules/temu-publish/repository';
import { goodsAddRequestSchema, TemuApiError } from '@podbench/temu';
import { useTestApp } from './helper';
import { fakeTemuGateway, goldenResult } from './temu-fake-gateway';
import { ownTestImage, sellerWithShops } from './temu-publish-fixtures';

/**
 * Publishing against a fake gateway of this suite's own that answers the reference pack's golden samples
 * (test/temu-fake-gateway.ts) — independent of the sandbox. Where the reference has no sample (sizecharts meta.get
 * and settings.get) or its sample names another category (cats.get), the answer is written from the field tables
 * and says so.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
const { seller, shops } = await sellerWithShops(t, 1);
const shopId = shops[0]!.shopId;
const image = await ownTestImage(t, seller);

/** The golden attrs.get (材料 required, 封面材质 composition %, 颜色 sale property with spec ids) for the T-shirt leaf. */
const goldenLeaf = (catType = 1, catId = 30469): TemuLeafTemplate =>
  normaliseLeafTemplate(catId, catType, goldenResult('bg.goods.attrs.get') as never);
const SIZE_SPECS = ['S', 'M', 'L'].map((name, i) => ({
  parentSpecId: 3001,
  parentSpecName: '尺码',
  specId: 4001 + i,
  specName: name,
  source: 'created' as const,
}));

function tshirt(overrides: Partial<TemuTemplateBody> = {}): TemuTemplateBody {
  const colours = [
    { name: '黑色', specId: 3002, vid: 5001 },
    { name: '白色', specId: 3003, vid: 5002 },
  ];
  return temuTemplateBody.parse({
    title: 'Custom Photo Text T-Shirt Unisex Cotton Short Sleeve Personalized Tee',
    category: { ids: [27011, 27012, 27100, 30469], names: ['服装', '女装', '上衣', 'T恤'], catType: 1 },
    properties: [
      { templatePid: 201831, pid: 89, refPid: 121, name: '材料', vid: 2197, value: '涤纶' },
      {
        templatePid: 825348,
        pid: 2,
        refPid: 2021,
        name: '封面材质',
        vid: 74,
        value: '腈纶',
        valueUnit: '%',
        numberInputValue: '100',
      },
    ],
    specMapping: {
      colors: colours.map((c) => ({
        name: c.name,
        confirmed: true,
        spec: {
          parentSpecId: 1001,
          parentSpecName: '颜色',
          specId: c.specId,
          specName: c.name,
          templatePid: 900001,
          pid: 13,
          refPid: 63,
          vid: c.vid,
          source: 'template',
        },
      })),
      sizes: SIZE_SPECS.map((s) => ({ name: s.specName, confirmed: true, spec: s })),
    },
    images: [image],
    skus: colours.flatMap((c, ci) =>
      SIZE_SPECS.map((s, si) => ({
        variantId: 100 + ci * 10 + si,
        color: c.name,
        size: s.specName,
        // Well above any blank's production cost: a price below cost is refused before publishing (issue 21 §3).
        priceFen: 19990,
        stock: 100,
        weightG: 180,
        lenMm: 300,
        widthMm: 250,
        heightMm: 20,
        baseCostFen: 1800,
      })),
    ),
    technology: { technologyType: 1, firstType: 10004, twiceTypes: [20027] },
    sizeChart: {
      classId: 3,
      unit: 'cm',
      columns: ['衣长', '胸围'],
      rows: SIZE_SPECS.map((s, i) => ({ size: s.specName, values: [String(68 + i * 2), String(96 + i * 4)] })),
    },
    origin: { region1ShortName: 'CN', region2Id: 43000000000006 },
    ...overrides,
  });
}

/** cats.get for the leaf's parent: the golden sample names level 2 (女装), so the leaf row is seeded as cached. */
async function seedLeaf(catId = 30469, parentId = 27100, catType = 1) {
  const data = JSON.stringify({ catId, catName: 'T恤', isLeaf: true, catType });
  await db
    .insertInto('temu_category_cache')
    .values({ cat_id: catId, parent_id: parentId, data, fetched_at: Date.now() })
    .onConflict((oc) => oc.column('cat_id').doUpdateSet({ parent_id: parentId, data, fetched_at: Date.now() }))
    .execute();
}

/** A fake gateway with the two size-chart answers the reference has no sample for (written from its tables). */
function gateway() {
  const g = fakeTemuGateway();
  g.on('bg.goods.sizecharts.meta.get', () => ({
    result: {
      sizeSpecMeta: {
        groupList: [{ id: 1, name: '尺码' }],
        elementList: [
          { id: 101, name: '衣长', necessary: true },
          { id: 102, name: '胸围', necessary: true },
          { id: 103, name: '肩宽' },
        ],
      },
    },
  }));
  g.on('bg.goods.sizecharts.settings.get', () => ({ result: { sizeList: ['XS', 'S', 'M', 'L', 'XL'] } }));
  return g;
}

async function publishOf(body: TemuTemplateBody, snapshot: TemuLeafTemplate | null = goldenLeaf()) {
  await seedLeaf(body.category?.ids.at(-1), body.category?.ids.at(-2), body.category?.catType);
  const templateId = await insertTemplate(db, seller.mainId, body);
  await db
    .updateTable('temu_templates')
    .set({ leaf_snapshot: snapshot ? JSON.stringify(snapshot) : null })
    .where('id', '=', templateId)
    .execute();
  await queuePublishes(db, seller.mainId, [templateId], [shopId], 10_000);
  const row = await db
    .selectFrom('temu_publishes')
    .select('id')
    .where('template_id', '=', templateId)
    .executeTakeFirstOrThrow();
  return { templateId, publishId: Number(row.id) };
}

const depsFor = (g: ReturnType<typeof fakeTemuGateway>): PublishDeps => ({
  db,
  storage: t.runtime.ctx.storage,
  openShop: async () => ({ caller: g.caller, semi: false, currency: 'CNY' }),
});
const publishRow = (id: number) =>
  db.selectFrom('temu_publishes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** list.get answering the golden row under the SKC code asked for (as Temu would for a listing it holds). */
const listedUnder = (p: Record<string, unknown>, skcIndex = 0) => {
  const golden = goldenResult('bg.glo.goods.list.get') as { data: Array<Record<string, unknown>> };
  const row = golden.data[0]!;
  return {
    result: {
      totalCount: 1,
      data: [{ ...row, extCode: String(p.skcExtCode), productSkcId: 99211925917 + skcIndex }],
    },
  };
};

describe('temu publish against golden samples (own fake gateway)', () => {
  it('normalises the golden attrs.get for the form: required, composition, sale values with spec ids', () => {
    const leaf = goldenLeaf();
    expect(leaf.inputMaxSpecNum).toBe(2);
    expect(leaf.properties.map((p) => [p.name, p.control, p.required])).toEqual([
      ['材料', 'select', true],
      ['封面材质', 'composition', false],
    ]);
    expect(leaf.properties[1]!.units).toEqual(['%']);
    expect(leaf.saleProperties).toEqual([
      expect.objectContaining({
        name: '颜色',
        parentSpecId: 1001,
        mainSale: true,
        values: [
          { vid: 5001, value: '黑色', specId: 3002, group: null },
          { vid: 5002, value: '白色', specId: 3003, group: null },
        ],
      }),
    ]);
  });

  it('publishes the T-shirt with a body of the reference sample’s structure, stores ids and the SKU map', async () => {
    const g = gateway();
    const { templateId, publishId } = await publishOf(tshirt());
    expect(await runPublish(depsFor(g), publishId)).toBe('success');
    // The template was fetched again before publishing (doc 199 §8-12).
    expect(g.callsOf('bg.goods.attrs.get')).toHaveLength(1);
    const [add] = g.callsOf('bg.glo.goods.add');
    expect(g.callsOf('bg.glo.goods.add')).toHaveLength(1);
    const body = goodsAddRequestSchema.parse(add!.params);
    expect([body.cat1Id, body.cat4Id, body.cat5Id, body.cat10Id]).toEqual([27011, 30469, 0, 0]);
    expect(body.personalizationSwitch).toBe(1);
    expect(body.productSaleExtAttrReq?.customizedTechnologyReq).toEqual({
      technologyType: 1,
      firstType: 10004,
      twiceType: [20027],
    });
    expect(body.productWhExtAttrReq.productOrigin).toEqual({ region1ShortName: 'CN', region2Id: 43000000000006 });
    expect(body.productPropertyReqs).toEqual([
      expect.objectContaining({
        templatePid: 201831,
        vid: 2197,
        propValue: '涤纶',
        valueUnit: '',
        numberInputValue: '',
      }),
      expect.objectContaining({ templatePid: 825348, vid: 74, valueUnit: '%', numberInputValue: '100' }),
    ]);
    expect(body.carouselImageUrls).toEqual([]);
    expect(body.sizeTemplateIds).toEqual([880011223344]);
    const upload = (goldenResult('bg.goods.image.upload.global') as { imageUrl: string }).imageUrl;
    expect(body.materialImgUrl).toBe(upload);
    expect(body.productSkcReqs).toHaveLength(2);
    for (const [i, skc] of body.productSkcReqs.entries()) {
      expect(skc.extCode).toBe(`PB-T${templateId}-C${100 + i * 10}`);
      expect(skc.mainProductSkuSpecReqs).toEqual([
        { parentSpecId: 1001, parentSpecName: '颜色', specId: 3002 + i, specName: i === 0 ? '黑色' : '白色' },
      ]);
      expect(skc.previewImgUrls).toEqual([upload]);
      expect(skc.productSkuReqs.map((s) => s.productSkuSpecReqs[1]!.specId)).toEqual([4001, 4002, 4003]);
      expect(new Set(skc.productSkuReqs.map((s) => s.supplierPrice))).toEqual(new Set([19990]));
      expect(skc.productSkuReqs.every((s) => s.currencyType === 'CNY')).toBe(true);
    }
    expect(body.productSpecPropertyReqs.map((p) => p.specId)).toEqual([3002, 3003, 4001, 4002, 4003]);

    const row = await publishRow(publishId);
    expect(row).toMatchObject({ state: 'success', goods_id: '8141774459', error: null, currency: 'CNY' });
    expect(row.notice).toBe(TEMU_CUSTOMISATION_NOTICE);
    expect(JSON.parse(row.skc_ids!)).toEqual(['99211925917', '99211925918']);
    expect(JSON.parse(row.sku_map!)).toEqual([
      { productSkuId: '44160454861', productSkcId: '99211925917', color: '黑色', size: 'S', extCode: 'POD-TEE-BLK-S' },
    ]);
    const detail = await t.call<{ publishedSkus: unknown[]; notice: string; skcIds: string[] }>({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.publishDetail}?id=${publishId}`,
      token: seller.token,
    });
    expect(detail.data).toMatchObject({ notice: TEMU_CUSTOMISATION_NOTICE, skcIds: ['99211925917', '99211925918'] });
    expect(detail.data.publishedSkus).toHaveLength(1);
  });

  it('checks and fits every image before the first upload: SKC previews 3:4 ≥ 1340×1785, material 1:1 ≥ 800, ≤ 2 MB', async () => {
    const g = gateway();
    const { publishId } = await publishOf(tshirt());
    expect(await runPublish(depsFor(g), publishId)).toBe('success');
    const uploads = g.callsOf('bg.goods.image.upload.global');
    expect(uploads).toHaveLength(2);
    const first = g.calls.findIndex((c) => c.type === 'bg.goods.image.upload.global');
    expect(g.calls.slice(first, first + 2).every((c) => c.type === 'bg.goods.image.upload.global')).toBe(true);
    const dims = [];
    for (const u of uploads) {
      const m = /^data:image\/(jpeg|png);base64,(.+)$/.exec(String(u.params.image));
      expect(m).not.toBeNull();
      const bytes = Buffer.from(m![2]!, 'base64');
      expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
      const meta = await sharp(bytes).metadata();
      dims.push([meta.width!, meta.height!]);
    }
    const [square, preview] = dims as [[number, number], [number, number]];
    expect(square[0]).toBe(square[1]);
    expect(square[0]).toBeGreaterThanOrEqual(800);
    expect(preview[0] * 4).toBe(preview[1] * 3);
    expect(preview[0]).toBeGreaterThanOrEqual(1340);
    expect(preview[1]).toBeGreaterThanOrEqual(1785);
  });

  it('non-apparel: one SKC with the empty main spec, colours as SKU specs, a single unmapped size left out', async () => {
    const g = gateway();
    g.on('bg.goods.sizecharts.class.get', () => ({ result: {} }));
    const body = tshirt({
      category: { ids: [27011, 27012, 27100, 30470], names: ['家居', '厨房', '杯子', '马克杯'], catType: 0 },
      specMapping: {
        colors: tshirt().specMapping.colors,
        sizes: [{ name: '11oz', spec: null, confirmed: false }],
      },
      skus: tshirt()
        .skus.filter((s) => s.size === 'S')
        .map((s, i) => ({ ...s, size: '11oz', priceFen: 18990 + i * 100 })),
      sizeChart: null,
    });
    const { publishId } = await publishOf(body, goldenLeaf(0, 30470));
    expect(await runPublish(depsFor(g), publishId)).toBe('success');
    const add = goodsAddRequestSchema.parse(g.callsOf('bg.glo.goods.add')[0]!.params);
    expect(add.productSkcReqs).toHaveLength(1);
    expect(add.productSkcReqs[0]!.mainProductSkuSpecReqs).toEqual([
      { parentSpecId: 0, parentSpecName: '', specId: 0, specName: '' },
    ]);
    expect(add.productSkcReqs[0]!.productSkuReqs.map((s) => [s.productSkuSpecReqs, s.supplierPrice])).toEqual([
      [[{ parentSpecId: 1001, parentSpecName: '颜色', specId: 3002, specName: '黑色' }], 18990],
      [[{ parentSpecId: 1001, parentSpecName: '颜色', specId: 3003, specName: '白色' }], 19090],
    ]);
    expect(add.carouselImageUrls).toHaveLength(1);
    expect(add.sizeTemplateIds).toEqual([]);
  });

  it('a lost goods.add answer is reconciled through list.get by SKC extCode: never a second add', async () => {
    const g = gateway();
    g.on('bg.glo.goods.add', () => ({ lost: true }));
    g.on('bg.glo.goods.list.get', (p) =>
      p.skcExtCode
        ? listedUnder(p, g.callsOf('bg.glo.goods.list.get').length - 1)
        : { result: { totalCount: 0, data: [] } },
    );
    const { templateId, publishId } = await publishOf(tshirt());
    expect(await runPublish(depsFor(g), publishId)).toBe('success');
    expect(g.callsOf('bg.glo.goods.add')).toHaveLength(1);
    expect(g.callsOf('bg.glo.goods.list.get').map((c) => c.params.skcExtCode)).toEqual([
      `PB-T${templateId}-C100`,
      `PB-T${templateId}-C110`,
    ]);
    const row = await publishRow(publishId);
    expect(row).toMatchObject({ state: 'success', goods_id: '8141774459' });
    expect(JSON.parse(row.skc_ids!)).toEqual(['99211925917', '99211925918']);
  });

  it('a lost answer not listed yet: the next run looks again before adding, and adopts it', async () => {
    const g = gateway();
    let listed = false;
    g.on('bg.glo.goods.add', () => {
      listed = true;
      return { lost: true };
    });
    g.on('bg.glo.goods.list.get', (p, n) =>
      n <= 1 || !listed ? { result: { totalCount: 0, data: [] } } : listedUnder(p),
    );
    const { publishId } = await publishOf(tshirt());
    expect(await runPublish(depsFor(g), publishId)).toBe('queued');
    const mid = await publishRow(publishId);
    expect(mid.add_sent_at).not.toBeNull();
    expect(mid.error).toContain('将稍后重试');
    expect(await runPublish(depsFor(g), publishId)).toBe('success');
    expect(g.callsOf('bg.glo.goods.add')).toHaveLength(1);
  });

  it('1000001 服务器开小差 is retried (after a lookup), then succeeds', async () => {
    const g = gateway();
    g.on('bg.glo.goods.add', (_p, n) =>
      n === 1
        ? { error: { errorCode: 1000001, errorMsg: '服务器开小差' } }
        : { result: goldenResult('bg.glo.goods.add') },
    );
    g.on('bg.glo.goods.list.get', () => ({ result: { totalCount: 0, data: [] } }));
    const { publishId } = await publishOf(tshirt());
    expect(await runPublish(depsFor(g), publishId)).toBe('queued');
    expect((await publishRow(publishId)).error).toContain('服务器开小差');
    expect(await runPublish(depsFor(g), publishId)).toBe('success');
    expect(g.callsOf('bg.glo.goods.add')).toHaveLength(2);
  });

  it('2000197 (daily cap) defers to the next Beijing day with Temu’s reason — not a failure', async () => {
    const g = gateway();
    g.on('bg.glo.goods.add', () => ({ error: { errorCode: 2000197, errorMsg: GOODS_ADD_MESSAGES[2000197]! } }));
    const { publishId } = await publishOf(tshirt());
    const before = Date.now();
    expect(await runPublish(depsFor(g), publishId)).toBe('deferred');
    const row = await publishRow(publishId);
    expect(row.state).toBe('deferred');
    expect(row.error).toContain('已超出今日发品数量限制');
    expect(row.error).toContain('次日');
    expect(Number(row.deferred_until)).toBeGreaterThanOrEqual(nextBeijingDay(before));
    expect(Number(row.deferred_until) - before).toBeLessThanOrEqual(86_400_000 + 120_000);
    expect(row.finished_at).toBeNull();
  });

  it('2000168 (duplicate) fails saying what to do, linking the listing already there', async () => {
    const g = gateway();
    g.on('bg.glo.goods.add', () => ({ error: { errorCode: 2000168, errorMsg: GOODS_ADD_MESSAGES[2000168]! } }));
    g.on('bg.glo.goods.list.get', (p) =>
      p.productName ? { result: goldenResult('bg.glo.goods.list.get') } : { result: { totalCount: 0, data: [] } },
    );
    const { publishId } = await publishOf(tshirt());
    expect(await runPublish(depsFor(g), publishId)).toBe('failed');
    const row = await publishRow(publishId);
    expect(row.error).toContain('您已创建相同或高度相似的商品');
    expect(row.error).toContain('8141774459');
    expect(row.error).toContain('在线商品');
    expect(row.error_code).toBe(2000168);
    expect(JSON.parse(row.duplicate_of!)).toEqual({ productId: '8141774459', productSkcId: '99211925917' });
    const page = await t.call<{ rows: Array<{ id: number; duplicateOf: unknown }> }>({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.publishPage}?pageNum=1&pageSize=50`,
      token: seller.token,
    });
    expect(page.data.rows.find((r) => r.id === publishId)?.duplicateOf).toEqual({
      productId: '8141774459',
      productSkcId: '99211925917',
    });
  });

  it.each([2000173, 2000187, 2000198])(
    'reserve-balance refusal %i fails with Temu’s message and what to do',
    async (code) => {
      const g = gateway();
      g.on('bg.glo.goods.add', () => ({ error: { errorCode: code, errorMsg: GOODS_ADD_MESSAGES[code]! } }));
      const { publishId } = await publishOf(tshirt());
      expect(await runPublish(depsFor(g), publishId)).toBe('failed');
      const row = await publishRow(publishId);
      expect(row.error).toContain(GOODS_ADD_MESSAGES[code]!);
      expect(row.error).toMatch(code === 2000198 ? /等待货款回款/ : /结算管理-资金中心/);
    },
  );

  it('every documented 2000xxx code shows Temu’s message (the answer’s, else the reference’s)', () => {
    const codes = Object.keys(GOODS_ADD_MESSAGES)
      .map(Number)
      .filter((c) => c >= 2000000 && c < 3000000);
    expect(codes.length).toBeGreaterThan(50);
    for (const code of codes) {
      const withText = verdictOf(
        new TemuApiError('x', { kind: 'business', type: 'bg.glo.goods.add', errorCode: code, temuMessage: `T${code}` }),
      );
      expect(withText.message).toContain(`T${code}`);
      expect(withText.message).toContain(String(code));
      const without = verdictOf(new TemuApiError('x', { kind: 'business', type: 'bg.glo.goods.add', errorCode: code }));
      expect(without.message).toContain(GOODS_ADD_MESSAGES[code]!);
      expect(without.kind).toBe(code === 2000197 ? 'defer' : code === 2000168 ? 'duplicate' : 'refused');
    }
  });

  it('a breaking change of the leaf’s template fails the publish naming it, before any upload or add', async () => {
    const g = gateway();
    const before = goldenLeaf();
    const snapshot = { ...before, properties: before.properties.filter((p) => p.name !== '材料') };
    const body = tshirt({ properties: tshirt().properties.filter((p) => p.name !== '材料') });
    const { publishId } = await publishOf(body, snapshot);
    expect(await runPublish(depsFor(g), publishId)).toBe('failed');
    const row = await publishRow(publishId);
    expect(row.error).toContain('新增必填属性「材料」');
    expect(JSON.parse(row.template_changes!)).toEqual([
      expect.objectContaining({ kind: 'propertyAdded', property: '材料', breaking: true }),
    ]);
    expect(g.callsOf('bg.goods.image.upload.global')).toHaveLength(0);
    expect(g.callsOf('bg.glo.goods.add')).toHaveLength(0);
  });

  it('migration 0029 keeps an old template, marks it 需补全 and pre-matches its old attributes by name', async () => {
    const now = Date.now();
    const old = await db
      .insertInto('temu_templates')
      .values({
        main_id: seller.mainId,
        design_id: null,
        title: '旧模板 定制印花T恤 男女同款',
        title_en: '',
        category_ids: JSON.stringify([27011, 27012, 27100, 30469]),
        category_path: '服装 > 女装 > 上衣 > T恤',
        attributes: JSON.stringify([
          { name: '材料', value: '涤纶' },
          { name: '风格', value: '休闲' },
        ]),
        images: JSON.stringify([image]),
        skus: JSON.stringify(tshirt().skus.map(({ baseCostFen: _b, ...s }) => s)),
        technology: JSON.stringify({ firstType: 10004, twiceTypes: [20027] }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await convertOldTemplates(db);
    const row = await db
      .selectFrom('temu_templates')
      .selectAll()
      .where('id', '=', Number(old.id))
      .executeTakeFirstOrThrow();
    expect(row.needs_completion).toBe(1);
    expect(row.attributes).toContain('风格');
    // The leaf's template is known (cached): the detail pre-matches 材料 and the colour names, to be confirmed.
    await seedLeaf();
    await db
      .insertInto('temu_leaf_templates')
      .values({ cat_id: 30469, data: JSON.stringify(goldenLeaf()), fetched_at: now })
      .onConflict((oc) => oc.column('cat_id').doUpdateSet({ data: JSON.stringify(goldenLeaf()), fetched_at: now }))
      .execute();
    const d = await t.call<TemuTemplateDetail>({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.detail}?id=${old.id}`,
      token: seller.token,
    });
    expect(d.code).toBe(200);
    expect(d.data.status).toBe('incomplete');
    expect(d.data.legacyAttributes).toEqual([
      { name: '材料', value: '涤纶' },
      { name: '风格', value: '休闲' },
    ]);
    expect(d.data.properties).toEqual([
      {
        templatePid: 201831,
        pid: 89,
        refPid: 121,
        name: '材料',
        vid: 2197,
        value: '涤纶',
        valueUnit: '',
        numberInputValue: '',
      },
    ]);
    expect(d.data.category).toMatchObject({ ids: [27011, 27012, 27100, 30469], catType: 1 });
    expect(d.data.specMapping.colors).toEqual([
      expect.objectContaining({ name: '黑色', confirmed: false, spec: expect.objectContaining({ specId: 3002 }) }),
      expect.objectContaining({ name: '白色', confirmed: false, spec: expect.objectContaining({ specId: 3003 }) }),
    ]);
    expect(d.data.skus).toHaveLength(6);
    // Publishing it is refused until the seller confirms it (需补全), with nothing queued.
    const up = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: [Number(old.id)], shopIds: [shopId] },
      token: seller.token,
    });
    expect(up.code).toBe(400);
    expect(up.msg).toContain('需补全');
  });
});
