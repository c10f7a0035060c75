import type { Executor } from '../../db';

/** Where a line's supply price comes from (see docs/statistics.md). */
export interface PricedLine {
  templateId: number | null;
  variantId: number | null;
  productSkuId: string;
}

export type PriceOf = (line: PricedLine) => number | null;

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/**
 * The supply price (申报价, fen) of each line. Temu's stock-up order (bg.purchaseorderv2.get) carries no price, so a
 * line is priced by what PodBench declared for its SKU: the seller's listing template's SKU for the line's blank
 * variant (`temu_templates.skus[].priceFen`, matched through the `PB-T…-V…` code), else the synced online product's
 * SKU (`temu_online_products.skcs[].skus[].supplierPrice` by Temu's SKU id). Only the seller's own templates and
 * products are read; a line priced by neither is "unpriced".
 */
export async function supplyPrices(db: Executor, mainId: number, lines: readonly PricedLine[]): Promise<PriceOf> {
  const templateIds = new Set<number>();
  for (const l of lines) if (l.templateId !== null) templateIds.add(l.templateId);
  const byVariant = new Map<string, number>();
  if (templateIds.size) {
    const rows = await db
      .selectFrom('temu_templates')
      .select(['id', 'skus'])
      .where('main_id', '=', mainId)
      .where('id', 'in', [...templateIds])
      .execute();
    for (const r of rows) {
      for (const k of parse<Array<{ variantId?: number; priceFen?: number }>>(r.skus, [])) {
        if (typeof k.variantId === 'number' && typeof k.priceFen === 'number' && k.priceFen > 0)
          byVariant.set(`${Number(r.id)}:${k.variantId}`, k.priceFen);
      }
    }
  }
  const fromTemplate = (l: PricedLine) =>
    l.templateId !== null && l.variantId !== null ? (byVariant.get(`${l.templateId}:${l.variantId}`) ?? null) : null;

  let bySku: Map<string, number> | null = null;
  const needsOnline = lines.some((l) => fromTemplate(l) === null);
  if (needsOnline) {
    bySku = new Map();
    const rows = await db.selectFrom('temu_online_products').select('skcs').where('main_id', '=', mainId).execute();
    for (const r of rows) {
      for (const skc of parse<Array<{ skus?: Array<{ productSkuId?: string; supplierPrice?: number | null }> }>>(
        r.skcs,
        [],
      ))
        for (const k of skc.skus ?? [])
          if (k.productSkuId && typeof k.supplierPrice === 'number' && k.supplierPrice > 0)
            bySku.set(String(k.productSkuId), k.supplierPrice);
    }
  }
  return (l) => fromTemplate(l) ?? bySku?.get(l.productSkuId) ?? null;
}
