import { LedgerType, PAY_METHOD_LABELS, type PayMethod, RechargePurpose, RechargeStatus } from '@podbench/contract';
import type { Db } from '../../db';
import { AppError } from '../../lib/app-error';
import { applyBalanceChange } from '../ledger/service';
import type { VerifiedNotification } from '../payment/provider';
import { purchaseVip } from '../vip/purchase';
import { findPlan } from '../vip/repository';
import { endPendingOrder, findOrderByTradeNo, markOrderPaid } from './repository';

/** A payment made just before the deadline may be notified a little after it: such orders are still credited. */
export const NOTIFY_GRACE_MS = 10 * 60_000;

export interface SettleOutcome {
  credited: boolean;
  /** Recorded in the notification log. */
  reason: string;
  /** Worth a warning: the notification was verified but contradicts our order. */
  suspicious: boolean;
}

const done = (credited: boolean, reason: string): SettleOutcome => ({ credited, reason, suspicious: false });
const refuse = (reason: string): SettleOutcome => ({ credited: false, reason, suspicious: true });

/**
 * Applies a verified notification to its order in one transaction. Credits (充值, ref 'recharge'/outTradeNo) only
 * when the order exists, was opened with this provider, the amount matches to the fen, and it is still pending and
 * not past its deadline plus grace; a VIP order then buys its plan from the credited amount in the same
 * transaction. Replays find the order paid (or lose the race on the pending → paid gate) and change nothing.
 */
export async function settlePayment(db: Db, method: PayMethod, n: VerifiedNotification): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await findOrderByTradeNo(trx, n.outTradeNo);
    if (!order) return refuse('订单不存在');
    if (order.method !== method) return refuse('支付方式与订单不符');
    const now = Date.now();
    if (!n.paid) {
      if (n.closed && (await endPendingOrder(trx, order.id, RechargeStatus.CLOSED, now)))
        return done(false, '交易已关闭');
      return done(false, n.closed ? '交易已关闭，订单状态未变' : '交易未完成，已忽略');
    }
    const amountFen = Number(order.amount_fen);
    if (n.amountFen !== amountFen) return refuse(`金额不符：通知 ${n.amountFen} 分，订单 ${amountFen} 分`);
    if (order.status === RechargeStatus.PAID) return done(false, '重复通知，此前已入账');
    if (order.status !== RechargeStatus.PENDING) return refuse(`订单${order.status}，未入账`);
    if (now > Number(order.expires_at) + NOTIFY_GRACE_MS) {
      await endPendingOrder(trx, order.id, RechargeStatus.EXPIRED, now);
      return refuse('订单已过期，未入账');
    }
    if (!(await markOrderPaid(trx, order.id, n.providerTradeNo, now))) return done(false, '重复通知，此前已入账');

    const vip = order.purpose === RechargePurpose.VIP;
    const credit = await applyBalanceChange(trx, {
      mainId: Number(order.main_id),
      type: LedgerType.RECHARGE,
      amountFen,
      refType: 'recharge',
      refId: order.out_trade_no,
      remark: `${PAY_METHOD_LABELS[method]}${vip ? '支付（开通会员）' : '充值'}`,
      operatorId: Number(order.user_id),
    });
    if (!vip || order.vip_plan_id === null) return done(credit.applied, '已入账');
    const plan = await findPlan(trx, Number(order.vip_plan_id));
    if (!plan) return refuse('已入账，会员套餐已不存在，金额留在余额');
    try {
      await purchaseVip(trx, {
        mainId: Number(order.main_id),
        userId: Number(order.user_id),
        plan,
        priceFen: amountFen,
        purchaseNo: order.out_trade_no,
        payMethod: method,
      });
    } catch (err) {
      // purchaseVip refuses before writing anything, so the credit above stands: the money stays in the balance.
      if (err instanceof AppError) return refuse(`已入账，会员未开通（${err.message}），金额留在余额`);
      throw err;
    }
    return done(credit.applied, '已入账，会员已开通');
  });
}
