import type { VipBenefits, VipPeriod, VipPlan } from '@podbench/contract';
import { formatFileSize } from '@/shared/utils/format-file-size';

/** Benefits as the seller reads them; the order is the same on every card so they compare line by line. */
export const benefitLines = (b: VipBenefits) => [
  b.discountPercent > 0 ? `生产底价立减 ${b.discountPercent}%` : '标准生产底价',
  `授权 ${b.shopLimit} 家店铺`,
  `${b.subAccountLimit} 个子账号`,
  `图库空间 ${formatFileSize(b.storageQuotaBytes)}`,
  `每日发布 ${b.dailyPublishQuota.toLocaleString('zh-CN')} 次`,
];

export const PERIOD_UNIT: Record<VipPeriod, string> = { monthly: '月', yearly: '年' };

/** Yearly saving against twelve monthly payments of the same level, in whole percent (0 when none). */
export function yearlySaving(yearly: VipPlan, plans: readonly VipPlan[]): number {
  const monthly = plans.find((p) => p.level === yearly.level && p.period === 'monthly');
  if (!monthly || monthly.priceFen <= 0) return 0;
  return Math.max(0, Math.round((1 - yearly.priceFen / (monthly.priceFen * 12)) * 100));
}

export type PlanAction = 'new' | 'renew' | 'upgrade' | 'lower';

/** What buying a level would be for an account at `vipType` (the server's quote has the final word). */
export function planAction(vipType: number, level: number): PlanAction {
  if (vipType < 0) return 'new';
  if (vipType === level) return 'renew';
  return vipType < level ? 'upgrade' : 'lower';
}

export const ACTION_LABELS: Record<PlanAction, string> = {
  new: '立即开通',
  renew: '续费',
  upgrade: '升级',
  lower: '已是更高等级',
};
