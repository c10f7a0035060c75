import { type Image, loadImage } from '@napi-rs/canvas';
import { isEffectivelyHidden, requireArea, walkLayers } from '../document/tree';
import type { DesignDocument } from '../schema/document';

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
