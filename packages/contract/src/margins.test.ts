import { describe, expect, it } from 'vitest';
import { marginOf, marginProblems, skuProductionCost } from './margins';
import { byPayDeadline, payDeadlineOf } from './temu-order-pay';

describe('margins', () => {
  it('one piece costs base − VIP discount + ¥0.80 packing + ¥6.00 shipping (+ ¥2.00 per 500 g past 1 kg)', () => {
    // ¥32.00 blank, 165 g, no discount: 3200 + 80 + 600.
    expect(skuProductionCost(3200, 165, 0).totalFen).toBe(3880);
    // 10 % off: floor(3200 × 10 %) = 320 off.
    expect(skuProductionCost(3200, 165, 10)).toEqual({
      baseCostFen: 3200,
      discountFen: 320,
      packingFen: 80,
      shippingFen: 600,
      totalFen: 3560,
    });
    // 1,600 g: two 500 g steps past the first kilogram.
    expect(skuProductionCost(5000, 1600, 0).totalFen).toBe(5000 + 80 + 600 + 400);
  });

  it('¥10 against a ¥38.80 cost is an error; the floor warns, exactly at the floor it does not', () => {
    const skus = [
      { variantId: 1, color: '白色', size: 'S', priceFen: 1000 },
      { variantId: 2, color: '白色', size: 'M', priceFen: 5000 },
      { variantId: 3, color: '白色', size: 'L', priceFen: 5000 },
      { variantId: 4, color: '白色', size: 'XL', priceFen: 5000 },
    ];
    // M: profit 1000 of 5000 = 20 % (exactly the floor); L: 999 of 5000 = 19.98 %; XL: unknown variant.
    const costs = { 1: 3880, 2: 4000, 3: 4001 };
    const r = marginProblems(skus, costs, 20);
    expect(r.errors).toEqual([
      { field: 'skus.0.priceFen', message: '「白色/S」供货价 ¥10.00 低于生产成本 ¥38.80，每件亏损 ¥28.80' },
    ]);
    expect(r.warnings).toEqual([
      { field: 'skus.2.priceFen', message: '「白色/L」利润率 19.9% 低于您设置的下限 20%（利润 ¥9.99）' },
    ]);
    expect(marginProblems(skus, costs, 0).warnings).toEqual([]);
    expect(marginOf(5000, 4001)).toEqual({ profitFen: 999, percent: 19.9 });
    expect(marginOf(0, 100).percent).toBeNull();
  });

  it('pay deadline is the deliver deadline less the production days; oldest first, none last', () => {
    const day = 86_400_000;
    expect(payDeadlineOf(10 * day, 3)).toBe(7 * day);
    expect(payDeadlineOf(null, 3)).toBeNull();
    const rows = [
      { id: 1, payDeadlineAt: null, purchaseTime: 1 },
      { id: 2, payDeadlineAt: 5, purchaseTime: 9 },
      { id: 3, payDeadlineAt: 5, purchaseTime: 2 },
      { id: 4, payDeadlineAt: 3, purchaseTime: 9 },
    ];
    expect([...rows].sort(byPayDeadline).map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });
});
