import { describe, expect, it } from 'vitest';
import { parseDesignDocument } from '../schema/parse';
import { docWith, rect } from '../test-support/fixtures';
import { areaPixelSize, effectiveDpi, LOW_DPI_THRESHOLD, mmToPx, pixelsPerMetre, pxToMm } from './dpi';
import { imageLayerDpis, lowDpiLayers } from './low-dpi';
import { checkSafeZone, isLayerInSafeZone, safeZoneRect } from './safe-zone';

const parse = (input: unknown) => {
  const r = parseDesignDocument(input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.doc;
};

describe('units and DPI', () => {
  it('converts mm and px at a DPI', () => {
    expect(mmToPx(25.4, 300)).toBe(300);
    expect(pxToMm(300, 300)).toBe(25.4);
    expect(pxToMm(mmToPx(123.4, 150), 150)).toBeCloseTo(123.4, 10);
  });

  it('sizes print areas like the catalogue does (T恤 front 381×457.2 mm → 4500×5400 @300)', () => {
    expect(areaPixelSize(381, 457.2, 300)).toEqual({ widthPx: 4500, heightPx: 5400 });
    expect(areaPixelSize(228.6, 88.9, 300)).toEqual({ widthPx: 2700, heightPx: 1050 });
  });

  it('gives pHYs pixels per metre', () => {
    expect(pixelsPerMetre(300)).toBe(11811);
    expect(pixelsPerMetre(72)).toBe(2835);
  });

  it('computes effective DPI from the original size and the placed size, worst axis', () => {
    expect(effectiveDpi(300, { width: 3000, height: 2000 }, { width: 3000, height: 2000 })).toBe(300);
    expect(effectiveDpi(300, { width: 1500, height: 1000 }, { width: 3000, height: 2000 })).toBe(150);
    // Stretched vertically: the height axis decides.
    expect(effectiveDpi(300, { width: 1000, height: 1000 }, { width: 1000, height: 4000 })).toBe(75);
  });

  it('flags image layers below 150 DPI, including inside groups, skipping hidden ones', () => {
    const doc = parse(
      docWith([
        { id: 'sharp', type: 'image', imageId: 1, x: 0, y: 0, width: 500, height: 500 },
        { id: 'soft', type: 'image', imageId: 2, x: 0, y: 0, width: 900, height: 900 },
        { id: 'hidden', type: 'image', imageId: 2, x: 0, y: 0, width: 900, height: 900, hidden: true },
        {
          id: 'g',
          type: 'group',
          x: 0,
          y: 0,
          children: [{ id: 'nested', type: 'image', imageId: 2, x: 0, y: 0, width: 500, height: 500 }],
        },
        { id: 'unknown', type: 'image', imageId: 9, x: 0, y: 0, width: 10, height: 10 },
      ]),
    );
    const sizes = new Map([
      [1, { width: 1000, height: 1000 }],
      [2, { width: 400, height: 400 }],
    ]);
    expect(LOW_DPI_THRESHOLD).toBe(150);
    expect(imageLayerDpis(doc, sizes).map((l) => [l.layerId, Math.round(l.effectiveDpi), l.low])).toEqual([
      ['sharp', 600, false],
      ['soft', 133, true],
      ['nested', 240, false],
    ]);
    expect(lowDpiLayers(doc, { 1: { width: 1000, height: 1000 }, 2: { width: 400, height: 400 } })).toEqual([
      { areaKey: 'front', layerId: 'soft', imageId: 2, effectiveDpi: 300 * (400 / 900), low: true },
    ]);
  });

  it('knows the safe zone and which layers leave it or the area', () => {
    const doc = parse(
      docWith([
        rect('inside', 100, 100, 100, 100),
        rect('edge', 10, 100, 100, 100),
        rect('gone', 2000, 0, 10, 10),
        rect('turned', 920, 500, 60, 60, { rotation: 45 }),
      ]),
    );
    expect(safeZoneRect(doc.areas.front)).toEqual({ x: 50, y: 50, width: 900, height: 1100 });
    expect(isLayerInSafeZone(doc.areas.front.layers[0], doc.areas.front)).toBe(true);
    expect(checkSafeZone(doc, 'front')).toEqual({ outsideSafeZone: ['edge', 'turned'], offArea: ['gone'] });
  });
});
