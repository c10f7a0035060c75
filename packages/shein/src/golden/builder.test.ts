import { describe, expect, it } from 'vitest';
import { buildSheinEditRequest, buildSheinPublishRequest, productCodesOf, type SheinListing } from '../publish-builder';
import { spuInfoInfo } from '../schemas/catalog';
import { attributeTemplateInfo, categoryTreeInfo } from '../schemas/catalog';
import { transformPicRequest } from '../schemas/images';
import { publishOrEditInfo, publishOrEditRequest, publishRefusal } from '../schemas/publish';
import { parseJsonFixture } from './reference-samples';

type Json = Record<string, unknown>;
const sample = () => parseJsonFixture('publishOrEdit.new.request.txt') as Json;
const URL = 'https://imgdeal-test01.shein.com/images3_pi/2024/12/10/27/17338148602250996226.jpeg';

/** The reference's 2 colours × 3 sizes T-shirt, as a listing (values read off the sample, not off the builder). */
function teeListing(): SheinListing {
  const sizes = [
    { code: 'S', valueId: 568, weight: 180, chest: '68' },
    { code: 'M', valueId: 417, weight: 190, chest: '71' },
    { code: 'L', valueId: 387, weight: 200, chest: '74' },
  ];
  return {
    categoryId: 1727,
    productTypeId: 1080,
    supplierCode: 'POD-TEE-0001',
    brandCode: '2u1ys',
    language: 'en',
    title: 'Graphic Print Cotton T-Shirt',
    description: 'Soft cotton tee with a printed front graphic.',
    currency: 'CNY',
    productAttributes: [{ attributeId: 1000105, valueId: 63, extraValue: '100' }],
    sizeAttributes: sizes.map((s) => ({
      attributeId: 85,
      value: s.chest,
      relateAttributeId: 87,
      relateValueId: s.valueId,
    })),
    skcs: [
      { code: 'BLK', valueId: 112 },
      { code: 'WHT', valueId: 739 },
    ].map((c) => ({
      supplierCode: `POD-TEE-0001-${c.code}`,
      sale: { attributeId: 27, valueId: c.valueId },
      images: ([1, 2, 5, 6] as const).map((type) => ({ type, url: URL })),
      skus: sizes.map((s) => ({
        supplierSku: `POD-TEE-0001-${c.code}-${s.code}`,
        sale: [{ attributeId: 87, valueId: s.valueId }],
        costPrice: '32.50',
        stock: 100,
        weightG: s.weight,
        lengthCm: '30',
        widthCm: '25',
        heightCm: '2',
      })),
    })),
  };
}

describe('publishOrEdit request builder', () => {
  it('rebuilds the reference T-shirt sample key by key', () => {
    const built = buildSheinPublishRequest(teeListing());
    expect(built).toEqual(sample());
    expect(publishOrEditRequest.safeParse(built).success).toBe(true);
  });

  it('sends custom sale values as text with a language and no value id', () => {
    const l = teeListing();
    l.skcs[0]!.sale = { attributeId: 27, custom: 'Sunset Orange', language: 'en' };
    const built = buildSheinPublishRequest(l) as Json;
    const skc = (built.skc_list as Json[])[0] as Json;
    expect(skc.sale_attribute).toEqual({ attribute_id: 27, custom_attribute_value: 'Sunset Orange', language: 'en' });
    expect(publishOrEditRequest.safeParse(built).success).toBe(true);
  });

  it('leaves out the fields the fill-in standard marks show=false', () => {
    const built = buildSheinPublishRequest({ ...teeListing(), hidden: ['shelf_require', 'stop_purchase'] }) as Json;
    const skc = (built.skc_list as Json[])[0] as Json;
    expect(skc).not.toHaveProperty('shelf_require');
    expect((skc.sku_list as Json[])[0]).not.toHaveProperty('stop_purchase');
    expect(skc.shelf_way).toBe('1');
    expect(publishOrEditRequest.safeParse(built).success).toBe(true);
  });
});

