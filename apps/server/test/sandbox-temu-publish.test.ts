import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { sandboxQpsOf } from '../src/sandbox/temu/reference/rate-limits';
import { useTestApp } from './helper';
import { imageUri, type RawShop, rawTemu, referenceSample, signDoc192 } from './sandbox-temu-client';

const t = await useTestApp();
// The sandbox answers at most 3 calls a second per shop and type (doc 196's floor): tests wait like a caller would.
vi.setConfig({ testTimeout: 60_000 });
const temu = rawTemu(t);

// biome-ignore lint/suspicious/noExplicitAny: reference samples are untyped JSON, edited field by field
type Obj = Record<string, any>;
const clone = <T>(x: T): T => structuredClone(x);

interface Urls {
  material: string;
  preview: string;
  swatch: string;
  square: string;
}

/** The shop's uploads a listing needs: 1:1 material/carousel/thumb, 3:4 apparel preview, a swatch. */
async function uploads(shop: RawShop): Promise<Urls> {
  const up = async (uri: string) => {
    const r = await temu.call<{ imageUrl: string }>('PA', 'bg.goods.image.upload.global', shop, { image: uri });
    expect(r).toMatchObject({ success: true, result: { url: null, urls: [] } });
    return r.result.imageUrl;
  };
  return {
    material: await up(await imageUri(800, 800, 'jpeg')),
    preview: await up(await imageUri(1340, 1787)),
    swatch: await up(await imageUri(200, 200)),
    square: await up(await imageUri(1000, 1000)),
  };
}

/** A one-off size chart for leaf 30469 with the given sizes (the reference's create sample, sizes swapped in). */
async function sizeChart(shop: RawShop, sizes = ['S', 'M', 'L']) {
  const req = referenceSample<Obj>('bg.goods.sizecharts.create.request.txt');
  req.content.records = sizes.map((s, i) => ({
    values: { '1': s, '101': String(96 + i * 4), '102': String(68 + i * 2) },
  }));
  const r = await temu.call<{ businessId: number }>('CN', 'bg.goods.sizecharts.create', shop, req);
  expect(r.success).toBe(true);
  return r.result.businessId;
}

/**
 * The reference's T-shirt sample (bg.glo.goods.add.md) with the elided SKUs filled in as its comments say (M and L
 * with 4002/4003 at the same price; the white SKC's S/M/L with 3003) and the ids that must exist here substituted:
 * image URLs (uploads of this shop) and the size chart id.
 */
function teeSample(u: Urls, chartId: number): Obj {
  const s = referenceSample<Obj>('bg.glo.goods.add.request.txt');
  const first = s.productSkcReqs[0].productSkuReqs[0];
  const sizes = [
    [4001, 'S'],
    [4002, 'M'],
    [4003, 'L'],
  ] as const;
  const sku = (colour: readonly [number, string], code: string) =>
    sizes.map(([specId, name]) => ({
      ...clone(first),
      extCode: `${code}-${name}`,
      thumbUrl: u.square,
      productSkuSpecReqs: [
        { parentSpecId: 1001, parentSpecName: '颜色', specId: colour[0], specName: colour[1] },
        { parentSpecId: 3001, parentSpecName: '尺码', specId, specName: name },
      ],
    }));
  s.productSkcReqs[0].productSkuReqs = sku([3002, '黑色'], 'POD-TEE-BLK');
  s.productSkcReqs[1].productSkuReqs = sku([3003, '白色'], 'POD-TEE-WHT');
  s.materialImgUrl = u.material;
  for (const skc of s.productSkcReqs) {
    skc.previewImgUrls = skc.previewImgUrls.map(() => u.preview);
    if (skc.colorImageUrl) skc.colorImageUrl = u.swatch;
  }
  s.productOuterPackageImageReqs = [{ imageUrl: u.square }];
  s.sizeTemplateIds = [chartId];
  s.showSizeTemplateIds = [chartId];
  return s;
}

