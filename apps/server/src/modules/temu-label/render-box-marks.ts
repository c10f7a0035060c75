import { shanghaiDateTime, TEMU_LABEL_SIZE_MM } from '@podbench/contract';
import type { BoxMarkInfo } from '@podbench/temu';
import { drawCode128 } from './barcode';
import { drawLine, drawLines, mm, renderPdf, yieldEvery } from './pdf-text';

type Doc = PDFKit.PDFDocument;

const rule = (doc: Doc, x1: number, y: number, x2: number, width = 0.8) =>
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor('#000000').stroke();

/** A caption (small, grey) and its value on the next line. */
function field(doc: Doc, caption: string, value: string, x: number, y: number, width: number, size = 9) {
  drawLine(doc, caption, x, y, width, { size: 6.5, color: '#444444' });
  drawLine(doc, value || '—', x, y + mm(3), width, { size, weight: 700 });
}

/**
 * One box mark (箱唛, 100 × 100 mm) per package, after Temu's printed sample (120): the receiving warehouse on top,
 * package x/y large, supplier, ship order (with its own barcode), stock-up order, SKC and product, the SKU lines and
 * pieces, the carrier, and the package number as a large Code 128 at the bottom for the warehouse's scanners.
 */
function drawBoxMark(doc: Doc, b: BoxMarkInfo) {
  const W = mm(TEMU_LABEL_SIZE_MM.boxmark.width);
  const H = mm(TEMU_LABEL_SIZE_MM.boxmark.height);
  const pad = mm(4);
  const inner = W - 2 * pad;
  doc.addPage();
  doc
    .rect(mm(1.5), mm(1.5), W - mm(3), H - mm(3))
    .lineWidth(1.2)
    .strokeColor('#000000')
    .stroke();

  // Header: warehouse and package x/y.
  drawLine(doc, b.isUrgent ? 'TEMU 箱唛 · 加急' : 'TEMU 箱唛', pad, mm(4), inner * 0.6, { size: 8, weight: 700 });
  drawLine(doc, b.subWarehouseName, pad, mm(8), inner * 0.64, { size: 13, weight: 700 });
  drawLines(doc, b.receiveAddress, pad, mm(14), inner * 0.64, { size: 6.5 }, 2, mm(3));
  drawLine(doc, '包裹', pad + inner * 0.66, mm(4), inner * 0.34, { size: 7, align: 'right', color: '#444444' });
  drawLine(doc, `${b.packageIndex}/${b.totalPackageNum}`, pad + inner * 0.66, mm(8), inner * 0.34, {
    size: 24,
    weight: 700,
    align: 'right',
  });
  rule(doc, pad, mm(21), W - pad);

  // Supplier and numbers.
  const half = inner / 2 - mm(2);
  field(doc, '供应商', `${b.supplierName}${b.supplierId ? `（${b.supplierId}）` : ''}`, pad, mm(22.5), inner);
  field(doc, '发货单号', b.deliveryOrderSn, pad, mm(30), half);
  field(doc, '备货单号', b.subPurchaseOrderSn, pad + inner / 2 + mm(2), mm(30), half);
  drawCode128(doc, b.deliveryOrderSn, pad, mm(37.5), half, mm(7));
  const skc = b.productSkcId ? `SKC ${b.productSkcId}` : 'SKC —';
  drawLine(doc, skc, pad + inner / 2 + mm(2), mm(38), half, { size: 9, weight: 700 });
  drawLine(doc, b.purchaseStockType === 1 ? 'JIT 备货' : '定制品 · 普通备货', pad + inner / 2 + mm(2), mm(42), half, {
    size: 6.5,
    color: '#444444',
  });
  rule(doc, pad, mm(46.5), W - pad, 0.5);

  // Product, SKU lines, pieces.
  drawLines(doc, b.productName, pad, mm(47.8), inner, { size: 7.5 }, 2, mm(3.3));
  const skus = b.skuList.slice(0, 3);
  skus.forEach((s, i) => {
    const y = mm(55 + i * 3.4);
    drawLine(doc, s.specName || `SKU ${s.productSkuId}`, pad, y, inner * 0.7, { size: 7 });
    drawLine(doc, `× ${s.deliverSkuNum}`, pad + inner * 0.7, y, inner * 0.3, { size: 7, align: 'right' });
  });
  if (b.skuList.length > skus.length) {
    drawLine(doc, `另有 ${b.skuList.length - skus.length} 个 SKU`, pad, mm(65.2), inner, {
      size: 6.5,
      color: '#444444',
    });
  }
  drawLine(doc, `合计 ${b.deliverSkuNum} 件`, pad, mm(65.2), inner, { size: 9, weight: 700, align: 'right' });
  rule(doc, pad, mm(69.5), W - pad, 0.5);

  // Carrier and the package barcode.
  const carrier = b.expressCompanyName ? `${b.expressCompanyName} ${b.expressDeliverySn ?? ''}`.trim() : '未发货';
  drawLine(doc, `物流：${carrier}`, pad, mm(70.8), inner * 0.62, { size: 6.5 });
  const sent = b.deliverTime ? `发货 ${shanghaiDateTime(b.deliverTime).slice(0, 16)}` : '';
  drawLine(doc, sent, pad + inner * 0.62, mm(70.8), inner * 0.38, { size: 6.5, align: 'right' });
  drawCode128(doc, b.packageSn, pad + mm(4), mm(75), inner - mm(8), mm(14));
  drawLine(doc, b.packageSn, pad, mm(90.5), inner, { size: 10, weight: 700, align: 'center' });
}

export function renderBoxMarks(marks: BoxMarkInfo[]): Promise<Buffer> {
  return renderPdf(TEMU_LABEL_SIZE_MM.boxmark, { title: 'Temu 箱唛' }, async (doc) => {
    for (const [i, b] of marks.entries()) {
      drawBoxMark(doc, b);
      await yieldEvery(i + 1, 20);
    }
  });
}
