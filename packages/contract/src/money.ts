import { z } from 'zod';
import { pageQuery, pageResult } from './envelope';
import { timeBound } from './money-time';

export * from './money-time';

/** Paths of the money feature: ledger records, top-up, payment notifications, VIP, withdrawals. */
export const API_MONEY = {
  accountRecord: {
    page: '/api/clientUserAccountRecord/page',
    summary: '/api/clientUserAccountRecord/summary',
    /** Binary .xlsx: request it as a blob, like the design export. */
    export: '/api/clientUserAccountRecord/export',
  },
  recharge: { methods: '/api/recharge/methods', create: '/api/recharge/create', status: '/api/recharge/status' },
  payNotify: { sandbox: '/api/pay/notify/sandbox', alipay: '/api/pay/notify/alipay', wechat: '/api/pay/notify/wechat' },
  vip: { plans: '/api/vip/plans', current: '/api/vip/current', quote: '/api/vip/quote', buy: '/api/vip/buy' },
  withdraw: {
    apply: '/api/withdraw/apply',
    page: '/api/withdraw/page',
    detail: '/api/withdraw/detail',
    /** The applicant's account takes back a 待审核 application; the held amount returns (issue 21 §6). */
    cancel: '/api/withdraw/cancel',
  },
  adminWithdraw: {
    page: '/api/admin/withdraw/page',
    approve: '/api/admin/withdraw/approve',
    reject: '/api/admin/withdraw/reject',
  },
  sandboxPay: {
    page: '/sandbox/pay/:outTradeNo',
    confirm: '/sandbox/pay/:outTradeNo/confirm',
    cancel: '/sandbox/pay/:outTradeNo/cancel',
    replay: '/sandbox/pay/:outTradeNo/replay',
    /** The payer pays, but the notification is lost on the way (the server only learns it by querying). */
    confirmSilently: '/sandbox/pay/:outTradeNo/confirmSilently',
  },
} as const;

export const WALLET_VIEW = 'wallet:view';
export const WALLET_RECHARGE = 'wallet:recharge';
/** Withdrawing the main account's money to a payee (separate from 在线充值 since issue 17). */
export const WALLET_WITHDRAW = 'wallet:withdraw';
/** Buying or renewing VIP (from the balance or online). */
export const VIP_BUY = 'vip:buy';

/** Ledger entry types; stored as these Chinese words. */
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
export const LEDGER_TYPES = Object.values(LedgerType) as [LedgerType, ...LedgerType[]];

export const EXPORT_MAX_ROWS = 50_000;
export const SUMMARY_MAX_DAYS = 366;
export const SUMMARY_DEFAULT_DAYS = 30;

/** Fen → '1,234.56' (yuan, two decimals). */
export const formatYuan = (fen: number) =>
  (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 409 data when the balance does not cover a debit: the page can offer a top-up of `shortfallFen`. */
export const insufficientBalanceData = z.object({
  balanceFen: z.number().int(),
  requiredFen: z.number().int(),
  shortfallFen: z.number().int(),
});
export type InsufficientBalanceData = z.infer<typeof insufficientBalanceData>;

// ── ledger records ────────────────────────────────────────────────────────────
const ledgerTypeSchema = z.enum(LEDGER_TYPES, { error: '交易类型不正确' });
const rangeFilter = { beginTime: timeBound('start').optional(), endTime: timeBound('end').optional() };

export const accountRecordQuery = pageQuery.extend({ type: ledgerTypeSchema.optional(), ...rangeFilter });
export type AccountRecordQuery = z.infer<typeof accountRecordQuery>;
export const accountExportQuery = z.object({ type: ledgerTypeSchema.optional(), ...rangeFilter });
export const accountRecord = z.object({
  id: z.number().int(),
  type: z.string(),
  /** Signed fen: positive is income, negative is expense. */
  amountFen: z.number().int(),
  balanceAfterFen: z.number().int(),
  refType: z.string(),
  refId: z.string(),
  /** What the seller reads as 关联单号: the order number, payout reference… never an internal row id. */
  refLabel: z.string(),
  remark: z.string(),
  /** Who made the change; 系统 for changes nobody signed for (sync refunds, payment notifications). */
  operatorName: z.string(),
  createTime: z.number().int(),
});
export type AccountRecord = z.infer<typeof accountRecord>;
export const accountRecordPage = pageResult(accountRecord);

/** Defaults to the last 30 Asia/Shanghai days including today. */
export const accountSummaryQuery = z.object(rangeFilter);
export const accountSummary = z.object({
  beginTime: z.number().int(),
  endTime: z.number().int(),
  balanceFen: z.number().int(),
  incomeFen: z.number().int(),
  expenseFen: z.number().int(),
  totals: z.array(z.object({ type: z.string(), count: z.number().int(), amountFen: z.number().int() })),
  /** One entry per Asia/Shanghai day of the range, zeros included, oldest first. */
  daily: z.array(
    z.object({
      date: z.string(),
      incomeFen: z.number().int(),
      expenseFen: z.number().int(),
      byType: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type AccountSummary = z.infer<typeof accountSummary>;

export * from './money-recharge';
export * from './money-vip';
export * from './money-withdraw';
export * from './money-funds-exception';
