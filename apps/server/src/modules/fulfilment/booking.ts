import type { BookBody, BoxMarkTargets, QuoteOption, Shipment } from '@podbench/contract';
import type { PackingSendRequest } from '@podbench/temu';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { badRequest, conflict } from '../../lib/app-error';
import { writeAudit } from '../audit/service';
import { moveOrders } from '../temu-order/transition';
import { bookedWeight, openFhs, ownCarriers, stateText } from './carriers';
import { moveShipment, shipmentInScope, shipmentView, type ShipmentRow, type StoredBox } from './repository';
import { actorOf, type Scope } from './scope';
import { chunks, refuse, type ShopTemu, shopTemu, temuText, uncertain, withCreateLag } from './temu';

/** What the box-mark printer (modules/temu-label) needs: the shipment's FH numbers and its box count. */
export async function boxMarkTargets(ctx: AppContext, scope: Scope, id: number): Promise<BoxMarkTargets> {
  const row = await shipmentInScope(ctx.db, scope, id);
  const fhs = await openFhs(ctx, id);
  return {
    shipmentId: id,
    shopId: Number(row.shop_id),
    deliveryOrderSns: fhs.map((f) => f.delivery_order_sn),
    boxes: (JSON.parse(row.boxes) as StoredBox[]).length,
    printedAt: row.box_marks_printed_at === null ? null : Number(row.box_marks_printed_at),
  };
}

/** The label module reports the box marks printed (only before booking; a reprint keeps the first time). */
export async function markBoxMarksPrinted(ctx: AppContext, scope: Scope, id: number): Promise<Shipment> {
  const row = await shipmentInScope(ctx.db, scope, id);
  if (row.state !== 'created') throw badRequest(`发货单当前为「${stateText(row)}」，不需要打印箱唛`);
  if (row.box_marks_printed_at === null) {
    await moveShipment(ctx.db, id, 'created', { box_marks_printed_at: Date.now() });
  }
  return shipmentView(ctx.db, scope, id);
}

/** Box marks printed before booking: recorded by the label module, or Temu says so (shiporderv2 isPrintBoxMark). */
async function boxMarksReady(ctx: AppContext, s: ShopTemu, row: ShipmentRow, fhs: string[]) {
  if (row.box_marks_printed_at !== null) return true;
  let all = true;
  for (const part of chunks(fhs, 20)) {
    const r = await s.t.shipOrdersGet({ pageNo: 1, pageSize: 20, deliveryOrderSnList: part });
    if (r.list.length < part.length || r.list.some((f) => f.isPrintBoxMark !== true)) all = false;
  }
  if (all) await moveShipment(ctx.db, Number(row.id), 'created', { box_marks_printed_at: Date.now() });
  return all;
}

/**
 * Books the carrier with bg.shiporder.packing.send — irreversible. Platform carrier (deliverMethod 2): a carrier and
 * predictId of the last quote, a pickup time inside one of its slots, the weight in whole kilograms, the box count.
 * Own carrier (deliverMethod 3): a carrier of the dictionary and its tracking number. The shipment is claimed
 * (created → booking) first, so a double click books once; afterwards its orders become 已发货.
 */
export async function bookShipment(
  ctx: AppContext,
  scope: Scope,
  body: BookBody,
  /**
   * The console's one-click 发货 (temu-order/operator.ts) has no print step of its own: the desk asks Temu for the
   * box marks (bg.logistics.boxmarkinfo.get, print mode) itself before booking.
   */
  opts: { requestBoxMarks?: boolean } = {},
): Promise<Shipment> {
  const db = ctx.db;
  const row = await shipmentInScope(db, scope, body.id);
  if (row.state === 'booked' || row.state === 'booking') throw conflict('发货单已发货，请勿重复提交');
  if (row.state !== 'created') throw badRequest(`发货单当前为「${stateText(row)}」，不能发货`);
  const fhs = (await openFhs(ctx, body.id)).map((f) => f.delivery_order_sn);
  const boxes = (JSON.parse(row.boxes) as StoredBox[]).length;
  const shopId = Number(row.shop_id);
  const s = await shopTemu(ctx, Number(row.main_id), shopId);
  let request: PackingSendRequest;
  let carrier: { id: number; name: string; sn: string | null; weight: number | null; pickup: number | null };
  if (body.method === 'platform') {
    const options = row.quote ? (JSON.parse(row.quote) as QuoteOption[]) : [];
    const opt = options.find((o) => o.predictId === body.predictId);
    if (!opt) throw badRequest('请先询价，并选择询价结果中的承运商');
    if (!opt.slots.some((sl) => body.pickupAt >= sl.start && body.pickupAt <= sl.end)) {
      throw badRequest('揽收时间不在承运商可预约的时段内');
    }
    const weight = bookedWeight(body.weightG);
    carrier = { id: opt.expressCompanyId, name: opt.expressCompanyName, sn: null, weight, pickup: body.pickupAt };
    request = {
      deliveryOrderSnList: fhs,
      deliveryAddressId: Number(row.delivery_address_id),
      deliverMethod: 2,
      thirdPartyDeliveryInfo: {
        expressCompanyId: opt.expressCompanyId,
        expressCompanyName: opt.expressCompanyName,
        predictId: opt.predictId,
        predictTotalPackageWeight: weight,
        expressPackageNum: boxes,
        expectPickUpGoodsTime: body.pickupAt,
        pickupMethod: 0,
        standbyExpress: false,
      },
    };
  } else {
    const list = await ownCarriers(ctx, scope, shopId);
    const c = list.find((x) => x.shipId === body.shipId);
    if (!c) throw badRequest('快递公司不在 Temu 的快递公司列表中');
    carrier = { id: c.shipId, name: c.shipName, sn: body.trackingNo, weight: null, pickup: null };
    request = {
      deliveryOrderSnList: fhs,
      deliveryAddressId: Number(row.delivery_address_id),
      deliverMethod: 3,
      thirdPartyExpressDeliveryInfoVO: {
        expressCompanyId: c.shipId,
        expressCompanyName: c.shipName,
        expressDeliverySn: body.trackingNo,
        expressPackageNum: boxes,
      },
    };
  }
  if (opts.requestBoxMarks) {
    for (const part of chunks(fhs, 50)) {
      await withCreateLag(() => s.t.boxMarkGet({ deliveryOrderSnList: part, return_data_key: 'true' })).catch((err) =>
        refuse(ctx, shopId, err, '获取箱唛失败'),
      );
    }
    await moveShipment(db, body.id, 'created', { box_marks_printed_at: Date.now() });
  }
  const ready =
    opts.requestBoxMarks === true ||
    (await boxMarksReady(ctx, s, row, fhs).catch((err) => refuse(ctx, shopId, err, '发货失败')));
  if (!ready) throw badRequest('请先打印箱唛再发货');
  if (!(await moveShipment(db, body.id, 'created', { state: 'booking', error: null }))) {
    throw conflict('发货单正在发货，请勿重复提交');
  }
  let batch: string | null = null;
  let warning: string | null = null;
  try {
    const r = await withCreateLag(() => s.t.packingSend(request));
    batch = r.expressBatchSn;
    if (r.createExpressErrorRequestList?.length) warning = '平台运单创建失败，请在 Temu 卖家中心核对';
  } catch (err) {
    // Not idempotent: after a lost answer, Temu's ship orders tell whether the booking happened (status 1).
    const sent = uncertain(err) ? await sentBatch(s, fhs).catch(() => null) : null;
    if (sent === null) {
      await moveShipment(db, body.id, 'booking', {
        state: 'created',
        error: `发货失败：${temuText(err)}`.slice(0, 500),
      });
      return refuse(ctx, shopId, err, '发货失败');
    }
    batch = sent;
  }
  await finishBooking(db, scope, row, carrier, body.method === 'platform' ? 2 : 3, batch, warning);
  return shipmentView(db, scope, body.id);
}

