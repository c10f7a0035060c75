import { z } from 'zod';

export const RECHARGE_MIN_FEN = 100;
export const RECHARGE_MAX_FEN = 5_000_000;
export const RECHARGE_PRESETS_FEN = [10_000, 50_000, 100_000, 500_000] as const;

export const PAY_METHODS = ['sandbox', 'alipay', 'wechat'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PAY_METHOD_LABELS: Record<PayMethod, string> = {
  sandbox: '沙箱支付',
  alipay: '支付宝',
  wechat: '微信支付',
};

export const RechargeStatus = { PENDING: '待支付', PAID: '已支付', CLOSED: '已关闭', EXPIRED: '已过期' } as const;
export type RechargeStatus = (typeof RechargeStatus)[keyof typeof RechargeStatus];
export const RechargePurpose = { RECHARGE: 'recharge', VIP: 'vip' } as const;
export type RechargePurpose = (typeof RechargePurpose)[keyof typeof RechargePurpose];

// ── top-up ────────────────────────────────────────────────────────────────────
const payMethodSchema = z.enum(PAY_METHODS, { error: '支付方式不正确' });
export const rechargeMethods = z.array(
  z.object({ method: z.enum(PAY_METHODS), label: z.string(), enabled: z.boolean() }),
);
export const rechargeCreateBody = z.object({
  amountFen: z
    .number({ error: '请输入充值金额' })
    .int('充值金额必须精确到分')
    .min(RECHARGE_MIN_FEN, '充值金额最少 ¥1.00')
    .max(RECHARGE_MAX_FEN, '单笔充值最多 ¥50,000.00'),
  method: payMethodSchema,
});
export const rechargeOrderCreated = z.object({
  outTradeNo: z.string(),
  /** Content of the QR code to show (a URL); the sandbox's opens its pay page. */
  qrCode: z.string(),
  expiresAt: z.number().int(),
  amountFen: z.number().int(),
  method: z.enum(PAY_METHODS),
});
export type RechargeOrderCreated = z.infer<typeof rechargeOrderCreated>;
export const rechargeStatusQuery = z.object({
  outTradeNo: z.string({ error: '请提供订单号' }).trim().min(1, '请提供订单号').max(64, '订单号不正确'),
});
export const rechargeStatusResult = z.object({
  outTradeNo: z.string(),
  amountFen: z.number().int(),
  method: z.string(),
  purpose: z.enum([RechargePurpose.RECHARGE, RechargePurpose.VIP]),
  status: z.enum([RechargeStatus.PENDING, RechargeStatus.PAID, RechargeStatus.CLOSED, RechargeStatus.EXPIRED]),
  expiresAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  createTime: z.number().int(),
});
export type RechargeStatusResult = z.infer<typeof rechargeStatusResult>;

// ── sandbox cashier (local mode) ─────────────────────────────────────────────
export const sandboxPayParams = z.object({ outTradeNo: z.string().trim().min(1).max(64, '订单号不正确') });
export const sandboxPayResult = z.object({
  tradeStatus: z.string(),
  tradeStatusText: z.string(),
  /** The HTTP status and body the server's notify endpoint answered. */
  notifyStatus: z.number().int(),
  notifyReply: z.string(),
});
export type SandboxPayResult = z.infer<typeof sandboxPayResult>;
