import { describe, expect, it } from 'vitest';
import { parseDesignDocument } from '../schema/parse';
import type { Layer } from '../schema/layers';
import { overflowingLayers } from './fit';
import { matchAreas, retargetDocument, retargetLayer, retargetScale } from './retarget';

const parse = (input: unknown) => {
  const r = parseDesignDocument(input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.doc;
};

const shirt = { widthPx: 4500, heightPx: 5400 };
const mug = { widthPx: 2700, heightPx: 1050 };
const hoodieFront = { widthPx: 3900, heightPx: 4050 };

const layersOf = (input: unknown) =>
  parse({ version: 1, productId: 1, areas: { front: { ...shirt, dpi: 300, layers: input } } }).areas.front.layers;

describe('retarget scale', () => {
  it('is the factor that fits the source area inside the target (by its tighter side)', () => {
    // 2700/4500 = 0.6, 1050/5400 = 7/36 ≈ 0.1944: the mug's height decides.
    expect(retargetScale(shirt, mug)).toBeCloseTo(7 / 36, 12);
    // 3900/4500 ≈ 0.867, 4050/5400 = 0.75.
    expect(retargetScale(shirt, hoodieFront)).toBe(0.75);
  });
});

describe('retarget one layer', () => {
  it('puts a shirt image on the mug with its centre at the same relative place, scaled by 7/36', () => {
    const [img] = layersOf([{ id: 'a', type: 'image', imageId: 3, x: 750, y: 900, width: 3000, height: 3000 }]);
    // centre (2250, 2400) → (2250·0.6, 2400·1050/5400) = (1350, 466.67); size 3000·7/36 = 583.33;
    // origin = centre − half size = (1058.33, 175).
    expect(retargetLayer(img, shirt, mug)).toMatchObject({ x: 1058.33, y: 175, width: 583.33, height: 583.33 });
  });

  it('maps a full-area layer of the shirt onto the hoodie front at 0.75, centred horizontally', () => {
    const [r] = layersOf([
      { id: 'r', type: 'shape', shape: 'rect', x: 0, y: 0, width: 4500, height: 5400, strokeWidth: 8 },
    ]);
    // size 3375 × 4050; centre (2250, 2700) → (1950, 2025); origin (1950 − 1687.5, 2025 − 2025).
    expect(retargetLayer(r, shirt, hoodieFront)).toMatchObject({
      x: 262.5,
      y: 0,
      width: 3375,
      height: 4050,
      strokeWidth: 6,
    });
  });

  it('scales text: font size, letter spacing and stroke with the layer', () => {
    const [t] = layersOf([
      {
        id: 't',
        type: 'text',
        content: '你好',
        x: 0,
        y: 0,
        width: 1800,
        height: 360,
        fontSize: 300,
        letterSpacing: 40,
        strokeWidth: 12,
        stroke: '#ffffff',
      },
    ]);
    const out = retargetLayer(t, shirt, hoodieFront);
    expect(out).toMatchObject({ fontSize: 225, letterSpacing: 30, strokeWidth: 9, width: 1350, height: 270 });
  });

  it('keeps a rotated layer turned, anchored on its rotated centre', () => {
    const area = { widthPx: 1000, heightPx: 1000 };
    const half = { widthPx: 500, heightPx: 500 };
    const doc = parse({
      version: 1,
      productId: 1,
      areas: {
        front: {
          ...area,
          dpi: 300,
          layers: [{ id: 'r', type: 'shape', shape: 'rect', x: 500, y: 400, width: 200, height: 100, rotation: 90 }],
        },
      },
    });
    // Turned 90° clockwise about (500, 400) the box covers x 400..500, y 400..600: centre (450, 500) → (225, 250).
    // New size 100 × 50; its centre offset turned 90° is (−25, 50), so the origin is (250, 200).
    expect(retargetLayer(doc.areas.front.layers[0], area, half)).toMatchObject({
      x: 250,
      y: 200,
      width: 100,
      height: 50,
      rotation: 90,
    });
  });

  it('scales a group as one piece about its origin', () => {
    const from = { widthPx: 1000, heightPx: 1000 };
    const to = { widthPx: 500, heightPx: 2000 };
    const [g] = parse({
      version: 1,
      productId: 1,
      areas: {
        front: {
          ...from,
          dpi: 300,
          layers: [
            {
              id: 'g',
              type: 'group',
              x: 100,
              y: 100,
              children: [
                { id: 'r', type: 'shape', shape: 'rect', x: 0, y: 0, width: 200, height: 100 },
                { id: 't', type: 'text', content: 'Hi', x: 0, y: 150, width: 200, height: 50, fontSize: 40 },
              ],
            },
          ],
        },
      },
    }).areas.front.layers;
    // s = min(0.5, 2) = 0.5. Group bounds x 100..300, y 100..300: centre (200, 200) → (100, 400).
    // Origin = (100, 400) − 0.5·(100, 100) = (50, 350); children offsets and sizes halve.
    const out = retargetLayer(g, from, to) as Extract<Layer, { type: 'group' }>;
    expect(out).toMatchObject({ x: 50, y: 350 });
    expect(out.children[0]).toMatchObject({ x: 0, y: 0, width: 100, height: 50 });
    expect(out.children[1]).toMatchObject({ x: 0, y: 75, width: 100, height: 25, fontSize: 20 });
  });
});

describe('area matching', () => {
  it('matches by key first, then by order; leftover source areas are reported', () => {
    expect(matchAreas(['front', 'back'], ['back', 'front'])).toEqual({
      pairs: [
        { source: 'front', target: 'front' },
        { source: 'back', target: 'back' },
      ],
      unmatched: [],
    });
    expect(matchAreas(['front', 'back'], ['wrap'])).toEqual({
      pairs: [{ source: 'front', target: 'wrap' }],
      unmatched: ['back'],
    });
    expect(matchAreas(['wrap'], ['front', 'back'])).toEqual({
      pairs: [{ source: 'wrap', target: 'front' }],
      unmatched: [],
    });
  });
});

describe('retarget a document', () => {
  const template = parse({
    version: 1,
    productId: 7,
    colors: ['白色'],
    areas: {
      front: {
        ...shirt,
        dpi: 300,
        layers: [
          { id: 'a', type: 'image', imageId: 3, x: 0, y: 0, width: 4500, height: 2000 },
          { id: 'b', type: 'shape', shape: 'ellipse', x: 3500, y: 4400, width: 1000, height: 1000 },
          {
            id: 'c',
            type: 'text',
            content: '夏天',
            x: 600,
            y: 2500,
            width: 900,
            height: 400,
            fontSize: 300,
            rotation: 30,
          },
        ],
      },
      back: {
        ...shirt,
        dpi: 300,
        layers: [{ id: 'd', type: 'shape', shape: 'rect', x: 10, y: 10, width: 20, height: 20 }],
      },
    },
  });
  const mugAreas = [{ key: 'wrap', name: '环绕杯身', ...mug, dpi: 300, safeInsetPx: 40 }];

  it('takes the target blank, colours and areas, and reports the area that had nowhere to go', () => {
    const r = retargetDocument(template, { productId: 9, colors: ['黑色'], areas: mugAreas });
    expect(r.doc.productId).toBe(9);
    expect(r.doc.colors).toEqual(['黑色']);
    expect(Object.keys(r.doc.areas)).toEqual(['wrap']);
    expect(r.doc.areas.wrap).toMatchObject({ name: '环绕杯身', widthPx: 2700, heightPx: 1050, safeInsetPx: 40 });
    expect(r.doc.areas.wrap.layers.map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(r.mapping).toEqual({ front: 'wrap' });
    expect(r.unmatched).toEqual(['back']);
    // The result is a valid document.
    expect(parseDesignDocument(r.doc).ok).toBe(true);
  });

  it('keeps layers that were inside the source area inside the target area', () => {
    expect(overflowingLayers(template)).toEqual([]);
    for (const to of [mug, hoodieFront, { widthPx: 960, heightPx: 1920 }, { widthPx: 5400, heightPx: 5400 }]) {
      const r = retargetDocument(template, {
        productId: 9,
        colors: [],
        areas: [{ key: 'front', name: '', ...to, dpi: 300, safeInsetPx: 0 }],
      });
      expect(overflowingLayers(r.doc)).toEqual([]);
    }
  });

  it('leaves the template untouched', () => {
    const before = JSON.stringify(template);
    retargetDocument(template, { productId: 9, colors: [], areas: mugAreas });
    expect(JSON.stringify(template)).toBe(before);
  });
});
