import { z } from 'zod';
import { temuOrderRow } from './temu-order';

/** /order/orderTemu1: one stock-up order with its lines, print files, mockups, shipment and state history. */
export const temuOrderLine = z.object({
  productSkuId: z.string(),
  skuExtCode: z.string(),
  spec: z.string(),
  quantity: z.number().int(),
  templateId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  designId: z.number().int().nullable(),
  unitCostFen: z.number().int().nullable(),
  weightG: z.number().int().nullable(),
  /** bg.purchaseorderv2.get skuQuantityDetailList counters (null when Temu gave none). */
  deliverQuantity: z.number().int().nullable(),
  realReceiveQuantity: z.number().int().nullable(),
  adviceQuantity: z.number().int().nullable(),
  purchaseUpLimit: z.number().int().nullable(),
  qcResult: z.number().int().nullable(),
  qcResultText: z.string().nullable(),
  /** 0 文字, 1 图片 */
  customizationType: z.number().int().nullable(),
  /** processTypeVO as text (定制品工艺). */
  processType: z.string().nullable(),
  /** The customised SKU's own id and its customisation text (bg.shiporder.staging.get), once read. */
  personalSkuId: z.string().nullable(),
  personalText: z.string().nullable(),
});
/** One documented field of Temu's order record, labelled in Chinese for the detail page. */
export const temuOrderField = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type TemuOrderField = z.infer<typeof temuOrderField>;
export const temuOrderEvent = z.object({
  fromState: z.string().nullable(),
  toState: z.string(),
  toStateText: z.string(),
  temuStatus: z.number().int().nullable(),
  actor: z.string(),
  remark: z.string(),
  createdAt: z.number().int(),
});
/** A print file of the order's design (the version production prints), its URL signed for the browser. */
export const temuOrderPrintFile = z.object({
  areaKey: z.string(),
  /** The print area's name on the blank (正面, 环绕杯身…). */
  areaName: z.string(),
  color: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type TemuOrderPrintFile = z.infer<typeof temuOrderPrintFile>;
/** The shipment to Temu's warehouse, once the operator ships. */
export const temuOrderShipment = z.object({
  deliveryOrderSn: z.string().nullable(),
  carrier: z.string(),
  trackingNo: z.string(),
  weightG: z.number().int(),
  /** pending | sent | failed */
  state: z.string(),
  error: z.string().nullable(),
  temuStatusText: z.string(),
  shippedAt: z.number().int().nullable(),
});
export const temuOrderDetail = temuOrderRow.extend({
  originalPurchaseOrderSn: z.string().nullable(),
  cancelReason: z.string().nullable(),
  lines: z.array(temuOrderLine),
  events: z.array(temuOrderEvent),
  /** The design's print files at its current version; empty when unmatched or not rendered yet. */
  printFiles: z.array(temuOrderPrintFile),
  /** The design's mockups (listing images), signed. */
  mockupUrls: z.array(z.string()),
  shipment: temuOrderShipment.nullable(),
  /** Every documented field Temu sent for the order (bg.purchaseorderv2.get), labelled; [] before the first sync. */
  temuFields: z.array(temuOrderField),
});
export type TemuOrderDetail = z.infer<typeof temuOrderDetail>;
