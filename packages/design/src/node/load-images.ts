import { createCanvas, type Image, ImageData, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import { isEffectivelyHidden, requireArea, walkLayers } from '../document/tree';
import type { DesignDocument } from '../schema/document';
import type { NodeImage } from './render-print-area';

/** A print file must never silently leave an image out, so a missing original is an error. */
export class MissingImageError extends Error {
  constructor(readonly imageIds: number[]) {
    super(`缺少图片原图：${imageIds.join(', ')}`);
    this.name = 'MissingImageError';
  }
}

/** Ids of the images the visible layers of one area draw, in first-use order. */
export function usedImageIds(doc: DesignDocument, areaKey: string): number[] {
  const ids = new Set<number>();
  walkLayers(requireArea(doc, areaKey).layers, (layer, parents) => {
    if (layer.type === 'image' && !isEffectivelyHidden(layer, parents)) ids.add(layer.imageId);
  });
  return [...ids];
}

/** Decodes only the images the area uses (originals can be 24 MP: ~100 MB each once decoded). */
export async function loadAreaImages(
  doc: DesignDocument,
  areaKey: string,
  buffers: ReadonlyMap<number, Buffer>,
): Promise<Map<number, Image>> {
  const ids = usedImageIds(doc, areaKey);
  const missing = ids.filter((id) => !buffers.has(id));
  if (missing.length > 0) throw new MissingImageError(missing);
  const entries = await Promise.all(ids.map(async (id) => [id, await loadImage(buffers.get(id)!)] as const));
  return new Map(entries);
}

/** Below this share of its pixels an image is shrunk before drawing; close to 1:1 it is drawn as it is. */
const SHRINK_BELOW = 0.9;

/**
 * Decodes the images the area uses at the size they are drawn: an original shown smaller than its pixels (the
 * usual case: a 24 MP photo in a 2000-pixel box) is decoded and shrunk by libvips in one step (JPEG shrink-on-load,
 * Lanczos, EXIF orientation applied as browsers do), then drawn by Konva at about 1:1. The rest are decoded whole.
 * Against decoding every original and letting Skia scale it, a 10-layer print file takes about half the time and
 * memory (bench:design), and the downscale is sharper. `areaScale` is output pixels per area pixel.
 */
export async function loadAreaImagesForDrawing(
  doc: DesignDocument,
  areaKey: string,
  buffers: ReadonlyMap<number, Buffer>,
  areaScale = 1,
): Promise<Map<number, NodeImage>> {
  const ids = usedImageIds(doc, areaKey);
  const missing = ids.filter((id) => !buffers.has(id));
  if (missing.length > 0) throw new MissingImageError(missing);
  const boxes = largestBoxes(doc, areaKey, areaScale);
  const entries = await Promise.all(
    ids.map(async (id) => [id, await decodeForBox(buffers.get(id)!, boxes.get(id))] as const),
  );
  return new Map(entries);
}

/** Per image id, the largest width and height (output pixels) any visible layer draws it at. */
function largestBoxes(doc: DesignDocument, areaKey: string, areaScale: number) {
  const boxes = new Map<number, { width: number; height: number }>();
  walkLayers(requireArea(doc, areaKey).layers, (layer, parents) => {
    if (layer.type !== 'image' || isEffectivelyHidden(layer, parents)) return;
    const seen = boxes.get(layer.imageId) ?? { width: 0, height: 0 };
    boxes.set(layer.imageId, {
      width: Math.max(seen.width, layer.width * areaScale),
      height: Math.max(seen.height, layer.height * areaScale),
    });
  });
  return boxes;
}

async function decodeForBox(bytes: Buffer, box: { width: number; height: number } | undefined): Promise<NodeImage> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  // SVGs and anything libvips cannot size stay with the canvas's own decoder.
  if (!box || !meta?.width || !meta.height || meta.format === 'svg') return loadImage(bytes);
  const turned = (meta.orientation ?? 1) >= 5;
  const [w, h] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
  const ratio = Math.max(box.width / w, box.height / h);
  if (ratio >= SHRINK_BELOW) return loadImage(bytes);
  const width = Math.max(1, Math.ceil(w * ratio));
  const height = Math.max(1, Math.ceil(h * ratio));
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const canvas = createCanvas(info.width, info.height);
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  canvas.getContext('2d').putImageData(new ImageData(pixels, info.width, info.height), 0, 0);
  return canvas;
}
