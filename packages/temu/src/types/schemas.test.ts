import { describe, expect, it } from 'vitest';
import { technologyProblem } from './customisation';
import { goodsAddRequestSchema } from './goods-add';
import { goodsAddRuleIssues, titleLimitFor } from './goods-add-rules';
import { parseReferenceSample, referenceManifest } from './reference-samples';
import { TEMU_TYPES, type TemuTypeName } from './registry';

/**
 * The schemas are strict where the product sends or reads a field: each case below starts from a reference sample
 * and changes one thing the reference forbids (or a shape our older code guessed). Every case must be refused.
 */
// biome-ignore lint/suspicious/noExplicitAny: the cases change sample JSON of any shape
type Sample = Record<string, any>;
const sampleOf = (type: TemuTypeName, kind: 'request' | 'response') => {
  const f = referenceManifest().find((x) => x.type === type && x.kind === kind);
  if (!f) throw new Error(`no ${kind} sample for ${type}`);
  return structuredClone(parseReferenceSample(f)) as Sample;
};
const req = (type: TemuTypeName, body: unknown) => TEMU_TYPES[type].request.safeParse(body);
const res = (type: TemuTypeName, body: unknown) => TEMU_TYPES[type].response.safeParse(body);
const tshirt = () => sampleOf('bg.glo.goods.add', 'request');

describe('request schemas refuse what the reference does not allow', () => {
  const refused: Array<[string, TemuTypeName, (b: Sample) => unknown]> = [
    [
      'goods.add: a property as free text {propName, propValue} (the old guess)',
      'bg.glo.goods.add',
      (b) => {
        b.productPropertyReqs = [{ propName: '材料', propValue: '涤纶' }];
      },
    ],
    [
      'goods.add: twiceType as a number, not a list',
      'bg.glo.goods.add',
      (b) => {
        b.productSaleExtAttrReq.customizedTechnologyReq.twiceType = 20027;
      },
    ],
    [
      'goods.add: a twiceType doc 203 does not allow under firstType 10004 (焊接)',
      'bg.glo.goods.add',
      (b) => {
        b.productSaleExtAttrReq.customizedTechnologyReq.twiceType = [20005];
      },
    ],
    [
      'goods.add: no origin (2000146)',
      'bg.glo.goods.add',
      (b) => {
        delete b.productWhExtAttrReq;
      },
    ],
    [
      'goods.add: CN origin without a province',
      'bg.glo.goods.add',
      (b) => {
        delete b.productWhExtAttrReq.productOrigin.region2Id;
      },
    ],
    [
      'goods.add: region2Id as a string (the SDK form)',
      'bg.glo.goods.add',
      (b) => {
        b.productWhExtAttrReq.productOrigin.region2Id = '43000000000006';
      },
    ],
    [
      'goods.add: sale spec without parentSpecId',
      'bg.glo.goods.add',
      (b) => {
        delete b.productSpecPropertyReqs[0].parentSpecId;
      },
    ],
    [
      'goods.add: SKU spec without specId',
      'bg.glo.goods.add',
      (b) => {
        delete b.productSkcReqs[0].productSkuReqs[0].productSkuSpecReqs[1].specId;
      },
    ],
    [
      'goods.add: no mainProductSkuSpecReqs',
      'bg.glo.goods.add',
      (b) => {
        delete b.productSkcReqs[0].mainProductSkuSpecReqs;
      },
    ],
    [
      'goods.add: no currencyType',
      'bg.glo.goods.add',
      (b) => {
        delete b.productSkcReqs[0].productSkuReqs[0].currencyType;
      },
    ],
    [
      'goods.add: a currency Temu does not list',
      'bg.glo.goods.add',
      (b) => {
        b.productSkcReqs[0].productSkuReqs[0].currencyType = 'EUR';
      },
    ],
    [
      'goods.add: no materialImgUrl',
      'bg.glo.goods.add',
      (b) => {
        delete b.materialImgUrl;
      },
    ],
    [
      'goods.add: cat5Id…cat10Id left out instead of 0',
      'bg.glo.goods.add',
      (b) => {
        delete b.cat7Id;
      },
    ],
    [
      'goods.add: sizeTemplateIds [0] instead of []',
      'bg.glo.goods.add',
      (b) => {
        b.sizeTemplateIds = [0];
      },
    ],
    [
      'goods.add: volume with len < width (2000044)',
      'bg.glo.goods.add',
      (b) => {
        b.productSkcReqs[0].productSkuReqs[0].productSkuWhExtAttrReq.productSkuVolumeReq = {
          len: 20,
          width: 250,
          height: 300,
        };
      },
    ],
    [
      'goods.add: personalizationSwitch true instead of 1',
      'bg.glo.goods.add',
      (b) => {
        b.personalizationSwitch = true;
      },
    ],
    [
      'goods.add: more than 25 SKCs',
      'bg.glo.goods.add',
      (b) => {
        b.productSkcReqs = Array.from({ length: 26 }, () => b.productSkcReqs[0]);
      },
    ],
    [
      "goods.add: a field that is not on Temu's page",
      'bg.glo.goods.add',
      (b) => {
        b.productSkcReqs[0].productSkuReqs[0].price = 3990;
      },
    ],
    [
      'goods.add: a SKC extCode with Chinese characters (6000018)',
      'bg.glo.goods.add',
      (b) => {
        b.productSkcReqs[0].extCode = '黑色T恤';
      },
    ],
    [
      'goods.add: an empty image URL (2000114)',
      'bg.glo.goods.add',
      (b) => {
        b.materialImgUrl = '';
      },
    ],
    [
      'goods.list.get: pageNo instead of page',
      'bg.glo.goods.list.get',
      (b) => {
        b.pageNo = b.page;
        delete b.page;
      },
    ],
    [
      'goods.list.get: pageSize over 100',
      'bg.glo.goods.list.get',
      (b) => {
        b.pageSize = 101;
      },
    ],
    [
      'goods.list.get: skcTopStatus outside 0/100/200/300',
      'bg.glo.goods.list.get',
      (b) => {
        b.skcTopStatus = 1;
      },
    ],
    [
      'image.upload.global: an http URL instead of base64',
      'bg.goods.image.upload.global',
      (b) => {
        b.image = 'https://example.com/a.jpg';
      },
    ],
    [
      'image.upload.global: a sizeMode outside 0/1/2',
      'bg.goods.image.upload.global',
      (b) => {
        b.options.sizeMode = 3;
      },
    ],
    [
      'sizecharts.create: without reusable',
      'bg.goods.sizecharts.create',
      (b) => {
        delete b.reusable;
      },
    ],
    [
      'sizecharts.create: a record using an id not in meta',
      'bg.goods.sizecharts.create',
      (b) => {
        b.content.records[0].values['999'] = '1';
      },
    ],
    [
      'sizecharts.template.create: tempBusinessId instead of businessId (the SDK bug)',
      'bg.goods.sizecharts.template.create',
      (b) => {
        b.tempBusinessId = b.businessId;
        delete b.businessId;
      },
    ],
    [
      'spec.create: an emoji in specName',
      'bg.glo.goods.spec.create',
      (b) => {
        b.specName = 'Grey 😀';
      },
    ],
    [
      'attrs.get: no catId',
      'bg.goods.attrs.get',
      (b) => {
        delete b.catId;
      },
    ],
    [
      'detail.get: productId as a string',
      'bg.glo.goods.detail.get',
      (b) => {
        b.productId = String(b.productId);
      },
    ],
    [
      'parentspec.get: a catId (the type takes none)',
      'bg.glo.goods.parentspec.get',
      (b) => {
        b.catId = 30469;
      },
    ],
  ];
  for (const [name, type, change] of refused) {
    it(name, () => {
      const body = sampleOf(type, 'request');
      expect(req(type, body).success).toBe(true);
      change(body);
      expect(req(type, body).success).toBe(false);
    });
  }
});

