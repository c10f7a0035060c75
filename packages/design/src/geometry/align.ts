import { type Offset, requireArea, translateLayers } from '../document/tree';
import type { DesignDocument } from '../schema/document';
import type { Layer } from '../schema/layers';
import { areaRect, safeZoneRect } from '../units/safe-zone';
import { layerBounds } from './layer-bounds';
import { type Rect, unionRects } from './rect';

export type Alignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';
export type DistributeAxis = 'horizontal' | 'vertical';
/** What to align to: the selection's bounds, the whole print area, or its safe zone. */
export type AlignTarget = 'selection' | 'area' | 'safe-zone';

function alignOffset(r: Rect, alignment: Alignment, target: Rect): Offset {
  switch (alignment) {
    case 'left':
      return { dx: target.x - r.x, dy: 0 };
    case 'center':
      return { dx: target.x + target.width / 2 - (r.x + r.width / 2), dy: 0 };
    case 'right':
      return { dx: target.x + target.width - (r.x + r.width), dy: 0 };
    case 'top':
      return { dx: 0, dy: target.y - r.y };
    case 'middle':
      return { dx: 0, dy: target.y + target.height / 2 - (r.y + r.height / 2) };
    case 'bottom':
      return { dx: 0, dy: target.y + target.height - (r.y + r.height) };
  }
}

/** Offsets that align each rect's edge or centre with the same edge or centre of `target`. */
export function alignRects(rects: readonly Rect[], alignment: Alignment, target: Rect): Offset[] {
  return rects.map((r) => alignOffset(r, alignment, target));
}

/**
 * Offsets that make the gaps between neighbouring rects equal along `axis`, keeping the two outermost
 * rects where they are (the Figma/Illustrator "distribute spacing"). Fewer than three: nothing moves.
 */
export function distributeRects(rects: readonly Rect[], axis: DistributeAxis): Offset[] {
  const offsets: Offset[] = rects.map(() => ({ dx: 0, dy: 0 }));
  if (rects.length < 3) return offsets;
  const horizontal = axis === 'horizontal';
  const start = (r: Rect) => (horizontal ? r.x : r.y);
  const length = (r: Rect) => (horizontal ? r.width : r.height);
  const order = rects
    .map((_, i) => i)
    .sort((a, b) => start(rects[a]) + length(rects[a]) / 2 - (start(rects[b]) + length(rects[b]) / 2));
  const first = rects[order[0]];
  const span = Math.max(...rects.map((r) => start(r) + length(r))) - Math.min(...rects.map(start));
  const gap = (span - rects.reduce((sum, r) => sum + length(r), 0)) / (rects.length - 1);
  let cursor = start(first) + length(first) + gap;
  for (const i of order.slice(1, -1)) {
    const delta = cursor - start(rects[i]);
    offsets[i] = horizontal ? { dx: delta, dy: 0 } : { dx: 0, dy: delta };
    cursor += length(rects[i]) + gap;
  }
  return offsets;
}

/** Locked layers stay where they are: the editor never moves them, so neither do these helpers. */
function movable(doc: DesignDocument, areaKey: string, ids: readonly string[]): Layer[] {
  const wanted = new Set(ids);
  return requireArea(doc, areaKey).layers.filter((l) => wanted.has(l.id) && !l.locked);
}

/**
 * Aligns top-level layers of one area. With one layer (or `target` 'area'/'safe-zone') they align to
 * the area; otherwise to the selection's bounds, as design tools do.
 */
export function alignLayers(
  doc: DesignDocument,
  areaKey: string,
  ids: readonly string[],
  alignment: Alignment,
  target?: AlignTarget,
): DesignDocument {
  const layers = movable(doc, areaKey, ids);
  if (layers.length === 0) return doc;
  const area = requireArea(doc, areaKey);
  const bounds = layers.map(layerBounds);
  const mode = target ?? (layers.length === 1 ? 'area' : 'selection');
  const targetRect = mode === 'area' ? areaRect(area) : mode === 'safe-zone' ? safeZoneRect(area) : unionRects(bounds);
  const offsets = alignRects(bounds, alignment, targetRect);
  return translateLayers(doc, areaKey, new Map(layers.map((l, i) => [l.id, offsets[i]])));
}

export function distributeLayers(
  doc: DesignDocument,
  areaKey: string,
  ids: readonly string[],
  axis: DistributeAxis,
): DesignDocument {
  const layers = movable(doc, areaKey, ids);
  if (layers.length < 3) return doc;
  const offsets = distributeRects(layers.map(layerBounds), axis);
  return translateLayers(doc, areaKey, new Map(layers.map((l, i) => [l.id, offsets[i]])));
}