/** A mug (non-apparel): one SKC with the empty main spec, 颜色 × 容量. */
function mug(
  u: Urls,
  name: string,
  colours: Array<[number, string]> = [
    [3003, '白色'],
    [3002, '黑色'],
  ],
): Obj {
  const spec = (parentSpecId: number, propName: string, specId: number, propValue: string) => ({
    parentSpecId,
    specId,
    templatePid: 0,
    pid: 0,
    refPid: 0,
    propName,
    propValue,
    vid: 0,
    valueGroupId: 0,
    valueGroupName: '',
    valueUnit: '',
  });
  return {
    ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`cat${i + 1}Id`, [9711, 9712, 9713, 9714][i] ?? 0])),
    productName: name,
    materialImgUrl: u.material,
    carouselImageUrls: [u.square],
    productPropertyReqs: [
      { templatePid: 210001, pid: 201, refPid: 301, propName: '材质', vid: 2401, propValue: '陶瓷', valueUnit: '' },
      {
        templatePid: 210002,
        pid: 202,
        refPid: 302,
        propName: '是否适用微波炉',
        vid: 2411,
        propValue: '是',
        valueUnit: '',
      },
    ],
    productSpecPropertyReqs: [
      ...colours.map(([id, n]) => spec(1001, '颜色', id, n)),
      spec(18013, '容量', 6101, '11oz'),
    ],
    productSkcReqs: [
      {
        extCode: `MUG-${name.length}`,
        mainProductSkuSpecReqs: [{ parentSpecId: 0, parentSpecName: '', specId: 0, specName: '' }],
        productSkuReqs: colours.map(([id, n], i) => ({
          extCode: `MUG-${i}`,
          productSkuSpecReqs: [
            { parentSpecId: 1001, parentSpecName: '颜色', specId: id, specName: n },
            { parentSpecId: 18013, parentSpecName: '容量', specId: 6101, specName: '11oz' },
          ],
          currencyType: 'CNY',
          supplierPrice: 2990 + i * 100,
          thumbUrl: u.square,
          productSkuWhExtAttrReq: {
            productSkuWeightReq: { value: 420000 },
            productSkuVolumeReq: { len: 125, width: 100, height: 100 },
            productSkuSensitiveAttrReq: { isSensitive: 0, sensitiveList: [] },
            productSkuSensitiveLimitReq: {},
          },
        })),
      },
    ],
    productWhExtAttrReq: { outerGoodsUrl: '', productOrigin: { region1ShortName: 'CN', region2Id: 43000000000031 } },
    productSaleExtAttrReq: { customizedTechnologyReq: { technologyType: 1, firstType: 10005, twiceType: [20007] } },
    personalizationSwitch: 1,
    sizeTemplateIds: [],
    showSizeTemplateIds: [],
  };
}

const add = (shop: RawShop, body: Obj) => temu.call<Obj>('PA', 'bg.glo.goods.add', shop, body);

describe('sandbox temu: no shared code with the client', () => {
  it('imports nothing from @podbench/temu', () => {
    const root = path.resolve(__dirname, '../src/sandbox/temu');
    const files = fs
      .readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(30);
    const offenders = files.filter((f) =>
      fs.readFileSync(path.join(root, f), 'utf8').includes("from '@podbench/temu'"),
    );
    expect(offenders).toEqual([]);
  });

  it('rate limits come from the sandbox’s own doc 196 table (3 where doc 196 states none)', () => {
    expect(sandboxQpsOf('bg.shiporder.staging.get')).toBe(5);
    expect(sandboxQpsOf('bg.purchaseorderv2.get')).toBe(3);
    expect(sandboxQpsOf('bg.shiporderv3.create')).toBe(5);
    expect(sandboxQpsOf('bg.glo.goods.add')).toBe(3);
    expect(sandboxQpsOf('bg.goods.image.upload.global')).toBe(3);
  });

  it('the tests’ own signer reproduces Temu doc 192’s worked example', () => {
    const body = {
      access_token: '1zz6vlvwq1kulyyyybkdy0bfwnlrgfls8e4ssefhxpanh1mltyodjacc',
      app_key: '47bb4bb7769e12d9f7aa93cf029fe529',
      data_type: 'JSON',
      joinInfoList: [{ deliveryAddressType: 1, subPurchaseOrderSn: 'WB2411113267800' }],
      timestamp: 1739688901,
      type: 'bg.shiporder.staging.add',
    };
    expect(signDoc192(body, 'ac0a3e952eaaa5b19c0e615c2ef497f50afa6e49')).toBe('BA49C39EFE53461582CC779CDA2ADB3E');
  });
});

