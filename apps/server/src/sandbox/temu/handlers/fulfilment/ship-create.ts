import { z } from 'zod';
import { ownOrders } from '../../orders/lookup';
import { PurchaseOrderStatus, personalLines, warehouseOf } from '../../orders/model';
import { sellerAddress } from '../../orders/places';
import {
  movePurchaseOrder,
  ownShipOrders,
  parseShipOrder,
  type SandboxShipOrder,
  ShipOrderStatus,
} from '../../orders/ship';
import { inTransaction, int, newDocSn, packageSn, params, refuse, sn, str } from '../../orders/wire';
import { advanceRecord, insertRecord } from '../../state/record-repository';
import type { TemuCall, TemuTypeHandler } from '../registry';
import { onDesk } from './desk';

/** receiveAddressInfo: every field N on the page, typed; compared with the warehouse's when given. */
export const addressSchema = z.looseObject({
  provinceCode: int.optional(),
  provinceName: str.optional(),
  cityCode: int.optional(),
  cityName: str.optional(),
  districtCode: int.optional(),
  districtName: str.optional(),
  detailAddress: str.optional(),
  receiverName: str.optional(),
  phone: str.optional(),
});
const EMPTY = '收货地址/包裹列表不可为空';
const createSchema = z.looseObject({
  deliveryOrderCreateGroupList: z
    .array(
      z.looseObject({
        subWarehouseId: int,
        receiveAddressInfo: addressSchema,
        deliveryOrderCreateInfos: z
          .array(
            z.looseObject({
              subPurchaseOrderSn: sn,
              deliveryAddressId: int,
              deliverOrderDetailInfos: z.array(z.looseObject({ productSkuId: int, deliverSkuNum: int.min(1) })).min(1),
              packageInfos: z
                .array(
                  z.looseObject({
                    packageDetailSaveInfos: z.array(z.looseObject({ productSkuId: int, skuNum: int.min(1) })).min(1),
                  }),
                )
                .min(1),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
type Info = z.output<typeof createSchema>['deliveryOrderCreateGroupList'][number]['deliveryOrderCreateInfos'][number];

/** The live error for the old flat nesting (README §6.4): group-level address and order-level boxes missing. */
function nestingMissing(raw: Record<string, unknown>) {
  const groups = raw.deliveryOrderCreateGroupList;
  if (!Array.isArray(groups)) return false;
  return groups.some((g: Record<string, unknown>) => {
    if (!g || typeof g !== 'object' || g.receiveAddressInfo == null) return true;
    const infos = g.deliveryOrderCreateInfos;
    return (
      Array.isArray(infos) &&
      infos.some((i: Record<string, unknown>) => !Array.isArray(i?.packageInfos) || i.packageInfos.length === 0)
    );
  });
}

/** Checks one order's lines and boxes against the desk; returns the ship order's lines. */
function checkInfo(info: Info, lines: ReturnType<typeof personalLines>) {
  const bySku = new Map(lines.map((l) => [l.productSkuId, l]));
  const sent = new Map<number, number>();
  for (const d of info.deliverOrderDetailInfos) {
    const l = bySku.get(d.productSkuId);
    if (!l) throw refuse(`发货SKU ${d.productSkuId} 不在备货单 ${info.subPurchaseOrderSn} 的发货台明细中`);
    if (sent.has(d.productSkuId)) throw refuse(`发货SKU ${d.productSkuId} 重复`);
    if (d.deliverSkuNum > l.line.purchaseQuantity) {
      throw refuse(`发货SKU ${d.productSkuId} 发货数量 ${d.deliverSkuNum} 超过最大值 ${l.line.purchaseQuantity}`);
    }
    sent.set(d.productSkuId, d.deliverSkuNum);
  }
  const boxed = new Map<number, number>();
  for (const box of info.packageInfos) {
    for (const i of box.packageDetailSaveInfos) {
      if (!sent.has(i.productSkuId)) throw refuse(`包裹SKU ${i.productSkuId} 不在发货单详情中`);
      boxed.set(i.productSkuId, (boxed.get(i.productSkuId) ?? 0) + i.skuNum);
    }
  }
  for (const [sku, n] of sent) {
    if ((boxed.get(sku) ?? 0) !== n)
      throw refuse(`SKU ${sku} 的包裹数量合计 ${boxed.get(sku) ?? 0} 与发货数量 ${n} 不一致`);
  }
  return info.deliverOrderDetailInfos.map((d) => {
    const l = bySku.get(d.productSkuId)!;
    return {
      productSkuId: l.productSkuId,
      productOriginalSkuId: l.productOriginalSkuId,
      personalText: l.personalText,
      deliverSkuNum: d.deliverSkuNum,
    };
  });
}

async function create(c: TemuCall) {
  if (nestingMissing(c.params)) throw refuse(EMPTY);
  const p = params(createSchema, c.params);
  const mallId = c.mall!.mallId;
  const addressId = sellerAddress(mallId).id;
  const infos = p.deliveryOrderCreateGroupList.flatMap((g) => g.deliveryOrderCreateInfos.map((i) => ({ g, i })));
  const orders = await ownOrders(
    c.db,
    mallId,
    infos.map((x) => x.i.subPurchaseOrderSn),
  );
  const seen = new Set<string>();
  const plan = infos.map(({ g, i }) => {
    const x = orders.get(i.subPurchaseOrderSn);
    if (!x || x.row.status !== PurchaseOrderStatus.ACCEPTED || !onDesk(x.o) || seen.has(i.subPurchaseOrderSn)) {
      throw refuse(`备货单 ${i.subPurchaseOrderSn} 不在发货台中`);
    }
    seen.add(i.subPurchaseOrderSn);
    const w = warehouseOf(x.o);
    if (g.subWarehouseId !== w.subWarehouseId)
      throw refuse(`备货单 ${i.subPurchaseOrderSn} 的收货仓不是 ${g.subWarehouseId}`);
    for (const [k, v] of Object.entries(g.receiveAddressInfo)) {
      const want = (w.receiveAddressInfo as unknown as Record<string, unknown>)[k];
      if (want !== undefined && v !== undefined && v !== want)
        throw refuse(`收货地址 ${k} 与收货仓 ${w.subWarehouseId} 不符`);
    }
    if (i.deliveryAddressId !== addressId) throw refuse(`发货地址 ${i.deliveryAddressId} 不存在`);
    return { x, w, i, lines: checkInfo(i, personalLines(x.o)) };
  });
  const made = new Map<string, string>();
  // Rows are claimed in number order, so two overlapping creates cannot deadlock on PostgreSQL.
  const byNumber = [...plan].sort((a, b) => a.i.subPurchaseOrderSn.localeCompare(b.i.subPurchaseOrderSn));
  await inTransaction(c.db, async (db) => {
    for (const { x, w, i, lines } of byNumber) {
      const deliveryOrderSn = newDocSn('FH', c.now);
      // Claim the stock-up order first: of two concurrent creates for it, one gets a ship order.
      const claimed = await advanceRecord(
        db,
        x.row,
        { status: x.row.status, data: { ...x.o, deliveryOrderSn }, dueAt: null },
        c.now,
      );
      if (!claimed) throw refuse(`备货单 ${i.subPurchaseOrderSn} 不在发货台中`);
      const ship: SandboxShipOrder = {
        deliveryOrderSn,
        subPurchaseOrderSn: i.subPurchaseOrderSn,
        subWarehouseId: w.subWarehouseId,
        receiveAddressInfo: w.receiveAddressInfo,
        deliveryAddressId: i.deliveryAddressId,
        lines,
        packages: i.packageInfos.map((b, n) => ({
          packageSn: packageSn(deliveryOrderSn, n + 1),
          items: b.packageDetailSaveInfos.map((d) => ({ productSkuId: d.productSkuId, skuNum: d.skuNum })),
        })),
        boxMarkPrinted: false,
        delivery: null,
        createdAt: c.now,
        sentAt: null,
        receivedAt: null,
        warehousedAt: null,
        cancelledAt: null,
      };
      await insertRecord(
        db,
        { mallId, kind: 'shiporder', ref: deliveryOrderSn, status: ShipOrderStatus.CREATED, data: ship, dueAt: null },
        c.now,
      );
      made.set(i.subPurchaseOrderSn, deliveryOrderSn);
    }
  });
  return {
    deliveryOrders: plan.map((p) => made.get(p.i.subPurchaseOrderSn)!),
    isUrgencyType: false,
    cancelUrgencyType: false,
    cancelUrgencyTypeSubPurchaseOrderSnList: [],
  };
}

export const shipCreateHandlers: TemuTypeHandler[] = [
  { type: 'bg.shiporderv3.create', zone: 'CN', handle: create },
  {
    /** bg.shiporder.cancel: only before packing.send; the FH → 5 已取消 and its order goes back to the desk. */
    type: 'bg.shiporder.cancel',
    zone: 'CN',
    handle: async (c) => {
      const p = params(z.looseObject({ deliveryOrderSn: sn }), c.params);
      const row = (await ownShipOrders(c.db, c.mall!.mallId, [p.deliveryOrderSn])).get(p.deliveryOrderSn);
      if (!row) throw refuse(`发货单 ${p.deliveryOrderSn} 不存在`);
      if (row.status === ShipOrderStatus.CANCELLED) throw refuse(`发货单 ${p.deliveryOrderSn} 已取消`);
      if (row.status !== ShipOrderStatus.CREATED) throw refuse(`发货单 ${p.deliveryOrderSn} 已物流下单，不可取消`);
      const s = parseShipOrder(row.data);
      await inTransaction(c.db, async (db) => {
        const moved = await advanceRecord(
          db,
          row,
          { status: ShipOrderStatus.CANCELLED, data: { ...s, cancelledAt: c.now }, dueAt: null },
          c.now,
        );
        if (!moved) throw refuse(`发货单 ${p.deliveryOrderSn} 状态已变化`);
        await movePurchaseOrder(db, s.subPurchaseOrderSn, PurchaseOrderStatus.ACCEPTED, c.now, {
          deliveryOrderSn: null,
        });
      });
      return [p.deliveryOrderSn];
    },
  },
];
