import { type ProfitResult, STATISTICS_API } from '@podbench/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newOperator, newSeller, newSubAccount } from './money-fixtures';
import { insertOrder, insertShop, insertTemplate } from './statistics-fixtures';

/**
 * 利润分析 on both databases. Expected figures are worked out by hand below from the rows written (supply prices
 * 39.90 / 45.90 declared on the template, what each order was paid), never read back from the code under test.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai → epoch ms. */
const sh = (s: string) => Date.parse(`${s.replace(' ', 'T')}:00+08:00`);

const seller = await newSeller(t);
const other = await newSeller(t);
const s1 = await insertShop(db, seller.id, { name: '一号店', expiresAt: Date.now() + 90 * 86_400_000 });
const s2 = await insertShop(db, seller.id, { name: '二号店', expiresAt: Date.now() + 90 * 86_400_000 });
const tpl = await insertTemplate(db, seller.id, { 11: 3990, 12: 4590 });
const v11 = (quantity: number, unitCostFen = 1500) => ({
  templateId: tpl,
  variantId: 11,
  sku: 'sku-11',
  quantity,
  unitCostFen,
});
const v12 = (quantity: number, unitCostFen = 1000) => ({
  templateId: tpl,
  variantId: 12,
  sku: 'sku-12',
  quantity,
  unitCostFen,
});
// O1: 2 × v11 + 1 × v12, paid 50.00 (base 40.00). Sales 2×39.90 + 45.90 = 125.70.
await insertOrder(db, seller.id, {
  shopId: s1,
  purchaseTime: sh('2025-10-05 10:00'),
  state: 'completed',
  paidFen: 5000,
  lines: [v11(2), v12(1)],
});
// O2: 2 × v12, paid 30.00 (base 20.00). Sales 91.80.
await insertOrder(db, seller.id, {
  shopId: s2,
  purchaseTime: sh('2025-10-05 20:00'),
  state: 'warehoused',
  paidFen: 3000,
  lines: [v12(2)],
});
// O3: a line PodBench cannot price (no template, no online product), paid 25.00.
await insertOrder(db, seller.id, {
  shopId: s1,
  purchaseTime: sh('2025-10-20 09:00'),
  state: 'shipped',
  paidFen: 2500,
  lines: [{ templateId: null, variantId: null, sku: 'sku-99', quantity: 1, unitCostFen: null }],
});
// Not counted: refunded, unpaid, outside the range, another seller's (naming this seller's template).
await insertOrder(db, seller.id, {
  shopId: s1,
  purchaseTime: sh('2025-10-06 10:00'),
  state: 'cancelled',
  paidFen: 4000,
  refunded: true,
  lines: [v11(1)],
});
await insertOrder(db, seller.id, {
  shopId: s1,
  purchaseTime: sh('2025-10-07 10:00'),
  state: 'unpaid',
  totalFen: 8000,
  lines: [v11(3)],
});
await insertOrder(db, seller.id, {
  shopId: s2,
  purchaseTime: sh('2025-11-01 00:00'),
  state: 'completed',
  paidFen: 1000,
  lines: [v11(1)],
});
await insertOrder(db, seller.id, {
  shopId: s2,
  purchaseTime: sh('2025-09-30 23:59'),
  state: 'completed',
  paidFen: 1000,
  lines: [v11(1)],
});
const otherShop = await insertShop(db, other.id, { name: '别家店', expiresAt: null });
await insertOrder(db, other.id, {
  shopId: otherShop,
  purchaseTime: sh('2025-10-05 12:00'),
  state: 'completed',
  paidFen: 99_999,
  lines: [v11(100)],
});

const RANGE = 'beginTime=2025-10-01&endTime=2025-10-31';
const report = async (token: string, query: string) =>
  t.call<ProfitResult>({ method: 'GET', url: `${STATISTICS_API.profit}?${query}`, token });
const ok = async (query: string, token = seller.token) => {
  const r = await report(token, query);
  expect(r.code, r.msg).toBe(200);
  return r.data;
};
const TOTALS = {
  orders: 3,
  quantity: 6,
  salesFen: 12_570 + 9_180,
  costFen: 5_000 + 3_000 + 2_500,
  profitFen: 21_750 - 10_500,
  marginPercent: 51.7, // 11 250 / 21 750 = 51.72 %
  unpricedQuantity: 1,
};

