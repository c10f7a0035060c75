import type { PlacementRect } from '@podbench/contract';

/** A mockup view's size in its own pixels: every rectangle stays inside it. */
export interface Bounds {
  width: number;
  height: number;
}

export type Handle = 'nw' | 'ne' | 'sw' | 'se';

/** The smallest a dragged rectangle gets, in view pixels. */
export const MIN_SIDE = 8;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Whether the server will take it: whole pixels, at least 1×1, entirely inside the image. */
export const insideImage = (r: PlacementRect, b: Bounds) =>
  [r.x, r.y, r.width, r.height].every(Number.isInteger) &&
  r.width >= 1 &&
  r.height >= 1 &&
  r.x >= 0 &&
  r.y >= 0 &&
  r.x + r.width <= b.width &&
  r.y + r.height <= b.height;

/** Dragged by (dx, dy) view pixels, stopped at the image's edges; its size never changes. */
export function moveRect(r: PlacementRect, dx: number, dy: number, b: Bounds): PlacementRect {
  return {
    ...r,
    x: Math.round(clamp(r.x + dx, 0, b.width - r.width)),
    y: Math.round(clamp(r.y + dy, 0, b.height - r.height)),
  };
}

/**
 * One corner dragged by (dx, dy) while the opposite corner stays put. With `aspect` (width / height, the print
 * area's own proportions) the rectangle keeps it: the larger of the two moves wins, then both sides shrink
 * together until the rectangle fits between the anchor and the image's edges.
 */
export function resizeRect(
  r: PlacementRect,
  handle: Handle,
  dx: number,
  dy: number,
  b: Bounds,
  aspect: number | null,
): PlacementRect {
  const west = handle === 'nw' || handle === 'sw';
  const north = handle === 'nw' || handle === 'ne';
  const ax = west ? r.x + r.width : r.x;
  const ay = north ? r.y + r.height : r.y;
  const maxW = west ? ax : b.width - ax;
  const maxH = north ? ay : b.height - ay;
  let w = Math.max(MIN_SIDE, r.width + (west ? -dx : dx));
  let h = Math.max(MIN_SIDE, r.height + (north ? -dy : dy));
  if (aspect) {
    if (w / aspect >= h) h = w / aspect;
    else w = h * aspect;
    if (w > maxW) [w, h] = [maxW, maxW / aspect];
    if (h > maxH) [w, h] = [maxH * aspect, maxH];
  } else {
    w = Math.min(w, maxW);
    h = Math.min(h, maxH);
  }
  w = Math.max(1, Math.floor(w));
  h = Math.max(1, Math.floor(h));
  return { x: west ? ax - w : ax, y: north ? ay - h : ay, width: w, height: h };
}

/** What a typed value becomes: whole pixels, at least 1, pushed back inside the image (shrunk if it must be). */
export function clampRect(r: PlacementRect, b: Bounds): PlacementRect {
  const width = clamp(Math.round(r.width) || 1, 1, b.width);
  const height = clamp(Math.round(r.height) || 1, 1, b.height);
  return {
    x: clamp(Math.round(r.x) || 0, 0, b.width - width),
    y: clamp(Math.round(r.y) || 0, 0, b.height - height),
    width,
    height,
  };
}

/** Where a newly placed area starts: centred, with the area's proportions, half the image's smaller side. */
export function initialRect(aspect: number, b: Bounds): PlacementRect {
  let width = b.width / 2;
  let height = width / aspect;
  if (height > b.height / 2) [width, height] = [(b.height / 2) * aspect, b.height / 2];
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  return { x: Math.round((b.width - w) / 2), y: Math.round((b.height - h) / 2), width: w, height: h };
}
