import {
  DAY_MS,
  type ProfitResult,
  STATISTICS_API,
  type StatisticsOverview,
  shanghaiDate,
  TEMU_ORDER_API,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { cancelOnTemu, raiseOrders, sellerWithOnSaleGoods, syncOrders } from './temu-order-fixtures';

/**
 * Sales keep the supply price the order sync snapshotted (migration 0040), and the dashboard and 利润分析 follow a
 * payment and a cancellation exactly — through the real flows (sandbox orders, sync, 支付, Temu-side cancel). The
 * expected figures are worked out here from the rows the flows wrote: each line's pieces × its template SKU's
 * price as declared at sync time, and each order's paid amount.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;

const range = () => `beginTime=${shanghaiDate(Date.now() - 29 * DAY_MS)}&endTime=${shanghaiDate(Date.now())}`;

describe('统计: supply price snapshot and figures following payments', () => {
  it('a later price change does not move past sales; paying and cancelling move the figures exactly', async () => {
    const { seller, shop, templateId } = await sellerWithOnSaleGoods(t, 5_000_000);
    const sns = await raiseOrders(t, shop.mallId, 3);
    await syncOrders(t, seller, shop.shopId);
    const orders = await db
      .selectFrom('temu_orders')
      .select(['id', 'sub_purchase_order_sn', 'total_fen'])
      .where('sub_purchase_order_sn', 'in', sns)
      .orderBy('id')
      .execute();
    expect(orders).toHaveLength(3);
    const tpl = await db
      .selectFrom('temu_templates')
      .select('skus')
      .where('id', '=', templateId)
      .executeTakeFirstOrThrow();
    const declared = new Map(
      (JSON.parse(tpl.skus) as Array<{ variantId: number; priceFen: number }>).map((k) => [k.variantId, k.priceFen]),
    );
    const salesOf = async (orderId: number) => {
      const lines = await db
        .selectFrom('temu_order_lines')
        .select(['variant_id', 'quantity'])
        .where('order_id', '=', orderId)
        .execute();
      return lines.reduce((n, l) => n + Number(l.quantity) * declared.get(Number(l.variant_id))!, 0);
    };
    const sales = await Promise.all(orders.map((o) => salesOf(Number(o.id))));
    expect(sales.every((s) => s > 0)).toBe(true);

    const overview = async () => {
      const r = await t.call<StatisticsOverview>({ method: 'GET', url: STATISTICS_API.overview, token: seller.token });
      expect(r.code, r.msg).toBe(200);
      return r.data.trend!.last30;
    };
    const profit = async () => {
      const r = await t.call<ProfitResult>({
        method: 'GET',
        url: `${STATISTICS_API.profit}?groupBy=shop&${range()}`,
        token: seller.token,
      });
      expect(r.code, r.msg).toBe(200);
      return r.data.totals;
    };
    // Nothing paid yet: nothing counted.
    expect(await overview()).toMatchObject({ orders: 0, salesFen: 0, costFen: 0 });

    // Pay the first two: they count at their synced price and what was paid (the order's total).
    const [a, b, c] = orders.map((o) => ({
      id: Number(o.id),
      sn: o.sub_purchase_order_sn,
      total: Number(o.total_fen),
    }));
    const pay = await t.call({
      method: 'POST',
      url: TEMU_ORDER_API.pay,
      payload: { ids: [a!.id, b!.id] },
      token: seller.token,
    });
    expect(pay.code, pay.msg).toBe(200);
    const twoPaid = {
      orders: 2,
      salesFen: sales[0]! + sales[1]!,
      costFen: a!.total + b!.total,
      profitFen: sales[0]! + sales[1]! - a!.total - b!.total,
    };
    expect(await overview()).toMatchObject(twoPaid);
    expect(await profit()).toMatchObject(twoPaid);

    // The seller doubles every price afterwards: past sales stay where they were.
    await db
      .updateTable('temu_templates')
      .set({
        skus: JSON.stringify(
          (JSON.parse(tpl.skus) as Array<{ priceFen: number }>).map((k) => ({ ...k, priceFen: k.priceFen * 2 })),
        ),
        updated_at: Date.now() + 1,
      })
      .where('id', '=', templateId)
      .execute();
    expect(await overview()).toMatchObject(twoPaid);
    expect(await profit()).toMatchObject(twoPaid);

    // Temu cancels the second (paid, refunded): it leaves the figures; the third, paid now, comes in.
    await cancelOnTemu(t, b!.sn, 4);
    await syncOrders(t, seller, shop.shopId);
    const refunded = await db
      .selectFrom('temu_orders')
      .select(['state', 'refunded_at'])
      .where('id', '=', b!.id)
      .executeTakeFirstOrThrow();
    expect(refunded.state).toBe('cancelled');
    expect(refunded.refunded_at).not.toBeNull();
    const onePaid = { orders: 1, salesFen: sales[0]!, costFen: a!.total, profitFen: sales[0]! - a!.total };
    expect(await overview()).toMatchObject(onePaid);
    expect(await profit()).toMatchObject(onePaid);

    // The third was synced before the price change: it keeps the price it was synced at.
    const pay3 = await t.call({
      method: 'POST',
      url: TEMU_ORDER_API.pay,
      payload: { ids: [c!.id] },
      token: seller.token,
    });
    expect(pay3.code, pay3.msg).toBe(200);
    const withThird = {
      orders: 2,
      salesFen: sales[0]! + sales[2]!,
      costFen: a!.total + c!.total,
      profitFen: sales[0]! + sales[2]! - a!.total - c!.total,
    };
    expect(await overview()).toMatchObject(withThird);
    expect(await profit()).toMatchObject(withThird);
  }, 120_000);
});
