export const MM_PER_INCH = 25.4;

/** Below this an image prints visibly soft; the editor flags the layer and saving for print warns. */
export const LOW_DPI_THRESHOLD = 150;

export interface Size {
  width: number;
  height: number;
}

export function mmToPx(mm: number, dpi: number): number {
  return (mm / MM_PER_INCH) * dpi;
}

export function pxToMm(px: number, dpi: number): number {
  return (px / dpi) * MM_PER_INCH;
}

/** Whole-pixel size of a print area of `widthMm × heightMm` at `dpi` (the print file's size). */
export function areaPixelSize(widthMm: number, heightMm: number, dpi: number): { widthPx: number; heightPx: number } {
  return { widthPx: Math.round(mmToPx(widthMm, dpi)), heightPx: Math.round(mmToPx(heightMm, dpi)) };
}

/** The PNG pHYs value for `dpi`: pixels per metre, rounded as the spec's integer field requires. */
export function pixelsPerMetre(dpi: number): number {
  return Math.round(dpi / 0.0254);
}

/**
 * The DPI an image actually prints at: the area's DPI times how many source pixels land on each area
 * pixel, taking the worse axis (a stretched image is only as sharp as its most stretched direction).
 */
export function effectiveDpi(areaDpi: number, original: Size, placed: Size): number {
  if (placed.width <= 0 || placed.height <= 0) return Number.POSITIVE_INFINITY;
  return areaDpi * Math.min(original.width / placed.width, original.height / placed.height);
}
