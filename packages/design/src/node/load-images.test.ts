import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesignDocument } from '../schema/document';
import type { LayerInput } from '../schema/layers';
import { parseDesignDocument } from '../schema/parse';
import { docWith } from '../test-support/fixtures';
import { loadAreaImagesForDrawing, MissingImageError } from './load-images';
import { setupNodeRenderer } from './setup';

const parse = (layers: LayerInput[]): DesignDocument => {
  const r = parseDesignDocument(docWith(layers));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.doc;
};
const image = (id: string, imageId: number, width: number, height: number, extra = {}): LayerInput => ({
  id,
  type: 'image',
  imageId,
  x: 0,
  y: 0,
  width,
  height,
  ...extra,
});

let big: Buffer;
let small: Buffer;
let turned: Buffer;
beforeAll(async () => {
  setupNodeRenderer();
  const solid = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#3366cc' } }).jpeg();
  big = await solid(2400, 1600).toBuffer();
  small = await solid(300, 200).toBuffer();
  // Stored 1600×2400 on its side, EXIF orientation 6: shown upright as 2400×1600, as browsers show it.
  turned = await solid(1600, 2400).withMetadata({ orientation: 6 }).toBuffer();
});

describe('loadAreaImagesForDrawing', () => {
  it('shrinks an original drawn smaller than its pixels to the largest box it is drawn at', async () => {
    const doc = parse([image('a', 1, 600, 400), image('b', 1, 900, 600, { x: 50 })]);
    const images = await loadAreaImagesForDrawing(doc, 'front', new Map([[1, big]]));
    expect([images.get(1)?.width, images.get(1)?.height]).toEqual([900, 600]);
  });

  it('keeps an image drawn at or above its size whole, and scales boxes by the output ratio', async () => {
    const doc = parse([image('a', 2, 600, 400), image('c', 1, 1200, 800)]);
    const images = await loadAreaImagesForDrawing(
      doc,
      'front',
      new Map([
        [1, big],
        [2, small],
      ]),
      2,
    );
    expect([images.get(2)?.width, images.get(2)?.height]).toEqual([300, 200]);
    expect([images.get(1)?.width, images.get(1)?.height]).toEqual([2400, 1600]);
  });

  it('applies EXIF orientation before sizing', async () => {
    const doc = parse([image('a', 3, 600, 400)]);
    const images = await loadAreaImagesForDrawing(doc, 'front', new Map([[3, turned]]));
    expect([images.get(3)?.width, images.get(3)?.height]).toEqual([600, 400]);
  });

  it('refuses to draw without every visible original', async () => {
    const doc = parse([image('a', 4, 600, 400), image('h', 5, 600, 400, { hidden: true })]);
    await expect(loadAreaImagesForDrawing(doc, 'front', new Map())).rejects.toThrow(MissingImageError);
    await expect(loadAreaImagesForDrawing(doc, 'front', new Map([[4, small]]))).resolves.toHaveProperty('size', 1);
  });
});
