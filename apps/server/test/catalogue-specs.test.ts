import { describe, expect, it } from 'vitest';
import { productDetail, productPage } from './catalogue-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();

describe('seeded print specs', () => {
  it('T恤: front and back 4500×5400 px at 300 DPI (381 × 457.2 mm)', async () => {
    const d = await productDetail(t, 'T恤');
    expect(d.printAreas.map((a) => a.key)).toEqual(['front', 'back']);
    for (const a of d.printAreas) {
      expect(a).toMatchObject({ widthPx: 4500, heightPx: 5400, dpi: 300, widthMm: 381, heightMm: 457.2 });
      expect(a.safeInsetPx).toBeGreaterThan(0);
    }
    expect(d.technology).toEqual({
      firstType: 10004,
      firstName: '皮具/布艺定制工艺',
      secondType: 20027,
      secondName: '数码直喷',
    });
    expect(d.sizeChart?.columns[0]).toBe('尺码');
    expect(d.sizeChart?.rows.map((r) => r[0])).toEqual(d.sizes);
    expect(d.categoryPath).toEqual(['服装', 'T恤']);
  });

  it('11oz 马克杯: wrap 2700×1050 px at 300 DPI (228.6 × 88.9 mm)', async () => {
    const d = await productDetail(t, '马克杯');
    expect(d.printAreas).toEqual([
      expect.objectContaining({ key: 'wrap', widthPx: 2700, heightPx: 1050, dpi: 300, widthMm: 228.6, heightMm: 88.9 }),
    ]);
  });

  it('帆布袋: 4500×4800 px at 300 DPI', async () => {
    const d = await productDetail(t, '帆布');
    expect(d.printAreas[0]).toMatchObject({ key: 'front', widthPx: 4500, heightPx: 4800, dpi: 300 });
  });

  it('every blank: variants = colours × sizes, unique SKUs, every view has every colour and places every area', async () => {
    const page = await productPage(t, '?pageSize=100');
    const skus = new Set<string>();
    for (const card of page.rows) {
      const d = await productDetail(t, card.name);
      expect(d.variants).toHaveLength(d.colors.length * d.sizes.length);
      for (const v of d.variants) {
        expect(skus.has(v.skuCode)).toBe(false);
        skus.add(v.skuCode);
        expect(v.baseCostFen).toBeGreaterThan(0);
        expect(v.weightG).toBeGreaterThan(0);
        expect(v.colorHex).toMatch(/^#[0-9A-F]{6}$/);
      }
      expect(d.minBaseCostFen).toBe(Math.min(...d.variants.map((v) => v.baseCostFen)));
      const placed = new Set<string>();
      for (const view of d.mockupViews) {
        expect(view.images.map((i) => i.colorName)).toEqual(d.colors.map((c) => c.name));
        expect(view.shadingUrl).toMatch(/\.png$/);
        for (const { areaKey, quad } of view.areas) {
          placed.add(areaKey);
          for (const p of quad) {
            expect(p.x).toBeGreaterThanOrEqual(0);
            expect(p.x).toBeLessThanOrEqual(view.widthPx);
            expect(p.y).toBeGreaterThanOrEqual(0);
            expect(p.y).toBeLessThanOrEqual(view.heightPx);
          }
          // A quad as wide-to-tall as its area keeps the design undistorted on the mockup; the mug's wrap
          // goes round a cylinder, which a flat quad can only squeeze onto the visible side.
          const area = d.printAreas.find((a) => a.key === areaKey)!;
          const quadAspect = (quad[1].x - quad[0].x) / (quad[3].y - quad[0].y);
          if (areaKey !== 'wrap') expect(quadAspect / (area.widthPx / area.heightPx)).toBeCloseTo(1, 1);
        }
      }
      expect([...placed].sort()).toEqual(d.printAreas.map((a) => a.key).sort());
      expect(d.printAreas.every((a) => Math.round((a.widthMm / 25.4) * a.dpi) === a.widthPx)).toBe(true);
    }
    expect(page.rows).toHaveLength(8);
  });
});
