import { STATISTICS_API, type StatisticsOverview, type StatisticsTodo } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newOperator, newSeller, newSubAccount } from './money-fixtures';
import { insertOrder, insertPublish, insertQc, insertShop, insertTemplate } from './statistics-fixtures';

/**
 * 经营概览 and the header's 待办 against rows written by hand; every expected figure is counted from those rows in
 * the comments, not read back from the code under test.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const now = Date.now();

const seller = await newSeller(t, 10_000); // balance ¥100.00
const s1 = await insertShop(db, seller.id, { name: '快到期店', expiresAt: now + 3 * DAY });
const s2 = await insertShop(db, seller.id, { name: '正常店', expiresAt: now + 60 * DAY });
await insertShop(db, seller.id, { name: '失效店', expiresAt: now + 60 * DAY, status: 2 });
await insertShop(db, seller.id, { name: '已过期店', expiresAt: now - DAY });
await insertShop(db, seller.id, { name: '已解绑店', expiresAt: now + DAY, unbound: true });
const tpl = await insertTemplate(db, seller.id, { 11: 3990, 12: 4590 });
const line = (variantId: number, quantity = 1) => ({
  templateId: tpl,
  variantId,
  sku: `sku-${variantId}`,
  quantity,
  unitCostFen: 1500,
});

// Unpaid, by deliver deadline: 30.00 (in 1 day), 80.00 (in 2 days), 15.00 (in 3 days). ¥100 pays the first only
// (30 + 80 > 100); the three cost 125.00, 25.00 more than the balance.
await insertOrder(db, seller.id, {
  shopId: s1,
  purchaseTime: now - 2 * HOUR,
  state: 'unpaid',
  totalFen: 8000,
  expectDeliverAt: now + 2 * DAY,
  lines: [line(11)],
});
await insertOrder(db, seller.id, {
  shopId: s1,
  purchaseTime: now - HOUR,
  state: 'unpaid',
  totalFen: 3000,
  expectDeliverAt: now + DAY,
  lines: [line(11)],
});
await insertOrder(db, seller.id, {
  shopId: s2,
  purchaseTime: now - 3 * HOUR,
  state: 'unpaid',
  totalFen: 1500,
  expectDeliverAt: now + 3 * DAY,
  lines: [line(12)],
});
// In production: 待生产 1 + 生产中 2. In shipping: 待发货 1 + 已发货 1. Others: 已入库, 已取消 (45 days old: not in the trend).
for (const state of ['to_produce', 'producing', 'producing', 'to_ship', 'shipped', 'warehoused', 'cancelled'])
  await insertOrder(db, seller.id, {
    shopId: s2,
    purchaseTime: now - 45 * DAY,
    state,
    paidFen: state === 'cancelled' ? null : 100,
    lines: [],
  });
// The trend: paid today-ish (1 × v11, paid 20.00) and 10 days ago (1 × v12, paid 10.00), and one 40 days ago.
await insertOrder(db, seller.id, {
  shopId: s1,
  purchaseTime: now - 30 * 60_000,
  state: 'completed',
  paidFen: 2000,
  lines: [line(11)],
});
await insertOrder(db, seller.id, {
  shopId: s1,
  purchaseTime: now - 10 * DAY,
  state: 'completed',
  paidFen: 1000,
  lines: [line(12)],
});
await insertOrder(db, seller.id, {
  shopId: s1,
  purchaseTime: now - 40 * DAY,
  state: 'completed',
  paidFen: 1000,
  lines: [line(12)],
});
// Publishes: Temu queued, adding, deferred, 2 × failed, success; Shein queued, failed → running 4, failed 3.
for (const s of ['queued', 'adding', 'deferred', 'failed', 'failed', 'success'])
  await insertPublish(db, seller.id, 'temu', s1, s);
for (const s of ['queued', 'failed', 'success']) await insertPublish(db, seller.id, 'shein', s2, s);
// QC in the last 30 days: 3 合格, 1 不合格 → 25 %; a 不合格 40 days ago is outside.
for (const [r, ago] of [
  [1, DAY],
  [1, 2 * DAY],
  [1, 29 * DAY],
  [2, 5 * DAY],
  [2, 40 * DAY],
] as const)
  await insertQc(db, seller.id, s1, r, now - ago);

// Another seller's rows, none of which may show up above.
const other = await newSeller(t, 1_000_000);
const otherShop = await insertShop(db, other.id, { name: '别家店', expiresAt: now + DAY });
await insertOrder(db, other.id, {
  shopId: otherShop,
  purchaseTime: now - HOUR,
  state: 'unpaid',
  totalFen: 500,
  lines: [line(11)],
});
await insertOrder(db, other.id, {
  shopId: otherShop,
  purchaseTime: now - HOUR,
  state: 'completed',
  paidFen: 700,
  lines: [line(11, 9)],
});
await insertPublish(db, other.id, 'temu', otherShop, 'failed');
await insertQc(db, other.id, otherShop, 2, now - DAY);

const get = <T>(url: string, token: string) => t.call<T>({ method: 'GET', url, token });

describe('经营概览', () => {
  it('answers each number from the rows behind it', async () => {
    const r = await get<StatisticsOverview>(STATISTICS_API.overview, seller.token);
    expect(r.code, r.msg).toBe(200);
    const o = r.data;
    expect(o.balance).toEqual({ balanceFen: 10_000, coverCount: 1, coverFen: 3_000, shortfallFen: 2_500 });
    expect(o.orders).toMatchObject({ unpaidCount: 3, unpaidFen: 12_500, inProduction: 3, inShipping: 2 });
    expect(o.publishes).toEqual({
      running: 4,
      failed: 3,
      temu: { running: 3, failed: 2 },
      shein: { running: 1, failed: 1 },
    });
    expect(o.orders!.byState).toEqual({
      unpaid: 3,
      to_produce: 1,
      producing: 2,
      to_ship: 1,
      shipped: 1,
      warehoused: 1,
      completed: 3,
      cancelled: 1,
    });
    expect(o.qc).toEqual({ days: 30, total: 4, failed: 1, failureRatePercent: 25 });
    expect(o.shops).toMatchObject({ live: 2, expired: 2, expiringSoon: 1 });
    expect(o.shops!.soonest.map((s) => s.shopName)).toEqual(['已过期店', '快到期店', '正常店']);
    // 7 days: the order of today (39.90 − 20.00); 30 days: plus the one of 10 days ago (45.90 − 10.00).
    expect(o.trend!.days).toHaveLength(30);
    expect(o.trend!.last7).toMatchObject({ orders: 1, salesFen: 3_990, costFen: 2_000, profitFen: 1_990 });
    expect(o.trend!.last30).toMatchObject({ orders: 2, salesFen: 8_580, costFen: 3_000, profitFen: 5_580 });
    expect(o.trend!.days.reduce((n, d) => n + d.profitFen, 0)).toBe(5_580);
    // 待办: 3 unpaid + 3 failed publishes + 1 QC failure + 3 shops expired or expiring.
    expect(o.todo).toEqual({ unpaidOrders: 3, failedPublishes: 3, qcFailures: 1, expiringTokens: 3, total: 10 });
    const todo = await get<StatisticsTodo>(STATISTICS_API.todo, seller.token);
    expect(todo.data).toEqual(o.todo);
  });

  it('shows a sub-account only the parts its permissions open', async () => {
    const orders = await newSubAccount(t, seller.id, ['order:view']);
    const r = await get<StatisticsOverview>(STATISTICS_API.overview, orders.token);
    expect(r.code).toBe(200);
    expect([r.data.balance, r.data.publishes, r.data.qc, r.data.shops]).toEqual([null, null, null, null]);
    expect(r.data.orders).toMatchObject({ unpaidCount: 3, unpaidFen: 12_500 });
    expect(r.data.todo).toEqual({ unpaidOrders: 3, failedPublishes: 0, qcFailures: 0, expiringTokens: 0, total: 3 });

    const wallet = await newSubAccount(t, seller.id, ['wallet:view']);
    const w = await get<StatisticsOverview>(STATISTICS_API.overview, wallet.token);
    expect(w.data.balance).toEqual({ balanceFen: 10_000, coverCount: null, coverFen: null, shortfallFen: null });
    expect([w.data.orders, w.data.trend]).toEqual([null, null]);
    expect(w.data.todo.total).toBe(0);
  });

  it("counts only the caller's own rows, and refuses operators and strangers", async () => {
    const r = await get<StatisticsOverview>(STATISTICS_API.overview, other.token);
    expect(r.data.orders).toMatchObject({ unpaidCount: 1, unpaidFen: 500, inProduction: 0, inShipping: 0 });
    expect(r.data.balance).toMatchObject({ balanceFen: 1_000_000, coverCount: 1, coverFen: 500, shortfallFen: 0 });
    expect(r.data.publishes).toMatchObject({ running: 0, failed: 1 });
    expect(r.data.qc).toMatchObject({ total: 1, failed: 1, failureRatePercent: 100 });
    expect(r.data.trend!.last7).toMatchObject({ orders: 1, quantity: 9, salesFen: 0, unpricedQuantity: 9 });
    expect(r.data.todo).toEqual({ unpaidOrders: 1, failedPublishes: 1, qcFailures: 1, expiringTokens: 1, total: 4 });
    const operator = await newOperator(t);
    for (const url of [STATISTICS_API.overview, STATISTICS_API.todo]) {
      const op = await get(url, operator.token);
      expect([op.code, op.msg]).toEqual([403, '运营账号没有资金账户，请使用卖家账号']);
      expect((await t.call({ method: 'GET', url })).code).toBe(401);
    }
  });

  it('answers afresh once an order changes (the cached parts follow the data)', async () => {
    const first = await get<StatisticsOverview>(STATISTICS_API.overview, other.token);
    expect(first.data.orders).toMatchObject({ unpaidCount: 1, unpaidFen: 500 });
    await insertOrder(db, other.id, {
      shopId: otherShop,
      purchaseTime: now - HOUR,
      state: 'unpaid',
      totalFen: 250,
      lines: [],
    });
    const second = await get<StatisticsOverview>(STATISTICS_API.overview, other.token);
    expect(second.data.orders).toMatchObject({ unpaidCount: 2, unpaidFen: 750 });
    // A state move (as paying does it, updated_at with it) moves the counts.
    await db
      .updateTable('temu_orders')
      .set({ state: 'to_produce', paid_fen: 250, paid_at: Date.now(), updated_at: Date.now() + 1 })
      .where('main_id', '=', other.id)
      .where('total_fen', '=', 250)
      .execute();
    const third = await get<StatisticsOverview>(STATISTICS_API.overview, other.token);
    expect(third.data.orders).toMatchObject({ unpaidCount: 1, unpaidFen: 500, inProduction: 1 });
    expect((await get<StatisticsTodo>(STATISTICS_API.todo, other.token)).data.unpaidOrders).toBe(1);
  });
});
