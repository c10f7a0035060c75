import { TEMU_PURCHASE_CANCELLED, TEMU_PURCHASE_STATUS_LABELS } from '@podbench/contract';
import type { Executor } from '../../db';
import type { OrderRow } from './repository';
import { cancelOrder, moveOrder } from './transition';

export const temuLabel = (status: number) => TEMU_PURCHASE_STATUS_LABELS[status] ?? `状态 ${status}`;

/** What Temu's status means for our state: cancel (refunding a paid order), or received / warehoused after shipping. */
export async function followTemu(db: Executor, o: OrderRow, status: number, now: number) {
  const who = { actor: 'sync' as const, temuStatus: status };
  if (TEMU_PURCHASE_CANCELLED.includes(status)) {
    // A payment may commit between our read and the cancel: read the order again and cancel (and refund) it from
    // the state it has now, so Temu's cancel is never lost behind the unchanged content hash.
    for (let i = 0; i < 3; i++) {
      if (o.state === 'cancelled' || o.state === 'warehoused' || o.state === 'completed') return false;
      if (await cancelOrder(db, o, `Temu ${temuLabel(status)}`, who, now)) return true;
      o = await db.selectFrom('temu_orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow();
    }
    throw new Error(`order ${o.id} kept changing while Temu cancelled it`);
  }
  if (status === 3 || status === 6 || status === 7) {
    // The shipment shows the warehouse's side too: 2 received, 3 warehoused (Temu's ship-order statuses).
    await db
      .updateTable('temu_shipments')
      .set({ temu_status: status === 7 ? 3 : 2, updated_at: now })
      .where('order_id', '=', o.id)
      .execute();
  }
  if ((status === 3 || status === 6 || status === 7) && o.state === 'shipped') {
    await moveOrder(db, o, 'warehoused', { ...who, remark: `Temu ${temuLabel(status)}` }, {}, now);
    o = { ...o, state: 'warehoused' };
  }
  if (status === 7 && o.state === 'warehoused') {
    await moveOrder(db, o, 'completed', { ...who, remark: 'Temu 已入库' }, {}, now);
  }
  return false;
}
