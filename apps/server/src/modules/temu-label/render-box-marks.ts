import { shanghaiDateTime, TEMU_LABEL_SIZE_MM } from '@podbench/contract';
import type { BoxMark } from '@podbench/temu';
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

/** 非服饰 main / secondary sale attributes (one each), as "颜色 黑色 · 尺码 S". */
const specsOf = (b: BoxMark) =>
  [...(b.nonClothMainSpecVOList ?? []), ...(b.nonClothSecondarySpecVOList ?? [])]
    .map((s) => `${s.parentSpecName} ${s.specName}`)
    .join(' · ');

/** Tags Temu's fields give the package: 加急, 首单, JIT, 定制品, 服饰, volume, storage attribute. */
const tagsOf = (b: BoxMark) =>
  [
    b.urgencyType === 1 ? '加急' : '',
    b.isFirst ? '首单' : '',
    b.purchaseStockType === 1 ? 'JIT' : '',
    b.isCustomProduct ? '定制品' : '',
    b.isClothCat ? '服饰' : '',
    b.volumeType === 20 ? '大件' : b.volumeType === 10 ? '小件' : '',
    b.storageAttrName ?? '',
  ].filter(Boolean);

/**
 * One box mark (箱唛, 100 × 100 mm) per package, drawn only from bg.logistics.boxmarkinfo.get's documented data
 * fields (our fallback to Temu's own print page): the receiving sub-warehouse, package x/y, supplier, ship order
 * (with its barcode), stock-up order, SKC and product, the pieces, the carrier, and the package number (包裹号) as
 * a large Code 128 at the bottom for the warehouse's scanners.
 */
function drawBoxMark(doc: Doc, b: BoxMark) {
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

  // Header: tags, sub-warehouse and package x/y.
  drawLine(doc, ['TEMU 箱唛', ...tagsOf(b)].join(' · '), pad, mm(4), inner * 0.66, { size: 7.5, weight: 700 });
  drawLine(doc, b.subWarehouseName ?? '', pad, mm(8), inner * 0.64, { size: 13, weight: 700 });
  drawLine(doc, b.subWarehouseEnglishName ?? '', pad, mm(14.5), inner * 0.64, { size: 6.5 });
  drawLine(doc, '包裹', pad + inner * 0.66, mm(4), inner * 0.34, { size: 7, align: 'right', color: '#444444' });
  drawLine(doc, `${b.packageIndex}/${b.totalPackageNum}`, pad + inner * 0.66, mm(8), inner * 0.34, {
    size: 24,
    weight: 700,
    align: 'right',
  });
  rule(doc, pad, mm(21), W - pad);

  // Supplier and numbers.
  const half = inner / 2 - mm(2);
  const supplier = `${b.supplierName ?? ''}${b.supplierId ? `（${b.supplierId}）` : ''}`;
  field(doc, '供应商', supplier, pad, mm(22.5), inner);
  field(doc, '发货单号', b.deliveryOrderSn, pad, mm(30), half);
  field(doc, '备货单号', b.subPurchaseOrderSn ?? '', pad + inner / 2 + mm(2), mm(30), half);
  drawCode128(doc, b.deliveryOrderSn, pad, mm(37.5), half, mm(7));
  drawLine(doc, `SKC ${b.productSkcId ?? '—'}`, pad + inner / 2 + mm(2), mm(38), half, { size: 9, weight: 700 });
  drawLine(doc, b.skcExtCode ? `货号 ${b.skcExtCode}` : '', pad + inner / 2 + mm(2), mm(42), half, { size: 6.5 });
  rule(doc, pad, mm(46.5), W - pad, 0.5);

  // Product, spec, pieces.
  drawLines(doc, b.productName ?? b.productSkcName ?? '', pad, mm(47.8), inner, { size: 7.5 }, 2, mm(3.3));
  drawLine(
    doc,
    [specsOf(b), b.nonClothSkuExtCode ? `SKU货号 ${b.nonClothSkuExtCode}` : ''].filter(Boolean).join('  ·  '),
    pad,
    mm(55),
    inner,
    { size: 7 },
  );
  const skus = (b.productSkuIdList ?? []).join('、');
  drawLine(doc, skus ? `SKU ${skus}` : '', pad, mm(58.6), inner, { size: 6.5, color: '#444444' });
  drawLine(doc, `本箱 ${b.packageSkcNum ?? '—'} 件`, pad, mm(64.2), inner / 2, { size: 9, weight: 700 });
  drawLine(doc, `发货 ${b.deliverSkcNum ?? '—'} 件`, pad + inner / 2, mm(64.2), inner / 2, {
    size: 9,
    weight: 700,
    align: 'right',
  });
  rule(doc, pad, mm(69.5), W - pad, 0.5);

  // Carrier and the package barcode.
  const how = b.deliveryMethod === 1 ? '自送' : b.deliveryMethod === 2 ? '第三方物流' : '';
  const carrier = [how, b.expressCompany ?? '', b.expressDeliverySn ?? ''].filter(Boolean).join(' ');
  drawLine(doc, `物流：${carrier || '—'}`, pad, mm(70.8), inner * 0.62, { size: 6.5 });
  const sent = b.deliverTime ? `发货 ${shanghaiDateTime(b.deliverTime).slice(0, 16)}` : '';
  drawLine(doc, sent, pad + inner * 0.62, mm(70.8), inner * 0.38, { size: 6.5, align: 'right' });
  drawCode128(doc, b.packageSn, pad + mm(4), mm(75), inner - mm(8), mm(14));
  drawLine(doc, b.packageSn, pad, mm(90.5), inner, { size: 10, weight: 700, align: 'center' });
}

export function renderBoxMarks(marks: BoxMark[]): Promise<Buffer> {
  return renderPdf(TEMU_LABEL_SIZE_MM.boxmark, { title: 'Temu 箱唛' }, async (doc) => {
    for (const [i, b] of marks.entries()) {
      drawBoxMark(doc, b);
      await yieldEvery(i + 1, 20);
    }
  });
}
