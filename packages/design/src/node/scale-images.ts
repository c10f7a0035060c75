import { type Canvas, createCanvas, type Image } from '@napi-rs/canvas';
import { isEffectivelyHidden, requireArea, walkLayers } from '../document/tree';
import type { DesignDocument } from '../schema/document';
import type { NodeImage } from './render-print-area';

/**
 * For previews far below print size (mockups): shrinks each image once, with Skia's high-quality
 * (mipmapped) filter, to the largest size any of its layers shows it at `areaScale`. Konva then
 * draws it at about 1:1, so a 24 MP photo does not alias when it lands on a 600-pixel shirt front.
 * The print file never goes through this: it draws the originals.
 */
export function downscaleImagesFor(
  doc: DesignDocument,
  areaKey: string,
  images: ReadonlyMap<number, Image>,
  areaScale: number,
): Map<number, NodeImage> {
  const needed = new Map<number, number>();
  walkLayers(requireArea(doc, areaKey).layers, (layer, parents) => {
    if (layer.type !== 'image' || isEffectivelyHidden(layer, parents)) return;
    const img = images.get(layer.imageId);
    if (!img) return;
    const ratio = Math.max((layer.width * areaScale) / img.width, (layer.height * areaScale) / img.height);
    needed.set(layer.imageId, Math.max(needed.get(layer.imageId) ?? 0, ratio));
  });
  const out = new Map<number, NodeImage>(images);
  for (const [id, ratio] of needed) {
    const img = images.get(id)!;
    if (ratio >= 0.8) continue;
    const canvas: Canvas = createCanvas(
      Math.max(1, Math.ceil(img.width * ratio)),
      Math.max(1, Math.ceil(img.height * ratio)),
    );
    const ctx = canvas.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    out.set(id, canvas);
  }
  return out;
}
