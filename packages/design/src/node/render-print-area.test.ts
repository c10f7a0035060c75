import { GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAreaScene } from '../scene/build-scene';
import type { DesignDocument } from '../schema/document';
import type { LayerInput } from '../schema/layers';
import { parseDesignDocument } from '../schema/parse';
import { docWith } from '../test-support/fixtures';
import { darkPixels, decode, rgba, twoColourImage } from '../test-support/pixels';
import { MissingImageError } from './load-images';
import { renderPrintArea } from './render-print-area';
import { setupNodeRenderer } from './setup';

const parse = (layers: LayerInput[], area = {}): DesignDocument => {
  const r = parseDesignDocument(docWith(layers, area));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.doc;
};

let photo: Buffer;
beforeAll(async () => {
  setupNodeRenderer();
  photo = await twoColourImage();
});

describe('renderPrintArea', () => {
  const layers: LayerInput[] = [
    { id: 'photo', type: 'image', imageId: 5, x: 300, y: 100, width: 400, height: 300, rotation: 30 },
    { id: 'oval', type: 'shape', shape: 'ellipse', x: 100, y: 900, width: 200, height: 100, fill: '#00ff00' },
    {
      id: 'title',
      type: 'text',
      content: '定制T恤 你好',
      x: 50,
      y: 500,
      width: 900,
      height: 130,
      fontSize: 100,
      fill: '#000000',
    },
    { id: 'overhang', type: 'shape', shape: 'rect', x: 900, y: -100, width: 200, height: 300, fill: '#ff00ff' },
    {
      id: 'ghost',
      type: 'shape',
      shape: 'rect',
      x: 0,
      y: 1100,
      width: 1000,
      height: 100,
      fill: '#000000',
      hidden: true,
    },
  ];

  it('writes a transparent PNG of the area size with its DPI, drawing every layer where it belongs', async () => {
    const png = await renderPrintArea(parse(layers), 'front', { images: new Map([[5, photo]]) });
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.density, meta.hasAlpha]).toEqual([1000, 1200, 300, true]);
    const px = await decode(png);
    expect(rgba(px, 10, 10)[3]).toBe(0);
    // Rotated 30° about its top-left: local (100,150) is red, local (300,150) blue.
    expect(rgba(px, 311.6, 279.9)).toEqual([255, 0, 0, 255]);
    expect(rgba(px, 484.8, 379.9)).toEqual([0, 0, 255, 255]);
    // Inside the unrotated box but outside the rotated one: nothing.
    expect(rgba(px, 690, 110)[3]).toBe(0);
    expect(rgba(px, 200, 950)).toEqual([0, 255, 0, 255]);
    expect(rgba(px, 102, 902)[3]).toBe(0);
    expect(darkPixels(px, 50, 500, 950, 640)).toBeGreaterThan(8_000);
    expect(darkPixels(px, 0, 1100, 1000, 1200)).toBe(0);
  });

  it('mirrors flipped images inside their box', async () => {
    const png = await renderPrintArea(
      parse([{ id: 'p', type: 'image', imageId: 5, x: 0, y: 0, width: 400, height: 300, flipX: true }]),
      'front',
      {
        images: new Map([[5, photo]]),
      },
    );
    const px = await decode(png);
    expect(rgba(px, 100, 150)).toEqual([0, 0, 255, 255]);
    expect(rgba(px, 300, 150)).toEqual([255, 0, 0, 255]);
  });

  it('clips the scene to the print area', () => {
    const doc = parse(layers);
    const scene = (clip: boolean) =>
      buildAreaScene(doc, 'front', { image: () => undefined }, { clip }).toCanvas({
        x: -200,
        y: -200,
        width: 1400,
        height: 1600,
      });
    const alphaAt = (canvas: HTMLCanvasElement, x: number, y: number) =>
      canvas.getContext('2d')!.getImageData(x + 200, y + 200, 1, 1).data[3];
    expect(alphaAt(scene(true), 950, 50)).toBe(255);
    expect(alphaAt(scene(true), 1050, 50)).toBe(0);
    expect(alphaAt(scene(true), 950, -50)).toBe(0);
    expect(alphaAt(scene(false), 1050, 50)).toBe(255);
  });

  it('scales with pixelRatio and keeps the physical size through the DPI', async () => {
    const png = await renderPrintArea(parse(layers), 'front', { images: new Map([[5, photo]]), pixelRatio: 0.5 });
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([500, 600, 150]);
  });

  it('refuses to print without an image original', async () => {
    await expect(renderPrintArea(parse(layers), 'front', { images: new Map() })).rejects.toThrow(MissingImageError);
    await expect(renderPrintArea(parse(layers), 'back', { images: new Map() })).rejects.toThrow('印刷区域不存在：back');
  });
});

describe('fonts', () => {
  const glyph = async (content: string, extra: Partial<LayerInput> = {}) => {
    const doc = parse(
      [{ id: 't', type: 'text', content, x: 0, y: 0, width: 200, height: 200, fontSize: 150, ...extra } as LayerInput],
      {
        widthPx: 200,
        heightPx: 200,
      },
    );
    return decode(await renderPrintArea(doc, 'front', { images: new Map() }));
  };
  const differing = (a: { data: Buffer }, b: { data: Buffer }) => {
    let n = 0;
    for (let i = 3; i < a.data.length; i += 4) if (Math.abs(a.data[i] - b.data[i]) > 64) n++;
    return n;
  };

  it('registers the bundled families', () => {
    expect(GlobalFonts.has('Noto Sans SC')).toBe(true);
    expect(GlobalFonts.has('Roboto')).toBe(true);
  });

  it('draws a real Chinese glyph, not a missing-glyph box', async () => {
    const ni = await glyph('你');
    const hao = await glyph('好');
    const missing = await glyph('\u{10FFFD}');
    expect(darkPixels(ni)).toBeGreaterThan(1_500);
    expect(differing(ni, missing)).toBeGreaterThan(1_000);
    expect(differing(ni, hao)).toBeGreaterThan(1_000);
  });

  it('draws bold and Latin families differently from the regular Chinese face', async () => {
    const regular = await glyph('Ag');
    expect(differing(regular, await glyph('Ag', { fontWeight: 700 }))).toBeGreaterThan(300);
    expect(differing(regular, await glyph('Ag', { fontFamily: 'Roboto' }))).toBeGreaterThan(300);
  });
});
