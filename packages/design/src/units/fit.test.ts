import { describe, expect, it } from 'vitest';
import { parseDesignDocument } from '../schema/parse';
import { docWith, rect } from '../test-support/fixtures';
import {
  fitInto,
  fitToArea,
  overflowingLayers,
  overflowWarning,
  placeNewImage,
  resizeAboutCentre,
  sizeAtDpi,
} from './fit';

const parse = (input: unknown) => {
  const r = parseDesignDocument(input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.doc;
};

const area = { widthPx: 2700, heightPx: 1050, dpi: 300 };

describe('fit and fill', () => {
  it('fits a square into the mug wrap by its height, centred', () => {
    expect(fitToArea({ width: 500, height: 500 }, area, 'fit')).toEqual({ x: 825, y: 0, width: 1050, height: 1050 });
  });

  it('fills the wrap by its width, overflowing top and bottom equally', () => {
    expect(fitToArea({ width: 500, height: 500 }, area, 'fill')).toEqual({ x: 0, y: -825, width: 2700, height: 2700 });
  });

  it('keeps the aspect ratio in both modes', () => {
    for (const mode of ['fit', 'fill'] as const) {
      const b = fitInto({ width: 1600, height: 900 }, { x: 10, y: 20, width: 4500, height: 5400 }, mode);
      expect(b.width / b.height).toBeCloseTo(1600 / 900, 10);
    }
  });
});

describe('sizes at a DPI', () => {
  it('prints a 3000×2000 image at 300 DPI as its own pixels on a 300-DPI area, twice that at 150', () => {
    expect(sizeAtDpi({ width: 3000, height: 2000 }, 300, 300)).toEqual({ width: 3000, height: 2000 });
    expect(sizeAtDpi({ width: 3000, height: 2000 }, 300, 150)).toEqual({ width: 6000, height: 4000 });
    expect(sizeAtDpi({ width: 3000, height: 2000 }, 150, 300)).toEqual({ width: 1500, height: 1000 });
  });

  it('resizes about the centre', () => {
    expect(resizeAboutCentre({ x: 100, y: 100, width: 200, height: 100 }, { width: 400, height: 200 })).toEqual({
      x: 0,
      y: 50,
      width: 400,
      height: 200,
    });
  });
});

describe('placing a new image', () => {
  it('places a large image at the area size (DPI is not the limit)', () => {
    expect(placeNewImage({ width: 6000, height: 6000 }, area)).toEqual({ x: 825, y: 0, width: 1050, height: 1050 });
  });

  it('places a small image at the largest size that keeps 150 DPI, not blown up to the area', () => {
    // 300 px at 150 DPI on a 300-DPI area covers 600 area pixels.
    const placed = placeNewImage({ width: 300, height: 200 }, area);
    expect(placed).toEqual({ x: 1050, y: 325, width: 600, height: 400 });
  });
});

describe('overflow', () => {
  it('lists visible layers reaching past the area, and ones entirely outside', () => {
    const doc = parse(
      docWith([
        rect('inside', 10, 10, 100, 100),
        rect('half', 900, 100, 200, 100),
        rect('gone', 1500, 100, 100, 100),
        rect('hidden', 900, 100, 200, 100, { hidden: true }),
        rect('rotated', 920, 10, 140, 140, { rotation: 45 }),
      ]),
    );
    const found = overflowingLayers(doc);
    expect(found.map((l) => [l.layerId, l.entirelyOutside])).toEqual([
      ['half', false],
      ['gone', true],
      ['rotated', false],
    ]);
    expect(overflowWarning(found.length)).toBe('3 个图层超出印刷区域，超出部分不会印刷');
  });

  it('does not flag a layer fitted exactly to the area', () => {
    const doc = parse(docWith([rect('full', 0, 0, 1000, 1200)]));
    expect(overflowingLayers(doc)).toEqual([]);
  });
});
