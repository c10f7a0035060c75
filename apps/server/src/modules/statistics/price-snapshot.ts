import type { Executor } from '../../db';
import { supplyPrices } from './supply-prices';

interface LineRow {
  template_id: number | null;
  variant_id: number | null;
  product_sku_id: string;
}

/**
 * The order sync's lines with their supply price (申报价, fen) as of now (`supply_price_fen`, migration 0040): the
 * template SKU's price, else the online product SKU's (supply-prices.ts), null when neither prices it. Statistics
 * count a line's sales at this snapshot, so a later price change does not move past sales. An unpaid order's lines
 * are rewritten (and repriced) on each sync; once paid they and their price stay.
 */
export async function withSupplyPrices<T extends LineRow>(
  db: Executor,
  mainId: number,
  rows: readonly T[],
): Promise<Array<T & { supply_price_fen: number | null }>> {
  if (!rows.length) return [];
  const price = await supplyPrices(
    db,
    mainId,
    rows.map((r) => ({ templateId: r.template_id, variantId: r.variant_id, productSkuId: r.product_sku_id })),
  );
  return rows.map((r) => ({
    ...r,
    supply_price_fen: price({ templateId: r.template_id, variantId: r.variant_id, productSkuId: r.product_sku_id }),
  }));
}
