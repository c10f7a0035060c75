import { LedgerType, VIP_PERIOD_LABELS } from '@podbench/contract';
import type { Executor } from '../../db';
import type { VipPlanRow } from '../../db/schema-money';
import { notFound } from '../../lib/app-error';
import { lockAccountBalance } from '../ledger/repository';
import { applyBalanceChange } from '../ledger/service';
import { insertPurchase, readVipState, setVip } from './repository';
import { computeVipTerm } from './term';

export interface PurchaseInput {
  mainId: number;
  userId: number;
  plan: VipPlanRow;
  /** What is debited: the plan's price when the order was opened. */
  priceFen: number;
  /** Business number and ledger reference ('vip', purchaseNo): a purchase applies once. */
  purchaseNo: string;
  payMethod: string;
}

export interface PurchaseResult {
  applied: boolean;
  vipType: number;
  vipExpireTime: number;
  balanceFen: number;
}

/**
 * Debits the balance (one 开通会员 ledger row) and extends the membership, in one transaction. The account row is
 * locked first because the new expiry depends on the current one: two concurrent renewals each extend it.
 * Everything that can refuse (unknown account, downgrade, insufficient balance) does so before the first write, so
 * a caller settling a payment may catch the AppError and keep its own writes.
 */
export async function purchaseVip(db: Executor, p: PurchaseInput): Promise<PurchaseResult> {
  if (!db.isTransaction) return db.transaction().execute((trx) => purchaseVip(trx, p));
  if ((await lockAccountBalance(db, p.mainId)) === null) throw notFound('资金账户不存在');
  const state = await readVipState(db, p.mainId);
  if (!state) throw notFound('资金账户不存在');
  const now = Date.now();
  const term = computeVipTerm(state, p.plan, now);
  const periodText = VIP_PERIOD_LABELS[p.plan.period === 'yearly' ? 'yearly' : 'monthly'];
  const debit = await applyBalanceChange(db, {
    mainId: p.mainId,
    type: LedgerType.VIP,
    amountFen: -p.priceFen,
    refType: 'vip',
    refId: p.purchaseNo,
    remark: `${p.plan.name}·${periodText}`,
    operatorId: p.userId,
  });
  if (!debit.applied) {
    return { applied: false, vipType: state.level, vipExpireTime: state.expireTime ?? 0, balanceFen: state.balanceFen };
  }
  await setVip(db, p.mainId, Number(p.plan.level), term.expiresAt, now);
  await insertPurchase(db, {
    purchase_no: p.purchaseNo,
    main_id: p.mainId,
    user_id: p.userId,
    plan_id: Number(p.plan.id),
    level: Number(p.plan.level),
    price_fen: p.priceFen,
    pay_method: p.payMethod,
    action: term.action,
    starts_at: term.startsAt,
    expires_at: term.expiresAt,
    previous_level: state.level,
    previous_expire_time: state.expireTime,
    created_at: now,
  });
  return {
    applied: true,
    vipType: Number(p.plan.level),
    vipExpireTime: term.expiresAt,
    balanceFen: debit.balanceAfterFen,
  };
}
