import { z } from 'zod';
import { PurchaseOrderStatus, parseOrder } from '../orders/model';
import {
  findShipOrders,
  newDeliveryOrderSn,
  parseShipOrder,
  RECEIVE_MS,
  SANDBOX_WAREHOUSE,
  ShipOrderStatus,
  shipOrderView,
} from '../orders/ship';
import { advanceRecord, findRecords, insertRecord, type RecordRow } from '../state/record-repository';
import { parseParams, SandboxTemuError, type TemuCall, type TemuTypeHandler } from './registry';

/** The sandbox's code for a ship-flow refusal (wrong order state, unknown number). */
export const SHIP_ERROR_CODE = 6000102;
const sn = z.string().min(1);

/** The caller's purchase orders by number; any number not the shop's is refused by name. */
async function ownOrders(c: TemuCall, sns: string[]) {
  const rows = await findRecords(c.db, 'order', sns);
  const mine = new Map(rows.filter((r) => r.mall_id === c.mall!.mallId).map((r) => [r.ref, r]));
  for (const s of sns) if (!mine.has(s)) throw new SandboxTemuError(SHIP_ERROR_CODE, `备货单不存在：${s}`);
  return mine;
}

const stagingParams = z.looseObject({
  joinInfoList: z
    .array(z.looseObject({ subPurchaseOrderSn: sn, deliveryAddressType: z.coerce.number().int().optional() }))
    .min(1)
    .max(100),
});
const addressParams = z.looseObject({ subPurchaseOrderSnList: z.array(sn).min(1).max(100) });
const createParams = z.looseObject({
  deliveryOrderCreateGroupList: z
    .array(
      z.looseObject({
        subWarehouseId: z.coerce.number().int(),
        deliveryOrderCreateInfos: z
          .array(
            z.looseObject({
              subPurchaseOrderSn: sn,
              deliverOrderDetailInfos: z
                .array(
                  z.looseObject({
                    productSkuId: z.coerce.number().int(),
                    deliverSkuNum: z.coerce.number().int().min(1),
                  }),
                )
                .min(1),
            }),
          )
          .min(1)
          .max(100),
      }),
    )
    .min(1)
    .max(20),
});
const sendParams = z.looseObject({
  deliveryOrderSnList: z.array(sn).min(1).max(100),
  expressCompanyName: z.string().min(1).max(50),
  expressDeliverySn: z.string().min(4).max(50),
  expressPackageNum: z.coerce.number().int().min(1).default(1),
  /** Package weight, grams. */
  weight: z.coerce.number().int().min(1),
});
const listParams = z.looseObject({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  deliveryOrderSnList: z.array(sn).max(100).optional(),
  subPurchaseOrderSnList: z.array(sn).max(100).optional(),
  status: z.coerce.number().int().min(0).max(6).optional(),
});

/**
 * Shipping to Temu's warehouse, as the fully-managed flow runs it: stage the orders (bg.shiporder.staging.add), read
 * the warehouse address (bg.shiporder.receiveaddressv2.get), create ship orders (bg.shiporderv3.create), send them
 * with carrier, tracking number and weight (bg.shiporder.packing.send), follow them (bg.shiporderv2.get). The ticker
 * then has the warehouse sign for and put away each package.
 */
