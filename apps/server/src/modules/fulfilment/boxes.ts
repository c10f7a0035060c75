import type { DeskLine, ShipmentCreateBody } from '@podbench/contract';
import { badRequest } from '../../lib/app-error';

export type DeskRow = {
  order_id: number;
  sub_purchase_order_sn: string;
  lines: string;
  receive_address: string | null;
};

/**
 * Checks the operator's boxes against the desk: every order on the desk of this shop and warehouse, every item a
 * line of its order, every line of every boxed order in some box, each line's total within Temu's cap. Answers
 * Temu's per-order quantities and per-order packages (one per box holding the order's goods).
 */
export function planShipment(desk: DeskRow[], body: ShipmentCreateBody) {
  const byOrder = new Map(desk.map((d) => [Number(d.order_id), d]));
  const totals = new Map<number, Map<number, number>>();
  const packages = new Map<number, Array<Map<number, number>>>();
  body.boxes.forEach((box) => {
    const inBox = new Map<number, Map<number, number>>();
    for (const it of box.items) {
      const d = byOrder.get(it.orderId);
      if (!d) throw badRequest(`订单 ${it.orderId} 不在该收货仓的发货台上`);
      const lines = JSON.parse(d.lines) as DeskLine[];
      if (!lines.some((l) => l.productSkuId === it.productSkuId)) {
        throw badRequest(`订单 ${d.sub_purchase_order_sn} 没有 SKU ${it.productSkuId}`);
      }
      const t = totals.get(it.orderId) ?? new Map<number, number>();
      t.set(it.productSkuId, (t.get(it.productSkuId) ?? 0) + it.quantity);
      totals.set(it.orderId, t);
      const b = inBox.get(it.orderId) ?? new Map<number, number>();
      b.set(it.productSkuId, (b.get(it.productSkuId) ?? 0) + it.quantity);
      inBox.set(it.orderId, b);
    }
    for (const [orderId, b] of inBox) packages.set(orderId, [...(packages.get(orderId) ?? []), b]);
  });
  for (const [orderId, t] of totals) {
    const d = byOrder.get(orderId)!;
    for (const l of JSON.parse(d.lines) as DeskLine[]) {
      const n = t.get(l.productSkuId);
      if (!n)
        throw badRequest(`订单 ${d.sub_purchase_order_sn} 的 SKU ${l.productSkuId}（${l.color} ${l.size}）还没有装箱`);
      if (n > l.maxQuantity) {
        throw badRequest(
          `订单 ${d.sub_purchase_order_sn} 的 SKU ${l.productSkuId} 装箱 ${n} 件，超过 Temu 允许的最大发货数 ${l.maxQuantity}`,
        );
      }
    }
  }
  return { totals, packages };
}