describe('response schemas read the documented shapes, not the old guesses', () => {
  it('sizecharts.class.get: sizeSpecClassCat is one object; a list is refused', () => {
    const r = sampleOf('bg.goods.sizecharts.class.get', 'response');
    r.result.sizeSpecClassCat = [r.result.sizeSpecClassCat];
    expect(res('bg.goods.sizecharts.class.get', r).success).toBe(false);
  });

  it('sizecharts.class.get: no class at all means no chart is needed, and is read', () => {
    const r = sampleOf('bg.goods.sizecharts.class.get', 'response');
    r.result = {};
    expect(res('bg.goods.sizecharts.class.get', r).success).toBe(true);
  });

  it('image.upload.global: the listing URL is imageUrl; an answer with only url is refused', () => {
    const r = sampleOf('bg.goods.image.upload.global', 'response');
    r.result = { url: r.result.imageUrl };
    expect(res('bg.goods.image.upload.global', r).success).toBe(false);
  });

  it('goods.list.get: the total is totalCount, not total', () => {
    const r = sampleOf('bg.glo.goods.list.get', 'response');
    r.result.total = r.result.totalCount;
    delete r.result.totalCount;
    expect(res('bg.glo.goods.list.get', r).success).toBe(false);
  });

  it('goods.add: the SKU ↔ spec map (skuSpecList) is required', () => {
    const r = sampleOf('bg.glo.goods.add', 'response');
    delete r.result.productSkuList[0].skuSpecList;
    expect(res('bg.glo.goods.add', r).success).toBe(false);
  });

  it('attrs.get: a controlType outside the documented enum is refused', () => {
    const r = sampleOf('bg.goods.attrs.get', 'response');
    r.result.properties[0].controlType = 2;
    expect(res('bg.goods.attrs.get', r).success).toBe(false);
  });

  it('a failed envelope is not a success response', () => {
    const r = sampleOf('bg.mall.info.get', 'response');
    r.success = false;
    expect(res('bg.mall.info.get', r).success).toBe(false);
  });

  it('fields the product does not read pass through (a field Temu adds tomorrow)', () => {
    const r = sampleOf('bg.glo.goods.list.get', 'response');
    r.result.data[0].brandNew = { x: 1 };
    const parsed = res('bg.glo.goods.list.get', r);
    expect(parsed.success).toBe(true);
    expect((parsed.data as Sample).result.data[0].brandNew).toEqual({ x: 1 });
  });
});

