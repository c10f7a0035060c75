import type { Shipment } from '@podbench/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/app-error';
import { writeAudit } from '../audit/service';
import { stateText } from './carriers';
import { moveShipment, shipmentInScope, shipmentView } from './repository';
import type { Scope } from './scope';
import { refuse, shopTemu, temuText, withCreateLag } from './temu';

const CANCELLED = 5;

/**
 * Cancels a shipment not yet booked: bg.shiporder.cancel for each of its FH (one number a call; repeated while Temu
 * still says the new FH is not ready). Each cancelled FH's order goes back on the desk at once; when every FH is
 * cancelled the shipment is 已取消. A failure part-way leaves the shipment 待发货 with the rest to cancel again.
 */
export async function cancelShipment(ctx: AppContext, scope: Scope, id: number): Promise<Shipment> {
  const db = ctx.db;
  const row = await shipmentInScope(db, scope, id);
  if (row.state === 'cancelled') return shipmentView(db, scope, id);
  if (row.state === 'cancelling') throw conflict('发货单正在取消，请稍候刷新');
  if (row.state !== 'created' && row.state !== 'failed') {
    throw badRequest(`发货单当前为「${stateText(row)}」，已发货的发货单不能取消`);
  }
  if (!(await moveShipment(db, id, row.state, { state: 'cancelling' }))) throw conflict('发货单状态刚刚变化，请刷新');
  const fhs = await db
    .selectFrom('fulfilment_ship_orders')
    .selectAll()
    .where('shipment_id', '=', id)
    .orderBy('id')
    .execute();
  const s = await shopTemu(ctx, Number(row.main_id), Number(row.shop_id));
  for (const f of fhs) {
    if (f.temu_status === CANCELLED) continue;
    try {
      await withCreateLag(() => s.t.shipOrderCancel({ deliveryOrderSn: f.delivery_order_sn }));
    } catch (err) {
      await moveShipment(db, id, 'cancelling', {
        state: row.state,
        error: `取消发货单 ${f.delivery_order_sn} 失败：${temuText(err)}`.slice(0, 500),
      });
      return refuse(ctx, Number(row.shop_id), err, `取消发货单 ${f.delivery_order_sn} 失败`);
    }
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('fulfilment_ship_orders')
        .set({ temu_status: CANCELLED, updated_at: now })
        .where('id', '=', f.id)
        .execute();
      await trx
        .updateTable('fulfilment_desk_orders')
        .set({ state: 'on_desk', shipment_id: null, updated_at: now })
        .where('order_id', '=', Number(f.order_id))
        .where('shipment_id', '=', id)
        .execute();
      await trx.deleteFrom('temu_shipments').where('order_id', '=', Number(f.order_id)).execute();
    });
  }
  await db.transaction().execute(async (trx) => {
    // Orders of a failed create that got no FH are freed too.
    await trx
      .updateTable('fulfilment_desk_orders')
      .set({ state: 'on_desk', shipment_id: null, updated_at: Date.now() })
      .where('shipment_id', '=', id)
      .where('state', '=', 'shipping')
      .execute();
    await trx
      .updateTable('fulfilment_shipments')
      .set({ state: 'cancelled', error: null, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
    if (scope.kind === 'operator') {
      await writeAudit(trx, {
        operatorId: scope.userId,
        action: 'fulfilment.cancel',
        targetType: 'fulfilment_shipment',
        targetId: id,
        before: { state: row.state },
        after: { state: 'cancelled' },
      });
    }
  });
  return shipmentView(db, scope, id);
}
