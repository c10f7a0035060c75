import { VIP_PERIOD_LABELS, type VipBenefits, type VipPeriod, type VipPlan } from '@podbench/contract';
import type { VipPlanRow } from '../../db/schema-money';

const period = (p: string): VipPeriod => (p === 'yearly' ? 'yearly' : 'monthly');

export const toBenefits = (p: VipPlanRow): VipBenefits => ({
  discountPercent: Number(p.discount_percent),
  shopLimit: Number(p.shop_limit),
  subAccountLimit: Number(p.sub_account_limit),
  storageQuotaBytes: Number(p.storage_quota_bytes),
  dailyPublishQuota: Number(p.daily_publish_quota),
});

export const toVipPlan = (p: VipPlanRow): VipPlan => ({
  id: Number(p.id),
  level: Number(p.level),
  name: p.name,
  period: period(p.period),
  periodText: VIP_PERIOD_LABELS[period(p.period)],
  durationDays: Number(p.duration_days),
  priceFen: Number(p.price_fen),
  benefits: toBenefits(p),
});
