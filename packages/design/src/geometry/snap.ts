import { isEffectivelyHidden, requireArea } from '../document/tree';
import type { DesignDocument } from '../schema/document';
import { safeZoneRect } from '../units/safe-zone';
import { layerBounds } from './layer-bounds';
import type { Rect } from './rect';

/** Candidate guide positions: vertical lines at `x`, horizontal lines at `y` (area pixels). */
export interface SnapLines {
  x: number[];
  y: number[];
}

export interface SnapResult {
  /** Add to the proposed position to land on the guides. */
  dx: number;
  dy: number;
  /** The guides the snapped rect now touches, for the editor to draw. */
  guides: SnapLines;
}

export interface SnapCandidateOptions {
  /** Also offer the safe zone's edges (default true when the area has an inset). */
  safeZone?: boolean;
}

const edgesX = (r: Rect) => [r.x, r.x + r.width / 2, r.x + r.width];
const edgesY = (r: Rect) => [r.y, r.y + r.height / 2, r.y + r.height];

/**
 * Lines a moving selection can snap to: the area's edges and centre, the safe zone's edges, and the
 * edges and centres of every other visible top-level layer. Sorted and de-duplicated.
 */
export function snapCandidates(
  doc: DesignDocument,
  areaKey: string,
  excludeIds: Iterable<string> = [],
  options: SnapCandidateOptions = {},
): SnapLines {
  const area = requireArea(doc, areaKey);
  const excluded = new Set(excludeIds);
  const rects: Rect[] = [{ x: 0, y: 0, width: area.widthPx, height: area.heightPx }];
  if ((options.safeZone ?? true) && area.safeInsetPx > 0) rects.push(safeZoneRect(area));
  for (const layer of area.layers) {
    if (excluded.has(layer.id) || isEffectivelyHidden(layer, [])) continue;
    rects.push(layerBounds(layer));
  }
  const uniq = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  return { x: uniq(rects.flatMap(edgesX)), y: uniq(rects.flatMap(edgesY)) };
}

function snapAxis(edges: number[], lines: readonly number[], tolerance: number): { delta: number; guides: number[] } {
  let best: number | undefined;
  for (const edge of edges) {
    for (const line of lines) {
      const d = line - edge;
      if (Math.abs(d) <= tolerance && (best === undefined || Math.abs(d) < Math.abs(best))) best = d;
    }
  }
  if (best === undefined) return { delta: 0, guides: [] };
  const delta = best;
  // After the shift, every line an edge now sits on is a guide (a centre and an edge may both match).
  const guides = lines.filter((line) => edges.some((e) => Math.abs(e + delta - line) < 1e-6));
  return { delta, guides };
}

/**
 * Snaps a moving rect (the selection's bounds at its proposed position) to the nearest line on each
 * axis within `tolerance` area pixels. The editor passes a tolerance of a few screen pixels divided
 * by its zoom, so snapping feels the same at every zoom level.
 */
export function snapRect(rect: Rect, lines: SnapLines, tolerance: number): SnapResult {
  const x = snapAxis(edgesX(rect), lines.x, tolerance);
  const y = snapAxis(edgesY(rect), lines.y, tolerance);
  return { dx: x.delta, dy: y.delta, guides: { x: x.guides, y: y.guides } };
}
