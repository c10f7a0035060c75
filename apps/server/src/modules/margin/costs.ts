import { skuProductionCost, type TemuOrderCost } from '@podbench/contract';
import type { Executor } from '../../db';
import { getVipBenefits } from '../vip/benefits';

/**
 * Each blank variant's production cost for one piece at the seller's current VIP discount — through
 * skuProductionCost, i.e. the same computeTemuOrderCost that prices an order when it is paid — from the
 * catalogue's base cost (size + colour surcharge) and weight now. Unknown variants are left out.
 */
export async function variantCosts(db: Executor, mainId: number, variantIds: readonly number[]) {
  const { discountPercent } = await getVipBenefits(db, mainId);
  const ids = [...new Set(variantIds)];
  const costs = new Map<number, TemuOrderCost>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('blank_variants')
      .select(['id', 'base_cost_fen', 'weight_g'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      costs.set(Number(r.id), skuProductionCost(Number(r.base_cost_fen), Number(r.weight_g), discountPercent));
    }
  }
  return { discountPercent, costs };
}

/** variant id → production cost (fen) for checkTemuTemplate's below-cost rule. */
export async function costTotals(
  db: Executor,
  mainId: number,
  skus: readonly { variantId: number }[],
): Promise<Record<number, number>> {
  const { costs } = await variantCosts(
    db,
    mainId,
    skus.map((s) => s.variantId),
  );
  return Object.fromEntries([...costs].map(([id, c]) => [id, c.totalFen]));
}
