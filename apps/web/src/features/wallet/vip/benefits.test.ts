import type { VipPlan } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { planAction, yearlySaving } from './benefits';

const plan = (level: number, period: VipPlan['period'], priceFen: number): VipPlan => ({
  id: level * 10 + (period === 'yearly' ? 1 : 0),
  level,
  name: `VIP${level}`,
  period,
  periodText: period,
  durationDays: period === 'yearly' ? 365 : 30,
  priceFen,
  benefits: { discountPercent: 0, shopLimit: 1, subAccountLimit: 1, storageQuotaBytes: 1, dailyPublishQuota: 1 },
});

describe('planAction', () => {
  it('reads new / renew / upgrade / lower from the current level', () => {
    expect(planAction(-1, 2)).toBe('new');
    expect(planAction(2, 2)).toBe('renew');
    expect(planAction(1, 2)).toBe('upgrade');
    expect(planAction(3, 2)).toBe('lower');
  });
});

describe('yearlySaving', () => {
  it('compares a yearly plan with twelve months of the same level', () => {
    const plans = [plan(1, 'monthly', 9_900), plan(1, 'yearly', 99_900), plan(2, 'yearly', 100)];
    expect(yearlySaving(plans[1], plans)).toBe(16);
    expect(yearlySaving(plans[2], plans)).toBe(0);
  });
});
