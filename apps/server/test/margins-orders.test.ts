import {
  LedgerType,
  MARGIN_API,
  SELLER_SETTINGS_API,
  type SellerSettings,
  type SkuCostsResult,
  TEMU_ORDER_API,
  TEMU_ORDER_STATES,
  TEMU_ORDER_VIEWS,
  type TemuOrderPage,
  type TemuOrderPartialPayResult,
  type TemuOrderPreview,
  type TemuOrderPayResult,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { addPushRecordMenu } from '../src/db/migrations/20261127_0038_margins_auto_pay';
import { autoPayNewOrders } from '../src/modules/temu-order/auto-pay';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { expectLedgerConsistent } from './money-fixtures';
import { balanceOf, ledgerRows, raiseOrders, sellerWithOnSaleGoods, syncOrders, topUp } from './temu-order-fixtures';
import { saveTemplate, templateBodyFor } from './temu-publish-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const DAY = 86_400_000;

const page = (token: string, query = '') =>
  t.call<TemuOrderPage>({ method: 'GET', url: `${TEMU_ORDER_API.page}?pageSize=200${query}`, token });
const payPartial = (token: string, ids: number[]) =>
  t.call<TemuOrderPartialPayResult>({ method: 'POST', url: TEMU_ORDER_API.payPartial, payload: { ids }, token });
const settings = (token: string, payload: Record<string, unknown>) =>
  t.call<SellerSettings>({ method: 'PUT', url: SELLER_SETTINGS_API.save, payload, token });

/**
 * Three synced orders rewritten to known lines and deadlines, so every cost is hand-computed (discount 0):
 *   A: 2 × ¥32.00, 200 g each → 6400 + packing 2 × 80 + shipping 600 (400 g ≤ 1 kg)          = 7160, deliver +10 d
 *   B: 1 × ¥25.00, 300 g       → 2500 + 80 + 600                                              = 3180, deliver +5 d
 *   C: 3 × ¥40.00, 400 g each  → 12000 + 240 + 600 + 200 (1200 g: one 500 g step past 1 kg)  = 13040, deliver +7 d
 * Oldest pay deadline first is B, C, A (one blank, so the same production days).
 */
async function threeKnownOrders(balanceFen: number) {
  const g = await sellerWithOnSaleGoods(t, 0);
  await raiseOrders(t, g.shop.mallId, 3);
  const syncedAt = Date.now();
  await syncOrders(t, g.seller, g.shop.shopId);
  const orders = await db
    .selectFrom('temu_orders')
    .selectAll()
    .where('main_id', '=', g.seller.mainId)
    .orderBy('id')
    .execute();
  expect(orders).toHaveLength(3);
  const spec = [
    { unit: 3200, qty: 2, w: 200, days: 10, total: 7_160 },
    { unit: 2500, qty: 1, w: 300, days: 5, total: 3_180 },
    { unit: 4000, qty: 3, w: 400, days: 7, total: 13_040 },
  ];
  const now = Date.now();
  for (const [i, o] of orders.entries()) {
    const s = spec[i]!;
    const [first] = await db
      .selectFrom('temu_order_lines')
      .selectAll()
      .where('order_id', '=', o.id)
      .orderBy('id')
      .execute();
    await db.deleteFrom('temu_order_lines').where('order_id', '=', o.id).where('id', '!=', first!.id).execute();
    await db
      .updateTable('temu_order_lines')
      .set({ unit_cost_fen: s.unit, quantity: s.qty, weight_g: s.w })
      .where('id', '=', first!.id)
      .execute();
    await db
      .updateTable('temu_orders')
      .set({ expect_deliver_at: now + s.days * DAY, quantity: s.qty, total_fen: s.total })
      .where('id', '=', o.id)
      .execute();
  }
  if (balanceFen > 0) await topUp(t, g.seller, balanceFen);
  const [a, b, c] = orders.map((o) => Number(o.id)) as [number, number, number];
  return { ...g, a, b, c, syncedAt };
}

const stateOf = async (id: number) =>
  (await db.selectFrom('temu_orders').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

describe('partial batch pay', () => {
  it('pays what the balance covers, oldest deadline first, debits exactly the paid orders and says what is left', async () => {
    // B 3180 + C 13040 = 16220; A 7160 does not fit in the ¥10.00 left.
    const { seller, a, b, c } = await threeKnownOrders(17_220);
    const r = await payPartial(seller.token, [a, b, c]);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ paid: 2, alreadyPaid: 0, chargedFen: 16_220, balanceFen: 1_000, leftFen: 7_160 });
    expect(r.data.paidIds).toEqual([b, c]);
    expect(r.data.left).toMatchObject([{ id: a, totalFen: 7_160, reason: '余额不足' }]);
    expect(r.msg).toBe('已支付 2 个订单，1 个未支付');
    expect(await balanceOf(t, seller.mainId)).toBe(1_000);
    const pays = await ledgerRows(t, seller.mainId, LedgerType.ORDER_PAY);
    expect(pays.map((l) => [l.ref_id, Number(l.amount_fen)])).toEqual([
      [String(b), -3_180],
      [String(c), -13_040],
    ]);
    await expectLedgerConsistent(t, seller.mainId);
    expect([await stateOf(a), await stateOf(b), await stateOf(c)]).toEqual(['unpaid', 'to_produce', 'to_produce']);
  });

  it('the pay page lists the orders oldest pay deadline first, each with its deadline and hand-computed cost', async () => {
    const { seller, a, b, c } = await threeKnownOrders(17_220);
    const r = await t.call<TemuOrderPreview>({
      method: 'POST',
      url: TEMU_ORDER_API.costPreview,
      payload: { ids: [a, b, c] },
      token: seller.token,
    });
    expect(r.code, r.msg).toBe(200);
    expect(r.data.orders.map((o) => [o.id, o.cost.totalFen, o.payable])).toEqual([
      [b, 3_180, true],
      [c, 13_040, true],
      [a, 7_160, true],
    ]);
    const deadlines = r.data.orders.map((o) => o.payDeadlineAt!);
    expect(deadlines.every((d) => Number.isInteger(d))).toBe(true);
    expect([...deadlines].sort((x, y) => x - y)).toEqual(deadlines);
    // The same figure the order list shows as 付款截止.
    const list = await t.call<{ rows: Array<{ id: number; payDeadlineAt: number | null }> }>({
      method: 'GET',
      url: `${TEMU_ORDER_API.page}?pageSize=20`,
      token: seller.token,
    });
    for (const o of r.data.orders)
      expect(list.data.rows.find((x) => x.id === o.id)?.payDeadlineAt).toBe(o.payDeadlineAt);
    expect(r.data).toMatchObject({ totalFen: 23_380, balanceFen: 17_220, shortfallFen: 6_160, discountPercent: 0 });
  });

  it('never passes an older deadline over for a later, cheaper order', async () => {
    // ¥110.00: B (31.80) fits, C (130.40) does not, so A (71.60) waits although ¥78.20 would cover it.
    const { seller, a, b, c } = await threeKnownOrders(11_000);
    const r = await payPartial(seller.token, [c, a, b]);
    expect(r.data.paidIds).toEqual([b]);
    expect(r.data.left.map((l) => [l.id, l.reason])).toEqual([
      [c, '余额不足'],
      [a, '余额不足'],
    ]);
    expect(r.data.leftFen).toBe(13_040 + 7_160);
    expect(await balanceOf(t, seller.mainId)).toBe(11_000 - 3_180);
    await expectLedgerConsistent(t, seller.mainId);
  });

  it('concurrent pays of the same orders never debit twice', async () => {
    const { seller, a, b, c } = await threeKnownOrders(50_000);
    const all = [a, b, c];
    const [p1, p2, p3] = await Promise.all([
      payPartial(seller.token, all),
      payPartial(seller.token, all),
      t.call<TemuOrderPayResult>({
        method: 'POST',
        url: TEMU_ORDER_API.pay,
        payload: { ids: all },
        token: seller.token,
      }),
    ]);
    for (const r of [p1, p2, p3]) expect(r.code).toBe(200);
    expect(p1.data.chargedFen + p2.data.chargedFen + p3.data.chargedFen).toBe(7_160 + 3_180 + 13_040);
    const pays = await ledgerRows(t, seller.mainId, LedgerType.ORDER_PAY);
    expect(pays.map((l) => l.ref_id).sort()).toEqual(all.map(String).sort());
    expect(await balanceOf(t, seller.mainId)).toBe(50_000 - 23_380);
    await expectLedgerConsistent(t, seller.mainId);
  });

  it("another seller's orders are not found and nothing moves", async () => {
    const { a } = await threeKnownOrders(50_000);
    const other = await newSeller(t);
    await topUp(t, other, 50_000);
    const r = await payPartial(other.token, [a]);
    expect(r.code).toBe(404);
    expect(await stateOf(a)).toBe('unpaid');
    expect(await balanceOf(t, other.mainId)).toBe(50_000);
  });
});

