import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { fixture, missingKeys, type RawShop, rawShein } from './fixtures/shein-reference/raw-client';

/** publishOrEdit, query-document-state, spu-info and check-supplierSku-repeated from the pack's samples (flows.md (b)). */
let t: TestApp;
let shein: ReturnType<typeof rawShein>;
let shop: RawShop;
// biome-ignore lint/suspicious/noExplicitAny: reference samples are untyped JSON, edited field by field
type Body = Record<string, any>;
const PUBLISH = '/open-api/goods/product/publishOrEdit';
const lang = { language: 'zh-cn' };
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
let images: Record<number, string[]> = {};
let defaultLanguage = '';

const jpeg = (w: number, h: number, bg: string) =>
  sharp({ create: { width: w, height: h, channels: 3, background: bg } })
    .jpeg()
    .toBuffer();
async function upload(type: number, w: number, h: number, bg: string) {
  const r = await shein.shopCall<{ image_url: string }>(shop, '/open-api/goods/upload-pic', {
    headers: lang,
    form: {
      fields: { image_type: String(type) },
      file: { data: await jpeg(w, h, bg), filename: 'm.jpg', contentType: 'image/jpeg' },
    },
  });
  if (r.code !== '0') throw new Error(r.msg);
  return r.info.image_url;
}

/** The pack's 2 colours × 3 sizes sample with what the store's answers say: its leaf, language, and uploaded images. */
function sample(tag: string): Body {
  const b = clone(fixture<{ body: Body }>('publishOrEdit').body);
  b.category_id = 26110;
  b.product_type_id = 1080;
  b.supplier_code = `POD-TEE-${tag}`;
  delete b.brand_code; // the store's fill-in standard hides brand_code
  for (const list of [b.multi_language_name_list, b.multi_language_desc_list]) list[0].language = defaultLanguage;
  b.skc_list.forEach((skc: Body, i: number) => {
    skc.supplier_code = `${b.supplier_code}-${i}`;
    for (const img of skc.image_info.image_info_list) img.image_url = images[img.image_type]?.[i];
    for (const sku of skc.sku_list) sku.supplier_sku = sku.supplier_sku.replace('POD-TEE-0001', b.supplier_code);
  });
  return b;
}
const publish = (body: Body) => shein.shopCall<Body>(shop, PUBLISH, { headers: lang, body });
const refusedModules = (r: { info: Body }) =>
  (r.info.pre_valid_result as Array<{ module: string }>).map((p) => p.module).join(' ');
const state = async (spuName: string, version?: string) =>
  (
    await shein.shopCall<Body>(shop, '/open-api/goods/query-document-state', {
      headers: lang,
      body: { spuList: [{ spuName, version }] },
    })
  ).info;

beforeAll(async () => {
  t = await createTestApp();
  shein = rawShein(t);
  shop = (await shein.authorize()).shop;
  const std = await shein.shopCall<Body>(shop, '/open-api/goods/query-publish-fill-in-standard', {
    headers: lang,
    body: { category_id: 26110 },
  });
  defaultLanguage = std.info.default_language;
  images = {
    1: [await upload(1, 1340, 1785, '#111'), await upload(1, 1340, 1785, '#eee')],
    2: [await upload(2, 1000, 1000, '#222'), await upload(2, 1000, 1000, '#ddd')],
    5: [await upload(5, 900, 900, '#333'), await upload(5, 900, 900, '#ccc')],
    6: [await upload(6, 80, 80, '#000'), await upload(6, 80, 80, '#fff')],
  };
}, 60_000);
afterAll(() => t.close());

