import { TEMU_LABEL_SIZE_MM, type TemuLabelCopies } from '@podbench/contract';
import type { BarcodeLabel } from './barcode-labels';
import { drawCode128 } from './barcode';
import { drawLine, mm, renderPdf, yieldEvery } from './pdf-text';

type Doc = PDFKit.PDFDocument;

/** Pages a set of labels takes: one per piece, or one per SKU line. */
export const barcodePages = (labels: BarcodeLabel[], copies: TemuLabelCopies) =>
  copies === 'sku' ? labels.length : labels.reduce((n, l) => n + Math.max(1, l.quantity), 0);

/**
 * One customised-goods label (60 × 40 mm) from bg.glo.goods.custom.label.get's documented data fields, laid out like Temu's printed sample: product and spec on top, the label
 * code as Code 128 with its digits under it, then the seller's SKU code, the stock-up order and the origin line.
 * `copy` numbers the pieces of one SKU line ("3/12").
 */
function drawLabel(doc: Doc, l: BarcodeLabel, copy: { n: number; of: number } | null) {
  const W = mm(TEMU_LABEL_SIZE_MM.barcode.width);
  const pad = mm(3);
  const inner = W - 2 * pad;
  doc.addPage();
  drawLine(doc, l.productName, pad, mm(2.2), inner, { size: 7, weight: 700 });
  const spec = [l.spec, l.extCode && `货号 ${l.extCode}`].filter(Boolean).join('  ·  ');
  drawLine(doc, spec, pad, mm(5.6), inner, { size: 6.2 });
  // Quiet zone of 10 modules each side is kept by the inset (≥ 2.5 mm at these module widths).
  const barX = pad + mm(1.5);
  drawCode128(doc, l.labelCode, barX, mm(9.2), W - 2 * barX, mm(15));
  drawLine(doc, l.labelCode, pad, mm(24.8), inner, { size: 9, align: 'center' });
  doc
    .moveTo(pad, mm(29.6))
    .lineTo(W - pad, mm(29.6))
    .lineWidth(0.4)
    .strokeColor('#000000')
    .stroke();
  drawLine(doc, `SKU ID ${l.productSkuId}`, pad, mm(30.6), inner / 2, { size: 5.6 });
  drawLine(doc, copy ? `${copy.n}/${copy.of}` : `共 ${l.quantity} 件`, pad + inner / 2, mm(30.6), inner / 2, {
    size: 5.6,
    align: 'right',
  });
  drawLine(doc, `备货单 ${l.subPurchaseOrderSn}`, pad, mm(33.6), inner * 0.62, { size: 5.6 });
  // Temu's productOrigin; nothing is invented when it sent none.
  drawLine(doc, l.origin ?? '', pad + inner * 0.62, mm(33.6), inner * 0.38, {
    size: 5.6,
    weight: 700,
    align: 'right',
  });
}

export function renderBarcodeLabels(labels: BarcodeLabel[], copies: TemuLabelCopies): Promise<Buffer> {
  return renderPdf(TEMU_LABEL_SIZE_MM.barcode, { title: 'Temu 商品条码' }, async (doc) => {
    let pages = 0;
    for (const l of labels) {
      const of = copies === 'sku' ? 1 : Math.max(1, l.quantity);
      for (let n = 1; n <= of; n++) {
        drawLabel(doc, l, copies === 'sku' ? null : { n, of });
        await yieldEvery(++pages);
      }
    }
  });
}