describe('auto-pay', () => {
  it('is off by default: a sync leaves new orders 待支付', async () => {
    const g = await sellerWithOnSaleGoods(t, 1_000_000);
    await raiseOrders(t, g.shop.mallId, 2);
    await syncOrders(t, g.seller, g.shop.shopId);
    const list = await page(g.seller.token);
    expect(list.data.counts.unpaid).toBe(2);
    expect(await ledgerRows(t, g.seller.mainId, LedgerType.ORDER_PAY)).toHaveLength(0);
  });

  it('pays new orders as a sync brings them in, marked 自动支付', async () => {
    const g = await sellerWithOnSaleGoods(t, 1_000_000);
    const s = await settings(g.seller.token, { autoPayEnabled: true, autoPayDailyCapFen: 1_000_000 });
    expect(s.code).toBe(200);
    await raiseOrders(t, g.shop.mallId, 2);
    await syncOrders(t, g.seller, g.shop.shopId);
    const list = await page(g.seller.token);
    expect(list.data.counts).toMatchObject({ unpaid: 0, to_produce: 2 });
    const pays = await ledgerRows(t, g.seller.mainId, LedgerType.ORDER_PAY);
    expect(pays).toHaveLength(2);
    for (const l of pays) expect(l.remark).toMatch(/自动支付/);
    const spent = -pays.reduce((n, l) => n + Number(l.amount_fen), 0);
    const view = await t.call<SellerSettings>({ method: 'GET', url: SELLER_SETTINGS_API.get, token: g.seller.token });
    expect(view.data.autoPaidTodayFen).toBe(spent);
    await expectLedgerConsistent(t, g.seller.mainId);
  });

  it('respects the daily cap (oldest deadline first) and starts again the next Beijing day', async () => {
    // Cap ¥162.20 = B 31.80 + C 130.40; A (71.60) would pass it today.
    const { seller, shop, a, b, c, syncedAt } = await threeKnownOrders(1_000_000);
    await settings(seller.token, { autoPayEnabled: true, autoPayDailyCapFen: 16_220 });
    const day1 = Date.parse('2026-11-27T02:00:00Z'); // 10:00 in Beijing
    const shopRef = { id: shop.shopId, mainId: seller.mainId };
    const r1 = await autoPayNewOrders(db, shopRef, syncedAt, day1);
    expect(r1).toEqual({ paidIds: [b, c], chargedFen: 16_220, stoppedBy: '已达每日上限' });
    const r2 = await autoPayNewOrders(db, shopRef, syncedAt, day1 + 3_600_000);
    expect(r2).toEqual({ paidIds: [], chargedFen: 0, stoppedBy: '已达每日上限' });
    expect(await stateOf(a)).toBe('unpaid');
    const day2 = Date.parse('2026-11-27T16:30:00Z'); // 00:30 the next Beijing day
    const r3 = await autoPayNewOrders(db, shopRef, syncedAt, day2);
    expect(r3).toEqual({ paidIds: [a], chargedFen: 7_160, stoppedBy: null });
    const days = await db
      .selectFrom('auto_pay_days')
      .selectAll()
      .where('main_id', '=', seller.mainId)
      .orderBy('day')
      .execute();
    expect(days.map((d) => [d.day, Number(d.paid_fen), Number(d.orders)])).toEqual([
      ['2026-11-27', 16_220, 2],
      ['2026-11-28', 7_160, 1],
    ]);
    expect(await balanceOf(t, seller.mainId)).toBe(1_000_000 - 23_380);
    await expectLedgerConsistent(t, seller.mainId);
  });

  it('stops where the balance runs out and two runs at once stay within the cap', async () => {
    const { seller, shop, a, b, c, syncedAt } = await threeKnownOrders(3_180 + 13_040);
    await settings(seller.token, { autoPayEnabled: true, autoPayDailyCapFen: 100_000 });
    const shopRef = { id: shop.shopId, mainId: seller.mainId };
    const [x, y] = await Promise.all([
      autoPayNewOrders(db, shopRef, syncedAt),
      autoPayNewOrders(db, shopRef, syncedAt),
    ]);
    expect([...x.paidIds, ...y.paidIds].sort()).toEqual([b, c].sort());
    expect(x.chargedFen + y.chargedFen).toBe(16_220);
    expect(await stateOf(a)).toBe('unpaid');
    expect(await balanceOf(t, seller.mainId)).toBe(0);
    await expectLedgerConsistent(t, seller.mainId);
  });

  it('refuses bad settings and changes nothing; a sub-account without 支付 cannot turn auto-pay on', async () => {
    const seller = await newSeller(t);
    for (const bad of [{ autoPayDailyCapFen: -1 }, { autoPayDailyCapFen: 1.5 }, { marginFloorPercent: 91 }, {}]) {
      const r = await settings(seller.token, bad);
      expect(r.code).toBe(400);
    }
    const sub = await newSeller(t, { mainId: seller.mainId, permissions: ['order:view', 'publish:template'] });
    expect((await settings(sub.token, { autoPayEnabled: true })).code).toBe(403);
    expect((await settings(sub.token, { marginFloorPercent: 20 })).code).toBe(200);
    const v = await t.call<SellerSettings>({ method: 'GET', url: SELLER_SETTINGS_API.get, token: seller.token });
    expect(v.data).toEqual({
      marginFloorPercent: 20,
      autoPayEnabled: false,
      autoPayDailyCapFen: 0,
      autoPaidTodayFen: 0,
    });
    // Another seller keeps its own defaults.
    const other = await newSeller(t);
    const o = await t.call<SellerSettings>({ method: 'GET', url: SELLER_SETTINGS_API.get, token: other.token });
    expect(o.data.marginFloorPercent).toBe(0);
  });
});

