import { TEMU_ORDER_API, type TemuOrderDetail, type TemuOrderPage } from '@podbench/contract';
import type { PurchaseOrder } from '@podbench/temu';
import { describe, expect, it } from 'vitest';
import { syncShopOrders } from '../src/modules/temu-order/sync';
import { useTestApp } from './helper';
import { goldenResult } from './temu-fake-gateway';
import { goldenOrder, orderLike, ordersGateway } from './temu-order-views-fixtures';
import { sellerWithShops } from './temu-publish-fixtures';

/**
 * Stock-up order views (待发货, 加急, JIT, 逾期) with Temu's statusNumMap / delayNumMap counts, every documented field
 * kept, and the customisation text (staging.get personalText) — synced from the suite's own fake gateway answering
 * the reference's golden samples (packages/temu/test/fixtures/reference), not from the sandbox.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
const HOUR = 3_600_000;

const page = async (token: string, query: string) => {
  const r = await t.call<TemuOrderPage>({ method: 'GET', url: `${TEMU_ORDER_API.page}?pageSize=50&${query}`, token });
  expect(r.code).toBe(200);
  return r.data;
};

describe('stock-up order views on Temu fields', () => {
  it('syncs urgent / JIT / overdue orders into the four views, with the counts Temu gives in statusNumMap and delayNumMap', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const shop = { id: shops[0]!.shopId, mainId: seller.mainId };
    const now = Date.now();
    const deadline = (o: PurchaseOrder, deliver: number, arrival: number) => {
      o.deliverInfo = {
        ...o.deliverInfo,
        expectLatestDeliverTimeOrDefault: deliver,
        expectLatestArrivalTimeOrDefault: arrival,
      };
    };
    // A: to deliver, in time. B: to deliver, urgent, past the deliver deadline. C: waiting to be accepted, JIT.
    // D: delivered, past the arrival deadline. E: warehoused, urgent (not overdue: it arrived).
    const a = orderLike((o) => deadline(o, now + 24 * HOUR, now + 72 * HOUR));
    const b = orderLike((o) => {
      o.urgencyType = 1;
      deadline(o, now - HOUR, now + 48 * HOUR);
    });
    const c = orderLike((o) => {
      o.status = 0;
      o.purchaseStockType = 1;
      deadline(o, now + 12 * HOUR, now + 36 * HOUR);
    });
    const d = orderLike((o) => {
      o.status = 2;
      deadline(o, now - 72 * HOUR, now - HOUR);
    });
    const e = orderLike((o) => {
      o.status = 7;
      o.urgencyType = 1;
      deadline(o, now - 200 * HOUR, now - 100 * HOUR);
    });
    const orders = [a, b, c, d, e];
    // Temu's own counters cover the whole shop (more than this product synced): the views show them as Temu's.
    const state = {
      orders: () => orders,
      statusNumMap: { '0': 1, '1': 12, '2': 1, '7': 1 },
      delayNumMap: { '101': 1, '102': 3, '201': 0, '202': 2 },
      todayCanDeliverNum: 4,
    };
    const { g, caller } = ordersGateway(state);

    const stats = await syncShopOrders(db, caller, shop);
    expect(stats).toMatchObject({ created: 5, calls: 1, stagingCalls: 0 });
    // A first sync reads everything, unfiltered: its first page carries the counters.
    expect(g.callsOf('bg.purchaseorderv2.get').map((x) => x.params)).toEqual([{ pageNo: 1, pageSize: 100 }]);

    const all = await page(seller.token, '');
    expect(all.total).toBe(5);
    expect(all.views).toEqual({
      to_deliver: { count: 2, temuCount: 12 },
      urgent: { count: 2, temuCount: null },
      jit: { count: 1, temuCount: null },
      overdue: { count: 2, temuCount: 5 },
    });
    expect(all.temuCounts).toMatchObject({
      statusNumMap: state.statusNumMap,
      delayNumMap: state.delayNumMap,
      todayCanDeliverNum: 4,
    });
    const sns = async (q: string) => (await page(seller.token, q)).rows.map((r) => r.subPurchaseOrderSn).sort();
    expect(await sns('view=to_deliver')).toEqual([a, b].map((o) => o.subPurchaseOrderSn).sort());
    expect(await sns('view=urgent')).toEqual([b, e].map((o) => o.subPurchaseOrderSn).sort());
    expect(await sns('view=jit')).toEqual([c.subPurchaseOrderSn]);
    expect(await sns('view=overdue')).toEqual([b, d].map((o) => o.subPurchaseOrderSn).sort());
    // A view combines with the other filters; its rows carry Temu's fields.
    const urgentOverdue = await page(seller.token, `view=overdue&orderSn=${b.subPurchaseOrderSn}`);
    expect(urgentOverdue.rows).toHaveLength(1);
    expect(urgentOverdue.rows[0]).toMatchObject({
      urgent: true,
      jit: false,
      overdue: true,
      isCustom: true,
      isFirst: true,
      temuStatus: 1,
      expectDeliverAt: now - HOUR,
      expectArrivalAt: now + 48 * HOUR,
    });
    expect(urgentOverdue.views.overdue.count).toBe(1);
    const bad = await t.call({ method: 'GET', url: `${TEMU_ORDER_API.page}?view=late`, token: seller.token });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/视图不正确/);

    // The next sync reads only recent pages (filtered by purchase time), so the counters come from one more read.
    state.statusNumMap = { '0': 1, '1': 11, '2': 2, '7': 1 };
    state.delayNumMap = { '101': 0, '102': 2, '201': 0, '202': 2 };
    await syncShopOrders(db, caller, shop);
    const second = g
      .callsOf('bg.purchaseorderv2.get')
      .slice(1)
      .map((x) => x.params);
    expect(second[0]).toHaveProperty('purchaseTimeFrom');
    expect(second.at(-1)).toEqual({ pageNo: 1, pageSize: 1 });
    const again = await page(seller.token, '');
    expect(again.views.to_deliver.temuCount).toBe(11);
    expect(again.views.overdue.temuCount).toBe(4);
    // One shop's counts when a shop is chosen; a shop without readings gives none.
    expect((await page(seller.token, `shopId=${shop.id}`)).temuCounts?.statusNumMap['1']).toBe(11);
  }, 120_000);

  it('keeps every documented field, and shows the customisation text once the order is on the desk', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const shop = { id: shops[0]!.shopId, mainId: seller.mainId };
    const golden = goldenOrder();
    const order = orderLike(() => {});
    const { g, caller } = ordersGateway({ orders: () => [order] });
    await syncShopOrders(db, caller, shop);
    const [row] = (await page(seller.token, `orderSn=${order.subPurchaseOrderSn}`)).rows;
    expect(row!.personalTexts).toEqual([]);
    // Temu gave no statusNumMap (an SDK-only field): no Temu counts, the list still works.
    expect((await page(seller.token, '')).temuCounts).toBeNull();

    const detail = async () => {
      const r = await t.call<TemuOrderDetail>({
        method: 'GET',
        url: `${TEMU_ORDER_API.detail}?id=${row!.id}`,
        token: seller.token,
      });
      expect(r.code).toBe(200);
      return r.data;
    };
    const d1 = await detail();
    const field = (key: string) => d1.temuFields.find((f) => f.key === key)?.value;
    expect(field('subPurchaseOrderSn')).toBe(order.subPurchaseOrderSn);
    expect(field('productSn')).toBe(golden.productSn);
    expect(field('isCustomProduct')).toBe('是');
    expect(field('settlementType')).toBe('VMI（备货）');
    expect(field('purchaseStockType')).toBe('普通');
    expect(field('categoryType')).toBe('服饰');
    expect(field('isCanJoinDeliverPlatform')).toBe('是');
    const sku = golden.skuQuantityDetailList![0]!;
    expect(d1.lines).toHaveLength(1);
    expect(d1.lines[0]).toMatchObject({
      productSkuId: String(sku.productSkuId),
      skuExtCode: sku.extCode,
      spec: sku.className,
      quantity: sku.purchaseQuantity,
      deliverQuantity: 0,
      realReceiveQuantity: 0,
      qcResult: 0,
      qcResultText: '暂无结果',
      customizationType: 1,
      processType: ['单一工艺', '皮具/布艺定制工艺', '数码直喷'].join(' · '),
      personalText: null,
    });

    // Paid: the order is ours to produce and Temu holds it on the shipping desk (staging.get gives the texts).
    await db.updateTable('temu_orders').set({ state: 'to_produce' }).where('id', '=', row!.id).execute();
    const staging = structuredClone(goldenResult('bg.shiporder.staging.get')) as {
      list: Array<{
        orderDetailVOList: Array<Record<string, unknown>>;
        subPurchaseOrderBasicVO: Record<string, unknown>;
      }>;
    };
    staging.list[0]!.subPurchaseOrderBasicVO.subPurchaseOrderSn = order.subPurchaseOrderSn;
    staging.list[0]!.orderDetailVOList[0]!.personalText = '生日快乐 Lily 2026';
    g.on('bg.shiporder.staging.get', () => ({ result: staging }));
    await syncShopOrders(db, caller, shop);
    expect(g.callsOf('bg.shiporder.staging.get').map((x) => x.params)).toEqual([
      { pageNo: 1, pageSize: 20, subPurchaseOrderSnList: [order.subPurchaseOrderSn] },
    ]);
    const [withText] = (await page(seller.token, `orderSn=${order.subPurchaseOrderSn}`)).rows;
    expect(withText!.personalTexts).toEqual(['生日快乐 Lily 2026']);
    const d2 = await detail();
    expect(d2.personalTexts).toEqual(['生日快乐 Lily 2026']);
    expect(d2.lines[0]).toMatchObject({
      personalText: '生日快乐 Lily 2026',
      personalSkuId: String(staging.list[0]!.orderDetailVOList[0]!.productSkuId),
    });

    // Read once: the next sync asks the desk nothing. Temu's counters on a paid order's lines still follow.
    order.skuQuantityDetailList![0]!.qcResult = 2;
    order.skuQuantityDetailList![0]!.deliverQuantity = 10;
    await syncShopOrders(db, caller, shop);
    expect(g.callsOf('bg.shiporder.staging.get')).toHaveLength(1);
    const d3 = await detail();
    expect(d3.lines[0]).toMatchObject({ qcResult: 2, qcResultText: '不合格', deliverQuantity: 10, quantity: 10 });
    expect(d3.lines[0]!.personalText).toBe('生日快乐 Lily 2026');
  }, 120_000);
});
