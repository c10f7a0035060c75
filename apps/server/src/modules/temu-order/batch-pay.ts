import {
  byPayDeadline,
  type InsufficientBalanceData,
  LedgerType,
  payDeadlineOf,
  type TemuOrderLeft,
  type TemuOrderPartialPayResult,
} from '@podbench/contract';
import type { Executor } from '../../db';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { lockAccountBalance } from '../ledger/repository';
import { applyBalanceChange } from '../ledger/service';
import { orderExtras } from './order-extras';
import { ORDER_LEDGER_REF } from './repository';
import { insufficient, type Priced, price } from './service';
import { type Actor, moveOrder } from './transition';

const yuan = (fen: number) => (fen / 100).toFixed(2);

export interface Queued extends Priced {
  id: number;
  purchaseTime: number;
  payDeadlineAt: number | null;
}

/**
 * The priced orders with their pay deadlines, oldest deadline first (the order the balance is spent in), and the
 * VIP discount they were priced at.
 */
export async function queueByDeadline(trx: Executor, mainId: number, ids: number[]) {
  const { priced, discountPercent } = await price(trx, mainId, ids);
  const extras = await orderExtras(
    trx,
    priced.map((p) => Number(p.o.id)),
  );
  const queued: Queued[] = priced.map((p) => ({
    ...p,
    id: Number(p.o.id),
    purchaseTime: Number(p.o.purchase_time),
    payDeadlineAt: payDeadlineOf(
      p.o.expect_deliver_at === null ? null : Number(p.o.expect_deliver_at),
      extras.get(Number(p.o.id))?.productionDays ?? 0,
    ),
  }));
  return { queued: queued.sort(byPayDeadline), discountPercent };
}

/**
 * Debits one priced order (its 订单支付 ledger row keyed by the order id, insert-once) and moves it 待支付 → 待生产,
 * inside the caller's transaction, which holds the account lock. Answers the amount charged (0 when the ledger row
 * existed: never charged twice).
 */
export async function chargeOrder(trx: Executor, mainId: number, p: Priced, who: Actor, now: number) {
  if (p.cost.totalFen <= 0) throw badRequest(`订单 ${p.o.sub_purchase_order_sn} 金额异常，无法支付`);
  const r = await applyBalanceChange(trx, {
    mainId,
    type: LedgerType.ORDER_PAY,
    amountFen: -p.cost.totalFen,
    refType: ORDER_LEDGER_REF,
    refId: String(p.o.id),
    remark: `备货单 ${p.o.sub_purchase_order_sn}${who.actor === 'system' ? '（自动支付）' : ''}`,
    operatorId: who.actorId ?? null,
  }).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 409 && err.data && 'shortfallFen' in err.data) {
      throw insufficient(err.data as InsufficientBalanceData);
    }
    throw err;
  });
  const moved = await moveOrder(
    trx,
    p.o,
    'to_produce',
    { ...who, remark: `${who.remark ?? '余额支付'} ¥${yuan(p.cost.totalFen)}` },
    {
      paid_fen: p.cost.totalFen,
      pay_ledger_id: r.ledgerId,
      paid_at: now,
      base_cost_fen: p.cost.baseCostFen,
      discount_fen: p.cost.discountFen,
      packing_fen: p.cost.packingFen,
      shipping_fen: p.cost.shippingFen,
      total_fen: p.cost.totalFen,
    },
    now,
  );
  // The order changed under us (Temu cancelled it a moment ago): roll the whole payment back.
  if (!moved) throw conflict(`订单 ${p.o.sub_purchase_order_sn} 状态刚刚变化，请刷新后重试`);
  return { chargedFen: r.applied ? p.cost.totalFen : 0, balanceAfterFen: r.balanceAfterFen };
}

const leftOf = (q: Queued, reason: string): TemuOrderLeft => ({
  id: q.id,
  subPurchaseOrderSn: q.o.sub_purchase_order_sn,
  totalFen: q.cost.totalFen,
  payDeadlineAt: q.payDeadlineAt,
  reason,
});

/**
 * Pays what the balance covers, oldest pay deadline first, in one transaction under the account lock: the orders
 * are taken in deadline order until the first one the remaining balance does not cover; that one and every later
 * one are left (余额不足), so an order is never passed over for a later, cheaper one. Orders that cannot be paid
 * (unmatched, not 待支付) are left with their reason; orders already paid are counted, never charged again.
 */
export async function payOrdersPartial(
  db: Executor,
  mainId: number,
  userId: number,
  ids: number[],
): Promise<TemuOrderPartialPayResult> {
  return db.transaction().execute(async (trx) => {
    const balanceFen = await lockAccountBalance(trx, mainId);
    if (balanceFen === null) throw notFound('资金账户不存在');
    const { queued } = await queueByDeadline(trx, mainId, ids);
    const now = Date.now();
    let balance = balanceFen;
    let charged = 0;
    let stopped = false;
    const paidIds: number[] = [];
    const left: TemuOrderLeft[] = [];
    for (const q of queued) {
      if (q.alreadyPaid) continue;
      if (q.reason !== null) {
        left.push(leftOf(q, q.reason));
        continue;
      }
      if (stopped || q.cost.totalFen > balance) {
        stopped = true;
        left.push(leftOf(q, '余额不足'));
        continue;
      }
      const r = await chargeOrder(trx, mainId, q, { actor: 'seller', actorId: userId }, now);
      balance = r.balanceAfterFen;
      charged += r.chargedFen;
      paidIds.push(q.id);
    }
    const leftFen = left.filter((l) => l.reason === '余额不足').reduce((n, l) => n + l.totalFen, 0);
    return {
      paid: paidIds.length,
      alreadyPaid: queued.filter((q) => q.alreadyPaid).length,
      chargedFen: charged,
      balanceFen: balance,
      paidIds,
      left,
      leftFen,
    };
  });
}
