import type { MockupView, ProductDetail } from '@podbench/contract';
import type { PrintAreaDesign } from '@podbench/design';

export interface AreaPlacement {
  /** The view that shows the area, or null (the area is then drawn alone on a plain board). */
  view: MockupView | null;
  /** Size of the board the stage draws (the view's pixels, or the area's own box). */
  boardWidth: number;
  boardHeight: number;
  /** Where area pixel (0, 0) sits on the board, and board pixels per area pixel. */
  x: number;
  y: number;
  scale: number;
}

/**
 * Puts a print area on its mockup view: contained in the bounding box of the view's quad for it. The editor works
 * flat; the server's mockups warp the same design onto the exact quad (perspective included). An area that wraps
 * round a body (a mug's `cylinder`) is edited flat on its own board, as it is printed: a view shows at most half of
 * the wrap, so laying the whole strip over the photo would either shrink it to the body's width (the mockup's old
 * 3× squeeze) or run off the photo. Its mockups show each side wrapped.
 */
export function placeArea(product: ProductDetail | null, areaKey: string, area: PrintAreaDesign): AreaPlacement {
  const flatViews = product?.mockupViews.filter((v) => v.areas.some((a) => a.areaKey === areaKey && !a.cylinder));
  const view = flatViews?.[0] ?? null;
  const quad = view?.areas.find((a) => a.areaKey === areaKey)?.quad;
  if (!view || !quad) {
    const pad = Math.max(area.widthPx, area.heightPx) * 0.06;
    return {
      view: null,
      boardWidth: area.widthPx + 2 * pad,
      boardHeight: area.heightPx + 2 * pad,
      x: pad,
      y: pad,
      scale: 1,
    };
  }
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const box = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
  const scale = Math.min(box.w / area.widthPx, box.h / area.heightPx);
  return {
    view,
    boardWidth: view.widthPx,
    boardHeight: view.heightPx,
    x: box.x + (box.w - area.widthPx * scale) / 2,
    y: box.y + (box.h - area.heightPx * scale) / 2,
    scale,
  };
}

/** Stage scale that fits the board in the viewport with a margin, times the user's zoom. */
export function fitScale(boardW: number, boardH: number, viewW: number, viewH: number, zoom: number): number {
  const fit = Math.min((viewW - 48) / boardW, (viewH - 48) / boardH);
  return Math.max(0.02, fit) * zoom;
}
