import type { OrderLineRow, OrderRow } from '../temu-order/repository';
import type { CustomLabelRow } from './label-data';

/** One customised SKU's label as printed: Temu's documented data fields, and the order line it belongs to. */
export interface BarcodeLabel {
  subPurchaseOrderSn: string;
  productName: string;
  /** productSkuLabelCodeDTO.labelCode: the barcode. */
  labelCode: string;
  /** productSkuLabelCodeDTO.productSkuId */
  productSkuId: string;
  /** productSkuDTO.extCode (the seller's SKU code). */
  extCode: string;
  /** productSkuDTO.productSkuSpec.specList[].specName, joined. */
  spec: string;
  /** productOrigin.region1Name → "Made in …"; null when Temu sent none. */
  origin: string | null;
  /** Pieces of the line (one label each). */
  quantity: number;
  /** The customisation (staging.get personalText) of the line. */
  personalText: string | null;
}

const idsOf = (l: OrderLineRow) => (l.personal_sku_id ?? '').split(',').filter(Boolean);

/**
 * Temu's labels onto the asked orders' lines: by the customised SKU id the desk gave, by the line's own SKU id, by
 * the SKU code, or by the SKC (the order's first line). A label that names none of the orders is not printed.
 * Answers labels in the order asked, then line order.
 */
export function toBarcodeLabels(orders: OrderRow[], lines: OrderLineRow[], rows: CustomLabelRow[]): BarcodeLabel[] {
  const orderOf = new Map(orders.map((o) => [Number(o.id), o]));
  const rank = new Map(orders.map((o, i) => [Number(o.id), i]));
  const placed: Array<{ key: [number, number, number]; label: BarcodeLabel }> = [];
  rows.forEach((r, k) => {
    const dto = r.productSkuLabelCodeDTO;
    const id = String(dto.productSkuId);
    const ext = r.productSkuDTO?.extCode ?? '';
    const line =
      lines.find((l) => idsOf(l).includes(id)) ??
      lines.find((l) => l.product_sku_id === id) ??
      (ext ? lines.find((l) => l.sku_ext_code === ext) : undefined) ??
      lines.find((l) => orderOf.get(Number(l.order_id))?.product_skc_id === String(dto.productSkcId ?? ''));
    if (!line) return;
    const order = orderOf.get(Number(line.order_id))!;
    const shared = Math.max(1, idsOf(line).length);
    const specs = r.productSkuDTO?.productSkuSpec?.specList ?? [];
    placed.push({
      key: [rank.get(Number(order.id)) ?? 0, Number(line.id), k],
      label: {
        subPurchaseOrderSn: order.sub_purchase_order_sn,
        productName: order.product_name,
        labelCode: String(dto.labelCode),
        productSkuId: id,
        extCode: ext,
        spec: specs
          .map((s) => s.specName)
          .filter(Boolean)
          .join('/'),
        origin: r.productOrigin?.region1Name ? `Made in ${r.productOrigin.region1Name}` : null,
        quantity: Math.max(1, Math.round(Number(line.quantity) / shared)),
        personalText: line.personal_text,
      },
    });
  });
  placed.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2]);
  return placed.map((p) => p.label);
}
