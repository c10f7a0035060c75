import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { PurchaseOrderStatus, parseOrder, type SandboxOrder } from '../orders/model';
import { findShipOrders, parseShipOrder, SANDBOX_WAREHOUSE } from '../orders/ship';
import { findRecords } from '../state/record-repository';
import { parseParams, SandboxTemuError, type TemuCall, type TemuTypeHandler } from './registry';

/** The sandbox's code for a label refusal (unknown number, an order that gets no labels). */
export const LABEL_ERROR_CODE = 6000201;

const sn = z.string().min(1);
const labelParams = z.looseObject({
  subPurchaseOrderSnList: z.array(sn).min(1).max(100),
  productSkuIdList: z.array(z.coerce.number().int()).max(100).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
  return_data_key: z.boolean().optional(),
});
const boxMarkParams = z.looseObject({
  deliveryOrderSnList: z.array(sn).min(1).max(100),
  return_data_key: z.boolean().optional(),
});

/** `digits` decimal digits that depend only on `seed`: a label printed twice carries the same code. */
export function stableDigits(seed: string, digits: number) {
  const n = BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`) % 10n ** BigInt(digits);
  // A leading 1–9 keeps the width fixed (scanners and people read the same number of digits).
  return `${1 + (Number(n % 9n) | 0)}${String(n).padStart(digits, '0').slice(1)}`;
}

/** Temu's print page link key (122/120: valid once within 10 minutes); the sandbox only hands one out. */
const dataKey = () => randomBytes(16).toString('hex');

/** Orders Temu no longer wants goods for: rejected, void, timed out, cancelled. */
const CANCELLED: readonly number[] = [
  PurchaseOrderStatus.REJECTED,
  PurchaseOrderStatus.VOID,
  PurchaseOrderStatus.TIMED_OUT,
  PurchaseOrderStatus.CANCELLED,
];

async function ownOrders(c: TemuCall, sns: string[]) {
  const rows = await findRecords(c.db, 'order', [...new Set(sns)]);
  const mine = new Map(rows.filter((r) => r.mall_id === c.mall!.mallId).map((r) => [r.ref, r]));
  for (const s of sns) if (!mine.has(s)) throw new SandboxTemuError(LABEL_ERROR_CODE, `备货单不存在：${s}`);
  return mine;
}

const address = () => {
  const a = SANDBOX_WAREHOUSE.receiveAddressInfo;
  return `${a.provinceName}${a.cityName}${a.districtName}${a.detailAddress}`;
};

/**
 * Labels (fields in packages/temu/src/schemas/labels.ts): barcode label codes for the customised SKUs of the shop's
 * stock-up orders, and one box mark per package of its ship orders — both derived from the orders and ship orders
 * the sandbox keeps, so they agree with what bg.purchaseorderv2.get and bg.shiporderv2.get answer.
 */
export const labelHandlers: TemuTypeHandler[] = [
  {
    type: 'bg.glo.goods.custom.label.get',
    zone: 'PA',
    handle: async (c) => {
      const p = parseParams(labelParams, c.params);
      const orders = await ownOrders(c, p.subPurchaseOrderSnList);
      for (const r of orders.values()) {
        if (CANCELLED.includes(r.status)) {
          throw new SandboxTemuError(LABEL_ERROR_CODE, `备货单 ${r.ref} 已取消或作废，无法获取条码`);
        }
      }
      if (p.return_data_key) return { dataKey: dataKey() };
      const skus = p.productSkuIdList?.length ? new Set(p.productSkuIdList) : null;
      const all = p.subPurchaseOrderSnList
        .filter((s, i, a) => a.indexOf(s) === i)
        .flatMap((s) => {
          const o: SandboxOrder = parseOrder(orders.get(s)!.data);
          return o.skuQuantityDetailList
            .filter((l) => !skus || skus.has(l.productSkuId))
            .map((l) => ({
              subPurchaseOrderSn: o.subPurchaseOrderSn,
              productSkcId: o.productSkcId,
              productSkuId: l.productSkuId,
              personalProductSkuId: Number(stableDigits(`psku|${o.subPurchaseOrderSn}|${l.productSkuId}`, 11)),
              labelCode: stableDigits(`label|${o.subPurchaseOrderSn}|${l.productSkuId}`, 12),
              productName: o.productName,
              specName: l.className,
              skuExtCode: l.extCode,
              quantity: l.purchaseQuantity,
              originText: 'Made in China',
            }));
        });
      const start = (p.pageNo - 1) * p.pageSize;
      return { totalCount: all.length, customLabelList: all.slice(start, start + p.pageSize) };
    },
  },
  {
    type: 'bg.logistics.boxmarkinfo.get',
    zone: 'CN',
    handle: async (c) => {
      const p = parseParams(boxMarkParams, c.params);
      const wanted = [...new Set(p.deliveryOrderSnList)];
      const rows = await findShipOrders(c.db, wanted);
      const mine = new Map(rows.filter((r) => r.mall_id === c.mall!.mallId).map((r) => [r.ref, r]));
      for (const s of wanted) if (!mine.has(s)) throw new SandboxTemuError(LABEL_ERROR_CODE, `发货单不存在：${s}`);
      if (p.return_data_key) return { dataKey: dataKey() };
      const ships = wanted.map((s) => parseShipOrder(mine.get(s)!.data));
      const orders = await ownOrders(
        c,
        ships.map((s) => s.subPurchaseOrderSn),
      );
      const boxMarkInfoList = ships.flatMap((s) => {
        const o = parseOrder(orders.get(s.subPurchaseOrderSn)!.data);
        const spec = new Map(o.skuQuantityDetailList.map((l) => [l.productSkuId, l.className]));
        const total = Math.max(1, s.packageNum ?? 1);
        const skuList = s.details.map((d) => ({
          productSkuId: d.productSkuId,
          specName: spec.get(d.productSkuId) ?? '',
          deliverSkuNum: d.deliverSkuNum,
        }));
        return Array.from({ length: total }, (_, i) => ({
          deliveryOrderSn: s.deliveryOrderSn,
          subPurchaseOrderSn: s.subPurchaseOrderSn,
          packageSn: `PC${stableDigits(`pkg|${s.deliveryOrderSn}|${i + 1}`, 13)}`,
          packageIndex: i + 1,
          totalPackageNum: total,
          supplierId: Number(c.mall!.mallId),
          supplierName: c.mall!.mallName,
          productSkcId: o.productSkcId,
          productName: o.productName,
          deliverSkuNum: s.details.reduce((n, d) => n + d.deliverSkuNum, 0),
          skuList,
          subWarehouseId: s.subWarehouseId,
          subWarehouseName: SANDBOX_WAREHOUSE.subWarehouseName,
          receiveAddress: address(),
          expressCompanyName: s.expressCompanyName,
          expressDeliverySn: s.expressDeliverySn,
          deliverTime: s.sentAt,
          isUrgent: false,
          purchaseStockType: 0,
        }));
      });
      return { boxMarkInfoList };
    },
  },
];
