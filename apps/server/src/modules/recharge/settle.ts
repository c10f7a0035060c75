import {
  FundsExceptionKind,
  type FundsExceptionSource,
  LedgerType,
  PAY_METHOD_LABELS,
  type PayMethod,
  RechargePurpose,
  RechargeStatus,
  shanghaiDateTime,
} from '@podbench/contract';
import type { Db, Executor } from '../../db';
import type { RechargeOrderRow } from '../../db/schema-money';
import { AppError } from '../../lib/app-error';
import { applyBalanceChange } from '../ledger/service';
import type { PaymentProvider, VerifiedNotification } from '../payment/provider';
import { purchaseVip } from '../vip/purchase';
import { findPlan } from '../vip/repository';
import { recordFundsException } from './funds-exceptions';
import { endPendingOrder, expirePendingOrder, findOrderByTradeNo, markLatePaid, markOrderPaid } from './repository';

/** A payment made just before the deadline may be notified a little after it: such orders are still credited. */
export const NOTIFY_GRACE_MS = 10 * 60_000;

export interface SettleOutcome {
  credited: boolean;
  /** Recorded in the notification log. */
  reason: string;
  /** Worth a warning: the notification was verified but contradicts our order. */
  suspicious: boolean;
}

export const QUERY_STATE_TEXT = { paid: '已支付', open: '未支付', closed: '已关闭', missing: '无此交易' } as const;

const done = (credited: boolean, reason: string): SettleOutcome => ({ credited, reason, suspicious: false });
const refuse = (reason: string): SettleOutcome => ({ credited: false, reason, suspicious: true });

/** The provider's word that it took money for one of our order numbers (a verified notification or a query). */
export interface ProviderPayment {
  outTradeNo: string;
  amountFen: number;
  providerTradeNo: string;
}

/**
 * Applies a verified notification to its order. On time (pending, within deadline + grace) it credits (充值, ref
 * 'recharge'/outTradeNo) and, for a VIP order, buys the plan in the same transaction — as before.
 *
 * Late (pending past deadline + grace, expired or closed) it no longer drops the money: the provider took it, so
 * the payment is confirmed with the provider's own order query and then credited through {@link creditLatePayment}
 * (a 逾期到账 funds exception records it). A query that cannot be made throws, so the notification is answered
 * with a failure and the provider resends; a query that does not confirm the payment records 渠道未确认 instead.
 * A verified notification that contradicts the order (amount, method, unknown number) credits nothing and is
 * recorded for an operator. Replays find the order paid, or lose the race on the status gate and the ledger's
 * insert-once reference, and change nothing.
 */
export async function settlePayment(
  db: Db,
  provider: Pick<PaymentProvider, 'method' | 'queryTrade'>,
  n: VerifiedNotification,
): Promise<SettleOutcome> {
  const method = provider.method;
  if (!n.paid) {
    return db.transaction().execute(async (trx) => {
      const order = await findOrderByTradeNo(trx, n.outTradeNo);
      if (!order) return refuse('订单不存在');
      if (order.method !== method) return refuse('支付方式与订单不符');
      if (n.closed && (await endPendingOrder(trx, order.id, RechargeStatus.CLOSED, Date.now())))
        return done(false, '交易已关闭');
      return done(false, n.closed ? '交易已关闭，订单状态未变' : '交易未完成，已忽略');
    });
  }
  const payment = { outTradeNo: n.outTradeNo, amountFen: n.amountFen, providerTradeNo: n.providerTradeNo };
  const order = await findOrderByTradeNo(db, n.outTradeNo);
  const mismatch = await recordMismatch(db, method, order, payment, 'notify');
  if (mismatch) return mismatch;
  if (!order) throw new Error('unreachable: recordMismatch handles a missing order');
  if (order.status === RechargeStatus.PAID) return done(false, '重复通知，此前已入账');

  const onTime = order.status === RechargeStatus.PENDING && Date.now() <= Number(order.expires_at) + NOTIFY_GRACE_MS;
  if (onTime) return settleOnTime(db, method, order, payment);

  // Late: the signature says the provider took the money; its order query must say so too before we credit.
  // A pending order past its deadline is expired first (and left due for the sweep's query, should this one fail).
  if (order.status === RechargeStatus.PENDING && (await expirePendingOrder(db, order.id, Date.now()))) {
    order.status = RechargeStatus.EXPIRED;
  }
  const q = await provider.queryTrade(order.out_trade_no);
  if (q.state === 'paid' && q.amountFen === payment.amountFen) {
    return creditLatePayment(
      db,
      method,
      order,
      { ...payment, providerTradeNo: q.providerTradeNo || n.providerTradeNo },
      'notify',
    );
  }
  const said = `${QUERY_STATE_TEXT[q.state]}${q.amountFen === null ? '' : `（${q.amountFen} 分）`}`;
  await recordFundsException(db, {
    kind: FundsExceptionKind.UNCONFIRMED,
    source: 'notify',
    outTradeNo: order.out_trade_no,
    method,
    mainId: Number(order.main_id),
    amountFen: Number(order.amount_fen),
    paidFen: payment.amountFen,
    credited: false,
    providerTradeNo: payment.providerTradeNo,
    detail: `订单${order.status}后收到支付成功通知，但渠道查询结果为「${said}」，未入账，请与渠道核对`,
  });
  return refuse(`订单${order.status}后的支付通知未获渠道查询确认（渠道：${said}），未入账，已记录资金异常`);
}

