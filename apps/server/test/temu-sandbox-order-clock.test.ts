import { describe, expect, it } from 'vitest';
import { tickOrderClocks } from '../src/sandbox/temu/orders/clock';
import { useTestApp } from './helper';
import { sellerWithOnSaleGoods, syncOrders } from './temu-order-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const timing = { reviewMs: 0, onSaleMs: 0, inspectMs: 0, qcFailRatio: 0, orderEveryMs: 60_000 };
const ordersOf = async (mallId: string) =>
  Number(
    (
      await db
        .selectFrom('sandbox_temu_records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'order')
        .where('mall_id', '=', mallId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the Temu sandbox raises stock-up orders over time', () => {
  it('once per period for each on-sale customised product, once even when two processes tick together', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t);
    const t0 = Date.now();
    expect(await tickOrderClocks(db, { ...timing, orderEveryMs: 0 }, t0)).toBe(0);
    expect(await tickOrderClocks(db, timing, t0)).toBe(0); // the clock starts
    expect(await ordersOf(shop.mallId)).toBe(0);
    expect(await tickOrderClocks(db, timing, t0 + 60_000)).toBe(1);
    expect(await tickOrderClocks(db, timing, t0 + 60_000)).toBe(0);
    const [a, b] = await Promise.all([
      tickOrderClocks(db, timing, t0 + 120_000),
      tickOrderClocks(db, timing, t0 + 120_000),
    ]);
    expect(a + b).toBe(1);
    expect(await ordersOf(shop.mallId)).toBe(2);
    // The product's orders reach the seller through the ordinary sync.
    await syncOrders(t, seller, shop.shopId);
    const mine = await db
      .selectFrom('temu_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('main_id', '=', seller.mainId)
      .executeTakeFirstOrThrow();
    expect(Number(mine.n)).toBe(2);
  });
});
