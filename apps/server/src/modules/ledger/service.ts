import { sql } from 'kysely';
import type { Executor } from '../../db';
import { AppError } from '../../lib/app-error';

/** Ledger entry types (spec: 充值, 开通会员, 订单支付, 退款, 提现 and its reversal, 调整). */
export const LedgerType = {
  RECHARGE: '充值',
  VIP: '开通会员',
  ORDER_PAY: '订单支付',
  REFUND: '退款',
  WITHDRAW: '提现',
  WITHDRAW_REVERSAL: '提现退回',
  ADJUST: '调整',
} as const;
export type LedgerType = (typeof LedgerType)[keyof typeof LedgerType];

export interface BalanceChange {
  mainId: number;
  type: LedgerType;
  /** Signed fen: positive credits, negative debits. */
  amountFen: number;
  /** A reference moves money once per type: (refType, refId, type) is unique. */
  refType: string;
  refId: string;
  remark?: string;
  operatorId?: number | null;
}

/**
 * Moves money and writes its ledger row. Call inside a transaction. The conditional update makes a
 * concurrent debit that would overdraw fail instead of going negative; the unique reference makes a
 * replay fail instead of moving money twice.
 */
export async function applyBalanceChange(trx: Executor, c: BalanceChange): Promise<{ balanceAfterFen: number }> {
  if (!Number.isSafeInteger(c.amountFen) || c.amountFen === 0) throw new AppError(400, '金额必须是非零整数（分）');
  const updated = await trx
    .updateTable('users')
    .set({ balance_fen: sql<number>`balance_fen + ${c.amountFen}`, updated_at: Date.now() })
    .where('id', '=', c.mainId)
    .where('main_id', '=', c.mainId)
    .where(sql<boolean>`balance_fen + ${c.amountFen} >= 0`)
    .returning('balance_fen')
    .executeTakeFirst();
  if (!updated) throw new AppError(409, c.amountFen < 0 ? '账户余额不足' : '账户不存在');
  await trx
    .insertInto('account_ledger')
    .values({
      main_id: c.mainId,
      type: c.type,
      amount_fen: c.amountFen,
      balance_after_fen: Number(updated.balance_fen),
      ref_type: c.refType,
      ref_id: c.refId,
      remark: c.remark ?? '',
      operator_id: c.operatorId ?? null,
      created_at: Date.now(),
    })
    .execute();
  return { balanceAfterFen: Number(updated.balance_fen) };
}