/**
 * A payment that contradicts our order (unknown number, another provider, another amount): nothing is credited,
 * the money is recorded for an operator. Returns null when the payment matches the order.
 */
export async function recordMismatch(
  db: Executor,
  method: PayMethod,
  order: RechargeOrderRow | undefined,
  p: ProviderPayment,
  source: FundsExceptionSource,
): Promise<SettleOutcome | null> {
  const base = {
    source,
    outTradeNo: p.outTradeNo,
    method,
    paidFen: p.amountFen,
    credited: false,
    providerTradeNo: p.providerTradeNo,
  };
  if (!order) {
    await recordFundsException(db, {
      ...base,
      kind: FundsExceptionKind.UNKNOWN_ORDER,
      mainId: 0,
      amountFen: 0,
      detail: `渠道称已收款 ${p.amountFen} 分，但本系统没有这个订单号`,
    });
    return refuse('订单不存在');
  }
  const ours = { mainId: Number(order.main_id), amountFen: Number(order.amount_fen) };
  if (order.method !== method) {
    await recordFundsException(db, {
      ...base,
      ...ours,
      kind: FundsExceptionKind.METHOD_MISMATCH,
      detail: `订单以${PAY_METHOD_LABELS[order.method as PayMethod] ?? order.method}创建，却收到${PAY_METHOD_LABELS[method]}的支付成功通知，未入账`,
    });
    return refuse('支付方式与订单不符');
  }
  if (p.amountFen !== ours.amountFen) {
    await recordFundsException(db, {
      ...base,
      ...ours,
      kind: FundsExceptionKind.AMOUNT_MISMATCH,
      detail: `渠道收款 ${p.amountFen} 分，订单金额 ${ours.amountFen} 分，未入账`,
    });
    return refuse(`金额不符：通知 ${p.amountFen} 分，订单 ${ours.amountFen} 分`);
  }
  return null;
}

async function settleOnTime(db: Db, method: PayMethod, order: RechargeOrderRow, p: ProviderPayment) {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    if (!(await markOrderPaid(trx, order.id, p.providerTradeNo, now))) return done(false, '重复通知，此前已入账');
    const amountFen = Number(order.amount_fen);
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
    const vipNotOpened = async (why: string) => {
      await recordFundsException(trx, {
        kind: FundsExceptionKind.VIP_NOT_OPENED,
        source: 'notify',
        outTradeNo: order.out_trade_no,
        method,
        mainId: Number(order.main_id),
        amountFen,
        paidFen: p.amountFen,
        credited: true,
        providerTradeNo: p.providerTradeNo,
        detail: `会员订单已付款并入账，但会员未开通（${why}），金额留在余额`,
      });
      return refuse(`已入账，会员未开通（${why}），金额留在余额`);
    };
    const plan = await findPlan(trx, Number(order.vip_plan_id));
    if (!plan) return vipNotOpened('会员套餐已不存在');
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
      if (err instanceof AppError) return vipNotOpened(err.message);
      throw err;
    }
    return done(credit.applied, '已入账，会员已开通');
  });
}

/**
 * Credits a payment the provider confirmed after the order's deadline + grace (by a late notification or by the
 * sweep's query): the order becomes 已支付 (from 待支付, 已过期 or 已关闭, once), the amount goes to the balance
 * through applyBalanceChange with the order's usual reference, and a 逾期到账 funds exception records it — all in
 * one transaction. A VIP order's plan is not bought this late (its price, the seller's level and intent may all
 * have changed since): the amount stays on the balance and the exception says so.
 */
export async function creditLatePayment(
  db: Db,
  method: PayMethod,
  order: RechargeOrderRow,
  p: ProviderPayment,
  source: FundsExceptionSource,
): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    if (!(await markLatePaid(trx, order.id, p.providerTradeNo, now))) return done(false, '重复通知，此前已入账');
    const amountFen = Number(order.amount_fen);
    const vip = order.purpose === RechargePurpose.VIP;
    const credit = await applyBalanceChange(trx, {
      mainId: Number(order.main_id),
      type: LedgerType.RECHARGE,
      amountFen,
      refType: 'recharge',
      refId: order.out_trade_no,
      remark: `${PAY_METHOD_LABELS[method]}${vip ? '支付（会员订单逾期到账，金额留在余额）' : '充值（逾期到账）'}`,
      operatorId: Number(order.user_id),
    });
    const how = source === 'notify' ? '渠道逾期通知' : '主动查询渠道';
    await recordFundsException(trx, {
      kind: FundsExceptionKind.LATE_CREDITED,
      source,
      outTradeNo: order.out_trade_no,
      method,
      mainId: Number(order.main_id),
      amountFen,
      paidFen: p.amountFen,
      credited: true,
      providerTradeNo: p.providerTradeNo,
      detail:
        `订单 ${shanghaiDateTime(Number(order.expires_at))} 截止，${how}确认已付款（订单当时${order.status}），已计入余额` +
        (vip ? '；会员未自动开通，金额留在余额' : ''),
    });
    return done(credit.applied, `逾期到账：已入账（${how}），已记录资金异常`);
  });
}
