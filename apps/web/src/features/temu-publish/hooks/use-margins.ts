import { marginProblems, type TemuOrderCost, type TemuTemplateSku } from '@podbench/contract';
import { useMemo } from 'react';
import { useSellerSettings } from '@/shared/api/seller-settings';
import { useSkuCosts } from '../api/sku-costs';

export interface Margins {
  /** variant id → production cost of one piece. */
  costs: Map<number, TemuOrderCost>;
  /** variant id → total (what checkTemuTemplate's below-cost rule compares with), null until loaded. */
  totals: Record<number, number> | null;
  discountPercent: number;
  floorPercent: number;
  /** SKUs under the seller's margin floor: warnings, publishing is still allowed. */
  warnings: { field: string; message: string }[];
}

/** Production cost, profit and the margin floor of the template's SKUs, as the seller edits prices. */
export function useMargins(skus: TemuTemplateSku[]): Margins {
  const q = useSkuCosts(skus.map((s) => s.variantId));
  const settings = useSellerSettings();
  const floorPercent = settings.data?.marginFloorPercent ?? q.data?.marginFloorPercent ?? 0;
  return useMemo(() => {
    const costs = new Map((q.data?.costs ?? []).map((c) => [c.variantId, c.cost]));
    const totals = q.data ? Object.fromEntries([...costs].map(([id, c]) => [id, c.totalFen])) : null;
    const warnings = totals ? marginProblems(skus, totals, floorPercent).warnings : [];
    return { costs, totals, discountPercent: q.data?.discountPercent ?? 0, floorPercent, warnings };
  }, [q.data, skus, floorPercent]);
}