describe('publishOrEdit: a new 全托管 product', () => {
  it('accepts the pack’s 2 × 3 sample, answers the documented fields, and the review runs 1 → 2', async () => {
    const doc = fixture<{ response: { info: Body } }>('publishOrEdit').response;
    const r = await publish(sample('A'));
    expect(r.code).toBe('0');
    expect(r.info.success, JSON.stringify(r.info.pre_valid_result)).toBe(true);
    expect(missingKeys(doc.info, r.info)).toEqual([]);
    const skus = r.info.skc_list.flatMap((s: Body) => s.sku_list.map((k: Body) => k.supplier_sku));
    expect(skus).toEqual(sample('A').skc_list.flatMap((s: Body) => s.sku_list.map((k: Body) => k.supplier_sku)));
    const pending = await state(r.info.spu_name, r.info.version);
    const docState = fixture<{ response: { info: Body } }>('query-document-state').response;
    // failedReason is `null` when there is none (the page); the official example is a rejection.
    expect(missingKeys(docState.info, pending).filter((k) => !k.includes('failedReason'))).toEqual([]);
    expect(pending.data[0].skcList.map((s: Body) => s.documentState)).toEqual([1, 1]);
    const early = await shein.shopCall(shop, '/open-api/goods/spu-info', {
      body: { spuName: r.info.spu_name, languageList: [defaultLanguage] },
    });
    expect(early.code).not.toBe('0');
    await new Promise((res) => setTimeout(res, 1600));
    expect((await state(r.info.spu_name)).data[0].skcList.map((s: Body) => s.documentState)).toEqual([2, 2]);
    const info = await shein.shopCall<Body>(shop, '/open-api/goods/spu-info', {
      body: { spuName: r.info.spu_name, languageList: [defaultLanguage] },
    });
    expect(info.code).toBe('0');
    // srpPriceInfo is null: the store's fill-in standard hides suggest_price (suggested_retail_price cannot be sent).
    const spuDoc = fixture<{ response: { info: Body } }>('spu-info').response.info;
    expect(missingKeys(spuDoc, info.info)).toEqual(['.skcInfoList[].srpPriceInfo (object)']);
    expect(info.info.skcInfoList[0].skcImageInfoList[0]).toMatchObject({ imageType: 'MAIN', sort: 1 });
  });

  it('check-supplierSku-repeated answers info[] per SKU; the sample’s SKUs are free, published ones repeated', async () => {
    const s = fixture<{ path: string; body: Body; response: { info: Body[] } }>('check-supplierSku-repeated');
    const r = await shein.shopCall<Body[]>(shop, s.path, {
      body: { supplierSkuList: [...s.body.supplierSkuList, 'POD-TEE-A-BLK-S'] },
    });
    expect(r.code).toBe('0');
    expect(missingKeys(s.response.info, r.info)).toEqual([]);
    expect(r.info.map((x) => x.repeated)).toEqual([false, false, true]);
    const many = await shein.shopCall(shop, s.path, {
      body: { supplierSkuList: Array.from({ length: 201 }, (_, i) => `S${i}`) },
    });
    expect(many.code).not.toBe('0');
    const snake = await shein.shopCall(shop, s.path, { body: { supplier_sku_list: ['x'] } });
    expect(snake.code).not.toBe('0');
  });

  it('refuses the same supplier codes and SKUs again (unique in the store) in pre_valid_result, with code 0', async () => {
    const r = await publish(sample('A'));
    expect(r.code).toBe('0');
    expect(r.info).toMatchObject({ success: false, spu_name: null });
    expect(refusedModules(r)).toContain('supplier_code');
    expect(refusedModules(r)).toContain('supplier_sku');
    expect(
      missingKeys(fixture<{ refusedResponse: { info: Body } }>('publishOrEdit').refusedResponse.info, r.info),
    ).toEqual([]);
  });

  it('refuses each missing required field, naming it', async () => {
    const drops: Array<[string, (b: Body) => void]> = [
      ['category_id', (b) => delete b.category_id],
      ['product_type_id', (b) => delete b.product_type_id],
      ['supplier_code', (b) => delete b.supplier_code],
      ['suit_flag', (b) => delete b.suit_flag],
      ['multi_language_name_list', (b) => delete b.multi_language_name_list],
      ['multi_language_desc_list', (b) => delete b.multi_language_desc_list],
      ['product_attribute_list', (b) => delete b.product_attribute_list],
      ['size_attribute_list', (b) => delete b.size_attribute_list],
      ['skc_list', (b) => delete b.skc_list],
      ['skc_list[0].sale_attribute', (b) => delete b.skc_list[0].sale_attribute],
      ['skc_list[0].image_info', (b) => delete b.skc_list[0].image_info],
      ['skc_list[0].shelf_require', (b) => delete b.skc_list[0].shelf_require],
      ['skc_list[0].shelf_way', (b) => delete b.skc_list[0].shelf_way],
      ['skc_list[0].sku_list[0].supplier_sku', (b) => delete b.skc_list[0].sku_list[0].supplier_sku],
      ['skc_list[0].sku_list[0].mall_state', (b) => delete b.skc_list[0].sku_list[0].mall_state],
      ['skc_list[0].sku_list[0].stop_purchase', (b) => delete b.skc_list[0].sku_list[0].stop_purchase],
      ['skc_list[0].sku_list[0].length', (b) => delete b.skc_list[0].sku_list[0].length],
      ['skc_list[0].sku_list[0].weight', (b) => delete b.skc_list[0].sku_list[0].weight],
      ['skc_list[0].sku_list[0].cost_info', (b) => delete b.skc_list[0].sku_list[0].cost_info],
      ['skc_list[0].sku_list[0].stock_info_list', (b) => delete b.skc_list[0].sku_list[0].stock_info_list],
      ['skc_list[0].sku_list[0].sale_attribute_list', (b) => delete b.skc_list[0].sku_list[0].sale_attribute_list],
    ];
    for (const [field, drop] of drops) {
      const body = sample(`D${field.length}${field.slice(-4)}`);
      drop(body);
      const r = await publish(body);
      expect(r.info.success, field).toBe(false);
      expect(refusedModules(r), field).toContain(field);
    }
  });

  it('refuses what the pack says Shein refuses for 全托管', async () => {
    const cases: Array<[string, string, (b: Body) => void]> = [
      [
        'price_info_list instead of cost_info',
        'price_info_list',
        (b) => (b.skc_list[0].sku_list[0].price_info_list = [{ base_price: 39.9, currency: 'CNY' }]),
      ],
      ['site_list', 'site_list', (b) => (b.site_list = [{ main_site: 'shein', sub_site_list: ['shein-us'] }])],
      ['a hidden brand_code', 'brand_code', (b) => (b.brand_code = '2u1ys')],
      ['a set', 'suit_flag', (b) => (b.suit_flag = '1')],
      ['a non-leaf category', 'category_id', (b) => (b.category_id = 26100)],
      ['a product type of another leaf', 'product_type_id', (b) => (b.product_type_id = 2310)],
      [
        'a title without the default language',
        'multi_language_name_list',
        (b) => (b.multi_language_name_list[0].language = 'fr'),
      ],
      [
        'HTML in the description',
        'multi_language_desc_list',
        (b) => (b.multi_language_desc_list[0].name = '<p>soft</p>'),
      ],
      [
        'composition not summing to 100',
        'product_attribute_list',
        (b) => (b.product_attribute_list[0].attribute_extra_value = '90'),
      ],
      [
        'a sale attribute among product attributes',
        'product_attribute_list',
        (b) => b.product_attribute_list.push({ attribute_id: 27, attribute_value_id: 112 }),
      ],
      [
        'a foreign image URL',
        'skc_list[0].image_info',
        (b) =>
          (b.skc_list[0].image_info.image_info_list[0].image_url =
            'https://imgdeal-test01.shein.com/images3_pi/2024/12/10/27/17338148602250996226.jpeg'),
      ],
      [
        'a detail picture in the square slot',
        'skc_list[0].image_info',
        (b) => (b.skc_list[0].image_info.image_info_list[2].image_url = images[2]?.[0]),
      ],
      [
        'the main image not at sort 1',
        'skc_list[0].image_info',
        (b) => (b.skc_list[0].image_info.image_info_list[0].image_sort = 9),
      ],
      ['no colour block with 2 SKCs', 'skc_list[1].image_info', (b) => b.skc_list[1].image_info.image_info_list.pop()],
      [
        'the same colour twice',
        'skc_list[1].sale_attribute',
        (b) => (b.skc_list[1].sale_attribute.attribute_value_id = 112),
      ],
      [
        'a custom colour without permission',
        'skc_list[0].sale_attribute',
        (b) => (b.skc_list[0].sale_attribute = { attribute_id: 27, custom_attribute_value: 'Ink', language: 'en' }),
      ],
      ['a cost in another currency', 'cost_info', (b) => (b.skc_list[0].sku_list[0].cost_info.currency = 'USD')],
      ['a numeric cost price', 'cost_info', (b) => (b.skc_list[0].sku_list[0].cost_info.cost_price = 32.5)],
      ['3 decimals of weight', 'weight', (b) => (b.skc_list[0].sku_list[0].weight = 180.125)],
      [
        'stock over 99999',
        'stock_info_list',
        (b) => (b.skc_list[0].sku_list[0].stock_info_list[0].inventory_num = 100000),
      ],
      [
        'a size value the SKUs do not use',
        'size_attribute_list',
        (b) => (b.size_attribute_list[0].relate_sale_attribute_value_id = 401),
      ],
      ['more than 40 SKCs', 'skc_list', (b) => (b.skc_list = Array.from({ length: 41 }, () => b.skc_list[0]))],
      ['skc_name on a new SKC', 'skc_name', (b) => (b.skc_list[0].skc_name = 'sMM24122224647569')],
    ];
    for (const [what, module, change] of cases) {
      const body = sample(`R${what.length}`);
      change(body);
      const r = await publish(body);
      expect(r.info.success, what).toBe(false);
      expect(refusedModules(r), what).toContain(module);
    }
  });

  it('refuses the old invented shape (value names, base_price, SPU images, no codes)', async () => {
    const old = {
      category_id: 26110,
      multi_language_name_list: [{ language: 'zh-cn', name: '定制印花T恤' }],
      product_attribute_list: [{ attribute_id: 160, attribute_value_name: '棉' }],
      image_info: { image_info_list: [{ image_url: images[1]?.[0] }] },
      skc_list: [
        {
          supplier_code: 'OLD-1',
          sale_attribute: { attribute_id: 27, attribute_value_name: '白色' },
          sku_list: [
            {
              supplier_sku: 'OLD-1-S',
              sale_attribute_list: [{ attribute_id: 87, attribute_value_name: 'S' }],
              price_info_list: [{ base_price: 39.9 }],
              stock_info_list: [{ inventory_num: 100 }],
            },
          ],
        },
      ],
    };
    const r = await publish(old);
    expect(r.code).toBe('0');
    expect(r.info.success).toBe(false);
    expect(r.info.pre_valid_result.length).toBeGreaterThan(3);
    const noLanguage = await shein.shopCall(shop, PUBLISH, { body: sample('NL') });
    expect(noLanguage.code).not.toBe('0');
  });
});

