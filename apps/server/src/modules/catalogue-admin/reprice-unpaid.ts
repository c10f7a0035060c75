import { computeTemuOrderCost } from '@podbench/contract';
import type { Executor } from '../../db';
import { getVipBenefits } from '../vip/benefits';

const CHUNK = 500;

/**
 * The catalogue's cost rule for stock-up orders: an order's lines carry the variant's base cost and weight, and its
 * cost columns are what it would charge. Until it is paid that follows the catalogue — a changed variant re-prices
 * every unpaid order holding it (with the seller's current discount, as paying would); from payment on the order
 * keeps what it was charged (`paid_fen`, cost columns, lines), whatever the catalogue says later.
 * Runs in the operator's transaction; returns how many orders were re-priced.
 */
export async function repriceUnpaidOrders(
  trx: Executor,
  variantId: number,
  unit: { costFen: number; weightG: number },
): Promise<number> {
  const ids = (
    await trx
      .selectFrom('temu_order_lines as l')
      .innerJoin('temu_orders as o', 'o.id', 'l.order_id')
      .select('o.id')
      .distinct()
      .where('l.variant_id', '=', variantId)
      .where('o.state', '=', 'unpaid')
      .where('o.pay_ledger_id', 'is', null)
      .execute()
  ).map((r) => Number(r.id));
  const discounts = new Map<number, number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    await trx
      .updateTable('temu_order_lines')
      .set({ unit_cost_fen: unit.costFen, weight_g: unit.weightG })
      .where('variant_id', '=', variantId)
      .where('order_id', 'in', chunk)
      .execute();
    const [orders, lines] = await Promise.all([
      trx.selectFrom('temu_orders').select(['id', 'main_id', 'matched']).where('id', 'in', chunk).execute(),
      trx
        .selectFrom('temu_order_lines')
        .select(['order_id', 'unit_cost_fen', 'quantity', 'weight_g'])
        .where('order_id', 'in', chunk)
        .execute(),
    ]);
    for (const o of orders) {
      if (Number(o.matched) !== 1) continue;
      const mainId = Number(o.main_id);
      if (!discounts.has(mainId)) discounts.set(mainId, (await getVipBenefits(trx, mainId)).discountPercent);
      const cost = computeTemuOrderCost(
        lines
          .filter((l) => Number(l.order_id) === Number(o.id))
          .map((l) => ({
            unitCostFen: Number(l.unit_cost_fen ?? 0),
            quantity: Number(l.quantity),
            weightG: Number(l.weight_g ?? 0),
          })),
        discounts.get(mainId) ?? 0,
      );
      await trx
        .updateTable('temu_orders')
        .set({
          base_cost_fen: cost.baseCostFen,
          discount_fen: cost.discountFen,
          packing_fen: cost.packingFen,
          shipping_fen: cost.shippingFen,
          total_fen: cost.totalFen,
          updated_at: Date.now(),
        })
        .where('id', '=', Number(o.id))
        .where('state', '=', 'unpaid')
        .where('pay_ledger_id', 'is', null)
        .execute();
    }
  }
  return ids.length;
}