async function sentBatch(s: ShopTemu, fhs: string[]) {
  const r = await s.t.shipOrdersGet({ pageNo: 1, pageSize: 20, deliveryOrderSnList: fhs.slice(0, 20) });
  const f = r.list.find((x) => x.status === 1);
  return f ? (f.expressBatchSn ?? '') : null;
}

async function finishBooking(
  db: Executor,
  scope: Scope,
  row: ShipmentRow,
  carrier: { id: number; name: string; sn: string | null; weight: number | null; pickup: number | null },
  method: number,
  batch: string | null,
  warning: string | null,
) {
  const id = Number(row.id);
  const now = Date.now();
  const fhs = await db
    .selectFrom('fulfilment_ship_orders')
    .selectAll()
    .where('shipment_id', '=', id)
    .where((eb) => eb.or([eb('temu_status', 'is', null), eb('temu_status', '!=', 5)]))
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('fulfilment_shipments')
      .set({
        state: 'booked',
        error: warning,
        deliver_method: method,
        express_company_id: carrier.id,
        express_company_name: carrier.name.slice(0, 100),
        express_delivery_sn: carrier.sn,
        express_batch_sn: batch,
        weight_g: carrier.weight ?? row.weight_g,
        pickup_at: carrier.pickup,
        booked_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('fulfilment_ship_orders')
      .set({ temu_status: 1, updated_at: now })
      .where('shipment_id', '=', id)
      .where('temu_status', '=', 0)
      .execute();
    await trx
      .updateTable('fulfilment_desk_orders')
      .set({ state: 'shipped', updated_at: now })
      .where('shipment_id', '=', id)
      .execute();
    const orderIds = fhs.map((f) => Number(f.order_id));
    await trx
      .updateTable('temu_shipments')
      .set({
        carrier: carrier.name.slice(0, 50),
        tracking_no: (carrier.sn ?? '').slice(0, 50),
        weight_g: carrier.weight ?? 0,
        state: 'sent',
        temu_status: 1,
        shipped_at: now,
        updated_at: now,
      })
      .where('order_id', 'in', orderIds)
      .execute();
    // The orders go to 已发货 along the state machine; production steps the desk skipped are recorded as such.
    const who = actorOf(scope);
    const fhOf = new Map(fhs.map((f) => [Number(f.order_id), f.delivery_order_sn]));
    const rows = await trx.selectFrom('temu_orders').select(['id', 'state']).where('id', 'in', orderIds).execute();
    const inState = (st: string) => rows.filter((o) => o.state === st).map((o) => Number(o.id));
    const producing = [
      ...inState('producing'),
      ...(await moveOrders(trx, inState('to_produce'), 'to_produce', 'producing', who, () => '发货台发货', now)),
    ];
    const toShip = [
      ...inState('to_ship'),
      ...(await moveOrders(trx, producing, 'producing', 'to_ship', who, () => '发货台发货', now)),
    ];
    await moveOrders(trx, toShip, 'to_ship', 'shipped', who, (oid) => `发货单 ${fhOf.get(oid)}，${carrier.name}`, now);
    if (scope.kind === 'operator') {
      await writeAudit(trx, {
        operatorId: scope.userId,
        action: 'fulfilment.book',
        targetType: 'fulfilment_shipment',
        targetId: id,
        before: { state: 'created' },
        after: { state: 'booked', carrier: carrier.name, expressBatchSn: batch },
      });
    }
  });
}
