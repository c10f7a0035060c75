import {
  TEMU_ORDER_STATE_LABELS,
  TEMU_SHIP_STATUS_LABELS,
  type TemuShipmentRow,
  type temuLogisticsQuery,
} from '@podbench/contract';
import type { z } from 'zod';
import type { Executor } from '../../db';
import { shopNames } from '../online-product/shops';
import { stateOf } from './repository';

const AFTER_SHIPPING = ['shipped', 'warehoused', 'completed', 'cancelled'];

/** The seller's shipments, newest first: carrier, tracking number, Temu's ship-order status and the order's moves. */
export async function logisticsPage(
  db: Executor,
  mainId: number,
  q: z.output<typeof temuLogisticsQuery>,
): Promise<{ rows: TemuShipmentRow[]; total: number }> {
  let b = db
    .selectFrom('temu_shipments as s')
    .innerJoin('temu_orders as o', 'o.id', 's.order_id')
    .where('s.main_id', '=', mainId);
  if (q.keyword) {
    const k = q.keyword;
    b = b.where((eb) =>
      eb.or([eb('o.sub_purchase_order_sn', '=', k), eb('s.delivery_order_sn', '=', k), eb('s.tracking_no', '=', k)]),
    );
  }
  const [count, rows, names] = await Promise.all([
    b.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    b
      .select([
        's.order_id',
        's.shop_id',
        's.delivery_order_sn',
        's.carrier',
        's.tracking_no',
        's.weight_g',
        's.state',
        's.error',
        's.temu_status',
        's.shipped_at',
        'o.sub_purchase_order_sn',
      ])
      .orderBy('s.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    shopNames(db, mainId),
  ]);
  const ids = rows.map((r) => Number(r.order_id));
  const events = ids.length
    ? await db
        .selectFrom('temu_order_events')
        .select(['order_id', 'to_state', 'remark', 'created_at'])
        .where('order_id', 'in', ids)
        .where('to_state', 'in', AFTER_SHIPPING)
        .orderBy('id')
        .execute()
    : [];
  return {
    total: Number(count.n),
    rows: rows.map((r) => {
      const status = r.temu_status === null ? null : Number(r.temu_status);
      return {
        orderId: Number(r.order_id),
        subPurchaseOrderSn: r.sub_purchase_order_sn,
        shopName: names.get(Number(r.shop_id)) ?? '',
        deliveryOrderSn: r.delivery_order_sn,
        carrier: r.carrier,
        trackingNo: r.tracking_no,
        weightG: Number(r.weight_g),
        state: r.state,
        error: r.error,
        temuStatus: status,
        temuStatusText: status === null ? '未创建发货单' : (TEMU_SHIP_STATUS_LABELS[status] ?? `状态 ${status}`),
        shippedAt: r.shipped_at === null ? null : Number(r.shipped_at),
        history: events
          .filter((e) => Number(e.order_id) === Number(r.order_id))
          .map((e) => ({
            stateText: TEMU_ORDER_STATE_LABELS[stateOf(e.to_state)],
            remark: e.remark,
            at: Number(e.created_at),
          })),
      };
    }),
  };
}
