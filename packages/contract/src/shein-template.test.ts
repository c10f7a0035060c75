import { describe, expect, it } from 'vitest';
import { checkSheinTemplate, type SheinTemplateBody, sheinSupplierSku } from './shein-template';

const body = (patch: Partial<SheinTemplateBody> = {}): SheinTemplateBody => ({
  designId: null,
  title: '定制T恤',
  categoryId: 26110,
  categoryPath: '服装 > 女装 > T恤',
  attributes: [{ attributeId: 160, name: '材质', value: '棉', required: true }],
  images: [{ kind: 'gallery', id: 1 }],
  skcs: [{ color: '白色', skus: [{ variantId: 1, size: 'S', priceFen: 3990, stock: 10, weightG: 180 }] }],
  ...patch,
});

describe('checkSheinTemplate', () => {
  it('passes a complete template and names each broken field', () => {
    expect(checkSheinTemplate(body())).toEqual([]);
    const p = checkSheinTemplate(
      body({
        title: '',
        categoryId: null,
        images: [],
        attributes: [
          { attributeId: 160, name: '材质', value: ' ', required: true },
          { attributeId: 161, name: '风格', value: '', required: false },
        ],
        skcs: [
          {
            color: '白色',
            skus: [
              { variantId: 1, size: 'S', priceFen: 50, stock: -1, weightG: 1 },
              { variantId: 1, size: 'S', priceFen: 3990, stock: 1, weightG: 1 },
            ],
          },
          { color: '白色', skus: [] },
        ],
      }),
    );
    expect(p.map((x) => x.field)).toEqual([
      'title',
      'categoryId',
      'attributes.0.value',
      'images',
      'skcs.0.skus.0.priceFen',
      'skcs.0.skus.0.stock',
      'skcs.0.skus.1.size',
      'skcs.0.skus.1.variantId',
      'skcs.1.color',
      'skcs.1.skus',
    ]);
  });

  it('writes supplier_sku as PB-S{template}-V{variant}', () => {
    expect(sheinSupplierSku(12, 345)).toBe('PB-S12-V345');
  });
});
