import type { Shipment, ShipmentCreateBody } from '@podbench/contract';
import type { ShipOrderCreateRequest } from '@podbench/temu';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { writeAudit } from '../audit/service';
import { planShipment } from './boxes';
import { type ShipmentRow, type StoredBox, shipmentView } from './repository';
import { type Scope, shopInScope } from './scope';
import { chunks, refuse, type ShopTemu, shopTemu, temuText, uncertain } from './temu';
import { addressRequest, type TemuAddress } from './warehouses';

/**
 * Boxes → Temu ship orders (bg.shiporderv3.create, group-level receiveAddressInfo, per-order deliveryAddressId and
 * packageInfos). Idempotent per `requestKey`; the desk rows are claimed (on_desk → shipping) in the shipment's
 * insert transaction, so two parallel creates over the same orders make one ship order and the other gets 409.
 */
export async function createShipment(ctx: AppContext, scope: Scope, body: ShipmentCreateBody): Promise<Shipment> {
  const db = ctx.db;
  const shop = await shopInScope(db, scope, body.shopId);
  const existing = await findByKey(ctx, shop.mainId, body.requestKey);
  if (existing) return settled(ctx, scope, existing);
  const orderIds = [...new Set(body.boxes.flatMap((b) => b.items.map((i) => i.orderId)))];
  if (orderIds.length > 100) throw badRequest('一个发货单最多 100 个订单');
  const desk = await db
    .selectFrom('fulfilment_desk_orders')
    .select(['order_id', 'sub_purchase_order_sn', 'lines', 'receive_address', 'state'])
    .where('main_id', '=', shop.mainId)
    .where('shop_id', '=', shop.shopId)
    .where('sub_warehouse_id', '=', body.subWarehouseId)
    .where('order_id', 'in', orderIds)
    .execute();
  const busy = desk.find((d) => d.state !== 'on_desk');
  if (busy) throw conflict(`订单 ${busy.sub_purchase_order_sn} 已在其他发货单中，请刷新发货台`);
  const { totals, packages } = planShipment(desk, body);
  const address = JSON.parse(desk[0]!.receive_address ?? '{}') as TemuAddress;
  const warehouseName = (
    await db
      .selectFrom('fulfilment_desk_orders')
      .select('warehouse_name')
      .where('order_id', '=', Number(desk[0]!.order_id))
      .executeTakeFirstOrThrow()
  ).warehouse_name;
  const stored: StoredBox[] = body.boxes.map((b) => ({ items: b.items.map((i) => ({ ...i })) }));
  const now = Date.now();
  let shipmentId: number;
  try {
    shipmentId = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('fulfilment_shipments')
        .values({
          main_id: shop.mainId,
          shop_id: shop.shopId,
          request_key: body.requestKey,
          sub_warehouse_id: body.subWarehouseId,
          warehouse_name: warehouseName,
          receive_address: JSON.stringify(address),
          delivery_address_id: body.deliveryAddressId,
          boxes: JSON.stringify(stored),
          state: 'creating',
          actor: scope.kind,
          actor_id: scope.userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      const claimed = await trx
        .updateTable('fulfilment_desk_orders')
        .set({ state: 'shipping', shipment_id: id, updated_at: now })
        .where('order_id', 'in', orderIds)
        .where('state', '=', 'on_desk')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== orderIds.length) {
        throw conflict('所选订单刚刚被加入其他发货单，请刷新发货台');
      }
      return id;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const again = await findByKey(ctx, shop.mainId, body.requestKey);
    if (!again) throw err;
    return settled(ctx, scope, again);
  }
  const s = await shopTemu(ctx, shop.mainId, shop.shopId);
  const sns = new Map(desk.map((d) => [Number(d.order_id), d.sub_purchase_order_sn]));
  const request: ShipOrderCreateRequest = {
    deliveryOrderCreateGroupList: [
      {
        subWarehouseId: body.subWarehouseId,
        receiveAddressInfo: addressRequest(address),
        deliveryOrderCreateInfos: orderIds.map((orderId) => ({
          subPurchaseOrderSn: sns.get(orderId)!,
          deliveryAddressId: body.deliveryAddressId,
          deliverOrderDetailInfos: [...totals.get(orderId)!].map(([productSkuId, deliverSkuNum]) => ({
            productSkuId,
            deliverSkuNum,
          })),
          packageInfos: packages.get(orderId)!.map((b) => ({
            packageDetailSaveInfos: [...b].map(([productSkuId, skuNum]) => ({ productSkuId, skuNum })),
          })),
        })),
      },
    ],
  };
  let fhBySn: Map<string, string>;
  try {
    const r = await s.t.shipOrderCreate(request);
    fhBySn = await resolveShipOrders(s, [...sns.values()], r.deliveryOrders);
  } catch (err) {
    if (!uncertain(err)) return release(ctx, shipmentId, orderIds, err, shop.shopId);
    // The answer was lost: Temu may have created them. Look before anything else (the call is not idempotent).
    fhBySn = await findOpenShipOrders(s, [...sns.values()]).catch(() => new Map());
    if (fhBySn.size === 0) return release(ctx, shipmentId, orderIds, err, shop.shopId);
  }
  await recordShipOrders(ctx, scope, shipmentId, shop, sns, fhBySn);
  return shipmentView(db, scope, shipmentId);
}

async function findByKey(ctx: AppContext, mainId: number, key: string) {
  return ctx.db
    .selectFrom('fulfilment_shipments')
    .selectAll()
    .where('main_id', '=', mainId)
    .where('request_key', '=', key)
    .executeTakeFirst();
}

/** A repeated request key: the shipment it made, or 409 while the first request still runs. */
async function settled(ctx: AppContext, scope: Scope, row: ShipmentRow) {
  if (row.state === 'creating') throw conflict('发货单正在创建，请稍候刷新');
  return shipmentView(ctx.db, scope, Number(row.id));
}

/** Temu refused (or nothing was created): the orders go back on the desk, the shipment is kept as failed. */
async function release(ctx: AppContext, id: number, orderIds: number[], err: unknown, shopId: number): Promise<never> {
  const msg = `创建发货单失败：${temuText(err)}`.slice(0, 500);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('fulfilment_desk_orders')
      .set({ state: 'on_desk', shipment_id: null, updated_at: Date.now() })
      .where('shipment_id', '=', id)
      .where('order_id', 'in', orderIds)
      .execute();
    await trx
      .updateTable('fulfilment_shipments')
      .set({ state: 'failed', error: msg, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
  });
  return refuse(ctx, shopId, err, '创建发货单失败');
}

/**
 * Which FH belongs to which WB: v3.create's `deliveryOrders` does not say; one order takes the only FH, otherwise
 * bg.shiporderv2.get by the FH numbers (20 a page) tells.
 */
async function resolveShipOrders(s: ShopTemu, sns: string[], fhs: string[]) {
  const out = new Map<string, string>();
  if (sns.length === 1 && fhs.length === 1) return out.set(sns[0]!, fhs[0]!);
  const answers = await Promise.all(
    chunks(fhs, 20).map((part) => s.t.shipOrdersGet({ pageNo: 1, pageSize: 20, deliveryOrderSnList: part })),
  );
  for (const r of answers) for (const fh of r.list) out.set(fh.subPurchaseOrderSn, fh.deliveryOrderSn);
  return out;
}

/** Ship orders of these WB still 待装箱发货 (status 0) — what a lost create answer may have made. */
async function findOpenShipOrders(s: ShopTemu, sns: string[]) {
  const out = new Map<string, string>();
  for (const part of chunks(sns, 20)) {
    const r = await s.t.shipOrdersGet({ pageNo: 1, pageSize: 20, subPurchaseOrderSnList: part, status: 0 });
    for (const fh of r.list)
      if (part.includes(fh.subPurchaseOrderSn)) out.set(fh.subPurchaseOrderSn, fh.deliveryOrderSn);
  }
  return out;
}

async function recordShipOrders(
  ctx: AppContext,
  scope: Scope,
  shipmentId: number,
  shop: { shopId: number; mainId: number },
  sns: Map<number, string>,
  fhBySn: Map<string, string>,
) {
  const now = Date.now();
  const missing = [...sns].filter(([, sn]) => !fhBySn.has(sn));
  await ctx.db.transaction().execute(async (trx) => {
    const made = [...sns]
      .filter(([, sn]) => fhBySn.has(sn))
      .map(([orderId, sn]) => ({ orderId, sn, fh: fhBySn.get(sn)! }));
    for (const part of chunks(made, 100)) {
      await trx
        .insertInto('fulfilment_ship_orders')
        .values(
          part.map((m) => ({
            shipment_id: shipmentId,
            main_id: shop.mainId,
            shop_id: shop.shopId,
            order_id: m.orderId,
            sub_purchase_order_sn: m.sn,
            delivery_order_sn: m.fh,
            temu_status: 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.column('delivery_order_sn').doNothing())
        .execute();
      // The order's shipment record (order detail, logistics query, box-mark labels read it).
      await trx
        .deleteFrom('temu_shipments')
        .where(
          'order_id',
          'in',
          part.map((m) => m.orderId),
        )
        .execute();
      await trx
        .insertInto('temu_shipments')
        .values(
          part.map((m) => ({
            main_id: shop.mainId,
            shop_id: shop.shopId,
            order_id: m.orderId,
            delivery_order_sn: m.fh,
            carrier: '',
            tracking_no: '',
            weight_g: 0,
            temu_status: 0,
            state: 'pending',
            error: null,
            operator_id: scope.kind === 'operator' ? scope.userId : null,
            shipped_at: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    if (missing.length) {
      await trx
        .updateTable('fulfilment_desk_orders')
        .set({ state: 'on_desk', shipment_id: null, updated_at: now })
        .where(
          'order_id',
          'in',
          missing.map(([id]) => id),
        )
        .execute();
    }
    await trx
      .updateTable('fulfilment_shipments')
      .set({
        state: missing.length ? 'failed' : 'created',
        error: missing.length
          ? `Temu 未为备货单 ${missing.map(([, sn]) => sn).join('、')} 创建发货单，请取消后重试`
          : null,
        updated_at: now,
      })
      .where('id', '=', shipmentId)
      .execute();
    if (scope.kind === 'operator') {
      await writeAudit(trx, {
        operatorId: scope.userId,
        action: 'fulfilment.create',
        targetType: 'fulfilment_shipment',
        targetId: shipmentId,
        before: null,
        after: { deliveryOrderSns: [...fhBySn.values()] },
      });
    }
  });
}
