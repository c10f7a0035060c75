import { randomInt } from 'node:crypto';
import type { Executor } from '../../../db';
import { badRequest } from '../../../lib/app-error';
import { GoodsStatus, parseGoods, type SandboxGoods } from '../goods/model';
import { listRecords } from '../state/record-repository';
import { WAREHOUSES } from './places';
import { stableDigits, stableInt } from './wire';

/**
 * Stock-up orders (备货单) as the sandbox keeps them: `sandbox_temu_records` kind 'order', ref =
 * subPurchaseOrderSn, status = Temu's status, created_at = purchaseTime. One order is one SKC with a line per SKU
 * (skuQuantityDetailList), as Temu's are.
 */
export const PurchaseOrderStatus = {
  AWAITING: 0,
  ACCEPTED: 1,
  SHIPPED: 2,
  RECEIVED: 3,
  REJECTED: 4,
  RETURNED: 5,
  INSPECTED: 6,
  WAREHOUSED: 7,
  VOID: 8,
  TIMED_OUT: 9,
  CANCELLED: 10,
} as const;

/** Statuses after which Temu changes nothing more (a cancel control refuses them). */
export const FINAL_ORDER_STATUSES: readonly number[] = [4, 5, 7, 8, 9, 10];

export interface SandboxOrderLine {
  productSkuId: number;
  className: string;
  extCode: string;
  purchaseQuantity: number;
}

export interface SandboxOrder {
  subPurchaseOrderSn: string;
  originalPurchaseOrderSn: string;
  productId: number;
  productName: string;
  productSkcId: number;
  productSkcPicture: string | null;
  isCustomProduct: boolean;
  purchaseTime: number;
  skuQuantityDetailList: SandboxOrderLine[];
  /** The receiving sub-warehouse Temu assigned (places.ts); absent on older rows = derived from the number. */
  subWarehouseId?: number;
  /** On the shipping desk (staging.add) since; null/absent = not on it. */
  deskJoinedAt?: number | null;
  /** The live ship order (v3.create) carrying this order; cleared when it is cancelled. */
  deliveryOrderSn?: string | null;
}

export const parseOrder = (data: string) => JSON.parse(data) as SandboxOrder;

/** The order's receiving sub-warehouse. */
export const warehouseOf = (o: SandboxOrder) =>
  WAREHOUSES.find((w) => w.subWarehouseId === o.subWarehouseId) ??
  WAREHOUSES[Number(stableDigits(`wh|${o.subPurchaseOrderSn}`, 6)) % WAREHOUSES.length]!;

/**
 * A customised order line as the desk shows it: every line of a customised order is its own 定制品 SKU
 * (`productSkuId`, staging.get) made from the base SKU (`productOriginalSkuId`), with the buyer's text.
 */
export function personalLine(o: SandboxOrder, l: SandboxOrderLine) {
  return {
    productSkuId: stableInt(`psku|${o.subPurchaseOrderSn}|${l.productSkuId}`, 11),
    productOriginalSkuId: l.productSkuId,
    personalText: `定制文字 ${stableDigits(`ptext|${o.subPurchaseOrderSn}|${l.productSkuId}`, 4)}`,
    line: l,
  };
}
export const personalLines = (o: SandboxOrder) => o.skuQuantityDetailList.map((l) => personalLine(o, l));

const pad = (n: number, w: number) => String(n).padStart(w, '0');
/** WB + yyMMdd + 9 digits, like Temu's sub purchase order numbers (WB2411113267800…). */
export function newOrderSn(now: number) {
  const d = new Date(now + 8 * 3600_000);
  const day = `${pad(d.getUTCFullYear() % 100, 2)}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
  return `WB${day}${pad(randomInt(0, 1_000_000_000), 9)}`;
}

/** The shop's on-sale customised goods (or the one asked for): what Temu raises stock-up orders for. */
export async function orderableGoods(db: Executor, mallId: string, productId?: number): Promise<SandboxGoods[]> {
  const goods = (await listRecords(db, mallId, 'goods'))
    .filter((r) => r.status === GoodsStatus.ON_SALE)
    .map((r) => parseGoods(r.data))
    .filter((g) => g.customized && (productId === undefined || g.productId === productId));
  if (goods.length === 0) {
    throw badRequest(
      productId === undefined ? '该店铺没有在售的定制商品' : `货品 ${productId} 不是该店铺在售的定制商品`,
    );
  }
  return goods;
}

/**
 * `count` orders spread over the goods in turn; each takes one SKC and 1–3 of its SKUs, 1–20 pieces each. The
 * orders of one batch alternate between the two receiving warehouses unless `subWarehouseId` names one.
 */
export function buildOrders(
  goods: SandboxGoods[],
  count: number,
  now: number,
  subWarehouseId?: number,
): SandboxOrder[] {
  const out: SandboxOrder[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const g = goods[i % goods.length]!;
    const skc = g.skcs[Math.floor(i / goods.length) % g.skcs.length]!;
    const n = Math.min(skc.skus.length, 1 + randomInt(0, 3));
    const start = randomInt(0, skc.skus.length);
    const skus = Array.from({ length: n }, (_, k) => skc.skus[(start + k) % skc.skus.length]!);
    let sn = newOrderSn(now);
    while (seen.has(sn)) sn = newOrderSn(now);
    seen.add(sn);
    out.push({
      subPurchaseOrderSn: sn,
      originalPurchaseOrderSn: `WP${sn.slice(2)}`,
      productId: g.productId,
      productName: g.productName,
      productSkcId: skc.productSkcId,
      productSkcPicture: skc.colorImageUrl ?? skc.previewImgUrls[0] ?? null,
      isCustomProduct: true,
      purchaseTime: now,
      subWarehouseId: subWarehouseId ?? WAREHOUSES[i % WAREHOUSES.length]!.subWarehouseId,
      skuQuantityDetailList: skus.map((k) => ({
        productSkuId: k.productSkuId,
        className: k.spec,
        extCode: k.extCode,
        purchaseQuantity: 1 + randomInt(0, 20),
      })),
    });
  }
  return out;
}

/** Inserts orders in chunks (10,000 at once for benches), in status 1 已接单/待发货 unless told otherwise. */
export async function insertOrders(
  db: Executor,
  mallId: string,
  orders: SandboxOrder[],
  now: number,
  status: number = PurchaseOrderStatus.ACCEPTED,
) {
  for (let i = 0; i < orders.length; i += 500) {
    const chunk = orders.slice(i, i + 500);
    await db
      .insertInto('sandbox_temu_records')
      .values(
        chunk.map((o) => ({
          mall_id: mallId,
          kind: 'order',
          ref: o.subPurchaseOrderSn,
          status,
          data: JSON.stringify(o),
          due_at: null,
          created_at: o.purchaseTime,
          updated_at: now,
        })),
      )
      .execute();
  }
}
