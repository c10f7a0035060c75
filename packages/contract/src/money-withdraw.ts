import { z } from 'zod';
import { pageQuery, pageResult } from './envelope';

export const WITHDRAW_MIN_FEN = 100;
export const WITHDRAW_MAX_FEN = 100_000_000;

export const WithdrawStatus = { PENDING: '待审核', PAID: '已打款', REJECTED: '已驳回', CANCELLED: '已取消' } as const;
export type WithdrawStatus = (typeof WithdrawStatus)[keyof typeof WithdrawStatus];
const WITHDRAW_STATUSES = [
  WithdrawStatus.PENDING,
  WithdrawStatus.PAID,
  WithdrawStatus.REJECTED,
  WithdrawStatus.CANCELLED,
] as const;

export const PAYEE_TYPES = ['alipay', 'bank', 'wechat'] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];
export const PAYEE_TYPE_LABELS: Record<PayeeType, string> = { alipay: '支付宝', bank: '银行卡', wechat: '微信' };

/** The amount is held (a 提现 ledger row) as soon as the application is accepted. */
export const withdrawApplyBody = z.object({
  amountFen: z
    .number({ error: '请输入提现金额' })
    .int('提现金额必须精确到分')
    .min(WITHDRAW_MIN_FEN, '提现金额最少 ¥1.00')
    .max(WITHDRAW_MAX_FEN, '单笔提现金额过大'),
  payeeType: z.enum(PAYEE_TYPES, { error: '请选择收款方式' }),
  payeeName: z
    .string({ error: '请输入收款人姓名' })
    .trim()
    .min(1, '请输入收款人姓名')
    .max(30, '收款人姓名最多 30 个字符'),
  payeeAccount: z
    .string({ error: '请输入收款账号' })
    .trim()
    .min(3, '请输入正确的收款账号')
    .max(64, '收款账号最多 64 个字符'),
});
export type WithdrawApplyBody = z.infer<typeof withdrawApplyBody>;

export const withdrawal = z.object({
  id: z.number().int(),
  amountFen: z.number().int(),
  payeeType: z.enum(PAYEE_TYPES),
  payeeName: z.string(),
  payeeAccount: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  /** Why it was rejected. */
  reason: z.string(),
  /** The operator's transfer reference once paid out. */
  payoutReference: z.string(),
  createTime: z.number().int(),
  reviewTime: z.number().int().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

/** `POST /api/withdraw/cancel`: only while 待审核, only the applying account's. */
export const withdrawCancelBody = z.object({
  id: z.number({ error: 'id 必须是数字' }).int('id 必须是整数').positive('id 必须大于 0'),
});
export type WithdrawCancelBody = z.infer<typeof withdrawCancelBody>;

export const withdrawPageQuery = pageQuery.extend({
  status: z.enum(WITHDRAW_STATUSES, { error: '状态不正确' }).optional(),
});
export const withdrawPage = pageResult(withdrawal);

export const adminWithdrawal = withdrawal.extend({
  mainId: z.number().int(),
  userName: z.string(),
  applicantName: z.string(),
  reviewerName: z.string(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;
export const adminWithdrawPageQuery = withdrawPageQuery.extend({
  keyword: z.string().trim().max(64, '关键词最多 64 个字符').optional(),
});
export const adminWithdrawPage = pageResult(adminWithdrawal);

const withdrawId = z.number({ error: 'id 必须是数字' }).int('id 必须是整数').positive('id 必须大于 0');
export const withdrawApproveBody = z.object({
  id: withdrawId,
  payoutReference: z
    .string({ error: '请填写打款流水号' })
    .trim()
    .min(1, '请填写打款流水号')
    .max(64, '打款流水号最多 64 个字符'),
});
export const withdrawRejectBody = z.object({
  id: withdrawId,
  reason: z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(200, '驳回原因最多 200 个字符'),
});
