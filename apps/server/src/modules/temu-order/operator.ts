import {
  TEMU_ORDER_STATE_LABELS,
  type TemuOrderShipBody,
  type TemuOrderShipResult,
  type TemuOrderState,
  temuOrderTransitionError,
} from '@podbench/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { temuAccessOf } from '../marketplace/temu';
import { noteTemuFailure, openTemuShop } from '../shop/access';
import { createTokenCipher, loadShopTokenKey } from '../shop/token-cipher';
import { publicMessage } from '../../lib/public-message';
import { writeAudit } from '../audit/service';
import { linesOf, type OrderRow, stateOf } from './repository';
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

const temuMessage = (err: unknown) => publicMessage(err, '系统内部错误，请稍后重试');

/**
 * Ships 待发货 orders to Temu's warehouse through the order's shop, as Temu's fully-managed flow runs it:
 * bg.shiporder.staging.add → bg.shiporder.receiveaddressv2.get → bg.shiporderv3.create → bg.shiporder.packing.send
 * with carrier, tracking number and weight. Each order gets one shipment row (pending while the flow runs, its
 * ship-order number as soon as Temu gives it, so a retry after a failure does not create a second ship order), then
 * moves 待发货 → 已发货. The sync follows Temu's status afterwards (received → 已入库, warehoused → 已完成).
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
  const byShop = new Map<number, OrderRow[]>();
  for (const o of rows) byShop.set(Number(o.shop_id), [...(byShop.get(Number(o.shop_id)) ?? []), o]);
  const out: TemuOrderShipResult['shipments'] = [];
  const cipher = createTokenCipher(loadShopTokenKey(ctx.config));
  const access = await temuAccessOf(ctx)();
  for (const [shopId, orders] of byShop) {
    const shop = await openTemuShop(db, cipher, Number(orders[0]!.main_id), shopId);
    const c = access.client.forShop({ accessToken: shop.accessToken, shopKey: shop.mallId });
    const now = Date.now();
    for (const o of orders) {
      await db
        .insertInto('temu_shipments')
        .values({
          main_id: Number(o.main_id),
          shop_id: shopId,
          order_id: Number(o.id),
          delivery_order_sn: null,
          carrier: body.carrier,
          tracking_no: body.trackingNo,
          weight_g: body.weightG,
          temu_status: null,
          state: 'pending',
          error: null,
          operator_id: operatorId,
          shipped_at: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('order_id').doUpdateSet({
            carrier: body.carrier,
            tracking_no: body.trackingNo,
            weight_g: body.weightG,
            state: 'pending',
            error: null,
            operator_id: operatorId,
            updated_at: now,
          }),
        )
        .execute();
    }
    const shipments = new Map(
      (
        await db
          .selectFrom('temu_shipments')
          .select(['order_id', 'delivery_order_sn'])
          .where(
            'order_id',
            'in',
            orders.map((o) => Number(o.id)),
          )
          .execute()
      ).map((s) => [Number(s.order_id), s.delivery_order_sn]),
    );
    const sns = orders.map((o) => o.sub_purchase_order_sn);
    try {
      const fresh = orders.filter((o) => !shipments.get(Number(o.id)));
      if (fresh.length) {
        await c.call('bg.shiporder.staging.add', {
          joinInfoList: fresh.map((o) => ({ subPurchaseOrderSn: o.sub_purchase_order_sn, deliveryAddressType: 1 })),
        });
        const addr = (await c.call('bg.shiporder.receiveaddressv2.get', {
          subPurchaseOrderSnList: fresh.map((o) => o.sub_purchase_order_sn),
        })) as { list?: Array<{ subPurchaseOrderSn: string; subWarehouseId: number }> };
        const warehouseOf = new Map((addr.list ?? []).map((a) => [a.subPurchaseOrderSn, a.subWarehouseId]));
        const lines = await linesOf(
          db,
          fresh.map((o) => Number(o.id)),
        );
        const groups = new Map<number, OrderRow[]>();
        for (const o of fresh) {
          const w = warehouseOf.get(o.sub_purchase_order_sn);
          if (w === undefined) throw new Error(`Temu 未返回备货单 ${o.sub_purchase_order_sn} 的收货仓`);
          groups.set(w, [...(groups.get(w) ?? []), o]);
        }
        const created = (await c.call('bg.shiporderv3.create', {
          deliveryOrderCreateGroupList: [...groups].map(([subWarehouseId, os]) => ({
            subWarehouseId,
            deliveryOrderCreateInfos: os.map((o) => ({
              subPurchaseOrderSn: o.sub_purchase_order_sn,
              deliverOrderDetailInfos: lines
                .filter((l) => Number(l.order_id) === Number(o.id))
                .map((l) => ({ productSkuId: Number(l.product_sku_id), deliverSkuNum: Number(l.quantity) })),
            })),
          })),
        })) as { deliveryOrderList?: Array<{ deliveryOrderSn: string; subPurchaseOrderSn: string }> };
        for (const d of created.deliveryOrderList ?? []) {
          const o = fresh.find((x) => x.sub_purchase_order_sn === d.subPurchaseOrderSn);
          if (!o) continue;
          shipments.set(Number(o.id), d.deliveryOrderSn);
          await db
            .updateTable('temu_shipments')
            .set({ delivery_order_sn: d.deliveryOrderSn, temu_status: 0, updated_at: Date.now() })
            .where('order_id', '=', Number(o.id))
            .execute();
        }
      }
      const deliveryOrderSnList = orders.map((o) => {
        const d = shipments.get(Number(o.id));
        if (!d) throw new Error(`Temu 未为备货单 ${o.sub_purchase_order_sn} 创建发货单`);
        return d;
      });
      await c.call('bg.shiporder.packing.send', {
        deliveryOrderSnList,
        expressCompanyName: body.carrier,
        expressDeliverySn: body.trackingNo,
        expressPackageNum: 1,
        weight: body.weightG,
      });
    } catch (err) {
      await noteTemuFailure(db, shopId, err);
      const msg = `Temu 发货失败：${temuMessage(err)}`.slice(0, 500);
      await db
        .updateTable('temu_shipments')
        .set({ state: 'failed', error: msg, updated_at: Date.now() })
        .where('state', '=', 'pending')
        .where(
          'order_id',
          'in',
          orders.map((o) => Number(o.id)),
        )
        .execute();
      throw err instanceof AppError ? err : badRequest(`${msg}（备货单 ${sns.join('、')}）`);
    }
    await db.transaction().execute(async (trx) => {
      const at = Date.now();
      for (const o of orders) {
        const moved = await moveOrder(
          trx,
          o,
          'shipped',
          { actor: 'operator', actorId: operatorId, remark: `${body.carrier} ${body.trackingNo}，${body.weightG} g` },
          {},
          at,
        );
        if (!moved)
          throw conflict(
            `订单 ${o.sub_purchase_order_sn} 状态刚刚变化（当前不是「${TEMU_ORDER_STATE_LABELS[stateOf(o.state)]}」）`,
          );
        await writeAudit(trx, {
          operatorId,
          action: 'temu_order.ship',
          targetType: 'temu_order',
          targetId: Number(o.id),
          before: { state: o.state },
          after: {
            state: 'shipped',
            deliveryOrderSn: shipments.get(Number(o.id)),
            carrier: body.carrier,
            trackingNo: body.trackingNo,
            weightG: body.weightG,
          },
        });
        await trx
          .updateTable('temu_shipments')
          .set({ state: 'sent', temu_status: 1, shipped_at: at, updated_at: at })
          .where('order_id', '=', Number(o.id))
          .execute();
        out.push({ orderId: Number(o.id), deliveryOrderSn: shipments.get(Number(o.id))! });
      }
    });
  }
  return { shipments: out };
}
