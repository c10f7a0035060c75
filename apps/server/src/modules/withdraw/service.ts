import { writeAudit } from '../audit/service';
import { notifyWithdrawReviewed } from '../notification/hooks';
import { LedgerType, type Withdrawal, type WithdrawApplyBody, WithdrawStatus } from '@podbench/contract';
import type { Db, Executor } from '../../db';
import { conflict, notFound } from '../../lib/app-error';
import type { SellerScope } from '../ledger/seller-scope';
import { applyBalanceChange } from '../ledger/service';
import { toWithdrawal } from './mapping';
import { findWithdrawal, findWithdrawalOfMain, insertWithdrawal, reviewPendingWithdrawal } from './repository';

/**
 * Records the application and holds its amount with a 提现 ledger row (ref 'withdraw'/id) in one transaction: the
 * balance drops at once, and a 409 '余额不足' (with the shortfall) leaves neither row behind.
 */
export async function applyWithdrawal(db: Db, scope: SellerScope, body: WithdrawApplyBody): Promise<Withdrawal> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const id = await insertWithdrawal(trx, {
      main_id: scope.mainId,
      user_id: scope.userId,
      amount_fen: body.amountFen,
      payee_type: body.payeeType,
      payee_name: body.payeeName,
      payee_account: body.payeeAccount,
      status: WithdrawStatus.PENDING,
      created_at: now,
      updated_at: now,
    });
    await applyBalanceChange(trx, {
      mainId: scope.mainId,
      type: LedgerType.WITHDRAW,
      amountFen: -body.amountFen,
      refType: 'withdraw',
      refId: String(id),
      remark: '提现申请（待审核）',
      operatorId: scope.userId,
    });
    const row = await findWithdrawal(trx, id);
    if (!row) throw new Error('withdrawal vanished');
    return toWithdrawal(row);
  });
}

async function pendingOrThrow(db: Executor, id: number) {
  const w = await findWithdrawal(db, id);
  if (!w) throw notFound('提现申请不存在');
  if (w.status !== WithdrawStatus.PENDING) throw conflict(`该提现申请已处理（${w.status}）`);
  return w;
}

/** The operator has paid out: the hold becomes final (no money moves now). */
export async function approveWithdrawal(db: Db, reviewerId: number, id: number, payoutReference: string) {
  return db.transaction().execute(async (trx) => {
    await pendingOrThrow(trx, id);
    const now = Date.now();
    const patch = { status: WithdrawStatus.PAID, payout_reference: payoutReference, reviewer_id: reviewerId };
    if (!(await reviewPendingWithdrawal(trx, id, { ...patch, reviewed_at: now, updated_at: now }))) {
      throw conflict('该提现申请已处理');
    }
    const after = toWithdrawal((await findWithdrawal(trx, id))!);
    await notifyWithdrawReviewed(trx, id);
    await writeAudit(trx, {
      operatorId: reviewerId,
      action: 'withdraw.approve',
      targetType: 'withdraw',
      targetId: id,
      before: { status: WithdrawStatus.PENDING },
      after: { status: after.status, payoutReference },
    });
    return after;
  });
}

/**
 * Rejection returns the held amount with a 提现退回 row. The pending → rejected gate and the ledger reference
 * ('withdraw'/id, 提现退回) each allow it once, so a double click or a concurrent approve cannot pay back twice.
 */
export async function rejectWithdrawal(db: Db, reviewerId: number, id: number, reason: string) {
  return db.transaction().execute(async (trx) => {
    const w = await pendingOrThrow(trx, id);
    const now = Date.now();
    const patch = {
      status: WithdrawStatus.REJECTED,
      reason,
      reviewer_id: reviewerId,
      reviewed_at: now,
      updated_at: now,
    };
    if (!(await reviewPendingWithdrawal(trx, id, patch))) throw conflict('该提现申请已处理');
    await applyBalanceChange(trx, {
      mainId: Number(w.main_id),
      type: LedgerType.WITHDRAW_REVERSAL,
      amountFen: Number(w.amount_fen),
      refType: 'withdraw',
      refId: String(id),
      remark: `提现驳回：${reason}`,
      operatorId: reviewerId,
    });
    const after = toWithdrawal((await findWithdrawal(trx, id))!);
    await notifyWithdrawReviewed(trx, id);
    await writeAudit(trx, {
      operatorId: reviewerId,
      action: 'withdraw.reject',
      targetType: 'withdraw',
      targetId: id,
      before: { status: WithdrawStatus.PENDING, amountFen: Number(w.amount_fen) },
      after: { status: after.status, reason },
    });
    return after;
  });
}

/**
 * The applicant's account takes back a 待审核 application (issue 21 §6): pending → 已取消 once (the same conditional
 * update as a review, so a cancel racing an approval ends in exactly one of them), and the held amount comes back
 * with a 提现退回 row under the application's reference, which a rejection would also use: it is returned at most once.
 * Another account's application reads as not found.
 */
export async function cancelWithdrawal(db: Db, scope: SellerScope, id: number): Promise<Withdrawal> {
  return db.transaction().execute(async (trx) => {
    const w = await findWithdrawalOfMain(trx, scope.mainId, id);
    if (!w) throw notFound('提现申请不存在');
    if (w.status !== WithdrawStatus.PENDING)
      throw conflict(`该提现申请已${w.status === WithdrawStatus.CANCELLED ? '取消' : '处理'}，不能取消`);
    const now = Date.now();
    const patch = { status: WithdrawStatus.CANCELLED, reason: '申请人取消', reviewed_at: now, updated_at: now };
    if (!(await reviewPendingWithdrawal(trx, id, patch))) throw conflict('该提现申请已处理，不能取消');
    await applyBalanceChange(trx, {
      mainId: scope.mainId,
      type: LedgerType.WITHDRAW_REVERSAL,
      amountFen: Number(w.amount_fen),
      refType: 'withdraw',
      refId: String(id),
      remark: '提现取消，冻结金额退回',
      operatorId: scope.userId,
    });
    return toWithdrawal((await findWithdrawal(trx, id))!);
  });
}
