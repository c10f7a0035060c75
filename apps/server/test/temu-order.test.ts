import {
  computeTemuOrderCost,
  LedgerType,
  TEMU_LOGISTICS_API,
  TEMU_ORDER_ADMIN_API,
  TEMU_ORDER_API,
  type TemuOrderDetail,
  type TemuOrderPage,
  type TemuOrderPayResult,
  type TemuOrderPreview,
  temuOrderTransitionError,
} from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { createSession } from '../src/modules/session/service';
import { cancelOrder, moveOrder } from '../src/modules/temu-order/transition';
import { useTestApp } from './helper';
import { signParams, TemuApiError } from '@podbench/temu';
import { newSeller, sandboxApp, sandboxClient, sandboxShop } from './marketplace-fixtures';
import { expectLedgerConsistent, newOperator } from './money-fixtures';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import {
  balanceOf,
  cancelOnTemu,
  ledgerRows,
  raiseOrders,
  sellerWithOnSaleGoods,
  syncOrders,
  topUp,
} from './temu-order-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;

const page = (token: string, query = '') =>
  t.call<TemuOrderPage>({ method: 'GET', url: `${TEMU_ORDER_API.page}?pageSize=200${query}`, token });
const detail = (token: string, id: number) =>
  t.call<TemuOrderDetail>({ method: 'GET', url: `${TEMU_ORDER_API.detail}?id=${id}`, token });
const pay = (token: string, ids: unknown) =>
  t.call<TemuOrderPayResult>({ method: 'POST', url: TEMU_ORDER_API.pay, payload: { ids }, token });
const preview = (token: string, ids: unknown) =>
  t.call<TemuOrderPreview>({ method: 'POST', url: TEMU_ORDER_API.costPreview, payload: { ids }, token });
const orderBySn = (sn: string) =>
  db.selectFrom('temu_orders').selectAll().where('sub_purchase_order_sn', '=', sn).executeTakeFirstOrThrow();