describe('publishOrEdit edit builder', () => {
  it('edits with the codes spu-info gives, without cost or stock on existing SKUs (SYS 商品编辑-全托管)', () => {
    const info = spuInfoInfo.parse((parseJsonFixture('spu-info.response.txt') as Json).info);
    const codes = productCodesOf(info);
    expect(codes.skcs['4545880035']).toEqual({ skcName: 'sc25090543833308995', imageGroupCode: 'G21ja2yef1mm' });
    const l = teeListing();
    l.skcs[0]!.supplierCode = '4545880035';
    l.skcs[0]!.skus[0]!.supplierSku = '366485454623';
    const built = buildSheinEditRequest(l, codes) as Json;
    expect(built.spu_name).toBe('c250905438333');
    expect(built.product_type_id).toBe(2147503231);
    const [known, added] = built.skc_list as Json[];
    expect(known).toMatchObject({ skc_name: 'sc25090543833308995', image_info: { image_group_code: 'G21ja2yef1mm' } });
    expect(known).not.toHaveProperty('shelf_require');
    const [editedSku, newSku] = (known as Json).sku_list as Json[];
    expect(editedSku).toMatchObject({ sku_code: 'I41m0y0swjql', supplier_sku: '366485454623' });
    expect(editedSku).not.toHaveProperty('cost_info');
    expect(editedSku).not.toHaveProperty('stock_info_list');
    expect(newSku).toHaveProperty('cost_info');
    expect(added).not.toHaveProperty('skc_name');
    expect(publishOrEditRequest.safeParse(built).success).toBe(true);
  });
});

describe('schemas refuse the shapes the reference does not allow', () => {
  const accepts = (mutate: (b: Json) => void) => {
    const b = sample();
    mutate(b);
    return publishOrEditRequest.safeParse(b).success;
  };
  const skc0 = (b: Json) => (b.skc_list as Json[])[0] as Json;
  const sku0 = (b: Json) => (skc0(b).sku_list as Json[])[0] as Json;

  it('publishOrEdit: our old invented shape and the fields a 全托管 app must not send', () => {
    expect(accepts(() => {})).toBe(true);
    // The old client named sale values by text (attribute_value_name) instead of an id from the template.
    expect(accepts((b) => (skc0(b).sale_attribute = { attribute_id: 27, attribute_value_name: '黑色' }))).toBe(false);
    expect(accepts((b) => (sku0(b).price_info_list = [{ currency: 'CNY', base_price: 39.9 }]))).toBe(false);
    expect(accepts((b) => (b.site_list = [{ main_site: 'shein', sub_site_list: ['shein-us'] }]))).toBe(false);
    expect(accepts((b) => delete sku0(b).cost_info)).toBe(false);
    expect(accepts((b) => delete skc0(b).shelf_way)).toBe(false);
    expect(accepts((b) => (sku0(b).sale_attribute_list = []))).toBe(false);
    expect(accepts((b) => (sku0(b).length = '30.123'))).toBe(false);
    expect(
      accepts(
        (b) => ((skc0(b).image_info as Json).image_info_list = [{ image_sort: 1, image_type: 3, image_url: URL }]),
      ),
    ).toBe(false);
  });

  it('transform-pic takes a fetchable URL, never a data: URI', () => {
    expect(transformPicRequest.safeParse({ image_type: 1, original_url: 'data:image/png;base64,iVBOR' }).success).toBe(
      false,
    );
    expect(
      transformPicRequest.safeParse({ image_type: 1, original_url: 'https://cdn.example.com/a.jpg' }).success,
    ).toBe(true);
  });

  it('category tree and attribute template are snake_case: the old camelCase reading is refused', () => {
    const camel = { data: [{ categoryId: 1, categoryName: '女装', lastCategory: true, children: [] }] };
    expect(categoryTreeInfo.safeParse(camel).success).toBe(false);
    const camelAttr = { data: [{ product_type_id: 1, attribute_infos: [{ attributeId: 27, attributeName: '颜色' }] }] };
    expect(attributeTemplateInfo.safeParse(camelAttr).success).toBe(false);
  });

  it('reads the refusal reasons of the rejected sample', () => {
    const env = parseJsonFixture('publishOrEdit.rejected.response.txt') as Json;
    const info = publishOrEditInfo.parse(env.info);
    expect(info.success).toBe(false);
    expect(publishRefusal(info)).toContain('属性[材质]必填');
    const ok = publishOrEditInfo.parse((parseJsonFixture('publishOrEdit.new.response.txt') as Json).info);
    expect(publishRefusal(ok)).toBeNull();
    expect(ok.skc_list.flatMap((s) => s.sku_list)).toHaveLength(6);
  });
});
