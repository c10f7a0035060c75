import type { TemplateImageRef, TemuTemplateBody } from '@podbench/contract';

/** Measurements (衣长, 胸宽, 肩宽) per size: what T恤 (女上装) asks its size chart to hold. */
const MEASURES: Record<string, string[]> = {
  S: ['69', '46', '42'],
  M: ['72', '49', '45'],
  L: ['74', '52', '48'],
  XL: ['76', '55', '51'],
};

/**
 * A ready-to-publish T恤 template (服装 › 女装 › T恤) of `colours` × `sizes` (sizes from S/M/L/XL), with the size chart
 * the category requires: what the benches publish and sell.
 */
export function teeTemplateBody(o: {
  title: string;
  /** The seller's own files (template images are owned references, never storage keys). */
  images: TemplateImageRef[];
  colours: string[];
  sizes: string[];
  variantId: (colourIndex: number, sizeIndex: number) => number;
  priceFen: (sizeIndex: number) => number;
  stock: number;
}): TemuTemplateBody {
  return {
    designId: null,
    title: o.title,
    titleEn: '',
    categoryIds: [26000, 26100, 26110],
    categoryPath: '服装 > 女装 > T恤',
    attributes: [{ name: '材质', value: '棉' }],
    images: o.images,
    skus: o.colours.flatMap((color, ci) =>
      o.sizes.map((size, si) => ({
        variantId: o.variantId(ci, si),
        color,
        size,
        priceFen: o.priceFen(si),
        stock: o.stock,
        weightG: 180,
        lenMm: 300,
        widthMm: 250,
        heightMm: 20,
        baseCostFen: 1800,
      })),
    ),
    technology: { firstType: 10004, twiceTypes: [20027] },
    sizeChart: {
      unit: 'cm',
      columns: ['衣长', '胸宽', '肩宽'],
      rows: o.sizes.map((size) => ({ size, values: MEASURES[size] ?? ['70', '50', '45'] })),
    },
    pricing: { factor: 2, addFen: 0, rounding: 'yuan90' },
  };
}
