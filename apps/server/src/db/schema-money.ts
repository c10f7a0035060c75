import type { Generated, Selectable } from 'kysely';

/** Money tables (migration 20261122_0002_money). Fen integers, epoch-ms times, 0/1 booleans. */
export interface RechargeOrdersTable {
  id: Generated<number>;
  out_trade_no: string;
  main_id: number;
  /** Who created it (a main or sub-account). */
  user_id: number;
  amount_fen: number;
  method: string;
  /** 待支付 / 已支付 / 已关闭 / 已过期 */
  status: string;
  /** 'recharge' or 'vip' (then vip_plan_id says which plan the payment buys). */
  purpose: string;
  vip_plan_id: number | null;
  qr_code: string;
  expires_at: number;
  paid_at: number | null;
  provider_trade_no: string | null;
  created_at: number;
  updated_at: number;
  /** When the recharge sweep next asks the provider about this expired order; null = nothing to ask (0027). */
  query_next_at: Generated<number | null>;
  query_attempts: Generated<number>;
}

/** Payments that did not settle the ordinary way (migration 0027), one per (out_trade_no, kind). */
export interface FundsExceptionsTable {
  id: Generated<number>;
  /** FundsExceptionKind: 逾期到账 / 会员未开通 / 金额不符 / … */
  kind: string;
  /** 'notify' or 'query'. */
  source: string;
  out_trade_no: string;
  method: string;
  /** 0 when the order is unknown. */
  main_id: number;
  amount_fen: number;
  paid_fen: number;
  credited: number;
  provider_trade_no: Generated<string>;
  detail: Generated<string>;
  /** 待处理 / 已处理 */
  status: string;
  resolve_note: Generated<string>;
  resolver_id: number | null;
  resolved_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  out_trade_no: string | null;
  /** 1 when the signature checked out. */
  verified: number;
  /** 1 when this notification moved money. */
  credited: number;
  /** Outcome in words: 已入账, 重复通知, 签名无效, 金额不符, … */
  reason: string;
  raw_headers: string;
  raw_body: string;
  created_at: number;
}

export interface VipPlansTable {
  id: Generated<number>;
  level: number;
  name: string;
  period: string;
  duration_days: number;
  price_fen: number;
  discount_percent: number;
  shop_limit: number;
  sub_account_limit: number;
  storage_quota_bytes: number;
  daily_publish_quota: number;
  /** 0 on sale, 1 withdrawn. */
  status: Generated<number>;
  order_num: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface VipPurchasesTable {
  id: Generated<number>;
  /** Business number: the online order's out_trade_no, or a 'VB…' number for balance purchases. */
  purchase_no: string;
  main_id: number;
  user_id: number;
  plan_id: number;
  level: number;
  price_fen: number;
  pay_method: string;
  action: string;
  starts_at: number;
  expires_at: number;
  previous_level: number;
  previous_expire_time: number | null;
  created_at: number;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  main_id: number;
  user_id: number;
  amount_fen: number;
  payee_type: string;
  payee_name: string;
  payee_account: string;
  /** 待审核 / 已打款 / 已驳回 */
  status: string;
  reason: Generated<string>;
  payout_reference: Generated<string>;
  reviewer_id: number | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The sandbox payment provider's books (it is a peer, so it keeps its own). */
export interface SandboxPayTradesTable {
  out_trade_no: string;
  trade_no: string;
  amount_fen: number;
  subject: string;
  notify_url: string;
  /** WAIT_BUYER_PAY / SUCCESS / CLOSED */
  status: string;
  expires_at: number;
  /** The raw body of the last notification sent, for 重放通知. */
  last_notification: string | null;
  created_at: number;
  updated_at: number;
}

/** Per account, Asia/Shanghai day and ledger type: what that day's rows add up to. Kept with each ledger row. */
export interface AccountLedgerDailyTable {
  main_id: number;
  /** floor((created_at + 8 h) / 24 h). */
  day: number;
  type: string;
  entries: number;
  amount_fen: number;
  income_fen: number;
  expense_fen: number;
}

export interface MoneyTables {
  recharge_orders: RechargeOrdersTable;
  payment_notifications: PaymentNotificationsTable;
  vip_plans: VipPlansTable;
  vip_purchases: VipPurchasesTable;
  withdrawals: WithdrawalsTable;
  sandbox_pay_trades: SandboxPayTradesTable;
  account_ledger_daily: AccountLedgerDailyTable;
  funds_exceptions: FundsExceptionsTable;
}

export type RechargeOrderRow = Selectable<RechargeOrdersTable>;
export type VipPlanRow = Selectable<VipPlansTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