describe('利润分析', () => {
  it('per day: every day of the range, the counted orders on their Shanghai purchase day', async () => {
    const r = await ok(`groupBy=day&${RANGE}`);
    expect(r.rows).toHaveLength(31);
    expect(r.rows[0]!.key).toBe('2025-10-01');
    expect(r.rows.at(-1)!.key).toBe('2025-10-31');
    expect(r.rows.find((x) => x.key === '2025-10-05')).toMatchObject({
      orders: 2,
      quantity: 5,
      salesFen: 21_750,
      costFen: 8_000,
      profitFen: 13_750,
      marginPercent: 63.2, // 13 750 / 21 750 = 63.22 %
      unpricedQuantity: 0,
    });
    expect(r.rows.find((x) => x.key === '2025-10-20')).toMatchObject({
      orders: 1,
      quantity: 1,
      salesFen: 0,
      costFen: 2_500,
      profitFen: -2_500,
      marginPercent: null,
      unpricedQuantity: 1,
    });
    const quiet = r.rows.filter((x) => !['2025-10-05', '2025-10-20'].includes(x.key));
    expect(quiet.every((x) => x.orders === 0 && x.salesFen === 0 && x.costFen === 0)).toBe(true);
    expect(r.totals).toEqual(TOTALS);
  });

  it('per month and per shop', async () => {
    const m = await ok(`groupBy=month&${RANGE}`);
    expect(m.rows).toEqual([{ key: '2025-10', label: '2025-10', detail: '', ...TOTALS }]);
    const s = await ok(`groupBy=shop&${RANGE}`);
    expect(
      s.rows.map((x) => [x.label, x.orders, x.quantity, x.salesFen, x.costFen, x.profitFen, x.marginPercent]),
    ).toEqual([
      ['二号店', 1, 2, 9_180, 3_000, 6_180, 67.3], // 6 180 / 9 180 = 67.32 %
      ['一号店', 2, 4, 12_570, 7_500, 5_070, 40.3], // 5 070 / 12 570 = 40.33 %
    ]);
    expect(s.totals).toEqual(TOTALS);
    const one = await ok(`groupBy=shop&${RANGE}&shopId=${s2}`);
    expect(one.rows.map((x) => x.key)).toEqual([String(s2)]);
    expect(one.totals).toMatchObject({ orders: 1, salesFen: 9_180, costFen: 3_000, profitFen: 6_180 });
  });

  it('per SKU: each SKU carries its share of the payments by base cost', async () => {
    const r = await ok(`groupBy=sku&${RANGE}`);
    expect(r.rows.map((x) => [x.key, x.orders, x.quantity, x.salesFen, x.costFen, x.profitFen])).toEqual([
      // O1 pays 50.00 for base 40.00: 10.00 of it is v12's (1 × 10.00); O2's 30.00 is all v12's.
      ['sku-12', 2, 3, 13_770, 1_250 + 3_000, 13_770 - 4_250],
      // O1: 2 × 15.00 of 40.00 base → 37.50.
      ['sku-11', 1, 2, 7_980, 3_750, 7_980 - 3_750],
      ['sku-99', 1, 1, 0, 2_500, -2_500],
    ]);
    expect(r.rows[0]).toMatchObject({ label: 'EXT-sku-12', detail: '统计测试T恤 · 白色/M' });
    expect(r.totals).toEqual(TOTALS);
  });

  it("never counts another seller's orders, nor prices them from this seller's template", async () => {
    const r = await ok(`groupBy=day&${RANGE}`, other.token);
    expect(r.totals).toEqual({
      orders: 1,
      quantity: 100,
      salesFen: 0,
      costFen: 99_999,
      profitFen: -99_999,
      marginPercent: null,
      unpricedQuantity: 100,
    });
  });

  it('exports the same figures as .xlsx', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${STATISTICS_API.profitExport}?groupBy=shop&${RANGE}`,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('profit-shop-20251001-20251031.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      '店铺',
      '平台',
      '订单数',
      '件数',
      '销售额（申报价，元）',
      '成本（已支付，元）',
      '利润（元）',
      '利润率（%）',
      '无申报价件数',
    ]);
    expect(values(2)).toEqual(['二号店', 'Temu', 1, 2, 91.8, 30, 61.8, 67.3, 0]);
    expect(values(3)).toEqual(['一号店', 'Temu', 2, 4, 125.7, 75, 50.7, 40.3, 1]);
    expect(values(4)).toEqual(['合计', '2025-10-01 至 2025-10-31', 3, 6, 217.5, 105, 112.5, 51.7, 1]);
  });

  it('refuses bad input in Chinese and callers without order:view', async () => {
    const bad = await report(seller.token, 'groupBy=week&beginTime=2025-10-01&endTime=2025-10-31');
    expect([bad.code, bad.msg]).toEqual([400, expect.stringContaining('统计维度不正确')]);
    const backwards = await report(seller.token, 'beginTime=2025-10-31&endTime=2025-10-01');
    expect(backwards.msg).toContain('结束时间不能早于开始时间');
    const long = await report(seller.token, 'beginTime=2024-01-01&endTime=2025-10-01');
    expect(long.msg).toContain('时间范围最长 366 天');
    const viewer = await newSubAccount(t, seller.id, ['order:view']);
    expect((await ok(`groupBy=month&${RANGE}`, viewer.token)).totals).toEqual(TOTALS);
    const designer = await newSubAccount(t, seller.id, ['design:manage']);
    expect((await report(designer.token, RANGE)).code).toBe(403);
    const operator = await newOperator(t);
    const op = await report(operator.token, RANGE);
    expect(op.code).toBe(403);
  });

  it('follows a change of the declared supply price', async () => {
    const before = await ok(`groupBy=month&${RANGE}`);
    expect(before.totals.salesFen).toBe(21_750);
    // v12 at 50.00 instead of 45.90: 3 pieces × 4.10 more.
    await db
      .updateTable('temu_templates')
      .set({
        skus: JSON.stringify([
          { variantId: 11, priceFen: 3990 },
          { variantId: 12, priceFen: 5000 },
        ]),
        updated_at: Date.now() + 1,
      })
      .where('id', '=', tpl)
      .execute();
    const after = await ok(`groupBy=month&${RANGE}`);
    expect(after.totals).toMatchObject({ salesFen: 21_750 + 3 * 410, costFen: 10_500, profitFen: 11_250 + 1_230 });
  });
});