describe('sandbox temu: catalogue, templates and specs', () => {
  let shop: RawShop;
  beforeAll(async () => {
    shop = await temu.shop();
  });

  it('walks the category tree to the eight blanks’ leaves, with catType (apparel 1)', async () => {
    const leaves: Obj[] = [];
    const walk = async (parentCatId?: number): Promise<void> => {
      const r = await temu.call<{ categoryDTOList: Obj[] }>(
        'CN',
        'bg.goods.cats.get',
        shop,
        parentCatId ? { parentCatId } : {},
      );
      expect(r.success).toBe(true);
      for (const c of r.result.categoryDTOList) {
        expect(c).toMatchObject({ isHidden: false, hiddenType: 0 });
        expect(typeof c.catType).toBe('number');
        if (c.isLeaf) leaves.push(c);
        else await walk(c.catId);
      }
    };
    await walk();
    const names = leaves.map((l) => l.catName);
    for (const n of ['T恤', '卫衣', '马克杯', '手机壳', '帆布包', '抱枕套', '装饰画', '鼠标垫'])
      expect(names).toContain(n);
    expect(leaves.filter((l) => l.catName === 'T恤').every((l) => l.catType === 1)).toBe(true);
    expect(leaves.find((l) => l.catName === '马克杯')!.catType).toBe(0);
    // The reference's request sample, as it is.
    const r = await temu.call<{ categoryDTOList: Obj[] }>(
      'CN',
      'bg.goods.cats.get',
      shop,
      referenceSample('bg.goods.cats.get.request.txt'),
    );
    expect(r.result.categoryDTOList.length).toBeGreaterThan(0);
    expect(r.result.categoryDTOList.every((c) => c.parentCatId === 27011 && c.catLevel === 2)).toBe(true);
    expect(r.result.categoryDTOList.find((c) => c.catName === '男装')!.catType).toBe(1);
  }, 60_000);

  it('answers the reference’s attrs.get sample with every control the template form needs', async () => {
    const r = await temu.call<Obj>('CN', 'bg.goods.attrs.get', shop, referenceSample('bg.goods.attrs.get.request.txt'));
    expect(r.success).toBe(true);
    const props: Obj[] = r.result.properties;
    const by = (name: string) => props.find((p) => p.name === name)!;
    expect(by('材料')).toMatchObject({
      templatePid: 201831,
      pid: 89,
      refPid: 121,
      required: true,
      isSale: false,
      controlType: 1,
    });
    expect(by('材料').values).toContainEqual(expect.objectContaining({ vid: 2197, value: '涤纶' }));
    expect(by('封面材质')).toMatchObject({ controlType: 16, valueRule: 1, valueUnit: ['%'] });
    expect(by('面料克重')).toMatchObject({ propertyValueType: 1, valueUnit: ['g/m²'] });
    expect(by('护理说明')).toMatchObject({ controlType: 0, propertyValueType: 0, inputMaxNum: 1, maxValue: '200' });
    expect(by('适用季节').chooseMaxNum).toBeGreaterThan(1);
    expect(by('印花工艺').showCondition).toEqual([{ parentRefPid: by('是否有印花').refPid, parentVids: [2331] }]);
    expect(by('颜色')).toMatchObject({ isSale: true, mainSale: true, parentSpecId: 1001, required: true });
    expect(by('颜色').values).toContainEqual(expect.objectContaining({ value: '黑色', specId: 3002 }));
    expect(by('尺码')).toMatchObject({ isSale: true, parentSpecId: 3001 });
    expect(r.result).toMatchObject({ inputMaxSpecNum: 2, chooseAllQualifySpec: false });
    // Non-leaf: an empty template (doc 199 §8-10); missing or mistyped catId: 1000003.
    expect((await temu.call<Obj>('CN', 'bg.goods.attrs.get', shop, { catId: 27011 })).result.properties).toEqual([]);
    expect((await temu.call('CN', 'bg.goods.attrs.get', shop, {})).errorCode).toBe(1000003);
    expect((await temu.call('CN', 'bg.goods.attrs.get', shop, { catId: '30469' })).errorCode).toBe(1000003);
  });

  it('lists parent specs and creates spec values (same name, same id); PA only', async () => {
    const ps = await temu.call<Obj>(
      'PA',
      'bg.glo.goods.parentspec.get',
      shop,
      referenceSample('bg.glo.goods.parentspec.get.request.txt'),
    );
    expect(ps.result.parentSpecDTOS).toContainEqual({ parentSpecId: 1001, parentSpecName: '颜色' });
    const sample = referenceSample<Obj>('bg.glo.goods.spec.create.request.txt');
    const a = await temu.call<{ specId: number }>('PA', 'bg.glo.goods.spec.create', shop, sample);
    const b = await temu.call<{ specId: number }>('PA', 'bg.glo.goods.spec.create', shop, sample);
    expect(a.success).toBe(true);
    expect(a.result.specId).toBeGreaterThan(0);
    expect(b.result.specId).toBe(a.result.specId);
    expect((await temu.call('PA', 'bg.glo.goods.spec.create', shop, { parentSpecId: 1001 })).errorCode).toBe(1000003);
    // Five shops' apps create one new name at once: one id for all.
    const name = { parentSpecId: 18014, specName: `并发款式${Date.now()}` };
    const shops = await Promise.all(Array.from({ length: 5 }, () => temu.shop()));
    const ids = await Promise.all(
      shops.map((s) => temu.call<{ specId: number }>('PA', 'bg.glo.goods.spec.create', s, name)),
    );
    expect(ids.every((r) => r.success)).toBe(true);
    expect(new Set(ids.map((r) => r.result.specId)).size).toBe(1);
    expect((await temu.call('CN', 'bg.glo.goods.spec.create', shop, sample)).errorCode).toBe(7000016);
  });

  it('size charts: class per doc 200, the create sample, template.create only for reusable charts', async () => {
    const cls = await temu.call<Obj>(
      'CN',
      'bg.goods.sizecharts.class.get',
      shop,
      referenceSample('bg.goods.sizecharts.class.get.request.txt'),
    );
    expect(cls.result.sizeSpecClassCat).toMatchObject({ catId: 30469, classId: 3, classType: 0, relatedClassIds: [] });
    expect(
      (await temu.call<Obj>('CN', 'bg.goods.sizecharts.class.get', shop, { catId: 9714 })).result.sizeSpecClassCat,
    ).toBeNull();
    const settings = await temu.call<Obj>('CN', 'bg.goods.sizecharts.settings.get', shop, { catId: 30469 });
    expect(settings.result.sizeList).toEqual(expect.arrayContaining(['S', 'M', 'L']));
    const created = await temu.call<{ businessId: number }>(
      'CN',
      'bg.goods.sizecharts.create',
      shop,
      referenceSample('bg.goods.sizecharts.create.request.txt'),
    );
    expect(created.success).toBe(true);
    const oneOff = await temu.call('CN', 'bg.goods.sizecharts.template.create', shop, {
      businessId: created.result.businessId,
    });
    expect(oneOff.errorCode).toBe(1000003);
    const reusable = referenceSample<Obj>('bg.goods.sizecharts.create.request.txt');
    reusable.reusable = true;
    const tpl = await temu.call<{ businessId: number }>('CN', 'bg.goods.sizecharts.create', shop, reusable);
    const sample = referenceSample<Obj>('bg.goods.sizecharts.template.create.request.txt');
    const made = await temu.call<{ tempBusinessId: number }>('CN', 'bg.goods.sizecharts.template.create', shop, {
      ...sample,
      businessId: tpl.result.businessId,
    });
    expect(made.result.tempBusinessId).toBeGreaterThan(0);
    const noRecords = referenceSample<Obj>('bg.goods.sizecharts.create.request.txt');
    noRecords.content.records[0].values = { '1': 'S' };
    expect((await temu.call('CN', 'bg.goods.sizecharts.create', shop, noRecords)).errorCode).toBe(1000003);
  });

  it('image upload: the sample’s shape with a real image; its own codes for bad input', async () => {
    const sample = referenceSample<Obj>('bg.goods.image.upload.global.request.txt');
    // The sample's base64 is cut short ("…"): as it is, it is not base64.
    expect((await temu.call('PA', 'bg.goods.image.upload.global', shop, sample)).errorCode).toBe(120000021);
    const r = await temu.call<Obj>('PA', 'bg.goods.image.upload.global', shop, {
      ...sample,
      image: await imageUri(1350, 1800, 'jpeg'),
    });
    expect(r).toMatchObject({ success: true, errorCode: 1000000, result: { url: null, urls: [] } });
    expect(r.result.imageUrl).toMatch(/^\/sandbox\/temu\/img\/[a-f0-9]{24}\.jpg$/);
    expect((await temu.call('PA', 'bg.goods.image.upload.global', shop, { imageBizType: 0 })).errorCode).toBe(
      120000001,
    );
    expect((await temu.call('PA', 'bg.goods.image.upload.global', shop, { image: 'aGVsbG8gd29ybGQh' })).errorCode).toBe(
      120000022,
    );
  });

  it('mall and token information carry the documented fields', async () => {
    const mall = await temu.call<Obj>('CN', 'bg.mall.info.get', shop, referenceSample('bg.mall.info.get.request.txt'));
    expect(mall.result).toEqual({ semiManagedMall: false, isThriftStore: false });
    const tok = await temu.call<Obj>(
      'CN',
      'bg.open.accesstoken.info.get',
      shop,
      referenceSample('bg.open.accesstoken.info.get.request.txt'),
    );
    expect(tok.result.mallId).toBe(Number(shop.mallId));
    expect(tok.result.apiScopeList).toContain('bg.glo.goods.add');
    expect(tok.result.expiredTime).toBeGreaterThan(Date.now() / 1000);
    const pa = await temu.call<Obj>('PA', 'bg.open.accesstoken.info.get.global', shop, {});
    expect(pa.result).toMatchObject({ uniqueId: shop.mallId, apiScopeList: expect.any(Array) });
  });
});

