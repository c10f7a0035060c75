import type { TemuOrderPreview } from '@podbench/contract';
import type { Executor } from '../../db';
import { queueByDeadline } from './batch-pay';
import { readBalance } from '../ledger/repository';
import { stateOf } from './repository';

/**
 * What the pay page shows before paying: each asked order's cost now (current VIP discount), whether it can be
 * paid and its pay deadline, oldest deadline first — the order a partial pay spends the balance in — with the total
 * against the balance.
 */
export async function previewPayment(db: Executor, mainId: number, ids: number[]): Promise<TemuOrderPreview> {
  const [{ queued, discountPercent }, balanceFen] = await Promise.all([
    queueByDeadline(db, mainId, ids),
    readBalance(db, mainId),
  ]);
  const totalFen = queued.filter((p) => p.reason === null).reduce((n, p) => n + p.cost.totalFen, 0);
  return {
    orders: queued.map((p) => ({
      id: p.id,
      subPurchaseOrderSn: p.o.sub_purchase_order_sn,
      state: stateOf(p.o.state),
      cost: p.alreadyPaid
        ? {
            baseCostFen: Number(p.o.base_cost_fen),
            discountFen: Number(p.o.discount_fen),
            packingFen: Number(p.o.packing_fen),
            shippingFen: Number(p.o.shipping_fen),
            totalFen: Number(p.o.total_fen),
          }
        : p.cost,
      payable: p.reason === null,
      reason: p.reason,
      payDeadlineAt: p.payDeadlineAt,
    })),
    discountPercent,
    totalFen,
    balanceFen,
    shortfallFen: Math.max(0, totalFen - balanceFen),
  };
}
