import { type AdminWithdrawal, PAYEE_TYPES, type PayeeType, type Withdrawal, WithdrawStatus } from '@podbench/contract';
import type { WithdrawalRow } from '../../db/schema-money';

const payeeType = (v: string): PayeeType => (PAYEE_TYPES as readonly string[]).find((t) => t === v) as PayeeType;
const status = (v: string) => Object.values(WithdrawStatus).find((s) => s === v) ?? WithdrawStatus.PENDING;

export const toWithdrawal = (w: WithdrawalRow): Withdrawal => ({
  id: Number(w.id),
  amountFen: Number(w.amount_fen),
  payeeType: payeeType(w.payee_type),
  payeeName: w.payee_name,
  payeeAccount: w.payee_account,
  status: status(w.status),
  reason: w.reason,
  payoutReference: w.payout_reference,
  createTime: Number(w.created_at),
  reviewTime: w.reviewed_at === null ? null : Number(w.reviewed_at),
});

export const toAdminWithdrawal = (
  w: WithdrawalRow & { main_user_name: string; applicant_name: string | null; reviewer_name: string | null },
): AdminWithdrawal => ({
  ...toWithdrawal(w),
  mainId: Number(w.main_id),
  userName: w.main_user_name,
  applicantName: w.applicant_name ?? '',
  reviewerName: w.reviewer_name ?? '',
});

/** 张三 → 张*, 6222020012345678 → ****5678: what a sub-account without wallet:withdraw sees of a payee. */
export const maskPayee = (w: Withdrawal): Withdrawal => {
  const name = [...w.payeeName];
  return {
    ...w,
    payeeName: name.length <= 1 ? '*' : `${name[0]}${'*'.repeat(Math.min(name.length - 1, 3))}`,
    payeeAccount: `****${w.payeeAccount.slice(-4)}`,
  };
};