describe('the order list', () => {
  it('shows deadlines, colour and size per SKU, the unpaid total, and tab counts that agree with the list', async () => {
    const { seller, a, b, c } = await threeKnownOrders(0);
    const list = await page(seller.token);
    const byId = new Map(list.data.rows.map((r) => [r.id, r]));
    expect(list.data.unpaid).toEqual({ count: 3, totalFen: 7_160 + 3_180 + 13_040 });
    const variant = await db
      .selectFrom('blank_variants')
      .innerJoin('blanks', 'blanks.id', 'blank_variants.blank_id')
      .select(['color_name', 'size', 'production_days'])
      .where('blank_variants.id', '=', 10)
      .executeTakeFirstOrThrow();
    for (const id of [a, b, c]) {
      const r = byId.get(id)!;
      expect(r.skus).toHaveLength(1);
      expect(r.skus[0]!.color).not.toBe('');
      expect(r.payDeadlineAt).toBe(r.expectDeliverAt! - Number(variant.production_days) * DAY);
    }
    expect(byId.get(a)!.skus[0]!.quantity).toBe(2);
    // Every state tab and view count equals the rows the list shows when it is clicked.
    const states = TEMU_ORDER_STATES.reduce((n, s) => n + list.data.counts[s], 0);
    expect(states).toBe(list.data.counts.all);
    expect(list.data.counts.all).toBe(3);
    for (const v of TEMU_ORDER_VIEWS) {
      const shown = await page(seller.token, `&view=${v}&state=unpaid`);
      const counted = await page(seller.token, '&state=unpaid');
      expect(counted.data.views[v].count).toBe(shown.data.total);
    }
  });
});

