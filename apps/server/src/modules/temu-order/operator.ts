import { randomBytes } from 'node:crypto';
import {
  type DeskLine,
  type TemuOrderShipBody,
  type TemuOrderShipResult,
  type TemuOrderState,
  temuOrderTransitionError,
} from '@podbench/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { writeAudit } from '../audit/service';
import { bookShipment } from '../fulfilment/booking';
import { ownCarriers } from '../fulfilment/carriers';
import { createShipment } from '../fulfilment/create';
import { addToDesk } from '../fulfilment/desk';
import { operatorScope } from '../fulfilment/scope';
import { shipFromAddresses } from '../fulfilment/warehouses';
import { moveOrder } from './transition';

const ordersByIds = async (db: Executor, ids: number[]) => {
  const unique = [...new Set(ids)];
  const rows = await db.selectFrom('temu_orders').selectAll().where('id', 'in', unique).orderBy('id').execute();
  if (rows.length !== unique.length) throw notFound('订单不存在');
  return rows;
};

/**
 * An operator step over many orders, all or nothing: every order must be allowed to make the move (else 400 with
 * the state machine's message naming the order), and each moves with a conditional update and a history row.
 */
export async function moveOrdersAsOperator(
  db: Executor,
  operatorId: number,
  ids: number[],
  to: TemuOrderState,
  remark: string,
): Promise<{ moved: number }> {
  return db.transaction().execute(async (trx) => {
    const rows = await ordersByIds(trx, ids);
    for (const o of rows) {
      const err = temuOrderTransitionError(o.state, to);
      if (err) throw badRequest(`订单 ${o.sub_purchase_order_sn}：${err}`);
    }
    for (const o of rows) {
      if (!(await moveOrder(trx, o, to, { actor: 'operator', actorId: operatorId, remark }))) {
        throw conflict(`订单 ${o.sub_purchase_order_sn} 状态刚刚变化，请刷新后重试`);
      }
      await writeAudit(trx, {
        operatorId,
        action: `temu_order.${to}`,
        targetType: 'temu_order',
        targetId: Number(o.id),
        before: { state: o.state },
        after: { state: to },
      });
    }
    return { moved: rows.length };
  });
}

/**
 * The console's one-click 发货 (待发货 → 已发货) over the shipping desk (modules/fulfilment), as Temu's fully-managed
 * flow runs it: staging.add (type 4) → staging.get / receiveaddressv2.get → per shop × warehouse one
 * bg.shiporderv3.create (one box per order, the default ship-from address) → bg.shiporder.packing.send with one's
 * own carrier (deliverMethod 3: the carrier named in Temu's dictionary, the tracking number). The desk's own pages
 * offer the rest (boxes, platform carrier quotes, box marks before booking, cancel).
 */
export async function shipOrders(
  ctx: AppContext,
  operatorId: number,
  body: TemuOrderShipBody,
): Promise<TemuOrderShipResult> {
  const db = ctx.db;
  const rows = await ordersByIds(db, body.ids);
  for (const o of rows) {
    const err = temuOrderTransitionError(o.state, 'shipped');
    if (err) throw badRequest(`订单 ${o.sub_purchase_order_sn}：${err}`);
  }
  const scope = operatorScope(operatorId);
  const added = await addToDesk(ctx, scope, body.ids);
  const refused = added.refused[0];
  if (refused) throw badRequest(`备货单 ${refused.subPurchaseOrderSn}：${refused.message}`);
  const desk = await db
    .selectFrom('fulfilment_desk_orders')
    .select(['order_id', 'shop_id', 'sub_warehouse_id', 'lines', 'state'])
    .where('order_id', 'in', body.ids)
    .execute();
  const busy = desk.find((d) => d.state !== 'on_desk');
  if (busy) throw conflict(`订单 ${busy.order_id} 已在发货台的发货单中，请在发货台处理`);
  const groups = new Map<string, typeof desk>();
  for (const d of desk)
    groups.set(`${d.shop_id}:${d.sub_warehouse_id}`, [...(groups.get(`${d.shop_id}:${d.sub_warehouse_id}`) ?? []), d]);
  const out: TemuOrderShipResult['shipments'] = [];
  const fromByShop = new Map<number, number>();
  for (const list of groups.values()) {
    const shopId = Number(list[0]!.shop_id);
    let deliveryAddressId = fromByShop.get(shopId);
    if (deliveryAddressId === undefined) {
      const from = await shipFromAddresses(ctx, scope, shopId);
      if (!from[0]) throw badRequest('Temu 店铺没有发货地址，请先在 Temu 卖家中心添加');
      deliveryAddressId = from[0].id;
      fromByShop.set(shopId, deliveryAddressId);
    }
    const carrier = (await ownCarriers(ctx, scope, shopId)).find((c) => c.shipName === body.carrier);
    if (!carrier) throw badRequest(`物流公司「${body.carrier}」不在 Temu 的快递公司列表中，请在发货台选择承运商`);
    const created = await createShipment(ctx, scope, {
      requestKey: randomBytes(12).toString('hex'),
      shopId,
      subWarehouseId: Number(list[0]!.sub_warehouse_id),
      deliveryAddressId,
      boxes: list.map((d) => ({
        items: (JSON.parse(d.lines) as DeskLine[]).map((l) => ({
          orderId: Number(d.order_id),
          productSkuId: l.productSkuId,
          quantity: l.maxQuantity,
        })),
      })),
    });
    if (created.state !== 'created') throw badRequest(created.error ?? '创建发货单失败');
    await bookShipment(
      ctx,
      scope,
      { id: created.id, method: 'own', shipId: carrier.shipId, trackingNo: body.trackingNo },
      { requestBoxMarks: true },
    );
    await db.transaction().execute(async (trx) => {
      for (const f of created.shipOrders) {
        await trx
          .updateTable('temu_shipments')
          .set({ weight_g: body.weightG, carrier: body.carrier })
          .where('order_id', '=', f.orderId)
          .execute();
        await writeAudit(trx, {
          operatorId,
          action: 'temu_order.ship',
          targetType: 'temu_order',
          targetId: f.orderId,
          before: { state: 'to_ship' },
          after: {
            state: 'shipped',
            deliveryOrderSn: f.deliveryOrderSn,
            carrier: body.carrier,
            trackingNo: body.trackingNo,
            weightG: body.weightG,
          },
        });
        out.push({ orderId: f.orderId, deliveryOrderSn: f.deliveryOrderSn });
      }
    });
  }
  return { shipments: out.sort((a, b) => a.orderId - b.orderId) };
}
