import { type ProductDetail, vipPriceFen } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { productDetail, productPage } from './catalogue-fixtures';
import { useTestApp } from './helper';
import { newOperator, newSeller, newSubAccount } from './money-fixtures';

const t = await useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function makeVip(id: number, level: number, expires: number) {
  await t.runtime.ctx.db
    .updateTable('users')
    .set({ vip_level: level, vip_expire_time: expires })
    .where('id', '=', id)
    .execute();
}

const expectPricesFor = (d: ProductDetail, discountPercent: number) => {
  for (const v of d.variants) expect(v.vipPriceFen).toBe(vipPriceFen(v.baseCostFen, discountPercent));
  expect(d.minVipPriceFen).toBe(vipPriceFen(d.minBaseCostFen, discountPercent));
};

describe('VIP price on the public catalogue', () => {
  it('the formula: base less the discount, rounded to the fen', () => {
    expect(vipPriceFen(3200, 6)).toBe(3008);
    expect(vipPriceFen(1650, 3)).toBe(1601); // 1600.5 rounds up
    expect(vipPriceFen(980, 10)).toBe(882);
    expect(vipPriceFen(3200, 0)).toBe(3200);
  });

  it('without a token: base cost only', async () => {
    const d = await productDetail(t, 'T恤');
    expect(d.viewer).toBeNull();
    expect(d.minVipPriceFen).toBeNull();
    expect(d.variants.every((v) => v.vipPriceFen === null)).toBe(true);
  });

  it('a seller without VIP sees their price: the base cost', async () => {
    const s = await newSeller(t);
    const d = await productDetail(t, 'T恤', s.token);
    expect(d.viewer).toEqual({ vipType: -1, levelName: '普通会员', discountPercent: 0 });
    expectPricesFor(d, 0);
  });

  it('a VIP2 seller sees 6% off every variant, on the detail and on the cards', async () => {
    const s = await newSeller(t);
    await makeVip(s.id, 2, Date.now() + 30 * DAY);
    const d = await productDetail(t, 'T恤', s.token);
    expect(d.viewer).toMatchObject({ vipType: 2, discountPercent: 6 });
    expectPricesFor(d, 6);
    const black = d.variants.find((v) => v.colorName === '黑色' && v.size === '3XL')!;
    expect([black.baseCostFen, black.vipPriceFen]).toEqual([4000, 3760]);
    const page = await productPage(t, '', s.token);
    expect(page.rows.every((c) => c.minVipPriceFen === vipPriceFen(c.minBaseCostFen, 6))).toBe(true);
  });

  it("a sub-account sees its main account's VIP price", async () => {
    const main = await newSeller(t);
    await makeVip(main.id, 3, Date.now() + DAY);
    const sub = await newSubAccount(t, main.id, []);
    const d = await productDetail(t, '马克杯', sub.token);
    expect(d.viewer?.discountPercent).toBe(10);
    expectPricesFor(d, 10);
  });

  it('an expired membership gives no discount', async () => {
    const s = await newSeller(t);
    await makeVip(s.id, 3, Date.now() - DAY);
    const d = await productDetail(t, '马克杯', s.token);
    expect(d.viewer?.discountPercent).toBe(0);
    expectPricesFor(d, 0);
  });

  it('an operator token is answered too (no seller account, no discount)', async () => {
    const op = await newOperator(t);
    const d = await productDetail(t, '手机壳', op.token);
    expect(d.viewer?.discountPercent).toBe(0);
  });
});
