import { describe, expect, it } from 'vitest';
import { parseDesignDocument } from '../schema/parse';
import { docWith, rect } from '../test-support/fixtures';
import { alignLayers, alignRects, distributeLayers, distributeRects } from './align';
import { applyHomography, invertMatrix3, rectToQuad } from './homography';
import { layerBounds } from './layer-bounds';
import { rotatedBoxBounds } from './rect';
import { snapCandidates, snapRect } from './snap';

const parse = (input: unknown) => {
  const r = parseDesignDocument(input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.doc;
};
const close = (r: { x: number; y: number; width: number; height: number }) =>
  [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 1000) / 1000);

describe('bounds', () => {
  it('bounds a box rotated about its origin', () => {
    expect(close(rotatedBoxBounds(100, 100, 200, 100, 0))).toEqual([100, 100, 200, 100]);
    expect(close(rotatedBoxBounds(100, 100, 200, 100, 90))).toEqual([0, 100, 100, 200]);
    const s = Math.SQRT1_2;
    expect(close(rotatedBoxBounds(0, 0, 100, 100, 45))).toEqual(
      close({ x: -100 * s, y: 0, width: 200 * s, height: 200 * s }),
    );
  });

  it('carries group children through the group transform', () => {
    const doc = parse(
      docWith([
        {
          id: 'g',
          type: 'group',
          x: 500,
          y: 500,
          rotation: 90,
          children: [rect('a', 0, 0, 100, 50), rect('b', 200, 0, 10, 10)],
        },
      ]),
    );
    expect(close(layerBounds(doc.areas.front.layers[0]))).toEqual([450, 500, 50, 210]);
  });
});

describe('align and distribute', () => {
  const doc = parse(
    docWith([
      rect('a', 100, 100, 100, 100),
      rect('b', 400, 300, 50, 200),
      rect('c', 700, 150, 200, 60),
      rect('locked', 0, 0, 10, 10, { locked: true }),
    ]),
  );
  const positions = (d: typeof doc) => d.areas.front.layers.map((l) => [l.id, l.x, l.y]);

  it('aligns the selection to its own bounds', () => {
    expect(positions(alignLayers(doc, 'front', ['a', 'b', 'c'], 'left'))).toEqual([
      ['a', 100, 100],
      ['b', 100, 300],
      ['c', 100, 150],
      ['locked', 0, 0],
    ]);
    expect(positions(alignLayers(doc, 'front', ['a', 'b', 'c'], 'bottom')).slice(0, 3)).toEqual([
      ['a', 100, 400],
      ['b', 400, 300],
      ['c', 700, 440],
    ]);
    expect(positions(alignLayers(doc, 'front', ['a', 'b'], 'center')).slice(0, 2)).toEqual([
      ['a', 225, 100],
      ['b', 250, 300],
    ]);
    expect(positions(alignLayers(doc, 'front', ['a', 'c'], 'middle'))).toContainEqual(['c', 700, 125]);
    expect(positions(alignLayers(doc, 'front', ['a', 'c'], 'middle'))).toContainEqual(['a', 100, 105]);
  });

  it('aligns a single layer to the area, or to the safe zone on request, and never moves locked layers', () => {
    expect(positions(alignLayers(doc, 'front', ['a'], 'right'))[0]).toEqual(['a', 900, 100]);
    expect(positions(alignLayers(doc, 'front', ['a'], 'top', 'safe-zone'))[0]).toEqual(['a', 100, 50]);
    expect(positions(alignLayers(doc, 'front', ['b'], 'center', 'area'))[1]).toEqual(['b', 475, 300]);
    expect(alignLayers(doc, 'front', ['locked'], 'right')).toBe(doc);
  });

  it('distributes equal gaps, keeping the outermost in place', () => {
    expect(positions(distributeLayers(doc, 'front', ['a', 'b', 'c'], 'horizontal')).slice(0, 3)).toEqual([
      ['a', 100, 100],
      ['b', 425, 300],
      ['c', 700, 150],
    ]);
    const offsets = distributeRects(
      [
        { x: 0, y: 0, width: 10, height: 10 },
        { x: 0, y: 50, width: 10, height: 10 },
        { x: 0, y: 20, width: 10, height: 40 },
      ],
      'vertical',
    );
    expect(offsets).toEqual([
      { dx: 0, dy: 0 },
      { dx: 0, dy: 0 },
      { dx: 0, dy: -10 },
    ]);
    expect(distributeLayers(doc, 'front', ['a', 'b'], 'vertical')).toBe(doc);
    expect(
      alignRects([{ x: 5, y: 5, width: 10, height: 10 }], 'middle', { x: 0, y: 0, width: 100, height: 100 }),
    ).toEqual([{ dx: 0, dy: 40 }]);
  });
});

describe('snapping', () => {
  const doc = parse(
    docWith([
      rect('a', 100, 100, 100, 100),
      rect('b', 600, 600, 200, 100),
      rect('hidden', 333, 333, 10, 10, { hidden: true }),
    ]),
  );

  it('offers area edges, centre, safe zone and other visible layers', () => {
    const lines = snapCandidates(doc, 'front', ['b']);
    expect(lines.x).toEqual([0, 50, 100, 150, 200, 500, 950, 1000]);
    expect(lines.y).toEqual([0, 50, 100, 150, 200, 600, 1150, 1200]);
  });

  it('snaps to the nearest line within tolerance and reports the guides', () => {
    const lines = snapCandidates(doc, 'front', ['b']);
    const snapped = snapRect({ x: 404, y: 703, width: 200, height: 100 }, lines, 5);
    // The moving rect's centre (504) meets the area centre; nothing near on y (703..803 vs 600).
    expect(snapped).toEqual({ dx: -4, dy: 0, guides: { x: [500], y: [] } });
    // Left edge and right edge both land on lines after the same shift; all three y edges do.
    const both = snapRect({ x: 197, y: 48, width: 300, height: 100 }, lines, 5);
    expect(both).toEqual({ dx: 3, dy: 2, guides: { x: [200, 500], y: [50, 100, 150] } });
    expect(snapRect({ x: 420, y: 720, width: 10, height: 10 }, lines, 5)).toEqual({
      dx: 0,
      dy: 0,
      guides: { x: [], y: [] },
    });
  });
});

describe('homography', () => {
  it('maps the rectangle corners onto the quad and inverts exactly', () => {
    const quad = [
      { x: 10, y: 20 },
      { x: 300, y: 5 },
      { x: 320, y: 400 },
      { x: 0, y: 380 },
    ] as const;
    const m = rectToQuad(450, 540, quad);
    const corners = [
      { x: 0, y: 0 },
      { x: 450, y: 0 },
      { x: 450, y: 540 },
      { x: 0, y: 540 },
    ];
    corners.forEach((c, i) => {
      const p = applyHomography(m, c);
      expect(p.x).toBeCloseTo(quad[i].x, 6);
      expect(p.y).toBeCloseTo(quad[i].y, 6);
    });
    const back = applyHomography(invertMatrix3(m), applyHomography(m, { x: 123, y: 456 }));
    expect(back.x).toBeCloseTo(123, 6);
    expect(back.y).toBeCloseTo(456, 6);
  });
});
