import type { SheinCustomisation, SheinOrderFields, SheinOrderLine } from '@podbench/contract';
import {
  type CustomInfos,
  type CustomInfoTemplates,
  type PurchaseOrder,
  type PurchaseOrderLine,
  parseBeijing,
} from '@podbench/shein';

/** A line as stored (customisation is the order's, attached when read). */
export type StoredLine = Omit<SheinOrderLine, 'customisation'>;

const int = (n: number | null) => (n === null ? null : Math.round(n));

/** suffixZh "棕色-28 inch" → colour 棕色, size 28 inch (split at the first '-'); no '-' → all colour. */
export function splitSuffix(suffix: string | null): { color: string; size: string } {
  const s = (suffix ?? '').trim();
  const i = s.indexOf('-');
  return i < 0 ? { color: s, size: '' } : { color: s.slice(0, i).trim(), size: s.slice(i + 1).trim() };
}

export function toLine(l: PurchaseOrderLine): StoredLine {
  return {
    skcName: l.skc ?? '',
    skuCode: l.skuCode,
    supplierCode: l.supplierCode ?? '',
    supplierSku: l.supplierSku ?? '',
    attributes: l.suffixZh ?? '',
    ...splitSuffix(l.suffixZh),
    quantity: Math.round(l.orderQuantity),
    needQuantity: int(l.needQuantity),
    deliveryQuantity: int(l.deliveryQuantity),
    receiptQuantity: int(l.receiptQuantity),
    storageQuantity: int(l.storageQuantity),
    defectiveQuantity: int(l.defectiveQuantity),
    priceFen: Math.round((l.price ?? 0) * 100),
    imageUrl: l.skuImg || l.imgPath || null,
    remark: l.remark ?? '',
  };
}

export function toFields(o: PurchaseOrder): SheinOrderFields {
  return {
    statusName: o.statusName,
    typeName: o.typeName,
    prepareTypeId: o.prepareTypeId,
    prepareTypeName: o.prepareTypeName,
    urgentTypeName: o.urgentTypeName,
    firstMarkName: o.firstMarkName,
    countryMarket: o.countryMarket,
    warehouseName: o.warehouseName,
    storageId: o.storageId,
    recommendedSubWarehouseId: o.recommendedSubWarehouseId,
    currency: o.currency,
    currencyName: o.currencyName,
    orderLabels: o.orderLabelInfo.map((l) => l.orderLabelName || String(l.orderLabel ?? '')).filter(Boolean),
    goodsLevels: o.goodsLevel.map((l) => l.goodsLevelName || String(l.goodsLevel ?? '')).filter(Boolean),
    isJitMotherName: o.isJitMotherName,
    addTime: o.addTime,
    allocateTime: o.allocateTime,
    requestTakeParcelTime: o.requestTakeParcelTime,
    requestReceiptTime: o.requestReceiptTime,
    requestDeliveryTime: o.requestDeliveryTime,
    deliveryTime: o.deliveryTime,
    receiptTime: o.receiptTime,
    checkTime: o.checkTime,
    storageTime: o.storageTime,
    returnTime: o.returnTime,
    updateTime: o.updateTime,
  };
}

export const orderTimes = (o: PurchaseOrder, now: number) => {
  const placedAt = parseBeijing(o.allocateTime) ?? parseBeijing(o.addTime) ?? now;
  return { placedAt, updatedAt: parseBeijing(o.updateTime) ?? placedAt };
};

const asText = (v: unknown): string[] => {
  if (v == null) return [];
  if (Array.isArray(v)) return v.flatMap(asText);
  if (typeof v === 'object') return [JSON.stringify(v)];
  return [String(v)];
};

/** ccst custom-infos `data` + templates `data` → what the product shows and keeps. */
export function toCustomisation(
  customInfoId: string,
  info: CustomInfos,
  templates: CustomInfoTemplates | null,
): SheinCustomisation {
  return {
    customInfoId,
    texts: info.customInfo.preview.texts,
    images: info.customInfo.preview.images,
    effects: info.customInfo.preview.effects,
    fields: info.customInfo.stores.map((s) => ({
      label: s.label ?? s.key ?? '',
      type: s.type ?? '',
      values: asText(s.value),
    })),
    templates: (templates?.template ?? []).map((t) => ({ compositeId: t.compositeId, title: t.title ?? '' })),
  };
}
