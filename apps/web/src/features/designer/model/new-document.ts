import type { ProductDetail } from '@podbench/contract';
import { DESIGN_VERSION, type DesignDocument } from '@podbench/design';

/**
 * A blank design on a catalogue product: every print area copied with its pixel size, DPI and safe inset (so the
 * design keeps rendering at the size it was made for), offered in `color` (the one picked on the product page)
 * when the blank has it, else in its first colour.
 */
export function newDocument(product: ProductDetail, color?: string | null): DesignDocument {
  const picked = product.colors.find((c) => c.name === color);
  return {
    version: DESIGN_VERSION,
    productId: product.id,
    colors: picked ? [picked.name] : product.colors.slice(0, 1).map((c) => c.name),
    areas: Object.fromEntries(
      product.printAreas.map((a) => [
        a.key,
        { name: a.name, widthPx: a.widthPx, heightPx: a.heightPx, dpi: a.dpi, safeInsetPx: a.safeInsetPx, layers: [] },
      ]),
    ),
  };
}