describe('goods.add rules', () => {
  const body = () => goodsAddRequestSchema.parse(tshirt());
  const apparel = { catType: 1, semiManaged: false, currency: 'CNY' as const };
  const codes = (b: ReturnType<typeof body>, ctx = apparel) => goodsAddRuleIssues(b, ctx);

  it('apparel: different prices inside one SKC → 2000031', () => {
    const b = body();
    const skus = b.productSkcReqs[0].productSkuReqs;
    skus.push({ ...structuredClone(skus[0]), supplierPrice: 4990 });
    skus[1].productSkuSpecReqs[1] = { parentSpecId: 3001, parentSpecName: '尺码', specId: 4002, specName: 'M' };
    expect(codes(b).map((i) => i.code)).toContain(2000031);
  });

  it('title longer than the level-1 category allows (27011 → 250, doc 205)', () => {
    expect(titleLimitFor(27011)).toBe(250);
    expect(titleLimitFor(1)).toBe(100);
    expect(titleLimitFor(424242)).toBe(500);
    const b = body();
    b.productName = 'x'.repeat(251);
    expect(codes(b).map((i) => i.path)).toContain('productName');
  });

  it('non-apparel: two SKCs, or a non-empty main spec, are refused', () => {
    const issues = codes(body(), { catType: 0, semiManaged: false, currency: 'CNY' }).map((i) => i.message);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringContaining('只能有一个 SKC'),
        expect.stringContaining('主销售规格须为空'),
        expect.stringContaining('商品轮播图'),
      ]),
    );
  });

  it('fully-managed: semi-only fields are refused; semi-managed: supplierPrice is refused', () => {
    const b = body();
    b.productWarehouseRouteReq = { targetRouteList: [] };
    expect(codes(b).map((i) => i.path)).toContain('productWarehouseRouteReq');
    const semi = codes(body(), { catType: 1, semiManaged: true, currency: 'CNY' }).map((i) => i.message);
    expect(semi).toEqual(expect.arrayContaining([expect.stringContaining('仅允许填写分站点申报价格')]));
  });

  it("a currency other than the shop's → 2000060", () => {
    const b = body();
    b.productSkcReqs[0].productSkuReqs[0].currencyType = 'USD';
    expect(codes(b).map((i) => i.code)).toContain(2000060);
  });

  it('a spec value whose name differs between SKU and spec property → 2000004', () => {
    const b = body();
    b.productSpecPropertyReqs[0].propValue = '黑';
    expect(codes(b).map((i) => i.code)).toContain(2000004);
  });
});

describe('doc 203 customisation combinations', () => {
  it('allows 10004 皮具/布艺 + 数码直喷 as a single technology, not 焊接', () => {
    expect(technologyProblem({ technologyType: 1, firstType: 10004, twiceType: [20027] })).toBeNull();
    expect(technologyProblem({ technologyType: 1, firstType: 10004, twiceType: [20005] })).toContain('不属于');
  });
  it('single = exactly one; combined = two or three; basic = none and single only', () => {
    expect(technologyProblem({ technologyType: 1, firstType: 10004, twiceType: [20027, 20022] })).not.toBeNull();
    expect(technologyProblem({ technologyType: 2, firstType: 10004, twiceType: [20027, 20022] })).toBeNull();
    expect(
      technologyProblem({ technologyType: 2, firstType: 10004, twiceType: [20027, 20022, 20023, 20025] }),
    ).not.toBeNull();
    expect(technologyProblem({ technologyType: 1, firstType: 10001, twiceType: [] })).toBeNull();
    expect(technologyProblem({ technologyType: 2, firstType: 10001, twiceType: [] })).not.toBeNull();
  });
});
