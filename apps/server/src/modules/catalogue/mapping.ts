import {
  type CatalogueViewer,
  type ProductColor,
  type SizeChart,
  sizeChart,
  TECH_FIRST_TYPES,
  TECH_SECOND_TYPES,
  vipPriceFen,
} from '@podbench/contract';
import type { BlankVariantRow } from '../../db/schema-catalogue';

/** Colours and sizes in the variants' order, each once. */
export function colourList(variants: Pick<BlankVariantRow, 'color_name' | 'color_hex'>[]): ProductColor[] {
  const seen = new Map<string, ProductColor>();
  for (const v of variants)
    if (!seen.has(v.color_name)) seen.set(v.color_name, { name: v.color_name, hex: v.color_hex });
  return [...seen.values()];
}

export const sizeList = (variants: Pick<BlankVariantRow, 'size'>[]) => [...new Set(variants.map((v) => v.size))];

export const minCost = (variants: Pick<BlankVariantRow, 'base_cost_fen'>[]) =>
  variants.length ? Math.min(...variants.map((v) => Number(v.base_cost_fen))) : 0;

export const priceFor = (baseFen: number, viewer: CatalogueViewer | null) =>
  viewer ? vipPriceFen(baseFen, viewer.discountPercent) : null;

export const techNames = (first: number, second: number) => ({
  firstType: first,
  firstName: TECH_FIRST_TYPES[first] ?? `工艺 ${first}`,
  secondType: second,
  secondName: TECH_SECOND_TYPES[second] ?? `工艺 ${second}`,
});

export function parseSizeChart(text: string | null): SizeChart | null {
  if (!text) return null;
  try {
    const parsed = sizeChart.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
