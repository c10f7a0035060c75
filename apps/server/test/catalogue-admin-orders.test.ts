import {
  CATALOGUE_ADMIN_API as CAT,
  computeTemuOrderCost,
  TEMU_ORDER_API,
  type TemuOrderDetail,
  type TemuOrderPayResult,
  type TemuOrderPreview,
} from '@podbench/contract';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from './helper';
import { newOperator } from './money-fixtures';
import { balanceOf, raiseOrders, sellerWithOnSaleGoods, syncOrders } from './temu-order-fixtures';

const t = await useTestApp();
// Many requests in one story: a loaded machine (2 cores, PostgreSQL beside) needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
const db = t.runtime.ctx.db;
const op = await newOperator(t);

const orderBySn = (sn: string) =>
  db.selectFrom('temu_orders').selectAll().where('sub_purchase_order_sn', '=', sn).executeTakeFirstOrThrow();

describe('catalogue base costs and stock-up orders', () => {
  it('a new base cost re-prices unpaid orders; a paid order keeps what it was charged', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t, 1_000_000);
    const [paidSn, unpaidSn] = await raiseOrders(t, shop.mallId, 2);
    await syncOrders(t, seller, shop.shopId);
    const paidBefore = await orderBySn(paidSn!);
    const pay = await t.call<TemuOrderPayResult>({
      method: 'POST',
      url: TEMU_ORDER_API.pay,
      payload: { ids: [Number(paidBefore.id)] },
      token: seller.token,
    });
    expect(pay.code, pay.msg).toBe(200);
    const paid = await orderBySn(paidSn!);
    const balance = await balanceOf(t, seller.id);

    // The operator raises every variant the orders hold by ¥10.
    const variants = await db.selectFrom('blank_variants').selectAll().where('id', 'in', [10, 11]).execute();
    for (const v of variants) {
      const r = await t.call<{ repricedOrders: number }>({
        method: 'POST',
        url: CAT.variantSave,
        token: op.token,
        payload: {
          id: Number(v.id),
          blankId: Number(v.blank_id),
          colorName: v.color_name,
          colorHex: v.color_hex,
          size: v.size,
          skuCode: v.sku_code,
          baseCostFen: Number(v.base_cost_fen) + 1000,
          weightG: v.weight_g,
        },
      });
      expect(r.code, r.msg).toBe(200);
    }

    // Paid: same amounts, lines and ledger; the seller's balance is untouched.
    const paidAfter = await orderBySn(paidSn!);
    expect(paidAfter).toMatchObject({
      paid_fen: paid.paid_fen,
      base_cost_fen: paid.base_cost_fen,
      total_fen: paid.total_fen,
      state: paid.state,
    });
    const paidLines = await db.selectFrom('temu_order_lines').selectAll().where('order_id', '=', paid.id).execute();
    for (const l of paidLines) {
      const v = variants.find((x) => Number(x.id) === Number(l.variant_id))!;
      expect(Number(l.unit_cost_fen)).toBe(Number(v.base_cost_fen));
    }
    expect(await balanceOf(t, seller.id)).toBe(balance);

    // Unpaid: its lines, stored cost and the payment preview follow the catalogue.
    const unpaid = await orderBySn(unpaidSn!);
    const d = await t.call<TemuOrderDetail>({
      method: 'GET',
      url: `${TEMU_ORDER_API.detail}?id=${unpaid.id}`,
      token: seller.token,
    });
    const expected = computeTemuOrderCost(
      d.data.lines.map((l) => {
        const v = variants.find((x) => Number(x.id) === l.variantId)!;
        expect(l.unitCostFen).toBe(Number(v.base_cost_fen) + 1000);
        return { unitCostFen: Number(v.base_cost_fen) + 1000, quantity: l.quantity, weightG: v.weight_g };
      }),
      0,
    );
    expect(Number(unpaid.total_fen)).toBe(expected.totalFen);
    expect(d.data.cost).toEqual(expected);
    const preview = await t.call<TemuOrderPreview>({
      method: 'POST',
      url: TEMU_ORDER_API.costPreview,
      payload: { ids: [Number(unpaid.id), Number(paid.id)] },
      token: seller.token,
    });
    const byId = new Map(preview.data.orders.map((o) => [o.id, o]));
    expect(byId.get(Number(unpaid.id))!.cost.totalFen).toBe(expected.totalFen);
    expect(byId.get(Number(paid.id))!.cost.totalFen).toBe(Number(paid.total_fen));

    // The audit row says how many unpaid orders moved with the change.
    const audit = await db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'catalogue.variant.edit')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    for (const a of audit) {
      const before = JSON.parse(a.before_json);
      const after = JSON.parse(a.after_json);
      expect(after.base_cost_fen - before.base_cost_fen).toBe(1000);
      expect(after.repricedOrders).toBeLessThanOrEqual(1);
    }
    expect(audit.reduce((n, a) => n + JSON.parse(a.after_json).repricedOrders, 0)).toBeGreaterThanOrEqual(1);
  });
});
