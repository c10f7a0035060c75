import { type AdminVipPlan, API_CONSOLE, API_MONEY, type VipCurrent, type VipPlan } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newOperator, newSeller } from './money-fixtures';

const t = await useTestApp();
const op = await newOperator(t);

const plans = async () =>
  (await t.call<AdminVipPlan[]>({ method: 'GET', url: API_CONSOLE.vip.plans, token: op.token })).data;
const save = (payload: unknown, token = op.token) =>
  t.call<AdminVipPlan[]>({
    method: 'POST',
    url: API_CONSOLE.vip.save,
    payload: payload as Record<string, unknown>,
    token,
  });
const bodyOf = (p: AdminVipPlan) => ({
  id: p.id,
  name: p.name,
  priceFen: p.priceFen,
  durationDays: p.durationDays,
  status: p.status,
  benefits: p.benefits,
});

describe('operator › VIP plans', () => {
  it('edits price and benefits; the benefits apply to the whole level; audited', async () => {
    const all = await plans();
    const plan = all.find((p) => p.period === 'monthly')!;
    const sibling = all.find((p) => p.level === plan.level && p.id !== plan.id);
    const r = await save({ ...bodyOf(plan), priceFen: 12_345, benefits: { ...plan.benefits, shopLimit: 9 } });
    expect(r.code).toBe(200);
    const after = await plans();
    expect(after.find((p) => p.id === plan.id)).toMatchObject({ priceFen: 12_345, benefits: { shopLimit: 9 } });
    if (sibling) expect(after.find((p) => p.id === sibling.id)?.benefits.shopLimit).toBe(9);
    const seller = await newSeller(t);
    const pub = await t.call<VipPlan[]>({ method: 'GET', url: API_MONEY.vip.plans, token: seller.token });
    expect(pub.data.find((p) => p.id === plan.id)?.priceFen).toBe(12_345);
  });

  it('a withdrawn plan leaves the shop window and cannot be bought', async () => {
    const plan = (await plans())[0]!;
    expect((await save({ ...bodyOf(plan), status: 1 })).code).toBe(200);
    const seller = await newSeller(t, 10_000_000);
    const pub = await t.call<VipPlan[]>({ method: 'GET', url: API_MONEY.vip.plans, token: seller.token });
    expect(pub.data.map((p) => p.id)).not.toContain(plan.id);
    const quote = await t.call({ method: 'GET', url: `${API_MONEY.vip.quote}?planId=${plan.id}`, token: seller.token });
    expect(quote.code).toBe(404);
    expect(
      (await t.call<VipCurrent>({ method: 'GET', url: API_MONEY.vip.current, token: seller.token })).data.vipType,
    ).toBe(-1);
    await save({ ...bodyOf(plan), status: 0 });
  });

  it('refuses bad values in Chinese and sellers', async () => {
    const plan = (await plans())[0]!;
    for (const bad of [
      { ...bodyOf(plan), priceFen: 0 },
      { ...bodyOf(plan), name: '' },
      { ...bodyOf(plan), benefits: { ...plan.benefits, discountPercent: 95 } },
      { ...bodyOf(plan), status: 3 },
    ]) {
      const r = await save(bad);
      expect(r.code).toBe(400);
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await save({ ...bodyOf(plan), id: 99_999 })).code).toBe(404);
    const seller = await newSeller(t);
    expect((await save(bodyOf(plan), seller.token)).code).toBe(403);
    expect((await plans()).find((p) => p.id === plan.id)?.priceFen).toBe(plan.priceFen);
  });
});
