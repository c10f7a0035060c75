import type { Executor } from '../../../db';
import { advanceRecord, dueRecords, findRecord, findRecords, type RecordRow } from '../state/record-repository';
import { PurchaseOrderStatus, parseOrder } from './model';
import type { ReceiveAddressInfo } from './places';

/**
 * Ship orders (发货单 FH…) as the sandbox keeps them: `sandbox_temu_records` kind 'shiporder', ref =
 * deliveryOrderSn, status = the ship-order status of bg.shiporderv2.get (SDK enum, the only one the reference has):
 * 0 待装箱发货 (created) → packing.send → 1 待仓库收货 (booked, sent) → 2 已收货 → 3 已入库; 0 → cancel → 5 已取消.
 * The stock-up order moves with it: 1 while created, 2 已送货 when booked, 3 已收货, 7 已入库.
 */
export const ShipOrderStatus = { CREATED: 0, SENT: 1, RECEIVED: 2, WAREHOUSED: 3, CANCELLED: 5 } as const;
/** How long the warehouse takes to sign for a sent package, then to put it away. */
export const RECEIVE_MS = 60_000;
export const WAREHOUSE_MS = 60_000;

export interface ShipLine {
  productSkuId: number;
  productOriginalSkuId: number;
  personalText: string;
  deliverSkuNum: number;
}
export interface ShipPackage {
  packageSn: string;
  items: Array<{ productSkuId: number; skuNum: number }>;
}
export interface ShipDelivery {
  deliverMethod: 1 | 2 | 3;
  expressCompanyId: number | null;
  expressCompany: string | null;
  expressDeliverySn: string | null;
  expressBatchSn: string;
  expressPackageNum: number;
  predictTotalPackageWeight: number | null;
  expectPickUpGoodsTime: number | null;
  driverName: string | null;
  plateNumber: string | null;
}
export interface SandboxShipOrder {
  deliveryOrderSn: string;
  subPurchaseOrderSn: string;
  subWarehouseId: number;
  receiveAddressInfo: ReceiveAddressInfo;
  deliveryAddressId: number;
  lines: ShipLine[];
  packages: ShipPackage[];
  boxMarkPrinted: boolean;
  delivery: ShipDelivery | null;
  createdAt: number;
  sentAt: number | null;
  receivedAt: number | null;
  warehousedAt: number | null;
  cancelledAt: number | null;
}

export const parseShipOrder = (data: string) => JSON.parse(data) as SandboxShipOrder;
export const findShipOrders = (db: Executor, sns: string[]) => findRecords(db, 'shiporder', [...new Set(sns)]);

/** The caller's ship orders by number (others' and unknown ones are simply absent). */
export async function ownShipOrders(db: Executor, mallId: string, sns: string[]) {
  const rows = await findShipOrders(db, sns);
  return new Map(rows.filter((r) => r.mall_id === mallId).map((r) => [r.ref, r]));
}

export async function movePurchaseOrder(
  db: Executor,
  sn: string,
  to: number,
  now: number,
  patch: Record<string, unknown> = {},
) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const r = await findRecord(db, 'order', sn);
    if (!r) return;
    if (r.status === to && Object.keys(patch).length === 0) return;
    if (await advanceRecord(db, r, { status: to, data: { ...parseOrder(r.data), ...patch }, dueAt: null }, now)) return;
  }
}

/** One step of a sent package: sent → received → warehoused (and its stock-up order 2 → 3 → 7). */
export async function stepShipOrder(db: Executor, row: RecordRow, now: number): Promise<boolean> {
  const s = parseShipOrder(row.data);
  if (row.status === ShipOrderStatus.SENT) {
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