describe('margins in the template', () => {
  it('prices each SKU at the blank + packing + shipping and refuses a supply price below it', async () => {
    const g = await sellerWithOnSaleGoods(t, 0);
    const v = await db
      .selectFrom('blank_variants')
      .select(['id', 'base_cost_fen', 'weight_g'])
      .where('id', 'in', [10, 11])
      .orderBy('id')
      .execute();
    const costs = await t.call<SkuCostsResult>({
      method: 'POST',
      url: MARGIN_API.skuCosts,
      payload: { variantIds: [10, 11, 999_999] },
      token: g.seller.token,
    });
    expect(costs.code).toBe(200);
    // Hand rule: base − 0 % + 80 packing + 600 shipping (one piece under 1 kg).
    expect(costs.data.costs.map((c) => [c.variantId, c.cost.totalFen])).toEqual(
      v.map((x) => [Number(x.id), Number(x.base_cost_fen) + 80 + 600]),
    );
    const body = await templateBodyFor(t);
    const cheap = { ...body, skus: body.skus.map((s) => ({ ...s, priceFen: 1000 })) };
    const saved = await saveTemplate(t, g.seller, cheap);
    expect(saved.code).toBe(200);
    const below = saved.data.problems.filter((p) => p.field.endsWith('.priceFen'));
    expect(below).toHaveLength(2);
    const cost10 = Number(v[0]!.base_cost_fen) + 680;
    expect(below[0]!.message).toBe(
      `「白色/S」供货价 ¥10.00 低于生产成本 ¥${(cost10 / 100).toFixed(2)}，每件亏损 ¥${((cost10 - 1000) / 100).toFixed(2)}`,
    );
    expect(saved.data.status).toBe('incomplete');
  });
});

