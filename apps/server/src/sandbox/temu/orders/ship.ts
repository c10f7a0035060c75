import { randomInt } from 'node:crypto';
import type { Executor } from '../../../db';
import { advanceRecord, dueRecords, findRecord, findRecords, type RecordRow } from '../state/record-repository';
import { PurchaseOrderStatus, parseOrder, type SandboxOrder } from './model';

/**
 * Ship orders (发货单) as the sandbox keeps them: `sandbox_temu_records` kind 'shiporder', ref = deliveryOrderSn,
 * status = Temu's ship-order status. The purchase order they carry moves with them: shipped (2) when the package is
 * sent, received (3) when the warehouse signs for it, warehoused (7) once inspected and put away.
 */
export const ShipOrderStatus = { TO_PACK: 0, AWAITING_RECEIPT: 1, RECEIVED: 2, WAREHOUSED: 3 } as const;
/** How long the warehouse takes to sign for a package, then to put it away. */
export const RECEIVE_MS = 60_000;
export const WAREHOUSE_MS = 60_000;

export interface SandboxShipOrder {
  deliveryOrderSn: string;
  subPurchaseOrderSn: string;
  subWarehouseId: number;
  details: Array<{ productSkuId: number; deliverSkuNum: number }>;
  expressCompanyName: string | null;
  expressDeliverySn: string | null;
  weightG: number | null;
  /** Packages the ship order went out in (packing.send's expressPackageNum); absent before sending = 1. */
  packageNum?: number;
  createdAt: number;
  sentAt: number | null;
  receivedAt: number | null;
  warehousedAt: number | null;
}

export const parseShipOrder = (data: string) => JSON.parse(data) as SandboxShipOrder;
export const newDeliveryOrderSn = () => `FH${randomInt(10 ** 11, 10 ** 12 - 1)}${randomInt(1000, 9999)}`;

/** The warehouse Temu assigns (the sandbox has one). */
export const SANDBOX_WAREHOUSE = {
  subWarehouseId: 1_001,
  subWarehouseName: 'Temu 广州白云仓',
  receiveAddressInfo: {
    receiverName: 'Temu 收货组',
    phone: '020-00000000',
    provinceName: '广东省',
    cityName: '广州市',
    districtName: '白云区',
    detailAddress: '太和镇 Temu 沙箱仓 1 号门',
  },
};

export function shipOrderView(s: SandboxShipOrder, status: number) {
  return {
    deliveryOrderSn: s.deliveryOrderSn,
    subPurchaseOrderSn: s.subPurchaseOrderSn,
    subWarehouseId: s.subWarehouseId,
    status,
    expressCompanyName: s.expressCompanyName,
    expressDeliverySn: s.expressDeliverySn,
    weight: s.weightG,
    deliverOrderDetailInfos: s.details,
    createTime: s.createdAt,
    deliverTime: s.sentAt,
    receiveTime: s.receivedAt,
    inboundTime: s.warehousedAt,
  };
}

async function movePurchaseOrder(db: Executor, sn: string, to: number, now: number) {
  const r = await findRecord(db, 'order', sn);
  if (!r || r.status === to) return;
  await advanceRecord(db, r, { status: to, data: parseOrder(r.data) as SandboxOrder, dueAt: null }, now);
}

/** One step of a sent package: awaiting receipt → received → warehoused (and its purchase order 2 → 3 → 7). */
export async function stepShipOrder(db: Executor, row: RecordRow, now: number): Promise<boolean> {
  const s = parseShipOrder(row.data);
  if (row.status === ShipOrderStatus.AWAITING_RECEIPT) {
    const moved = await advanceRecord(
      db,
      row,
      { status: ShipOrderStatus.RECEIVED, data: { ...s, receivedAt: now }, dueAt: now + WAREHOUSE_MS },
      now,
    );
    if (moved) await movePurchaseOrder(db, s.subPurchaseOrderSn, PurchaseOrderStatus.RECEIVED, now);
    return moved;
  }
  if (row.status === ShipOrderStatus.RECEIVED) {
    const moved = await advanceRecord(
      db,
      row,
      { status: ShipOrderStatus.WAREHOUSED, data: { ...s, warehousedAt: now }, dueAt: null },
      now,
    );
    if (moved) await movePurchaseOrder(db, s.subPurchaseOrderSn, PurchaseOrderStatus.WAREHOUSED, now);
    return moved;
  }
  return false;
}

export async function tickShipOrders(db: Executor, now = Date.now()): Promise<number> {
  let moved = 0;
  for (const row of await dueRecords(db, 'shiporder', now)) if (await stepShipOrder(db, row, now)) moved++;
  return moved;
}

export const findShipOrders = (db: Executor, sns: string[]) => findRecords(db, 'shiporder', sns);
