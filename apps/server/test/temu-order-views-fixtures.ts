import { type PurchaseOrder, temuTypedCalls } from '@podbench/temu';
import type { OrderSyncCaller } from '../src/modules/temu-order/sync-read';
import { fakeTemuGateway, goldenResult } from './temu-fake-gateway';

/**
 * Stock-up orders for the views tests, built from the reference's golden bg.purchaseorderv2.get sample (its one
 * order, verbatim, with the fields a case needs changed) and answered by the suite's own fake gateway, not the
 * sandbox. The client behind it checks every request against the reference schema before it is "sent".
 */
export type GoldenOrders = {
  total: number;
  statusNumMap?: Record<string, number>;
  subOrderForSupplierList: PurchaseOrder[];
};
export const goldenOrders = () => structuredClone(goldenResult('bg.purchaseorderv2.get')) as GoldenOrders;
export const goldenOrder = () => goldenOrders().subOrderForSupplierList[0]!;

let seq = 0;
/** A golden order with a fresh WB number (and WP number), changed by `patch`. */
export function orderLike(patch: (o: PurchaseOrder & Record<string, unknown>) => void): PurchaseOrder {
  const o = goldenOrder() as PurchaseOrder & Record<string, unknown>;
  seq++;
  const n = `${Date.now() % 1e9}`.padStart(9, '0') + String(seq).padStart(4, '0');
  o.subPurchaseOrderSn = `WB${n}`;
  o.originalPurchaseOrderSn = `WP${n}`;
  patch(o);
  return o;
}

/** A fake gateway whose purchaseorderv2.get answers `orders()` (page 1; later pages empty) with the given maps. */
export function ordersGateway(state: {
  orders: () => PurchaseOrder[];
  statusNumMap?: Record<string, number>;
  delayNumMap?: Record<string, number>;
  todayCanDeliverNum?: number;
}) {
  const g = fakeTemuGateway();
  g.on('bg.purchaseorderv2.get', (p) => {
    const all = state.orders();
    const sns = p.subPurchaseOrderSnList as string[] | undefined;
    const list = sns ? all.filter((o) => sns.includes(o.subPurchaseOrderSn)) : all;
    const page = Number(p.pageNo);
    const size = Number(p.pageSize);
    return {
      result: {
        total: list.length,
        ...(state.statusNumMap ? { statusNumMap: state.statusNumMap } : {}),
        ...(state.delayNumMap ? { delayNumMap: state.delayNumMap } : {}),
        ...(state.todayCanDeliverNum === undefined ? {} : { todayCanDeliverNum: state.todayCanDeliverNum }),
        subOrderForSupplierList: list.slice((page - 1) * size, page * size),
      },
    };
  });
  const caller: OrderSyncCaller = {
    types: temuTypedCalls((type, params, opts) => g.caller.callType(type, params, opts)),
  };
  return { g, caller };
}