describe('订单推送记录 in the menu', () => {
  it('comes with the seed and migration 0038 adds it where missing, after 发货台, opened by order:view', async () => {
    const order = await db
      .selectFrom('menus')
      .select('menu_id')
      .where('path', '=', '/order')
      .where('audience', '=', 'seller')
      .executeTakeFirstOrThrow();
    const rowOf = () =>
      db
        .selectFrom('menus')
        .selectAll()
        .where('parent_id', '=', order.menu_id)
        .where('path', '=', 'orderPushRecord')
        .executeTakeFirst();
    expect((await rowOf())?.component).toBe('order/orderPushRecord');
    await db.deleteFrom('menus').where('parent_id', '=', order.menu_id).where('path', '=', 'orderPushRecord').execute();
    await addPushRecordMenu(db);
    await addPushRecordMenu(db);
    const kids = await db
      .selectFrom('menus')
      .select(['path', 'perms'])
      .where('parent_id', '=', order.menu_id)
      .orderBy('order_num')
      .execute();
    const paths = kids.map((k) => k.path);
    expect(paths.filter((p) => p === 'orderPushRecord')).toHaveLength(1);
    expect(paths.indexOf('orderPushRecord')).toBe(paths.indexOf('shippingDesk') + 1);
    expect(kids.find((k) => k.path === 'orderPushRecord')?.perms).toBe('order:view');
  });
});
