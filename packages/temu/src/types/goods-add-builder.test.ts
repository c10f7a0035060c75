import { describe, expect, it } from 'vitest';
import { goodsAddRequestSchema } from './goods-add';
import { buildGoodsAddRequest, type TemuListing, type TemuListingSpec } from './goods-add-builder';
import { goodsAddRuleIssues } from './goods-add-rules';
import { parseReferenceSample, referenceManifest } from './reference-samples';

/**
 * The reference's sample T-shirt (api/bg.glo.goods.add.md, "Sample request … 2 colours × 3 sizes"), rebuilt from
 * its inputs by the builder and compared with the verbatim sample key by key. The sample elides five of its six
 * SKUs with comments ("… M and L: same shape, specId 4002 / 4003, same supplierPrice …", "3 SKUs S/M/L as above
 * with 3003"): those are compared by shape with the one SKU it spells out, and by the values the comments give.
 */
const fixture = referenceManifest().find((f) => f.type === 'bg.glo.goods.add' && f.kind === 'request');
if (!fixture) throw new Error('goods.add request fixture missing');
const sample = parseReferenceSample(fixture) as Record<string, unknown>;

const colour = (specId: number, specName: string): TemuListingSpec => ({
  parentSpecId: 1001,
  parentSpecName: '颜色',
  specId,
  specName,
});
const size = (specId: number, specName: string): TemuListingSpec => ({
  parentSpecId: 3001,
  parentSpecName: '尺码',
  specId,
  specName,
});
const SIZES = [size(4001, 'S'), size(4002, 'M'), size(4003, 'L')];
const IMG = 'https://img.cdnfe.com/product/fancy/';
const pack = { weightMg: 180000, volumeMm: { len: 300, width: 250, height: 20 } };

/** The sample's inputs. URLs of the elided SKUs / white SKC are not in the sample: they follow its pattern. */
const tshirt: TemuListing = {
  category: { path: [27011, 27012, 27100, 30469], catType: 1 },
  title: 'Custom Photo Text T-Shirt Unisex Cotton Short Sleeve Personalized Tee',
  materialImageUrl: `${IMG}11111111-aaaa-4bbb-8ccc-000000000001.jpg`,
  carouselImageUrls: [],
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
  currency: 'CNY',
  skcs: [
    {
      extCode: 'POD-TEE-BLK',
      mainSpec: colour(3002, '黑色'),
      previewImageUrls: [`${IMG}…-blk-front.jpg`, `${IMG}…-blk-back.jpg`],
      colorImageUrl: `${IMG}…-blk-swatch.jpg`,
      supplierPrice: 3990,
      skus: SIZES.map((s) => ({
        extCode: `POD-TEE-BLK-${s.specName}`,
        specs: [s],
        thumbUrl: `${IMG}…-blk-${s.specName.toLowerCase()}.jpg`,
        ...pack,
      })),
    },
    {
      extCode: 'POD-TEE-WHT',
      mainSpec: colour(3003, '白色'),
      previewImageUrls: [`${IMG}…-wht-front.jpg`],
      supplierPrice: 3990,
      skus: SIZES.map((s) => ({
        extCode: `POD-TEE-WHT-${s.specName}`,
        specs: [s],
        thumbUrl: `${IMG}…-wht-${s.specName.toLowerCase()}.jpg`,
        ...pack,
      })),
    },
  ],
  origin: { region1ShortName: 'CN', region2Id: 43000000000006 },
  personalization: { technologyType: 1, firstType: 10004, twiceType: [20027] },
  sizeChart: { templateIds: [990011223344], showTemplateIds: [990011223344] },
  outerPackage: {
    imageUrls: ['https://kjpfs-cn.kuajingmaihuo.com/product-material-private-tag/…_1080x1080.jpeg'],
    packageShape: 0,
    packageType: 2,
  },
};

/** Arrays the sample shortens with a comment: how many entries they really have, and the entry to copy. */
const ELIDED: Record<string, { total: number; template: string }> = {
  'productSkcReqs.0.productSkuReqs': { total: 3, template: 'productSkcReqs.0.productSkuReqs.0' },
  'productSkcReqs.1.productSkuReqs': { total: 3, template: 'productSkcReqs.0.productSkuReqs.0' },
};
const at = (root: unknown, path: string) =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], root);
const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** Same nesting, same field names in the same order, same array shapes (values not compared). */
function expectSameShape(built: unknown, model: unknown, path: string) {
  expect(kind(built), path).toBe(kind(model));
  if (Array.isArray(model)) {
    for (const [i, v] of (built as unknown[]).entries()) expectSameShape(v, model[0], `${path}.${i}`);
  } else if (kind(model) === 'object') {
    const m = model as Record<string, unknown>;
    expect(Object.keys(built as object), path).toEqual(Object.keys(m));
    for (const k of Object.keys(m)) expectSameShape((built as Record<string, unknown>)[k], m[k], `${path}.${k}`);
  }
}

