import { z } from 'zod';
import { PAY_METHODS, rechargeOrderCreated } from './money-recharge';

export const VIP_PERIODS = ['monthly', 'yearly'] as const;
export type VipPeriod = (typeof VIP_PERIODS)[number];
export const VIP_PERIOD_LABELS: Record<VipPeriod, string> = { monthly: '月度会员', yearly: '年度会员' };
/** vipType of an account without an active membership. */
export const NO_VIP = -1;

export const vipBenefits = z.object({
  /** Percentage taken off the blank base cost. */
  discountPercent: z.number().int(),
  shopLimit: z.number().int(),
  subAccountLimit: z.number().int(),
  storageQuotaBytes: z.number().int(),
  dailyPublishQuota: z.number().int(),
});
export type VipBenefits = z.infer<typeof vipBenefits>;

/** What an account without an active membership gets. */
export const NON_VIP_BENEFITS: VipBenefits = {
  discountPercent: 0,
  shopLimit: 2,
  subAccountLimit: 1,
  storageQuotaBytes: 1024 ** 3,
  dailyPublishQuota: 50,
};

export const vipPlan = z.object({
  id: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  period: z.enum(VIP_PERIODS),
  periodText: z.string(),
  durationDays: z.number().int(),
  priceFen: z.number().int(),
  benefits: vipBenefits,
});
export type VipPlan = z.infer<typeof vipPlan>;
export const vipPlans = z.array(vipPlan);

export const vipCurrent = z.object({
  /** The active level, or -1 (none or expired). */
  vipType: z.number().int(),
  vipExpireTime: z.number().int().nullable(),
  levelName: z.string(),
  benefits: vipBenefits,
});
export type VipCurrent = z.infer<typeof vipCurrent>;

const planId = z.coerce.number({ error: '请选择会员套餐' }).int('套餐不正确').positive('请选择会员套餐');
export const vipQuoteQuery = z.object({ planId });

/**
 * How a purchase would apply: `new` starts now; `renew` (same level, still active) extends from the current
 * expiry; `upgrade` (higher level) starts now and the lower level's remaining time ends (`forfeitedMs`).
 * Buying a lower level while a higher one is active is refused (409).
 */
export const vipQuote = z.object({
  planId: z.number().int(),
  action: z.enum(['new', 'renew', 'upgrade']),
  priceFen: z.number().int(),
  startsAt: z.number().int(),
  expiresAt: z.number().int(),
  forfeitedMs: z.number().int(),
  balanceFen: z.number().int(),
});
export type VipQuote = z.infer<typeof vipQuote>;

export const VIP_PAY_METHODS = ['balance', ...PAY_METHODS] as const;
export const vipBuyBody = z.object({
  planId: z.number({ error: '请选择会员套餐' }).int('套餐不正确').positive('请选择会员套餐'),
  payMethod: z.enum(VIP_PAY_METHODS, { error: '支付方式不正确' }),
});
/** `paid: true` from the balance (done); `paid: false` an online order to pay like a top-up (poll its status). */
export const vipBuyResult = z.discriminatedUnion('paid', [
  z.object({
    paid: z.literal(true),
    vipType: z.number().int(),
    vipExpireTime: z.number().int(),
    balanceFen: z.number().int(),
  }),
  rechargeOrderCreated.extend({ paid: z.literal(false) }),
]);
export type VipBuyResult = z.infer<typeof vipBuyResult>;