describe('sandbox temu: bg.glo.goods.add follows the reference', () => {
  let shop: RawShop;
  let u: Urls;
  let chart: number;
  beforeAll(async () => {
    shop = await temu.shop();
    u = await uploads(shop);
    chart = await sizeChart(shop);
  });

  it('accepts the reference’s T-shirt sample and answers the SKU ↔ spec map; list.get finds it per SKC', async () => {
    const r = await add(shop, teeSample(u, chart));
    expect(r.errorMsg).toBe('');
    expect(r.success).toBe(true);
    expect(r.result.productSkcList).toHaveLength(2);
    expect(r.result.productSkuList).toHaveLength(6);
    const blkS = r.result.productSkuList.find((k: Obj) => k.extCode === 'POD-TEE-BLK-S');
    expect(blkS.skuSpecList).toEqual([
      { parentSpecId: 1001, parentSpecName: '颜色', specId: 3002, specName: '黑色' },
      { parentSpecId: 3001, parentSpecName: '尺码', specId: 4001, specName: 'S' },
    ]);
    const listReq = referenceSample<Obj>('bg.glo.goods.list.get.request.txt');
    const list = await temu.call<Obj>('PA', 'bg.glo.goods.list.get', shop, {
      ...listReq,
      createdAtStart: Date.now() - 60_000,
      createdAtEnd: Date.now() + 60_000,
    });
    expect(list.result.totalCount).toBe(2);
    const byExt = await temu.call<Obj>('PA', 'bg.glo.goods.list.get', shop, {
      page: 1,
      pageSize: 10,
      skcExtCode: 'POD-TEE-WHT',
    });
    expect(byExt.result.totalCount).toBe(1);
    const row = byExt.result.data[0];
    expect(row).toMatchObject({
      productId: r.result.productId,
      extCode: 'POD-TEE-WHT',
      isSupportPersonalization: true,
      skcSiteStatus: 0,
      leafCat: { catId: 30469, catName: 'T恤' },
    });
    expect(row.productSkuSummaries.map((k: Obj) => k.extCode)).toEqual([
      'POD-TEE-WHT-S',
      'POD-TEE-WHT-M',
      'POD-TEE-WHT-L',
    ]);
    expect(row.productSkuSummaries[0].productSkuWhExtAttr.productSkuWeight.value).toBe(180000);
    expect(row.productProperties[0]).toMatchObject({ templatePid: 201831, vid: 2197, propValue: '涤纶' });
    const detail = await temu.call<Obj>('PA', 'bg.glo.goods.detail.get', shop, { productId: r.result.productId });
    expect(detail.result).toMatchObject({
      categories: { catType: 1, cat1: { catId: 27011 }, leafCat: { catId: 30469 } },
      productWhExtAttr: { productOrigin: { region1ShortName: 'CN', region2Id: 43000000000006 } },
    });
    // The same listing again is refused as a duplicate, and creates nothing.
    expect((await add(shop, teeSample(u, chart))).errorCode).toBe(2000168);
    expect(
      (await temu.call<Obj>('PA', 'bg.glo.goods.list.get', shop, { skcExtCode: 'POD-TEE-WHT' })).result.totalCount,
    ).toBe(1);
    // On sale through the control; skcTopStatus 100 selects it, skcSiteStatus 1 says so.
    const ctl = await t.call({
      method: 'POST',
      url: TEMU_SANDBOX.onSaleNow,
      payload: { productId: r.result.productId },
    });
    expect(ctl.code).toBe(200);
    const onSale = await temu.call<Obj>('PA', 'bg.glo.goods.list.get', shop, { skcTopStatus: 100 });
    expect(onSale.result.totalCount).toBe(2);
    expect(onSale.result.data.every((d: Obj) => d.skcSiteStatus === 1)).toBe(true);
    const orders = await t.call({
      method: 'POST',
      url: TEMU_SANDBOX.ordersNow,
      payload: { mallId: shop.mallId, productId: r.result.productId, count: 2 },
    });
    expect(orders.code).toBe(200);
  });

  const variant = (name: string, edit: (s: Obj) => void) => {
    const s = teeSample(u, chart);
    s.productName = `${s.productName} ${name}`;
    edit(s);
    return s;
  };

  it.each<[string, (s: Obj) => void, number]>([
    [
      'free-text {propName, propValue} properties',
      (s) => (s.productPropertyReqs = [{ propName: '材质', propValue: '棉' }]),
      1000003,
    ],
    ['twiceType as a number', (s) => (s.productSaleExtAttrReq.customizedTechnologyReq.twiceType = 20027), 1000003],
    ['no currencyType', (s) => delete s.productSkcReqs[0].productSkuReqs[1].currencyType, 1000003],
    ['no productSpecPropertyReqs', (s) => delete s.productSpecPropertyReqs, 1000003],
    ['no origin', (s) => delete s.productWhExtAttrReq, 2000146],
    ['a CN origin without province', (s) => delete s.productWhExtAttrReq.productOrigin.region2Id, 2000146],
    ['no materialImgUrl', (s) => delete s.materialImgUrl, 1000003],
    ['cat5Id…cat10Id missing', (s) => delete s.cat7Id, 1000003],
    ['a price as a string', (s) => (s.productSkcReqs[0].productSkuReqs[0].supplierPrice = '3990'), 1000003],
    [
      'invented spec ids (100+n colours, 300+n sizes)',
      (s) => {
        const ids: Record<number, number> = { 3002: 100, 3003: 101, 4001: 300, 4002: 301, 4003: 302 };
        for (const sp of s.productSpecPropertyReqs) sp.specId = ids[sp.specId];
        for (const skc of s.productSkcReqs) {
          for (const m of skc.mainProductSkuSpecReqs) m.specId = ids[m.specId];
          for (const k of skc.productSkuReqs) for (const x of k.productSkuSpecReqs) x.specId = ids[x.specId];
        }
      },
      2000004,
    ],
    ['a spec name that is not its specId’s', (s) => (s.productSpecPropertyReqs[1].propValue = '米白'), 2000004],
    ['a vid whose value is another', (s) => (s.productPropertyReqs[0].propValue = '棉'), 2000200],
    ['a property of another template', (s) => (s.productPropertyReqs[0].templatePid = 210001), 6000002],
    ['the required 材料 missing', (s) => s.productPropertyReqs.shift(), 6000002],
    ['composition not adding up to 100', (s) => (s.productPropertyReqs[1].numberInputValue = '80'), 6000002],
    [
      'a child property without its parent’s value',
      (s) =>
        s.productPropertyReqs.push({
          templatePid: 201836,
          pid: 94,
          refPid: 126,
          propName: '印花工艺',
          vid: 2341,
          propValue: '数码直喷',
          valueUnit: '',
        }),
      6000002,
    ],
    ['one property twice', (s) => s.productPropertyReqs.push(clone(s.productPropertyReqs[0])), 2000171],
    [
      'different prices inside one apparel SKC',
      (s) => (s.productSkcReqs[0].productSkuReqs[2].supplierPrice = 4590),
      2000031,
    ],
    ['an incomplete Cartesian product', (s) => s.productSkcReqs[1].productSkuReqs.pop(), 1000003],
    [
      'a SKU under the wrong colour SKC',
      (s) => s.productSkcReqs[0].productSkuReqs.push(s.productSkcReqs[1].productSkuReqs.pop()),
      1000003,
    ],
    ['USD for a CNY shop', (s) => (s.productSkcReqs[0].productSkuReqs[0].currencyType = 'USD'), 2000060],
    [
      'a volume not longest-first',
      (s) => (s.productSkcReqs[0].productSkuReqs[0].productSkuWhExtAttrReq.productSkuVolumeReq.len = 10),
      2000044,
    ],
    ['a 货号 with Chinese', (s) => (s.productSkcReqs[0].extCode = '黑色款'), 6000018],
    [
      'single technology with a sub-technology 10004 does not allow',
      (s) => (s.productSaleExtAttrReq.customizedTechnologyReq.twiceType = [20005]),
      1000003,
    ],
    [
      'combined technology with one sub-technology',
      (s) =>
        (s.productSaleExtAttrReq.customizedTechnologyReq = { technologyType: 2, firstType: 10004, twiceType: [20027] }),
      1000003,
    ],
    ['personalizationSwitch without a technology', (s) => delete s.productSaleExtAttrReq, 1000003],
    ['no size chart on an apparel leaf', (s) => (s.sizeTemplateIds = []), 6000012],
    ['size chart id [0]', (s) => (s.sizeTemplateIds = [0]), 6000012],
    ['a title over doc 205’s 250 for 27011', (s) => (s.productName = 'T'.repeat(251)), 1000003],
    ['a leaf under the wrong parent', (s) => (s.cat3Id = 27200), 6000011],
    ['a non-leaf as the last level', (s) => (s.cat4Id = 0), 2000010],
    ['a foreign image URL', (s) => (s.materialImgUrl = 'https://img.cdnfe.com/product/fancy/x.jpg'), 2000158],
    ['an empty image URL', (s) => (s.productSkcReqs[0].previewImgUrls = ['']), 2000114],
  ])('refuses %s', async (_name, edit, code) => {
    const r = await add(shop, variant(_name, edit));
    expect(r.success).toBe(false);
    expect(r.errorCode).toBe(code);
    expect(r.errorMsg.length).toBeGreaterThan(0);
  });

  it('checks images on the uploaded file: 3:4 previews, 1:1 material, JPG/PNG only (2000014/2000017/2000021)', async () => {
    const up = async (uri: string) =>
      (await temu.call<Obj>('PA', 'bg.goods.image.upload.global', shop, { image: uri })).result.imageUrl as string;
    const square = u.square;
    const small34 = await up(await imageUri(900, 1200));
    const webp = await up(await imageUri(800, 800, 'webp'));
    expect(
      (
        await add(
          shop,
          variant('p', (s) => (s.productSkcReqs[0].previewImgUrls = [square])),
        )
      ).errorCode,
    ).toBe(2000014);
    expect(
      (
        await add(
          shop,
          variant('q', (s) => (s.productSkcReqs[0].previewImgUrls = [small34])),
        )
      ).errorCode,
    ).toBe(2000014);
    expect(
      (
        await add(
          shop,
          variant('m', (s) => (s.materialImgUrl = u.preview)),
        )
      ).errorCode,
    ).toBe(2000017);
    expect(
      (
        await add(
          shop,
          variant('w', (s) => (s.materialImgUrl = webp)),
        )
      ).errorCode,
    ).toBe(2000021);
    // Over 2 MB (noise does not compress), square and large enough otherwise.
    const noise = Buffer.alloc(1200 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
    const big = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const heavy = await up(`data:image/png;base64,${big.toString('base64')}`);
    expect(
      (
        await add(
          shop,
          variant('h', (s) => (s.materialImgUrl = heavy)),
        )
      ).errorCode,
    ).toBe(2000017);
    const other = await temu.shop();
    const theirs = (await uploads(other)).material;
    expect(
      (
        await add(
          shop,
          variant('o', (s) => (s.materialImgUrl = theirs)),
        )
      ).errorCode,
    ).toBe(2000158);
  });

  it('non-apparel: one SKC with the empty main spec, 1:1 carousel and SKU previews (2000018/2000020)', async () => {
    expect((await add(shop, mug(u, '定制马克杯 咖啡杯 A'))).success).toBe(true);
    const twoSkcs = mug(u, '定制马克杯 咖啡杯 B');
    const [a, b] = [clone(twoSkcs.productSkcReqs[0]), clone(twoSkcs.productSkcReqs[0])];
    a.productSkuReqs = [a.productSkuReqs[0]];
    b.productSkuReqs = [b.productSkuReqs[1]];
    twoSkcs.productSkcReqs = [a, b];
    expect((await add(shop, twoSkcs)).errorMsg).toContain('主销售规格属性值列表重复');
    const colourMain = mug(u, '定制马克杯 咖啡杯 C');
    colourMain.productSkcReqs[0].mainProductSkuSpecReqs = [
      { parentSpecId: 1001, parentSpecName: '颜色', specId: 3003, specName: '白色' },
    ];
    expect((await add(shop, colourMain)).errorMsg).toContain('主销售属性不合法');
    const badCarousel = mug(u, '定制马克杯 咖啡杯 D');
    badCarousel.carouselImageUrls = [u.preview];
    expect((await add(shop, badCarousel)).errorCode).toBe(2000018);
    const badThumb = mug(u, '定制马克杯 咖啡杯 E');
    badThumb.productSkcReqs[0].productSkuReqs[0].thumbUrl = u.preview;
    expect((await add(shop, badThumb)).errorCode).toBe(2000020);
    const noMicrowave = mug(u, '定制马克杯 咖啡杯 F');
    noMicrowave.productPropertyReqs.pop();
    expect((await add(shop, noMicrowave)).errorCode).toBe(6000002);
  });

  it('custom spec values from spec.create publish; invented ones do not (2000004)', async () => {
    const made = await temu.call<{ specId: number }>('PA', 'bg.glo.goods.spec.create', shop, {
      parentSpecId: 1001,
      specName: '内彩黑',
    });
    const ok = mug(u, '内彩马克杯 定制', [
      [3003, '白色'],
      [made.result.specId, '内彩黑'],
    ]);
    expect((await add(shop, ok)).success).toBe(true);
    const invented = mug(u, '内彩马克杯 定制 2', [
      [3003, '白色'],
      [99_999_999, '内彩红'],
    ]);
    expect((await add(shop, invented)).errorCode).toBe(2000004);
  });

  it('only doc 203’s combinations: a combined technology of two allowed sub-technologies publishes', async () => {
    const s = variant('组合工艺', (x) => {
      x.productSaleExtAttrReq.customizedTechnologyReq = {
        technologyType: 2,
        firstType: 10004,
        twiceType: [20027, 20022],
      };
      for (const skc of x.productSkcReqs) skc.extCode = `${skc.extCode}-C`;
    });
    expect((await add(shop, s)).success).toBe(true);
    const tooMany = variant('组合工艺4', (x) => {
      x.productSaleExtAttrReq.customizedTechnologyReq = {
        technologyType: 2,
        firstType: 10004,
        twiceType: [20027, 20022, 20023, 20020],
      };
    });
    expect((await add(shop, tooMany)).errorCode).toBe(1000003);
  });
});

describe('sandbox temu: fully- and semi-managed price and delivery fields (doc 199 §8-8/8-9)', () => {
  it('semi: siteSupplierPrices per bound site and delivery information; full: supplierPrice and no warehouse route', async () => {
    const semi = await temu.shop(undefined, 'semi');
    const u = await uploads(semi);
    const semiMug = (name: string) => {
      const m = mug(u, name);
      for (const k of m.productSkcReqs[0].productSkuReqs) {
        delete k.supplierPrice;
        k.siteSupplierPrices = [{ siteId: 100, supplierPrice: 599 }];
      }
      m.productSemiManagedReq = { bindSiteIds: [100] };
      m.productShipmentReq = { freightTemplateId: 'HFT-1', shipmentLimitSecond: 259200 };
      return m;
    };
    expect((await add(semi, semiMug('半托马克杯 A'))).success).toBe(true);
    const noShipment = semiMug('半托马克杯 B');
    delete noShipment.productShipmentReq;
    expect((await add(semi, noShipment)).errorMsg).toContain('Semi-managed delivery information cannot be empty');
    const withFullPrice = semiMug('半托马克杯 C');
    withFullPrice.productSkcReqs[0].productSkuReqs[0].supplierPrice = 2990;
    expect((await add(semi, withFullPrice)).errorMsg).toContain('当前商品仅允许填写分站点申报价格');
    const otherSite = semiMug('半托马克杯 D');
    otherSite.productSkcReqs[0].productSkuReqs[0].siteSupplierPrices = [{ siteId: 102, supplierPrice: 599 }];
    expect((await add(semi, otherSite)).errorCode).toBe(2000204);
    const sample = await t.call({ method: 'POST', url: TEMU_SANDBOX.sampleGoods, payload: { mallId: semi.mallId } });
    expect(sample.code).toBe(200);

    const full = await temu.shop();
    const fu = await uploads(full);
    const route = mug(fu, '全托马克杯 路由');
    route.productWarehouseRouteReq = { targetRouteList: [] };
    expect((await add(full, route)).errorCode).toBe(1000003);
    const sitePrices = mug(fu, '全托马克杯 站点价');
    sitePrices.productSkcReqs[0].productSkuReqs[0].siteSupplierPrices = [{ siteId: 100, supplierPrice: 599 }];
    expect((await add(full, sitePrices)).errorCode).toBe(1000003);
    expect((await add(full, mug(fu, '全托马克杯 正常'))).success).toBe(true);
  });
});

describe('sandbox temu: duplicates, the daily cap and another shop’s goods', () => {
  it('parallel copies of one listing: exactly one is created, the rest get 2000168', async () => {
    const shop = await temu.shop();
    const u = await uploads(shop);
    const results = await Promise.all(Array.from({ length: 5 }, () => add(shop, mug(u, '并发马克杯'))));
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => r.errorCode === 2000168)).toHaveLength(4);
    const list = await temu.call<Obj>('PA', 'bg.glo.goods.list.get', shop, {});
    expect(list.result.totalCount).toBe(1);
  });

  it('a lost answer is reconciled by skcExtCode without a second product', async () => {
    const shop = await temu.shop();
    const u = await uploads(shop);
    const body = mug(u, '对账马克杯');
    body.productSkcReqs[0].extCode = 'RECON-1';
    expect((await add(shop, body)).success).toBe(true); // the answer "is lost"
    const found = await temu.call<Obj>('PA', 'bg.glo.goods.list.get', shop, { skcExtCode: 'RECON-1' });
    expect(found.result.totalCount).toBe(1);
    expect(found.result.data[0].productSkuSummaries).toHaveLength(2);
    expect((await add(shop, body)).errorCode).toBe(2000168);
  });

  it('the daily cap set by the control refuses the rest with 2000197, also in parallel', async () => {
    const shop = await temu.shop();
    const u = await uploads(shop);
    const set = await t.call<{ cap: number }>({
      method: 'POST',
      url: TEMU_SANDBOX.dailyCap,
      payload: { mallId: shop.mallId, cap: 3 },
    });
    expect(set.code).toBe(200);
    expect(set.data.cap).toBe(3);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => add(shop, mug(u, `每日上限马克杯 ${i}`))));
    expect(results.filter((r) => r.success)).toHaveLength(3);
    const refused = results.filter((r) => !r.success);
    expect(refused.map((r) => r.errorCode)).toEqual([2000197, 2000197, 2000197]);
    expect(refused[0]!.errorMsg).toBe('已超出今日发品数量限制，若有需要请联系运营');
    expect((await temu.call<Obj>('PA', 'bg.glo.goods.list.get', shop, {})).result.totalCount).toBe(3);
    // A refused listing is not a duplicate once the cap is lifted.
    await t.call({ method: 'POST', url: TEMU_SANDBOX.dailyCap, payload: { mallId: shop.mallId, cap: null } });
    const again = refused.length ? mug(u, `每日上限马克杯 ${results.findIndex((r) => !r.success)}`) : null;
    expect((await add(shop, again!)).success).toBe(true);
    const bad = await t.call({ method: 'POST', url: TEMU_SANDBOX.dailyCap, payload: { mallId: shop.mallId, cap: -1 } });
    expect(bad.code).toBe(400);
  });

  it('another shop cannot read a product (991000011) and does not list it', async () => {
    const a = await temu.shop();
    const b = await temu.shop();
    const u = await uploads(a);
    const r = await add(a, mug(u, '店铺隔离马克杯'));
    expect(r.success).toBe(true);
    expect((await temu.call('PA', 'bg.glo.goods.detail.get', b, { productId: r.result.productId })).errorCode).toBe(
      991000011,
    );
    expect((await temu.call<Obj>('PA', 'bg.glo.goods.list.get', b, {})).result.totalCount).toBe(0);
    expect((await temu.call('PA', 'bg.glo.goods.list.get', a, { pageSize: 101 })).errorCode).toBe(1000003);
    expect((await temu.call('PA', 'bg.glo.goods.detail.get', a, {})).errorCode).toBe(1000003);
  });
});
