import { isEffectivelyHidden, walkLayers } from '../document/tree';
import type { DesignDocument } from '../schema/document';
import { effectiveDpi, LOW_DPI_THRESHOLD, type Size } from './dpi';

export interface ImageLayerDpi {
  areaKey: string;
  layerId: string;
  imageId: number;
  effectiveDpi: number;
  low: boolean;
}

/** Original pixel sizes of gallery images, by image id (the editor only has previews, so it is told). */
export type ImageSizes = ReadonlyMap<number, Size> | Readonly<Record<number, Size>>;

function lookup(sizes: ImageSizes, id: number): Size | undefined {
  if (sizes instanceof Map) return sizes.get(id);
  const record = sizes as Readonly<Record<number, Size>>;
  return Object.hasOwn(record, id) ? record[id] : undefined;
}

/**
 * Effective DPI of every visible image layer whose original size is known. Groups never scale their
 * children, so a layer's own width/height is its placed size in area pixels.
 */
export function imageLayerDpis(
  doc: DesignDocument,
  sizes: ImageSizes,
  threshold: number = LOW_DPI_THRESHOLD,
): ImageLayerDpi[] {
  const out: ImageLayerDpi[] = [];
  for (const [areaKey, area] of Object.entries(doc.areas)) {
    walkLayers(area.layers, (layer, parents) => {
      if (layer.type !== 'image' || isEffectivelyHidden(layer, parents)) return;
      const original = lookup(sizes, layer.imageId);
      if (!original) return;
      const dpi = effectiveDpi(area.dpi, original, layer);
      out.push({ areaKey, layerId: layer.id, imageId: layer.imageId, effectiveDpi: dpi, low: dpi < threshold });
    });
  }
  return out;
}

/** The image layers that would print below `threshold` DPI (default 150). */
export function lowDpiLayers(
  doc: DesignDocument,
  sizes: ImageSizes,
  threshold: number = LOW_DPI_THRESHOLD,
): ImageLayerDpi[] {
  return imageLayerDpis(doc, sizes, threshold).filter((l) => l.low);
}
