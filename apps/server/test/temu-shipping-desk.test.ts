import { type DeskView, TEMU_ORDER_API, type TemuOrderDetail } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/queue';
import { createJobRunner } from '../src/jobs/runner';
import {
  SHIP_TRACK_JOB,
  SHIP_TRACK_SCHEDULE,
  shipTrackJob,
  shipTrackScheduleJob,
} from '../src/modules/fulfilment/tracking';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { useTestApp } from './helper';
import { newOperator, newSeller } from './money-fixtures';
import { readPdf } from './pdf-reader';
import { boxesFor, deskApi, key, paidOrders, printBoxMarks, runTracking } from './temu-shipping-desk-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;

const orderState = async (id: number) =>
  (await db.selectFrom('temu_orders').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

describe('the shipping desk on the strict Temu sandbox', () => {
  it('30 paid orders in two warehouses become 2 ship orders with 3 boxes, booked, tracked to received', async () => {
    const { seller, shop, ids } = await paidOrders(t, 30);
    const op = await newOperator(t);
    const admin = deskApi(t, op.token, true);

    // On the desk: every order added once; adding again counts them as already there (60001 or our own row).
    const added = await admin.add(ids);
    expect(added.code).toBe(200);
    expect(added.data.refused).toEqual([]);
    expect([...added.data.added, ...added.data.already].sort((a, b) => a - b)).toEqual(ids);
    const again = await admin.add(ids.slice(0, 5));
    expect(again.data).toMatchObject({ added: [], refused: [] });
    expect(again.data.already.sort((a, b) => a - b)).toEqual(ids.slice(0, 5));

    const desk = (await admin.desk(shop.shopId)).data;
    expect(desk.groups).toHaveLength(2);
    expect(desk.groups.flatMap((g) => g.orders.map((o) => o.orderId)).sort((a, b) => a - b)).toEqual(ids);
    for (const g of desk.groups) {
      expect(g.subWarehouseId).toBeGreaterThan(0);
      expect(g.receiveAddress.receiverName).not.toBe('');
      for (const o of g.orders) {
        expect(o.lines.length).toBeGreaterThan(0);
        for (const l of o.lines) expect(l.maxQuantity).toBeGreaterThanOrEqual(1);
      }
    }
    // The seller sees the same desk; the operator's view names the seller.
    expect((await deskApi(t, seller.token).desk()).data.groups).toHaveLength(2);

    const from = (await admin.addresses(shop.shopId)).data.rows;
    expect(from.length).toBeGreaterThan(0);
    const deliveryAddressId = from[0]!.id;

    // Boxes: the first warehouse's orders in two boxes, the second's in one. A double click (same key, twice at once)
    // and a second dialog over the same orders (another key) make one ship order per WB.
    const [g1, g2] = desk.groups as [DeskView['groups'][number], DeskView['groups'][number]];
    const body1 = {
      requestKey: key(),
      shopId: shop.shopId,
      subWarehouseId: g1.subWarehouseId,
      deliveryAddressId,
      boxes: boxesFor(g1, 2),
    };
    const [a, b, c] = await Promise.all([
      admin.create(body1),
      admin.create(body1),
      admin.create({ ...body1, requestKey: key() }),
    ]);
    const okOnes = [a, b, c].filter((r) => r.code === 200);
    expect(new Set(okOnes.map((r) => r.data.id)).size).toBe(1);
    for (const r of [a, b, c].filter((x) => x.code !== 200)) {
      expect(r.code).toBe(409);
      expect(r.msg).toMatch(/发货单|刷新/);
    }
    const s1 = (await admin.shipment(okOnes[0]!.data.id)).data;
    const s2 = (
      await admin.create({
        requestKey: key(),
        shopId: shop.shopId,
        subWarehouseId: g2.subWarehouseId,
        deliveryAddressId,
        boxes: boxesFor(g2, 1),
      })
    ).data;
    const all = (await admin.shipments(`&shopId=${shop.shopId}`)).data;
    expect(all.total).toBe(2);
    expect(all.rows.reduce((n, s) => n + s.boxes.length, 0)).toBe(3);
    expect(s1.state).toBe('created');
    expect(s1.shipOrders).toHaveLength(g1.orders.length);
    expect(s2.shipOrders).toHaveLength(g2.orders.length);
    const fhs = [...s1.shipOrders, ...s2.shipOrders];
    expect(new Set(fhs.map((f) => f.deliveryOrderSn)).size).toBe(30);
    for (const f of fhs) expect(f.deliveryOrderSn).toMatch(/^FH\d+$/);
    expect((await db.selectFrom('fulfilment_ship_orders').select('id').execute()).length).toBe(30);
    expect((await admin.desk(shop.shopId)).data.groups).toHaveLength(0);

    // Box marks: the label module reads the FH numbers, prints, and reports it.
    const marks = (await admin.boxMarks(s1.id)).data;
    expect(marks.deliveryOrderSns.sort()).toEqual(s1.shipOrders.map((f) => f.deliveryOrderSn).sort());
    expect(marks.boxes).toBe(2);
    // Booking before the box marks are printed is refused (the desk asks Temu whether they were).
    const early = await admin.book({ id: s2.id, method: 'own', shipId: 1, trackingNo: 'SF1234567890' });
    expect(early.code).toBe(400);
    expect((await admin.shipment(s2.id)).data.state).toBe('created');
    expect((await printBoxMarks(t, admin, s1.id)).boxMarksPrintedAt).not.toBeNull();
    await printBoxMarks(t, admin, s2.id);

    // Platform carrier: quote (price, pickup slots), then book inside a slot; a second booking is refused.
    const quote = await admin.quote(s1.id, 12_300);
    expect(quote.code).toBe(200);
    const opt = quote.data.options[0]!;
    expect(opt.slots.length).toBeGreaterThan(0);
    const outside = await admin.book({
      id: s1.id,
      method: 'platform',
      predictId: opt.predictId,
      pickupAt: opt.slots[0]!.start - 3_600_000,
      weightG: 12_300,
    });
    expect(outside.code).toBe(400);
    expect(outside.msg).toBe('揽收时间不在承运商可预约的时段内');
    const booked = await admin.book({
      id: s1.id,
      method: 'platform',
      predictId: opt.predictId,
      pickupAt: opt.slots[0]!.start,
      weightG: 12_300,
    });
    expect([booked.code, booked.msg]).toEqual([200, '已发货']);
    expect(booked.data.state).toBe('booked');
    expect(booked.data.carrier).toMatchObject({ deliverMethod: 2, weightG: 13_000 });
    expect(booked.data.carrier!.expressBatchSn).toMatch(/^EB\d+$/);
    const twice = await admin.book({
      id: s1.id,
      method: 'platform',
      predictId: opt.predictId,
      pickupAt: opt.slots[0]!.start,
      weightG: 12_300,
    });
    expect(twice.code).toBe(409);
    expect(await orderState(g1.orders[0]!.orderId)).toBe('shipped');

    // Own carrier for the second warehouse: a carrier of Temu's dictionary and its tracking number.
    const carriers = (await admin.carriers(shop.shopId)).data.rows;
    expect(carriers.length).toBeGreaterThan(0);
    const own = await admin.book({ id: s2.id, method: 'own', shipId: carriers[0]!.shipId, trackingNo: 'SF1234567890' });
    expect(own.code).toBe(200);
    expect(own.data.carrier).toMatchObject({ deliverMethod: 3, expressDeliverySn: 'SF1234567890' });
    const detail = await t.call<TemuOrderDetail>({
      method: 'GET',
      url: `${TEMU_ORDER_API.detail}?id=${g2.orders[0]!.orderId}`,
      token: seller.token,
    });
    expect(detail.data).toMatchObject({ state: 'shipped' });
    expect(detail.data.shipment).toMatchObject({ trackingNo: 'SF1234567890', state: 'sent' });

    // The warehouse receives every FH; the tracking job follows (bg.shiporderv2.get) to 已收货 / 已入库.
    for (const f of fhs) {
      const r = await t.call({
        method: 'POST',
        url: TEMU_SANDBOX.receiveNow,
        payload: { deliveryOrderSn: f.deliveryOrderSn },
      });
      expect(r.code).toBe(200);
    }
    const jobs = await admin.track(shop.shopId);
    expect(jobs.data.jobIds).toHaveLength(1);
    await runTracking(t);
    for (const id of [s1.id, s2.id]) {
      const s = (await admin.shipment(id)).data;
      expect(['received', 'warehoused']).toContain(s.state);
      for (const f of s.shipOrders) expect([2, 3, 6]).toContain(f.temuStatus);
    }
    for (const id of ids) expect(await orderState(id)).toBe('warehoused');

    // Own carriers have no Temu waybill.
    const noWaybill = await admin.waybill(s2.id);
    expect(noWaybill.data).toMatchObject({ expressDeliverySn: 'SF1234567890', labels: [] });
  }, 600_000);

  it('a cancelled ship order returns its orders to the desk, and they can be shipped again', async () => {
    const { seller, shop, ids } = await paidOrders(t, 4);
    const me = deskApi(t, seller.token);
    expect((await me.add(ids)).code).toBe(200);
    const group = (await me.desk()).data.groups[0]!;
    const deliveryAddressId = (await me.addresses(shop.shopId)).data.rows[0]!.id;
    const body = {
      requestKey: key(),
      shopId: shop.shopId,
      subWarehouseId: group.subWarehouseId,
      deliveryAddressId,
      boxes: boxesFor(group, 1),
    };
    const created = (await me.create(body)).data;
    expect(created.state).toBe('created');

    const cancelled = await me.cancel(created.id);
    expect(cancelled.code).toBe(200);
    expect(cancelled.data.state).toBe('cancelled');
    for (const f of cancelled.data.shipOrders) expect(f.temuStatus).toBe(5);
    const back = (await me.desk()).data.groups.flatMap((g) => g.orders.map((o) => o.orderId));
    expect(back.sort((a, b) => a - b)).toEqual(ids);
    expect(await db.selectFrom('temu_shipments').select('id').where('order_id', 'in', back).execute()).toHaveLength(0);
    // A cancelled shipment cannot be booked; its request key answers the cancelled shipment (no second create).
    expect((await me.book({ id: created.id, method: 'own', shipId: 1, trackingNo: 'SF00000001' })).msg).toMatch(
      /已取消/,
    );
    expect((await me.create(body)).data).toMatchObject({ id: created.id, state: 'cancelled' });
    const again = await me.create({ ...body, requestKey: key() });
    expect(again.code).toBe(200);
    expect(again.data.state).toBe('created');
    expect(again.data.shipOrders).toHaveLength(group.orders.length);
    // A booked shipment cannot be cancelled.
    const carriers = (await me.carriers(shop.shopId)).data.rows;
    await printBoxMarks(t, me, again.data.id);
    expect(
      (await me.book({ id: again.data.id, method: 'own', shipId: carriers[0]!.shipId, trackingNo: 'YT9876543210' }))
        .code,
    ).toBe(200);
    const late = await me.cancel(again.data.id);
    expect(late.code).toBe(400);
    expect(late.msg).toBe('发货单当前为「已发货」，已发货的发货单不能取消');
    // Without a click: the scheduled fan-out queues one tracking job per shop with open shipments and period.
    await enqueueJob(db, SHIP_TRACK_SCHEDULE, {});
    await enqueueJob(db, SHIP_TRACK_SCHEDULE, {});
    await createJobRunner(t.runtime.ctx, { handlers: [shipTrackScheduleJob, shipTrackJob] }).drain();
    const tracked = await db
      .selectFrom('jobs')
      .select(['status'])
      .where('kind', '=', SHIP_TRACK_JOB)
      .where('shop_id', '=', shop.shopId)
      .execute();
    expect(tracked).toEqual([{ status: 'done' }]);
  }, 300_000);

  it("the platform carrier's waybill comes from express.note.get once Temu assigned the tracking number", async () => {
    const { shop, ids } = await paidOrders(t, 1);
    const op = await newOperator(t);
    const admin = deskApi(t, op.token, true);
    expect((await admin.add(ids)).data.added).toEqual(ids);
    const group = (await admin.desk(shop.shopId)).data.groups[0]!;
    const deliveryAddressId = (await admin.addresses(shop.shopId)).data.rows[0]!.id;
    const s = (
      await admin.create({
        requestKey: key(),
        shopId: shop.shopId,
        subWarehouseId: group.subWarehouseId,
        deliveryAddressId,
        boxes: boxesFor(group, 1),
      })
    ).data;
    expect((await admin.waybill(s.id)).msg).toBe('发货单尚未发货，没有物流面单');
    await printBoxMarks(t, admin, s.id);
    const opt = (await admin.quote(s.id, 800)).data.options[0]!;
    const booked = await admin.book({
      id: s.id,
      method: 'platform',
      predictId: opt.predictId,
      pickupAt: opt.slots[0]!.end,
      weightG: 800,
    });
    expect(booked.data.carrier).toMatchObject({ deliverMethod: 2, weightG: 1000 });
    const wb = await admin.waybill(s.id);
    expect([wb.code, wb.msg]).toEqual([200, '操作成功']);
    expect(wb.data.labels.length).toBeGreaterThan(0);
    // The URL is on the gateway's own origin (Temu: openapi.kuajingmaihuo.com; here the in-process sandbox), and only
    // a GET with the shop's signed headers (doc 121) reads it: the server downloads it for the browser.
    for (const l of wb.data.labels) expect(l.url).toMatch(/^https?:\/\/\S+\.pdf/);
    const label = wb.data.labels[0]!;
    const pdf = await admin.waybillPdf(s.id, label.childWaybillSn);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await readPdf(new Uint8Array(pdf.raw.rawPayload))).map((page) => page.text).join('\n');
    expect(text).toContain(label.childWaybillSn);
    const unknown = await admin.waybillPdf(s.id, '999999999');
    expect([unknown.status, unknown.msg]).toEqual([404, '该发货单没有这张面单']);
    const other = await newSeller(t);
    const theirs = await deskApi(t, other.token).waybillPdf(s.id, label.childWaybillSn);
    expect([theirs.status, theirs.msg]).toEqual([404, '发货单不存在']);
  }, 300_000);
});
