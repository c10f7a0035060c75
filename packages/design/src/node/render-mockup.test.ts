import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { invertMatrix3, type Quad, rectToQuad } from '../geometry/homography';
import { parseDesignDocument } from '../schema/parse';
import { docWith } from '../test-support/fixtures';
import { decode, rgba } from '../test-support/pixels';
import { MOCKUP_SIZES } from './mockup-geometry';
import { createMockupCache, renderMockup, renderMockups } from './render-mockup';
import { type RgbaImage, warpPerspective } from './warp';

const solid = (width: number, height: number, rgbaValue: [number, number, number, number]): RgbaImage => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgbaValue, i);
  return { data, width, height };
};

describe('warpPerspective', () => {
  const quad: Quad = [
    { x: 50, y: 40 },
    { x: 150, y: 60 },
    { x: 160, y: 170 },
    { x: 30, y: 150 },
  ];
  const inverse = invertMatrix3(rectToQuad(100, 100, quad));

  it('fills the quad, antialiases its edges and leaves the rest untouched', () => {
    const dst = solid(200, 200, [0, 0, 0, 0]);
    warpPerspective(solid(100, 100, [255, 0, 0, 255]), dst, 0, 0, inverse);
    const at = (x: number, y: number) => Array.from(dst.data.subarray((y * 200 + x) * 4, (y * 200 + x) * 4 + 4));
    expect(at(100, 100)).toEqual([255, 0, 0, 255]);
    expect(at(52, 42)).toEqual([255, 0, 0, 255]);
    expect(at(10, 10)).toEqual([0, 0, 0, 0]);
    expect(at(180, 180)).toEqual([0, 0, 0, 0]);
    // Along the top edge (from (50,40) to (150,60)) coverage is partial, never a hard jump.
    const edge = at(100, 50)[3];
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(255);
  });

  it('multiplies by the shading map and writes at an origin', () => {
    const dst = solid(40, 40, [0, 0, 0, 0]);
    warpPerspective(solid(100, 100, [200, 100, 50, 255]), dst, 80, 80, inverse, solid(40, 40, [128, 255, 0, 255]));
    expect(Array.from(dst.data.subarray((20 * 40 + 20) * 4, (20 * 40 + 20) * 4 + 4))).toEqual([100, 100, 0, 255]);
  });
});

describe('renderMockups', () => {
  const view = async () => {
    const base = createCanvas(600, 800);
    const b = base.getContext('2d');
    b.fillStyle = '#333333';
    b.fillRect(0, 0, 600, 800);
    const shading = createCanvas(600, 800);
    const s = shading.getContext('2d');
    s.fillStyle = '#ffffff';
    s.fillRect(0, 0, 300, 800);
    s.fillStyle = '#808080';
    s.fillRect(300, 0, 300, 800);
    const quad: Quad = [
      { x: 150, y: 200 },
      { x: 450, y: 180 },
      { x: 470, y: 600 },
      { x: 130, y: 620 },
    ];
    return { base: await base.encode('png'), shading: await shading.encode('png'), quad };
  };
  const whiteDesign = () => {
    const r = parseDesignDocument(
      docWith([{ id: 'white', type: 'shape', shape: 'rect', x: 0, y: 0, width: 1000, height: 1200, fill: '#ffffff' }]),
    );
    if (!r.ok) throw new Error('bad fixture');
    return r.doc;
  };
  const near = (actual: number[], expected: number[], tolerance = 8) => {
    for (let i = 0; i < 3; i++) expect(Math.abs(actual[i] - expected[i])).toBeLessThanOrEqual(tolerance);
  };

  it('renders the 3:4 listing and the square, warped onto the quad and shaded over the base', async () => {
    const out = await renderMockups(whiteDesign(), 'front', { images: new Map(), view: await view() });
    const listing = await decode(out.listing);
    const square = await decode(out.square);
    expect([listing.width, listing.height]).toEqual([MOCKUP_SIZES.listing.width, MOCKUP_SIZES.listing.height]);
    expect([square.width, square.height]).toEqual([800, 800]);
    expect((await sharp(out.listing).metadata()).format).toBe('jpeg');
    const s = 1785 / 800;
    const ox = (1340 - 600 * s) / 2;
    near(rgba(listing, 220 * s + ox, 400 * s), [255, 255, 255]);
    near(rgba(listing, 380 * s + ox, 400 * s), [128, 128, 128]);
    near(rgba(listing, 50 * s + ox, 400 * s), [0x33, 0x33, 0x33]);
    // The square contains the 600×800 base with white margins; the design is never cropped.
    near(rgba(square, 100 + 220, 400), [255, 255, 255]);
    near(rgba(square, 100 + 380, 400), [128, 128, 128]);
    near(rgba(square, 20, 400), [255, 255, 255]);
    near(rgba(square, 100 + 50, 400), [0x33, 0x33, 0x33]);
  });

  it('a shared cache draws the design once per scale and changes no byte', async () => {
    const doc = whiteDesign();
    const v = await view();
    // The same view in a second colour: another base photo, the same quad, so the same scale.
    const other = createCanvas(600, 800);
    other.getContext('2d').fillStyle = '#0000aa';
    other.getContext('2d').fillRect(0, 0, 600, 800);
    const v2 = { ...v, base: await other.encode('png') };
    const cache = createMockupCache();
    const shared = [
      await renderMockups(doc, 'front', { images: new Map(), view: v, cache }),
      await renderMockups(doc, 'front', { images: new Map(), view: v2, cache }),
    ];
    // Listing and square are two scales: two drawings for the two colours, not four.
    expect(cache.designs.size).toBe(2);
    expect(cache.images.size).toBe(1);
    const alone = [
      await renderMockups(doc, 'front', { images: new Map(), view: v }),
      await renderMockups(doc, 'front', { images: new Map(), view: v2 }),
    ];
    for (const [i, out] of shared.entries()) {
      expect(Buffer.compare(out.listing, alone[i]!.listing)).toBe(0);
      expect(Buffer.compare(out.square, alone[i]!.square)).toBe(0);
    }
    expect(Buffer.compare(shared[0]!.listing, shared[1]!.listing)).not.toBe(0);
  });

  it('renders a single size as PNG on request', async () => {
    const png = await renderMockup(whiteDesign(), 'front', {
      images: new Map(),
      view: await view(),
      width: 300,
      height: 400,
      format: 'png',
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 400]);
  });
});
