import {
  type DeskLine,
  type DeskRefusal,
  type DeskView,
  SHIPMENT_STATE_LABELS,
  type Shipment,
  type ShipmentState,
  TEMU_SHIP_STATUS_LABELS,
} from '@podbench/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { FulfilmentShipmentsTable } from '../../db/schema-fulfilment';
import { notFound } from '../../lib/app-error';
import { type Scope, scoped } from './scope';
import { addressView, type TemuAddress } from './warehouses';

export type ShipmentRow = Selectable<FulfilmentShipmentsTable>;
export interface StoredBox {
  items: Array<{ orderId: number; productSkuId: number; quantity: number }>;
}

/** The orders on the desk, grouped by shop × receiving warehouse, and the ones Temu refused. */
export async function deskView(db: Executor, scope: Scope, shopId?: number): Promise<DeskView> {
  let q = scoped(
    db
      .selectFrom('fulfilment_desk_orders as d')
      .innerJoin('temu_orders as o', 'o.id', 'd.order_id')
      .innerJoin('users as u', 'u.id', 'd.main_id')
      .innerJoin('shops as s', 's.id', 'd.shop_id')
      .where('d.state', 'in', ['on_desk', 'refused']),
    scope,
    'd.main_id',
  );
  if (shopId) q = q.where('d.shop_id', '=', shopId);
  const rows = await q
    .select([
      'd.order_id',
      'd.shop_id',
      'd.state',
      'd.sub_purchase_order_sn',
      'd.error_code',
      'd.error_msg',
      'd.sub_warehouse_id',
      'd.warehouse_name',
      'd.receive_address',
      'd.lines',
      'd.deliver_by',
      'o.product_name',
      'o.image_url',
      'u.user_name',
      's.mall_name',
    ])
    .orderBy('d.shop_id')
    .orderBy('d.sub_warehouse_id')
    .orderBy('d.order_id')
    .limit(2000)
    .execute();
  const groups = new Map<string, DeskView['groups'][number]>();
  const refused: DeskRefusal[] = [];
  for (const r of rows) {
    if (r.state === 'refused') {
      refused.push({
        orderId: Number(r.order_id),
        subPurchaseOrderSn: r.sub_purchase_order_sn,
        errorCode: r.error_code === null ? null : Number(r.error_code),
        message: r.error_msg ?? '',
      });
      continue;
    }
    const key = `${r.shop_id}:${r.sub_warehouse_id}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        shopId: Number(r.shop_id),
        shopName: r.mall_name,
        subWarehouseId: Number(r.sub_warehouse_id),
        warehouseName: r.warehouse_name,
        receiveAddress: addressView(JSON.parse(r.receive_address ?? '{}') as TemuAddress),
        orders: [],
      };
      groups.set(key, g);
    }
    g.orders.push({
      orderId: Number(r.order_id),
      subPurchaseOrderSn: r.sub_purchase_order_sn,
      productName: r.product_name,
      imageUrl: r.image_url ?? '',
      sellerName: r.user_name,
      lines: JSON.parse(r.lines) as DeskLine[],
      deliverBy: r.deliver_by === null ? null : Number(r.deliver_by),
    });
  }
  return { groups: [...groups.values()], refused };
}

/** One shipment the scope may see (404 otherwise). */
export async function shipmentInScope(db: Executor, scope: Scope, id: number): Promise<ShipmentRow> {
  const row = await scoped(
    db.selectFrom('fulfilment_shipments').selectAll().where('id', '=', id),
    scope,
  ).executeTakeFirst();
  if (!row) throw notFound('发货单不存在');
  return row;
}

/** Shipments as the contract shows them: names, boxes with order numbers, ship orders with Temu's status. */
export async function toShipments(db: Executor, rows: ShipmentRow[]): Promise<Shipment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const [fhs, shops, users] = await Promise.all([
    db.selectFrom('fulfilment_ship_orders').selectAll().where('shipment_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('shops')
      .select(['id', 'mall_name'])
      .where('id', 'in', [...new Set(rows.map((r) => Number(r.shop_id)))])
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('id', 'in', [...new Set(rows.map((r) => Number(r.main_id)))])
      .execute(),
  ]);
  const orderIds = [
    ...new Set(rows.flatMap((r) => (JSON.parse(r.boxes) as StoredBox[]).flatMap((b) => b.items.map((i) => i.orderId)))),
  ];
  const sns = new Map(
    (orderIds.length
      ? await db.selectFrom('temu_orders').select(['id', 'sub_purchase_order_sn']).where('id', 'in', orderIds).execute()
      : []
    ).map((o) => [Number(o.id), o.sub_purchase_order_sn]),
  );
  return rows.map((r) => {
    const state = r.state as ShipmentState;
    const boxes = JSON.parse(r.boxes) as StoredBox[];
    return {
      id: Number(r.id),
      shopId: Number(r.shop_id),
      shopName: shops.find((s) => Number(s.id) === Number(r.shop_id))?.mall_name ?? '',
      sellerName: users.find((u) => Number(u.id) === Number(r.main_id))?.user_name ?? '',
      subWarehouseId: Number(r.sub_warehouse_id),
      warehouseName: r.warehouse_name,
      receiveAddress: addressView(JSON.parse(r.receive_address) as TemuAddress),
      deliveryAddressId: Number(r.delivery_address_id),
      state,
      stateText: SHIPMENT_STATE_LABELS[state] ?? state,
      error: r.error,
      boxes: boxes.map((b, i) => ({
        no: i + 1,
        items: b.items.map((it) => ({ ...it, subPurchaseOrderSn: sns.get(it.orderId) ?? '' })),
      })),
      shipOrders: fhs
        .filter((f) => Number(f.shipment_id) === Number(r.id))
        .map((f) => {
          const st = f.temu_status === null ? null : Number(f.temu_status);
          return {
            orderId: Number(f.order_id),
            subPurchaseOrderSn: f.sub_purchase_order_sn,
            deliveryOrderSn: f.delivery_order_sn,
            temuStatus: st,
            temuStatusText: st === null ? '待同步' : (TEMU_SHIP_STATUS_LABELS[st] ?? `状态 ${st}`),
          };
        }),
      boxMarksPrintedAt: r.box_marks_printed_at === null ? null : Number(r.box_marks_printed_at),
      carrier:
        r.deliver_method === null || r.express_company_id === null
          ? null
          : {
              deliverMethod: Number(r.deliver_method),
              expressCompanyId: Number(r.express_company_id),
              expressCompanyName: r.express_company_name ?? '',
              expressDeliverySn: r.express_delivery_sn,
              expressBatchSn: r.express_batch_sn,
              weightG: r.weight_g === null ? null : Number(r.weight_g),
              pickupAt: r.pickup_at === null ? null : Number(r.pickup_at),
            },
      createdAt: Number(r.created_at),
      updatedAt: Number(r.updated_at),
    };
  });
}

export async function shipmentView(db: Executor, scope: Scope, id: number): Promise<Shipment> {
  return (await toShipments(db, [await shipmentInScope(db, scope, id)]))[0]!;
}

export async function pageShipments(
  db: Executor,
  scope: Scope,
  q: { pageNum: number; pageSize: number; shopId?: number; state?: ShipmentState },
) {
  let b = scoped(db.selectFrom('fulfilment_shipments'), scope);
  if (q.shopId) b = b.where('shop_id', '=', q.shopId);
  if (q.state) b = b.where('state', '=', q.state);
  const [count, rows] = await Promise.all([
    b.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    b
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
  ]);
  return { total: Number(count.n), rows: await toShipments(db, rows) };
}

/** Sets fields of a shipment, only from the state as read (false when another request moved it first). */
export async function moveShipment(
  db: Executor,
  id: number,
  from: ShipmentState | ShipmentState[],
  set: Partial<Omit<ShipmentRow, 'id'>>,
): Promise<boolean> {
  const r = await db
    .updateTable('fulfilment_shipments')
    .set({ ...set, updated_at: Date.now() })
    .where('id', '=', id)
    .where('state', 'in', Array.isArray(from) ? from : [from])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