export const shipOrderHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.shiporder.staging.add',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(stagingParams, c.params);
      const orders = await ownOrders(
        c,
        p.joinInfoList.map((j) => j.subPurchaseOrderSn),
      );
      for (const r of orders.values()) {
        if (r.status !== PurchaseOrderStatus.ACCEPTED) {
          throw new SandboxTemuError(SHIP_ERROR_CODE, `备货单 ${r.ref} 当前状态不能加入发货台`);
        }
        const o = parseOrder(r.data) as ReturnType<typeof parseOrder> & { staged?: boolean };
        if (!o.staged)
          await advanceRecord(c.db, r, { status: r.status, data: { ...o, staged: true }, dueAt: null }, c.now);
      }
      return { isSuccess: true, successList: [...orders.keys()] };
    },
  },
  {
    type: 'bg.shiporder.receiveaddressv2.get',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(addressParams, c.params);
      await ownOrders(c, p.subPurchaseOrderSnList);
      return {
        list: p.subPurchaseOrderSnList.map((s) => ({ subPurchaseOrderSn: s, ...SANDBOX_WAREHOUSE })),
      };
    },
  },
  {
    type: 'bg.shiporderv3.create',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(createParams, c.params);
      const infos = p.deliveryOrderCreateGroupList.flatMap((g) =>
        g.deliveryOrderCreateInfos.map((i) => ({ ...i, subWarehouseId: g.subWarehouseId })),
      );
      const orders = await ownOrders(
        c,
        infos.map((i) => i.subPurchaseOrderSn),
      );
      for (const i of infos) {
        const o = parseOrder(orders.get(i.subPurchaseOrderSn)!.data) as ReturnType<typeof parseOrder> & {
          staged?: boolean;
          deliveryOrderSn?: string;
        };
        if (!o.staged) throw new SandboxTemuError(SHIP_ERROR_CODE, `备货单 ${i.subPurchaseOrderSn} 未加入发货台`);
        if (o.deliveryOrderSn) {
          throw new SandboxTemuError(
            SHIP_ERROR_CODE,
            `备货单 ${i.subPurchaseOrderSn} 已创建发货单 ${o.deliveryOrderSn}`,
          );
        }
        if (i.subWarehouseId !== SANDBOX_WAREHOUSE.subWarehouseId) {
          throw new SandboxTemuError(SHIP_ERROR_CODE, `收货仓 ${i.subWarehouseId} 不正确`);
        }
      }
      const created: Array<{ deliveryOrderSn: string; subPurchaseOrderSn: string }> = [];
      for (const i of infos) {
        const row = orders.get(i.subPurchaseOrderSn)!;
        const deliveryOrderSn = newDeliveryOrderSn();
        // Claim the purchase order first: of two concurrent creates for it, only one gets a ship order.
        const claimed = await advanceRecord(
          c.db,
          row,
          { status: row.status, data: { ...parseOrder(row.data), staged: true, deliveryOrderSn }, dueAt: null },
          c.now,
        );
        if (!claimed) throw new SandboxTemuError(SHIP_ERROR_CODE, `备货单 ${i.subPurchaseOrderSn} 正在创建发货单`);
        await insertRecord(
          c.db,
          {
            mallId: c.mall!.mallId,
            kind: 'shiporder',
            ref: deliveryOrderSn,
            status: ShipOrderStatus.TO_PACK,
            data: {
              deliveryOrderSn,
              subPurchaseOrderSn: i.subPurchaseOrderSn,
              subWarehouseId: i.subWarehouseId,
              details: i.deliverOrderDetailInfos.map((d) => ({
                productSkuId: d.productSkuId,
                deliverSkuNum: d.deliverSkuNum,
              })),
              expressCompanyName: null,
              expressDeliverySn: null,
              weightG: null,
              createdAt: c.now,
              sentAt: null,
              receivedAt: null,
              warehousedAt: null,
            },
            dueAt: null,
          },
          c.now,
        );
        created.push({ deliveryOrderSn, subPurchaseOrderSn: i.subPurchaseOrderSn });
      }
      return { deliveryOrderList: created };
    },
  },
  {
    type: 'bg.shiporder.packing.send',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(sendParams, c.params);
      const rows = await findShipOrders(c.db, p.deliveryOrderSnList);
      const mine = new Map(rows.filter((r) => r.mall_id === c.mall!.mallId).map((r) => [r.ref, r]));
      for (const s of p.deliveryOrderSnList) {
        const r = mine.get(s);
        if (!r) throw new SandboxTemuError(SHIP_ERROR_CODE, `发货单不存在：${s}`);
        if (r.status !== ShipOrderStatus.TO_PACK) throw new SandboxTemuError(SHIP_ERROR_CODE, `发货单 ${s} 已发货`);
      }
      for (const r of mine.values()) {
        const s = parseShipOrder(r.data);
        const sent = await advanceRecord(
          c.db,
          r,
          {
            status: ShipOrderStatus.AWAITING_RECEIPT,
            data: {
              ...s,
              expressCompanyName: p.expressCompanyName,
              expressDeliverySn: p.expressDeliverySn,
              weightG: p.weight,
              packageNum: p.expressPackageNum,
              sentAt: c.now,
            },
            dueAt: c.now + RECEIVE_MS,
          },
          c.now,
        );
        if (!sent) throw new SandboxTemuError(SHIP_ERROR_CODE, `发货单 ${s.deliveryOrderSn} 已发货`);
        const [po] = await findRecords(c.db, 'order', [s.subPurchaseOrderSn]);
        if (po && po.status === PurchaseOrderStatus.ACCEPTED) {
          await advanceRecord(
            c.db,
            po as RecordRow,
            { status: PurchaseOrderStatus.SHIPPED, data: parseOrder(po.data), dueAt: null },
            c.now,
          );
        }
      }
      return { isSuccess: true };
    },
  },
  {
    type: 'bg.shiporderv2.get',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(listParams, c.params);
      let q = c.db
        .selectFrom('sandbox_temu_records')
        .where('mall_id', '=', c.mall!.mallId)
        .where('kind', '=', 'shiporder');
      if (p.deliveryOrderSnList?.length) q = q.where('ref', 'in', p.deliveryOrderSnList);
      if (p.status !== undefined) q = q.where('status', '=', p.status);
      const rows = (await q.select(['data', 'status']).orderBy('id').execute()).filter(
        (r) =>
          !p.subPurchaseOrderSnList || p.subPurchaseOrderSnList.includes(parseShipOrder(r.data).subPurchaseOrderSn),
      );
      const start = (p.pageNo - 1) * p.pageSize;
      return {
        total: rows.length,
        list: rows.slice(start, start + p.pageSize).map((r) => shipOrderView(parseShipOrder(r.data), r.status)),
      };
    },
  },
];
