import type { Rect } from '../geometry/rect';
import type { AreaBox } from './safe-zone';

/**
 * The parts of `bounds` that lie outside the print area, as at most four non-overlapping rectangles: a full-width
 * strip above and one below the area, then the pieces left and right of it between them. What the editor veils
 * as "not printed" over an overflowing layer. Empty when `bounds` is inside the area.
 */
export function outsideParts(bounds: Rect, area: AreaBox): Rect[] {
  const { x, y, width, height } = bounds;
  if (width <= 0 || height <= 0) return [];
  const right = x + width;
  const bottom = y + height;
  const out: Rect[] = [];
  const push = (r: Rect) => {
    if (r.width > 0 && r.height > 0) out.push(r);
  };
  const top = Math.min(0, bottom);
  push({ x, y, width, height: top - y });
  const below = Math.max(area.heightPx, y);
  push({ x, y: below, width, height: bottom - below });
  const bandTop = Math.max(0, y);
  const bandBottom = Math.min(area.heightPx, bottom);
  if (bandBottom > bandTop) {
    const leftEnd = Math.min(0, right);
    push({ x, y: bandTop, width: leftEnd - x, height: bandBottom - bandTop });
    const rightStart = Math.max(area.widthPx, x);
    push({ x: rightStart, y: bandTop, width: right - rightStart, height: bandBottom - bandTop });
  }
  return out;
}
