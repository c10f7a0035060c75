import { API_CONSOLE, type FulfilmentPage, TEMU_ORDER_ADMIN_API, TEMU_ORDER_API } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { newOperator } from './money-fixtures';
import { raiseOrders, sellerWithOnSaleGoods, syncOrders } from './temu-order-fixtures';

const t = await useTestApp();
const op = await newOperator(t);

const board = (qs = '', token = op.token) =>
  t.call<FulfilmentPage>({ method: 'GET', url: `${API_CONSOLE.fulfilment.page}${qs}`, token });

describe('operator › fulfilment board', () => {
  it("lists every seller's orders by state with counts, oldest paid first, and follows the moves", async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t, 1_000_000);
    const sns = await raiseOrders(t, shop.mallId, 3);
    await syncOrders(t, seller, shop.shopId);
    const mine = await board(`?keyword=${sns[0]}`);
    expect(mine.data.total).toBe(1);
    expect(mine.data.rows[0]).toMatchObject({ subPurchaseOrderSn: sns[0], state: 'unpaid' });
    const all = await board(`?state=unpaid&pageSize=100`);
    const ids = all.data.rows.filter((r) => sns.includes(r.subPurchaseOrderSn)).map((r) => r.id);
    expect(ids).toHaveLength(3);
    const paid = await t.call({
      method: 'POST',
      url: TEMU_ORDER_API.pay,
      payload: { ids: [ids[1], ids[0]] },
      token: seller.token,
    });
    expect(paid.code).toBe(200);
    const queue = await board('?state=to_produce');
    const name = await t.runtime.ctx.db
      .selectFrom('users')
      .select('user_name')
      .where('id', '=', seller.mainId)
      .executeTakeFirstOrThrow();
    expect(queue.data.rows.filter((r) => ids.includes(r.id)).map((r) => r.sellerName)).toEqual([
      name.user_name,
      name.user_name,
    ]);
    expect(queue.data.counts.to_produce).toBeGreaterThanOrEqual(2);
    // First in, first out: the queue is ordered by payment time.
    const times = queue.data.rows.map((r) => r.paidAt ?? 0);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const moved = await t.call<{ moved: number }>({
      method: 'POST',
      url: TEMU_ORDER_ADMIN_API.startProduction,
      payload: { ids: [ids[0]] },
      token: op.token,
    });
    expect(moved.data.moved).toBe(1);
    const producing = await board(`?state=producing&keyword=${sns[0]}`);
    expect(producing.data.rows.map((r) => r.id)).toEqual([ids[0]]);
    expect(producing.data.counts.producing).toBe(1);
  });

  it('is for operators only, and refuses a bad state in Chinese', async () => {
    const { seller } = await sellerWithOnSaleGoods(t);
    expect((await t.call({ method: 'GET', url: API_CONSOLE.fulfilment.page })).code).toBe(401);
    expect((await board('', seller.token)).code).toBe(403);
    const bad = await board('?state=lost');
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
