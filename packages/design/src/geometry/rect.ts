export interface Point {
  x: number;
  y: number;
}

/** Axis-aligned rectangle in print-area pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Maps a point from a node's local frame to its parent's, as Konva does for `{x, y, rotation}`:
 * rotate clockwise (y points down) about the origin, then translate.
 */
export function toParent(p: Point, origin: Point, rotationDeg: number): Point {
  const r = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return { x: origin.x + p.x * cos - p.y * sin, y: origin.y + p.x * sin + p.y * cos };
}

/** The four corners of a `width × height` box placed at (x, y) and rotated about (x, y). */
export function boxCorners(x: number, y: number, width: number, height: number, rotationDeg: number): Point[] {
  const origin = { x, y };
  return [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ].map((p) => toParent(p, origin, rotationDeg));
}

export function boundsOfPoints(points: readonly Point[]): Rect {
  if (points.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Axis-aligned bounds of a rotated box: what align, distribute and snapping work with. */
export function rotatedBoxBounds(x: number, y: number, width: number, height: number, rotationDeg: number): Rect {
  return boundsOfPoints(boxCorners(x, y, width, height, rotationDeg));
}

export function unionRects(rects: readonly Rect[]): Rect {
  return boundsOfPoints(
    rects.flatMap((r) => [
      { x: r.x, y: r.y },
      { x: r.x + r.width, y: r.y + r.height },
    ]),
  );
}

export function rectsIntersect(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** True when `inner` lies entirely within `outer` (touching edges counts as inside). */
export function rectContains(outer: Rect, inner: Rect, epsilon = 1e-6): boolean {
  return (
    inner.x >= outer.x - epsilon &&
    inner.y >= outer.y - epsilon &&
    inner.x + inner.width <= outer.x + outer.width + epsilon &&
    inner.y + inner.height <= outer.y + outer.height + epsilon
  );
}
