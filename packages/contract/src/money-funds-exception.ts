import { z } from 'zod';
import { pageQuery, pageResult } from './envelope';
import { timeBound } from './money-time';

/** 运营后台 › 资金异常: payments that did not settle the ordinary way, for an operator to check and resolve. */
export const API_FUNDS_EXCEPTION = {
  page: '/api/admin/fundsException/page',
  resolve: '/api/admin/fundsException/resolve',
} as const;

/**
 * What happened; stored as these words.
 * - LATE_CREDITED: the provider took the money after the order's deadline + grace (found by a late notification or
 *   by the sweep's query): credited to the balance anyway.
 * - VIP_NOT_OPENED: a VIP order was paid and credited, but the plan was not bought (paid late, plan gone, refused):
 *   the amount stays on the balance.
 * - AMOUNT_MISMATCH / METHOD_MISMATCH / UNKNOWN_ORDER: a verified notification that contradicts our order; nothing
 *   credited, an operator settles it by hand (调整).
 * - UNCONFIRMED: a late notification claims payment but the provider's own query does not confirm it.
 * - QUERY_FAILED: the provider could not be asked about an expired order after every retry.
 */
export const FundsExceptionKind = {
  LATE_CREDITED: '逾期到账',
  VIP_NOT_OPENED: '会员未开通',
  AMOUNT_MISMATCH: '金额不符',
  METHOD_MISMATCH: '支付方式不符',
  UNKNOWN_ORDER: '订单不存在',
  UNCONFIRMED: '渠道未确认',
  QUERY_FAILED: '查询失败',
} as const;
export type FundsExceptionKind = (typeof FundsExceptionKind)[keyof typeof FundsExceptionKind];
export const FUNDS_EXCEPTION_KINDS = Object.values(FundsExceptionKind) as [FundsExceptionKind, ...FundsExceptionKind[]];

export const FundsExceptionStatus = { OPEN: '待处理', RESOLVED: '已处理' } as const;
export type FundsExceptionStatus = (typeof FundsExceptionStatus)[keyof typeof FundsExceptionStatus];
const STATUSES = [FundsExceptionStatus.OPEN, FundsExceptionStatus.RESOLVED] as const;

/** How the payment reached us: the provider's notification, or our own query of an expired order. */
export const FUNDS_EXCEPTION_SOURCES = ['notify', 'query'] as const;
export type FundsExceptionSource = (typeof FUNDS_EXCEPTION_SOURCES)[number];
export const FUNDS_EXCEPTION_SOURCE_LABELS: Record<FundsExceptionSource, string> = {
  notify: '渠道通知',
  query: '主动查询',
};

export const fundsException = z.object({
  id: z.number().int(),
  kind: z.enum(FUNDS_EXCEPTION_KINDS),
  source: z.enum(FUNDS_EXCEPTION_SOURCES),
  outTradeNo: z.string(),
  method: z.string(),
  /** 0 when the order is unknown. */
  mainId: z.number().int(),
  userName: z.string(),
  /** The order's amount (fen); for 金额不符 the provider's is in `detail`. */
  amountFen: z.number().int(),
  /** What the provider says it took (fen). */
  paidFen: z.number().int(),
  /** Whether this payment is on the balance (one 充值 ledger row, reference ('recharge', outTradeNo)). */
  credited: z.boolean(),
  providerTradeNo: z.string(),
  detail: z.string(),
  status: z.enum(STATUSES),
  resolveNote: z.string(),
  resolverName: z.string(),
  resolveTime: z.number().int().nullable(),
  createTime: z.number().int(),
});
export type FundsException = z.infer<typeof fundsException>;

export const fundsExceptionPageQuery = pageQuery.extend({
  status: z.enum(STATUSES, { error: '状态不正确' }).optional(),
  kind: z.enum(FUNDS_EXCEPTION_KINDS, { error: '异常类型不正确' }).optional(),
  /** Order number, provider trade number or seller account. */
  keyword: z.string().trim().max(64, '关键词最多 64 个字符').optional(),
  beginTime: timeBound('start').optional(),
  endTime: timeBound('end').optional(),
});
export type FundsExceptionPageQuery = z.infer<typeof fundsExceptionPageQuery>;
export const fundsExceptionPage = pageResult(fundsException);

export const fundsExceptionResolveBody = z.object({
  id: z.number({ error: 'id 必须是数字' }).int().positive(),
  note: z.string({ error: '请填写处理说明' }).trim().min(1, '请填写处理说明').max(500, '处理说明最多 500 个字符'),
});
export type FundsExceptionResolveBody = z.infer<typeof fundsExceptionResolveBody>;
