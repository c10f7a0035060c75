import { walkLayers, isEffectivelyHidden } from '../document/tree';
import { layerBounds } from '../geometry/layer-bounds';
import { type Rect, rectContains } from '../geometry/rect';
import type { DesignDocument } from '../schema/document';
import { LOW_DPI_THRESHOLD, type Size } from './dpi';
import { areaRect, type AreaBox } from './safe-zone';

/** A layer's box in area pixels (its unrotated size, placed at its origin). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type FitMode = 'fit' | 'fill';

/**
 * Scales `content` uniformly so it fits inside `box` (`fit`, contain) or covers it (`fill`, cover),
 * centred on the box. The aspect ratio never changes.
 */
export function fitInto(content: Size, box: Box, mode: FitMode): Box {
  if (content.width <= 0 || content.height <= 0) return { ...box };
  const sx = box.width / content.width;
  const sy = box.height / content.height;
  const scale = mode === 'fit' ? Math.min(sx, sy) : Math.max(sx, sy);
  const width = content.width * scale;
  const height = content.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** 适合印刷区 / 铺满印刷区: the layer's current aspect, fitted into or covering the whole print area. */
export function fitToArea(layer: Size, area: AreaBox, mode: FitMode): Box {
  return roundBox(fitInto(layer, areaRect(area), mode));
}

/**
 * The largest size an image may print at `dpi`: each source pixel covers `areaDpi / dpi` area pixels.
 * 按 300 DPI 最大尺寸 on a 300-DPI area is the image's own pixel size.
 */
export function sizeAtDpi(original: Size, areaDpi: number, dpi: number): Size {
  const scale = areaDpi / dpi;
  return { width: original.width * scale, height: original.height * scale };
}

/**
 * Resizes a layer to `size` keeping its centre where it was (what 按 DPI 最大尺寸 does to a placed layer).
 */
export function resizeAboutCentre(layer: Box, size: Size): Box {
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  return roundBox({ x: cx - size.width / 2, y: cy - size.height / 2, width: size.width, height: size.height });
}

/**
 * Where a new image goes: centred, as large as it can be while it stays inside the area AND prints at
 * `minDpi` (default 150) or better. A small image is therefore placed small rather than blown up soft;
 * a large one fills the area's short side.
 */
export function placeNewImage(original: Size, area: AreaBox & { dpi: number }, minDpi = LOW_DPI_THRESHOLD): Box {
  const inArea = fitInto(original, areaRect(area), 'fit');
  const dpiCap = sizeAtDpi(original, area.dpi, minDpi);
  const scale = Math.min(inArea.width / original.width, dpiCap.width / original.width);
  const width = Math.max(1, original.width * scale);
  const height = Math.max(1, original.height * scale);
  return roundBox({ x: (area.widthPx - width) / 2, y: (area.heightPx - height) / 2, width, height });
}

export interface OverflowingLayer {
  areaKey: string;
  layerId: string;
  /** The layer's bounds (rotation included) in area pixels. */
  bounds: Rect;
  /** True when nothing of the layer is inside the area: it will not print at all. */
  entirelyOutside: boolean;
}

/**
 * Visible top-level layers whose bounds (rotation included) reach past the print area: the part
 * outside is clipped from the print file. Children of groups are judged through their group.
 */
export function overflowingLayers(doc: DesignDocument): OverflowingLayer[] {
  const out: OverflowingLayer[] = [];
  for (const [areaKey, area] of Object.entries(doc.areas)) {
    const rect = areaRect(area);
    walkLayers(area.layers, (layer, parents) => {
      if (parents.length > 0 || isEffectivelyHidden(layer, parents)) return;
      const bounds = layerBounds(layer);
      if (bounds.width <= 0 && bounds.height <= 0) return;
      // Half a pixel of slack: rounding a fitted layer must not read as overflow.
      const slack = { x: rect.x - 0.5, y: rect.y - 0.5, width: rect.width + 1, height: rect.height + 1 };
      if (rectContains(slack, bounds)) return;
      const entirelyOutside =
        bounds.x >= rect.width ||
        bounds.y >= rect.height ||
        bounds.x + bounds.width <= 0 ||
        bounds.y + bounds.height <= 0;
      out.push({ areaKey, layerId: layer.id, bounds, entirelyOutside });
    });
  }
  return out;
}

/** The save-time warning text, as the low-DPI warning reads: "2 个图层超出印刷区域，超出部分不会印刷". */
export function overflowWarning(count: number): string {
  return `${count} 个图层超出印刷区域，超出部分不会印刷`;
}

function roundBox(b: Box): Box {
  return {
    x: Math.round(b.x),
    y: Math.round(b.y),
    width: Math.max(1, Math.round(b.width)),
    height: Math.max(1, Math.round(b.height)),
  };
}
