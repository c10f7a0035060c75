import {
  type DeskAddResult,
  type DeskRefusal,
  TEMU_DESK_ALREADY_JOINED,
  TEMU_ORDER_STATE_LABELS,
  type TemuOrderState,
} from '@podbench/contract';
import { TEMU_STAGING_WRONG_STATUS } from '@podbench/temu';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { badRequest, notFound } from '../../lib/app-error';
import { type Scope, scoped } from './scope';
import { chunks, refuse, shopTemu } from './temu';
import { readStaging, readWarehouses, type StagedOrder, type TemuAddress } from './warehouses';

/** Paid orders not yet shipped may go on the desk (production may still be under way). */
export const DESK_STATES: readonly TemuOrderState[] = ['to_produce', 'producing', 'to_ship'];
/** Desk rows that hold an order (a refused one may be added again). */
const HELD = ['on_desk', 'shipping', 'shipped'];

/** Chinese for Temu's known per-order codes; Temu's own message follows. */
const JOIN_CODES: Record<number, string> = {
  [TEMU_STAGING_WRONG_STATUS]: '备货单不是「已接单，待发货」状态',
  5005: '该商品存在违规情形，不可加入发货台',
};

const joinMessage = (code: number, msg: string | null | undefined) => {
  const known = JOIN_CODES[code];
  const temu = msg?.trim() ? `Temu 提示：${msg.trim()}` : 'Temu 未说明原因';
  return `加入发货台失败（${code}）：${known ? `${known}；` : ''}${temu}`.slice(0, 500);
};

async function ordersInScope(db: Executor, scope: Scope, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await scoped(db.selectFrom('temu_orders').selectAll().where('id', 'in', unique), scope).execute();
  if (rows.length !== unique.length) throw notFound('订单不存在');
  return unique.map((id) => rows.find((r) => Number(r.id) === id)!);
}

/**
 * Puts paid orders on Temu's desk: bg.shiporder.staging.add (`deliveryAddressType` 4) per shop, every
 * `joinErrorList` entry read (60001 = already there, counted as added; any other code refuses that order with
 * Temu's message), then the lines and caps (staging.get) and the receiving warehouse (receiveaddressv2.get) of the
 * orders now on it. An unpaid, cancelled or shipped order refuses the whole request before Temu is called.
 */
export async function addToDesk(ctx: AppContext, scope: Scope, orderIds: number[]): Promise<DeskAddResult> {
  const db = ctx.db;
  const orders = await ordersInScope(db, scope, orderIds);
  for (const o of orders) {
    if (!DESK_STATES.includes(o.state as TemuOrderState)) {
      const label = TEMU_ORDER_STATE_LABELS[o.state as TemuOrderState] ?? o.state;
      throw badRequest(`订单 ${o.sub_purchase_order_sn} 当前为「${label}」，只有已支付、未发货的订单可以加入发货台`);
    }
  }
  const held = await db
    .selectFrom('fulfilment_desk_orders')
    .select(['order_id', 'state'])
    .where(
      'order_id',
      'in',
      orders.map((o) => Number(o.id)),
    )
    .execute();
  const heldIds = new Set(held.filter((h) => HELD.includes(h.state)).map((h) => Number(h.order_id)));
  const result: DeskAddResult = { added: [], already: [...heldIds], refused: [] };
  const byShop = new Map<number, typeof orders>();
  for (const o of orders) {
    if (heldIds.has(Number(o.id))) continue;
    byShop.set(Number(o.shop_id), [...(byShop.get(Number(o.shop_id)) ?? []), o]);
  }
  for (const [shopId, list] of byShop) {
    const s = await shopTemu(ctx, Number(list[0]!.main_id), shopId);
    const refused = new Map<string, DeskRefusal>();
    const joinedBefore = new Set<string>();
    try {
      for (const part of chunks(list, 50)) {
        const r = await s.t.stagingAdd({
          joinInfoList: part.map((o) => ({ subPurchaseOrderSn: o.sub_purchase_order_sn, deliveryAddressType: 4 })),
        });
        for (const e of r.joinErrorList ?? []) {
          const o = part.find((x) => x.sub_purchase_order_sn === e.joinErrorSubPurchaseOrderSn);
          if (!o) continue;
          if (e.errorCode === TEMU_DESK_ALREADY_JOINED) joinedBefore.add(o.sub_purchase_order_sn);
          else {
            refused.set(o.sub_purchase_order_sn, {
              orderId: Number(o.id),
              subPurchaseOrderSn: o.sub_purchase_order_sn,
              errorCode: e.errorCode,
              message: joinMessage(e.errorCode, e.errorMsg),
            });
          }
        }
      }
      const onDesk = list.filter((o) => !refused.has(o.sub_purchase_order_sn)).map((o) => o.sub_purchase_order_sn);
      const [staged, warehouses] = onDesk.length
        ? await Promise.all([readStaging(s, onDesk), readWarehouses(s, onDesk)])
        : [new Map<string, StagedOrder>(), new Map<string, { subWarehouseId: number; address: TemuAddress }>()];
      const now = Date.now();
      const rows = list.map((o) => {
        const sn = o.sub_purchase_order_sn;
        const st = staged.get(sn);
        const wh = warehouses.get(sn);
        if (!refused.has(sn) && (!st || !wh || st.lines.length === 0)) {
          refused.set(sn, {
            orderId: Number(o.id),
            subPurchaseOrderSn: sn,
            errorCode: null,
            message: !st ? 'Temu 发货台未返回该备货单，请稍后重试' : 'Temu 未返回该备货单的收货仓，请稍后重试',
          });
        }
        const bad = refused.get(sn);
        if (bad) result.refused.push(bad);
        else if (joinedBefore.has(sn)) result.already.push(Number(o.id));
        else result.added.push(Number(o.id));
        return {
          main_id: Number(o.main_id),
          shop_id: shopId,
          order_id: Number(o.id),
          sub_purchase_order_sn: sn,
          state: bad ? 'refused' : 'on_desk',
          error_code: bad?.errorCode ?? null,
          error_msg: bad?.message ?? null,
          sub_warehouse_id: bad ? null : wh!.subWarehouseId,
          warehouse_name: bad ? '' : st!.warehouseName.slice(0, 200),
          receive_address: bad ? null : JSON.stringify(wh!.address),
          lines: bad ? '[]' : JSON.stringify(st!.lines),
          deliver_by: bad ? null : st!.deliverBy,
          shipment_id: null,
          created_at: now,
          updated_at: now,
        };
      });
      // One statement per 100 orders; a row already on the desk (or shipping) is never overwritten, a refused one is.
      for (const part of chunks(rows, 100)) {
        await db
          .insertInto('fulfilment_desk_orders')
          .values(part)
          .onConflict((oc) =>
            oc
              .column('order_id')
              .doUpdateSet((eb) => ({
                state: eb.ref('excluded.state'),
                error_code: eb.ref('excluded.error_code'),
                error_msg: eb.ref('excluded.error_msg'),
                sub_warehouse_id: eb.ref('excluded.sub_warehouse_id'),
                warehouse_name: eb.ref('excluded.warehouse_name'),
                receive_address: eb.ref('excluded.receive_address'),
                lines: eb.ref('excluded.lines'),
                deliver_by: eb.ref('excluded.deliver_by'),
                shipment_id: null,
                updated_at: now,
              }))
              .where('fulfilment_desk_orders.state', '=', 'refused'),
          )
          .execute();
      }
    } catch (err) {
      await refuse(ctx, shopId, err, '加入发货台失败');
    }
  }
  return result;
}