/** Key by key: same keys in the same order, same array lengths, same values; "…" alone in the sample = elided. */
function expectLikeSample(built: unknown, expected: unknown, path: string) {
  const where = path || '(body)';
  if (expected === '…') {
    expect(typeof built === 'string' && built.length > 0, where).toBe(true);
    return;
  }
  expect(kind(built), where).toBe(kind(expected));
  if (Array.isArray(expected)) {
    const list = built as unknown[];
    const elided = ELIDED[path];
    expect(list.length, where).toBe(elided ? elided.total : expected.length);
    for (const [i, v] of list.entries()) {
      const p = `${path}.${i}`;
      if (i < expected.length) expectLikeSample(v, expected[i], p);
      else if (elided) expectSameShape(v, at(sample, elided.template), p);
    }
  } else if (kind(expected) === 'object') {
    const e = expected as Record<string, unknown>;
    expect(Object.keys(built as object), where).toEqual(Object.keys(e));
    for (const k of Object.keys(e)) {
      expectLikeSample((built as Record<string, unknown>)[k], e[k], path ? `${path}.${k}` : k);
    }
  } else {
    expect(built, where).toBe(expected);
  }
}

describe('buildGoodsAddRequest — the reference sample T-shirt', () => {
  const body = buildGoodsAddRequest(tshirt);

  it('produces the sample body key by key (the elided SKUs by the shape of the one spelled out)', () => {
    expectLikeSample(body, sample, '');
  });

  it('fills the elided SKUs as the sample comments say: sizes 4001/4002/4003 under each colour, one price per SKC', () => {
    for (const [i, colourId] of [3002, 3003].entries()) {
      const skus = body.productSkcReqs[i].productSkuReqs;
      expect(skus.map((s) => s.productSkuSpecReqs.map((q) => q.specId))).toEqual([
        [colourId, 4001],
        [colourId, 4002],
        [colourId, 4003],
      ]);
      expect(new Set(skus.map((s) => s.supplierPrice))).toEqual(new Set([3990]));
      expect(skus.every((s) => s.currencyType === 'CNY')).toBe(true);
    }
    // productSpecPropertyReqs: one per distinct value, colours then sizes — exactly the sample's five entries.
    expect(body.productSpecPropertyReqs).toEqual(sample.productSpecPropertyReqs);
  });

  it('passes the request schema and every cross-field rule', () => {
    const parsed = goodsAddRequestSchema.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(goodsAddRuleIssues(body, { catType: 1, semiManaged: false, currency: 'CNY' })).toEqual([]);
  });

  it('the verbatim sample itself, with its SKUs elided, is refused by the rules (not by the schema)', () => {
    expect(goodsAddRequestSchema.safeParse(sample).success).toBe(true);
    const issues = goodsAddRuleIssues(goodsAddRequestSchema.parse(sample), { catType: 1, semiManaged: false });
    expect(issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['productSkcReqs.1.productSkuReqs', 'productSkcReqs']),
    );
    expect(issues.find((i) => i.path === 'productSkcReqs')?.message).toContain('完整组合');
  });

  it('is pure: the same listing gives the same body and the listing is not changed', () => {
    const before = JSON.stringify(tshirt);
    expect(buildGoodsAddRequest(tshirt)).toEqual(body);
    expect(JSON.stringify(tshirt)).toBe(before);
  });
});

describe('buildGoodsAddRequest — other listings', () => {
  it('non-apparel: one SKC with the empty main spec, unused category levels 0, no customisation', () => {
    const mug = buildGoodsAddRequest({
      ...tshirt,
      category: { path: [9711, 9712], catType: 0 },
      title: 'Custom Photo Mug 11oz',
      carouselImageUrls: [`${IMG}mug-1.jpg`],
      personalization: null,
      sizeChart: undefined,
      outerPackage: undefined,
      skcs: [
        {
          extCode: 'POD-MUG',
          mainSpec: null,
          previewImageUrls: [],
          supplierPrice: 2590,
          skus: [
            {
              extCode: 'POD-MUG-W',
              specs: [colour(3003, '白色')],
              thumbUrl: `${IMG}mug-w.jpg`,
              weightMg: 350000,
              volumeMm: { len: 120, width: 100, height: 95 },
            },
          ],
        },
      ],
    });
    expect(mug.cat2Id).toBe(9712);
    expect([mug.cat3Id, mug.cat10Id]).toEqual([0, 0]);
    expect(mug.productSkcReqs[0].mainProductSkuSpecReqs).toEqual([
      { parentSpecId: 0, parentSpecName: '', specId: 0, specName: '' },
    ]);
    expect(mug.productSkcReqs[0]).not.toHaveProperty('previewImgUrls');
    expect(mug.productSkcReqs[0].productSkuReqs[0].productSkuSpecReqs).toEqual([
      { parentSpecId: 1001, parentSpecName: '颜色', specId: 3003, specName: '白色' },
    ]);
    expect(mug.personalizationSwitch).toBe(0);
    expect(mug).not.toHaveProperty('productSaleExtAttrReq');
    expect(mug.sizeTemplateIds).toEqual([]);
    expect(goodsAddRequestSchema.safeParse(mug).success).toBe(true);
    expect(goodsAddRuleIssues(mug, { catType: 0, semiManaged: false, currency: 'CNY' })).toEqual([]);
  });

  it('refuses a category path longer than ten levels', () => {
    expect(() =>
      buildGoodsAddRequest({ ...tshirt, category: { path: Array.from({ length: 11 }, (_, i) => i + 1), catType: 1 } }),
    ).toThrow('类目路径');
  });
});