describe('temu stock-up orders', () => {
  it('an order raised on the sandbox is synced, matched, costed, paid from the balance and moves to 待生产', async () => {
    const { seller, shop, templateId } = await sellerWithOnSaleGoods(t, 1_000_000);
    const sns = await raiseOrders(t, shop.mallId, 2);
    await syncOrders(t, seller, shop.shopId);

    const list = await page(seller.token);
    expect(list.code).toBe(200);
    expect(list.data.total).toBe(2);
    expect(list.data.counts).toMatchObject({ all: 2, unpaid: 2, to_produce: 0, cancelled: 0 });
    expect(list.data.rows.map((r) => r.subPurchaseOrderSn).sort()).toEqual([...sns].sort());
    const row = list.data.rows[0]!;
    expect(row).toMatchObject({ state: 'unpaid', stateText: '待支付', temuStatus: 1, matched: true, templateId });
    expect(row.temuStatusText).toMatch(/待发货/);

    // Lines name the template and blank variant through the PB-T…-V… code; cost follows the contract's rule.
    const d = await detail(seller.token, row.id);
    expect(d.code).toBe(200);
    expect(d.data.lines.length).toBeGreaterThan(0);
    for (const l of d.data.lines) {
      expect(l.skuExtCode).toBe(`PB-T${templateId}-V${l.variantId}`);
      expect(l.templateId).toBe(templateId);
      expect([10, 11]).toContain(l.variantId);
    }
    const variants = await db.selectFrom('blank_variants').selectAll().where('id', 'in', [10, 11]).execute();
    const byId = new Map(variants.map((v) => [Number(v.id), v]));
    const expected = computeTemuOrderCost(
      d.data.lines.map((l) => ({
        unitCostFen: Number(byId.get(l.variantId!)!.base_cost_fen),
        quantity: l.quantity,
        weightG: Number(byId.get(l.variantId!)!.weight_g),
      })),
      0,
    );
    expect(d.data.cost).toEqual(expected);
    expect(d.data.cost.totalFen).toBeGreaterThan(0);
    expect(d.data.events.map((e) => e.toState)).toEqual(['unpaid']);

    // Filters: order number, shop, product, state tab.
    expect((await page(seller.token, `&orderSn=${sns[0]}`)).data.rows.map((r) => r.subPurchaseOrderSn)).toEqual([
      sns[0],
    ]);
    expect((await page(seller.token, `&shopId=${shop.shopId}`)).data.total).toBe(2);
    expect((await page(seller.token, `&product=${templateId}`)).data.total).toBe(2);
    expect((await page(seller.token, '&product=%E5%AE%9A%E5%88%B6')).data.total).toBe(2);
    expect((await page(seller.token, '&state=to_produce')).data.total).toBe(0);

    const ids = list.data.rows.map((r) => r.id);
    const pv = await preview(seller.token, ids);
    expect(pv.code).toBe(200);
    const total = list.data.rows.reduce((n, r) => n + r.cost.totalFen, 0);
    expect(pv.data).toMatchObject({ totalFen: total, balanceFen: 1_000_000, shortfallFen: 0 });
    expect(pv.data.orders.every((o) => o.payable)).toBe(true);

    const before = await balanceOf(t, seller.mainId);
    const paid = await pay(seller.token, ids);
    expect(paid.code).toBe(200);
    expect(paid.data).toMatchObject({ paid: 2, alreadyPaid: 0, chargedFen: total, balanceFen: before - total });
    expect(await balanceOf(t, seller.mainId)).toBe(before - total);
    const rows = await ledgerRows(t, seller.mainId, LedgerType.ORDER_PAY);
    expect(rows.map((r) => r.ref_id).sort()).toEqual(ids.map(String).sort());

    const after = await page(seller.token);
    expect(after.data.counts).toMatchObject({ unpaid: 0, to_produce: 2 });
    const d2 = await detail(seller.token, ids[0]!);
    expect(d2.data).toMatchObject({ state: 'to_produce', stateText: '待生产', temuStatus: 1 });
    expect(d2.data.paidFen).toBe(d2.data.cost.totalFen);
    expect(d2.data.events.map((e) => e.toState)).toEqual(['unpaid', 'to_produce']);

    // A re-sync changes nothing; paying again charges nothing.
    await syncOrders(t, seller, shop.shopId);
    expect((await page(seller.token)).data.counts).toMatchObject({ all: 2, to_produce: 2 });
    const again = await pay(seller.token, ids);
    expect(again.data).toMatchObject({ paid: 0, alreadyPaid: 2, chargedFen: 0 });
    expect(await ledgerRows(t, seller.mainId, LedgerType.ORDER_PAY)).toHaveLength(2);
  }, 120_000);

  it('refuses an illegal transition with a clear message', async () => {
    expect(temuOrderTransitionError('unpaid', 'shipped')).toBe('订单当前为「待支付」，不能变为「已发货」');
    expect(temuOrderTransitionError('cancelled', 'to_produce')).toBe('订单当前为「已取消」，不能变为「待生产」');
    expect(temuOrderTransitionError('to_produce', 'producing')).toBeNull();

    const { seller, shop } = await sellerWithOnSaleGoods(t, 1_000_000);
    const [sn] = await raiseOrders(t, shop.mallId, 1);
    await syncOrders(t, seller, shop.shopId);
    const o = await orderBySn(sn!);
    const err = await moveOrder(db, o, 'shipped', { actor: 'operator' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(400);
    expect((err as AppError).message).toBe('订单当前为「待支付」，不能变为「已发货」');
    expect((await orderBySn(sn!)).state).toBe('unpaid');

    // Temu cancels it before payment: paying it now is refused, nothing is charged.
    await cancelOnTemu(t, sn!);
    await syncOrders(t, seller, shop.shopId);
    const r = await pay(seller.token, [Number(o.id)]);
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(/已取消.*不能变为「待生产」/);
    expect(await ledgerRows(t, seller.mainId, LedgerType.ORDER_PAY)).toHaveLength(0);
  }, 120_000);

  it('cancelling a paid order (Temu cancels it) refunds exactly once', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t, 1_000_000);
    const [sn] = await raiseOrders(t, shop.mallId, 1);
    await syncOrders(t, seller, shop.shopId);
    const o = await orderBySn(sn!);
    const start = await balanceOf(t, seller.mainId);
    expect((await pay(seller.token, [Number(o.id)])).code).toBe(200);
    expect(await balanceOf(t, seller.mainId)).toBe(start - Number(o.total_fen));

    await cancelOnTemu(t, sn!, 4);
    await syncOrders(t, seller, shop.shopId);
    await syncOrders(t, seller, shop.shopId);
    const cancelled = await orderBySn(sn!);
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.temu_status).toBe(4);
    expect(cancelled.refunded_at).not.toBeNull();
    const refunds = await ledgerRows(t, seller.mainId, LedgerType.REFUND);
    expect(refunds).toHaveLength(1);
    expect(Number(refunds[0]!.amount_fen)).toBe(Number(o.total_fen));
    expect(await balanceOf(t, seller.mainId)).toBe(start);

    // Cancelling it again is refused by the state machine and refunds nothing.
    const err = await db
      .transaction()
      .execute((trx) => cancelOrder(trx, cancelled, '再次取消', { actor: 'operator' }))
      .catch((e: unknown) => e);
    expect((err as AppError).message).toBe('订单已是「已取消」');
    expect(await ledgerRows(t, seller.mainId, LedgerType.REFUND)).toHaveLength(1);
    const d = await detail(seller.token, Number(o.id));
    expect(d.data.events.map((e) => e.toState)).toEqual(['unpaid', 'to_produce', 'cancelled']);
    expect(d.data.cancelReason).toMatch(/拒收/);
  }, 120_000);

  it('two sessions paying the same orders at once charge them once', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t, 5_000_000);
    await raiseOrders(t, shop.mallId, 3);
    await syncOrders(t, seller, shop.shopId);
    const ids = (await page(seller.token)).data.rows.map((r) => r.id);
    expect(ids).toHaveLength(3);
    const other = await createSession(db, seller.id, { ip: '127.0.0.2', userAgent: 'second tab' });
    const start = await balanceOf(t, seller.mainId);
    const [a, b, c] = await Promise.all([pay(seller.token, ids), pay(other, ids), pay(seller.token, [ids[1]!])]);
    for (const r of [a, b, c]) expect(r.code).toBe(200);
    expect(a.data.paid + b.data.paid + c.data.paid).toBe(3);
    const rows = await ledgerRows(t, seller.mainId, LedgerType.ORDER_PAY);
    expect(rows).toHaveLength(3);
    const total = rows.reduce((n, r) => n + Number(r.amount_fen), 0);
    expect(await balanceOf(t, seller.mainId)).toBe(start + total);
    expect(a.data.chargedFen + b.data.chargedFen + c.data.chargedFen).toBe(-total);
    expect((await page(seller.token)).data.counts.to_produce).toBe(3);
  }, 120_000);

  it('a re-sync of 1,000 orders changes nothing, and an older order cancelled on Temu is still followed', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t);
    const sns = await raiseOrders(t, shop.mallId, 1000);
    // One order Temu raised three hours ago: outside the overlap window of later incremental syncs.
    const old = sns[0]!;
    const threeHoursAgo = Date.now() - 3 * 3600_000;
    const rec = await db
      .selectFrom('sandbox_temu_records')
      .selectAll()
      .where('kind', '=', 'order')
      .where('ref', '=', old)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('sandbox_temu_records')
      .set({
        created_at: threeHoursAgo,
        data: JSON.stringify({ ...JSON.parse(rec.data), purchaseTime: threeHoursAgo }),
      })
      .where('id', '=', rec.id)
      .execute();

    await syncOrders(t, seller, shop.shopId);
    const snapshot = async () => {
      const orders = await db
        .selectFrom('temu_orders')
        .select(['id', 'sub_purchase_order_sn', 'state', 'temu_status', 'content_hash', 'total_fen', 'updated_at'])
        .where('main_id', '=', seller.mainId)
        .orderBy('id')
        .execute();
      const ids = orders.map((o) => o.id);
      const lines = await db
        .selectFrom('temu_order_lines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', 'in', ids)
        .executeTakeFirstOrThrow();
      const events = await db
        .selectFrom('temu_order_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', 'in', ids)
        .executeTakeFirstOrThrow();
      return { orders, lines: Number(lines.n), events: Number(events.n) };
    };
    const first = await snapshot();
    expect(first.orders).toHaveLength(1000);
    expect(new Set(first.orders.map((o) => o.sub_purchase_order_sn))).toEqual(new Set(sns));
    expect(first.events).toBe(1000);

    await syncOrders(t, seller, shop.shopId);
    expect(await snapshot()).toEqual(first);

    // New orders arrive and the old one is cancelled on Temu: the incremental sync finds both.
    const more = await raiseOrders(t, shop.mallId, 5);
    await cancelOnTemu(t, old, 8);
    await syncOrders(t, seller, shop.shopId);
    const after = await snapshot();
    expect(after.orders).toHaveLength(1005);
    expect(after.orders.filter((o) => more.includes(o.sub_purchase_order_sn))).toHaveLength(5);
    expect(after.orders.find((o) => o.sub_purchase_order_sn === old)).toMatchObject({
      state: 'cancelled',
      temu_status: 8,
    });
    const unchanged = after.orders.filter(
      (o) => o.sub_purchase_order_sn !== old && !more.includes(o.sub_purchase_order_sn),
    );
    expect(unchanged).toEqual(first.orders.filter((o) => o.sub_purchase_order_sn !== old));
  }, 240_000);

  it('insufficient balance: 400 with the shortfall in fen, nothing charged', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t);
    await topUp(t, seller, 100);
    await raiseOrders(t, shop.mallId, 2);
    await syncOrders(t, seller, shop.shopId);
    const rows = (await page(seller.token)).data.rows;
    const total = rows.reduce((n, r) => n + r.cost.totalFen, 0);
    const pv = await preview(
      seller.token,
      rows.map((r) => r.id),
    );
    expect(pv.data).toMatchObject({ totalFen: total, balanceFen: 100, shortfallFen: total - 100 });
    const r = await t.call<{ balanceFen: number; requiredFen: number; shortfallFen: number }>({
      method: 'POST',
      url: TEMU_ORDER_API.pay,
      payload: { ids: rows.map((x) => x.id) },
      token: seller.token,
    });
    expect(r.status).toBe(400);
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(/余额不足/);
    expect(r.data).toEqual({ balanceFen: 100, requiredFen: total, shortfallFen: total - 100 });
    expect(await balanceOf(t, seller.mainId)).toBe(100);
    expect(await ledgerRows(t, seller.mainId, LedgerType.ORDER_PAY)).toHaveLength(0);
    expect((await page(seller.token)).data.counts.unpaid).toBe(2);
  }, 120_000);

  it("another seller's order gives 404; bad input gives 400 in Chinese", async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t, 1_000_000);
    await raiseOrders(t, shop.mallId, 1);
    await syncOrders(t, seller, shop.shopId);
    const [row] = (await page(seller.token)).data.rows;
    const other = await newSeller(t);
    await topUp(t, other, 1_000_000);
    expect((await detail(other.token, row!.id)).code).toBe(404);
    const p = await pay(other.token, [row!.id]);
    expect(p.code).toBe(404);
    expect(p.msg).toBe('订单不存在');
    expect((await preview(other.token, [row!.id])).code).toBe(404);
    expect((await page(other.token)).data.total).toBe(0);
    const s = await t.call({
      method: 'POST',
      url: TEMU_ORDER_API.sync,
      payload: { shopId: shop.shopId },
      token: other.token,
    });
    expect(s.code).toBe(404);
    expect(await ledgerRows(t, other.mainId, LedgerType.ORDER_PAY)).toHaveLength(0);

    const bad: Array<[Promise<{ code: number; msg: string }>, RegExp]> = [
      [pay(seller.token, []), /请选择订单/],
      [pay(seller.token, ['x']), /订单 id 必须是数字/],
      [pay(seller.token, [-1]), /订单 id 必须大于 0/],
      [pay(seller.token, 'all'), /请选择订单/],
      [page(seller.token, '&state=foo'), /订单状态不正确/],
      [page(seller.token, '&beginTime=2026-13-40'), /时间格式/],
      [page(seller.token, '&shopId=abc'), /必须是数字/],
      [detail(seller.token, Number.NaN), /id 必须是数字/],
      [t.call({ method: 'POST', url: TEMU_ORDER_API.sync, payload: { shopId: 'x' }, token: seller.token }), /店铺 id/],
    ];
    for (const [req, msg] of bad) {
      const r = await req;
      expect(r.code).toBe(400);
      expect(r.msg).toMatch(msg);
    }
    expect((await t.call({ method: 'GET', url: TEMU_ORDER_API.page })).code).toBe(401);
  }, 120_000);

  it('the whole flow: paid → operator produces and ships (Temu ship flow) → warehouse receives and stocks → 已完成', async () => {
    const { seller, shop } = await sellerWithOnSaleGoods(t, 1_000_000);
    const [sn] = await raiseOrders(t, shop.mallId, 1);
    await syncOrders(t, seller, shop.shopId);
    const id = Number((await orderBySn(sn!)).id);
    const op = await newOperator(t);
    const admin = (url: string, payload: unknown, token = op.token) =>
      t.call<{ moved?: number; shipments?: Array<{ orderId: number; deliveryOrderSn: string }> }>({
        method: 'POST',
        url,
        payload: payload as Record<string, unknown>,
        token,
      });
    const ship = { ids: [id], carrier: '顺丰速运', trackingNo: 'SF1234567890', weightG: 1200 };

    // Operator endpoints are for operators only, and follow the state machine.
    expect((await admin(TEMU_ORDER_ADMIN_API.startProduction, { ids: [id] }, seller.token)).code).toBe(403);
    const early = await admin(TEMU_ORDER_ADMIN_API.startProduction, { ids: [id] });
    expect(early.code).toBe(400);
    expect(early.msg).toBe(`订单 ${sn}：订单当前为「待支付」，不能变为「生产中」`);

    expect((await pay(seller.token, [id])).code).toBe(200);
    expect((await admin(TEMU_ORDER_ADMIN_API.ship, ship)).msg).toMatch(/不能变为「已发货」/);
    expect((await admin(TEMU_ORDER_ADMIN_API.startProduction, { ids: [id] })).data.moved).toBe(1);
    expect((await admin(TEMU_ORDER_ADMIN_API.markProduced, { ids: [id] })).data.moved).toBe(1);
    const bad = await admin(TEMU_ORDER_ADMIN_API.ship, { ...ship, trackingNo: '顺丰', weightG: 0 });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/运单号|包裹重量/);

    const sent = await admin(TEMU_ORDER_ADMIN_API.ship, ship);
    expect(sent.code).toBe(200);
    const deliveryOrderSn = sent.data.shipments![0]!.deliveryOrderSn;
    expect(deliveryOrderSn).toMatch(/^FH\d+$/);
    const shipment = await db
      .selectFrom('temu_shipments')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(shipment).toMatchObject({ state: 'sent', carrier: '顺丰速运', tracking_no: 'SF1234567890', temu_status: 1 });
    expect(Number(shipment.weight_g)).toBe(1200);
    // Temu's side: the ship order was sent with the carrier, and the purchase order shows 已送货.
    const onTemu = await t.call<Array<{ subPurchaseOrderSn: string; status: number }>>({
      method: 'GET',
      url: `${TEMU_SANDBOX.orders}?mallId=${shop.mallId}`,
    });
    expect(onTemu.data.find((o) => o.subPurchaseOrderSn === sn)?.status).toBe(2);
    expect((await admin(TEMU_ORDER_ADMIN_API.ship, ship)).msg).toMatch(/已是「已发货」/);

    await syncOrders(t, seller, shop.shopId);
    const shippedDetail = (await detail(seller.token, id)).data;
    expect(shippedDetail).toMatchObject({ state: 'shipped', temuStatus: 2 });
    expect(shippedDetail.shipment).toMatchObject({
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
      deliveryOrderSn,
      weightG: 1200,
      state: 'sent',
    });

    // The warehouse signs for the package and puts it away; the next sync follows: 已入库 → 已完成.
    const recv = await t.call<{ status: number }>({
      method: 'POST',
      url: TEMU_SANDBOX.receiveNow,
      payload: { deliveryOrderSn },
    });
    expect(recv.data.status).toBe(3);
    await syncOrders(t, seller, shop.shopId);
    const done = await detail(seller.token, id);
    expect(done.data).toMatchObject({ state: 'completed', stateText: '已完成', temuStatus: 7 });
    expect(done.data.events.map((e) => e.toState)).toEqual([
      'unpaid',
      'to_produce',
      'producing',
      'to_ship',
      'shipped',
      'warehoused',
      'completed',
    ]);
    expect(
      (await db.selectFrom('temu_shipments').select('temu_status').where('order_id', '=', id).executeTakeFirstOrThrow())
        .temu_status,
    ).toBe(3);
    // Logistics query (seller) and the audit trail of the operator's steps.
    const logistics = await t.call<{ rows: Array<Record<string, unknown> & { history: unknown[] }>; total: number }>({
      method: 'GET',
      url: `${TEMU_LOGISTICS_API.page}?keyword=SF1234567890`,
      token: seller.token,
    });
    expect(logistics.data.total).toBe(1);
    expect(logistics.data.rows[0]).toMatchObject({
      subPurchaseOrderSn: sn,
      deliveryOrderSn,
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
      weightG: 1200,
      temuStatusText: '已入库',
    });
    expect(logistics.data.rows[0]!.history).toHaveLength(3);
    const other = await newSeller(t);
    expect(
      (await t.call<{ total: number }>({ method: 'GET', url: TEMU_LOGISTICS_API.page, token: other.token })).data.total,
    ).toBe(0);
    const audits = await db
      .selectFrom('audit_logs')
      .select('action')
      .where('target_type', '=', 'temu_order')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['temu_order.producing', 'temu_order.to_ship', 'temu_order.ship']);
    await expectLedgerConsistent(t, seller.mainId);
  }, 120_000);

  it('sandbox bg.purchaseorderv2.get pages and filters like Temu, and holds the shop to 3 calls a second', async () => {
    const shop = await sandboxShop(t);
    const sample = await t.call<{ productId: number }>({
      method: 'POST',
      url: TEMU_SANDBOX.sampleGoods,
      payload: { mallId: shop.mallId },
    });
    const none = await t.call({ method: 'POST', url: TEMU_SANDBOX.ordersNow, payload: { mallId: shop.mallId } });
    expect(none.code).toBe(400);
    expect(none.msg).toBe('该店铺没有在售的定制商品');
    await t.call({ method: 'POST', url: TEMU_SANDBOX.onSaleNow, payload: { productId: sample.data.productId } });
    const sns = await raiseOrders(t, shop.mallId, 250);
    await cancelOnTemu(t, sns[0]!, 10);
    await cancelOnTemu(t, sns[1]!, 4);
    const c = (await sandboxClient(t)).forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
    const get = (p: Record<string, unknown>) => c.call('bg.purchaseorderv2.get', { pageNo: 1, pageSize: 100, ...p });

    const p1 = await get({ pageNo: 1, pageSize: 100 });
    expect(p1.total).toBe(250);
    expect(p1.subOrderForSupplierList).toHaveLength(100);
    expect((await get({ pageNo: 3, pageSize: 100 })).subOrderForSupplierList).toHaveLength(50);
    const all = [...p1.subOrderForSupplierList, ...(await get({ pageNo: 2, pageSize: 100 })).subOrderForSupplierList];
    expect(new Set(all.map((o) => o.subPurchaseOrderSn)).size).toBe(200);
    const first = p1.subOrderForSupplierList[0]!;
    expect(first).toMatchObject({ isCustomProduct: true, status: expect.any(Number) });
    expect(first.skuQuantityDetailList[0]!.extCode).toMatch(/^POD-\d-[SML]$/);
    expect(
      (await get({ statusList: [4, 10] })).subOrderForSupplierList.map((o) => o.subPurchaseOrderSn).sort(),
    ).toEqual([sns[0], sns[1]].sort());
    expect((await get({ statusList: [1], pageSize: 1 })).total).toBe(248);
    expect((await get({ purchaseTimeFrom: Date.now() + 60_000 })).total).toBe(0);
    expect((await get({ purchaseTimeTo: Date.now() + 60_000, pageSize: 1 })).total).toBe(250);
    expect(
      (await get({ subPurchaseOrderSnList: [sns[5]] })).subOrderForSupplierList.map((o) => o.subPurchaseOrderSn),
    ).toEqual([sns[5]]);
    // The page documents pageSize in [1, 500].
    const bad = await get({ pageSize: 501 }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(TemuApiError);

    // Raw calls in one window: the type's 3 per shop pass, the rest are refused with Temu's 4000004.
    const a = await sandboxApp(t);
    const raw = () => {
      const body = {
        type: 'bg.purchaseorderv2.get',
        app_key: a.appKey,
        access_token: shop.accessToken,
        data_type: 'JSON',
        timestamp: Math.floor(Date.now() / 1000),
        pageNo: 1,
        pageSize: 1,
      };
      return t.app.inject({
        method: 'POST',
        url: `${TEMU_SANDBOX.gatewayCn}/openapi/router`,
        payload: { ...body, sign: signParams(body, a.appSecret) },
      });
    };
    for (let tries = 0; ; tries++) {
      await new Promise((r) => setTimeout(r, 1100));
      const started = Date.now();
      const rs = await Promise.all(Array.from({ length: 6 }, raw));
      if (Date.now() - started >= 1000 && tries < 5) continue;
      expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(rs.filter((r) => r.statusCode === 429).map((r) => r.json().errorCode)).toEqual([
        4000004, 4000004, 4000004,
      ]);
      break;
    }
  }, 120_000);
});