describe('publishOrEdit: editing an approved product (SYS 商品编辑-全托管)', () => {
  it('takes the official edit shape with the platform codes from spu-info, and refuses cost / stock on edit', async () => {
    const first = await publish(sample('E'));
    expect(first.info.success).toBe(true);
    const whilePending = await publish({ ...sample('E'), spu_name: first.info.spu_name });
    expect(whilePending.info.success).toBe(false);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/sandbox/shein/products/review',
          payload: { spuName: first.info.spu_name },
        })
      ).code,
    ).toBe(200);
    const info = (
      await shein.shopCall<Body>(shop, '/open-api/goods/spu-info', {
        body: { spuName: first.info.spu_name, languageList: [defaultLanguage] },
      })
    ).info;
    const skc = info.skcInfoList[0];
    const sku = skc.skuInfoList[0];
    const TYPE: Record<string, number> = { MAIN: 1, DETAIL: 2, SQUARE: 5, PIECE: 6 };
    const edit = clone(fixture<{ body: Body }>('publishOrEdit.edit').body);
    Object.assign(edit, {
      spu_name: info.spuName,
      category_id: String(info.categoryId),
      product_type_id: info.productTypeId,
      supplier_code: info.supplierCode,
      multi_language_name_list: [{ language: defaultLanguage, name: '编辑后的印花T恤' }],
      multi_language_desc_list: [{ language: defaultLanguage, name: '编辑后的描述' }],
      product_attribute_list: sample('E').product_attribute_list,
      size_attribute_list: sample('E').size_attribute_list,
    });
    Object.assign(edit.skc_list[0], {
      skc_name: skc.skcName,
      supplier_code: skc.supplierCode,
      sale_attribute: { attribute_id: skc.attributeId, attribute_value_id: skc.attributeValueId },
      image_info: {
        image_group_code: skc.skcImageInfoList[0].groupCode,
        image_info_list: skc.skcImageInfoList.map((i: Body) => ({
          image_sort: i.sort,
          image_type: TYPE[i.imageType],
          image_url: i.imageUrl,
        })),
      },
    });
    Object.assign(edit.skc_list[0].sku_list[0], {
      sku_code: sku.skuCode,
      supplier_sku: sku.supplierSku,
      sale_attribute_list: sku.saleAttributeList.map((a: Body) => ({
        attribute_id: a.attributeId,
        attribute_value_id: a.attributeValueId,
      })),
    });
    const withCost = clone(edit);
    withCost.skc_list[0].sku_list[0].cost_info = { cost_price: '30.00', currency: 'CNY' };
    const refused = await publish(withCost);
    expect(refused.info.success).toBe(false);
    expect(refusedModules(refused)).toContain('cost_info');
    const r = await publish(edit);
    expect(r.info.success, JSON.stringify(r.info.pre_valid_result)).toBe(true);
    expect(r.info.spu_name).toBe(info.spuName);
    expect(r.info.skc_list[0]).toMatchObject({
      skc_name: skc.skcName,
      sku_list: [{ sku_code: sku.skuCode, supplier_sku: sku.supplierSku }],
    });
    expect(r.info.version).not.toBe(first.info.version);
    expect((await state(info.spuName, r.info.version)).data[0].skcList[0].documentState).toBe(1);
    expect((await state(info.spuName, first.info.version)).data[0].skcList[0].documentState).toBe(2);
    const changedColour = clone(edit);
    changedColour.skc_list[0].sale_attribute.attribute_value_id = 78;
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/sandbox/shein/products/review',
          payload: { spuName: info.spuName, reject: '图片不清晰' },
        })
      ).code,
    ).toBe(200);
    const rejected = await state(info.spuName, r.info.version);
    expect(rejected.data[0].skcList[0]).toMatchObject({ documentState: 3, failedReason: [{ content: '图片不清晰' }] });
    const colour = await publish(changedColour);
    expect(colour.info.success).toBe(false);
  });
});
