import {
  shanghaiDateTime,
  TEMU_ORDER_EXPORT_MAX,
  type TemuOrderExportQuery,
  type TemuOrderRow,
} from '@podbench/contract';
import ExcelJS from 'exceljs';
import type { Executor } from '../../db';
import { orderPage } from './service';

const PAGE = 200;

/** The filtered orders, newest first, at most TEMU_ORDER_EXPORT_MAX, through the list's own query. */
export async function ordersForExport(db: Executor, mainId: number, q: TemuOrderExportQuery): Promise<TemuOrderRow[]> {
  const out: TemuOrderRow[] = [];
  for (let pageNum = 1; out.length < TEMU_ORDER_EXPORT_MAX; pageNum++) {
    const page = await orderPage(db, mainId, { ...q, pageNum, pageSize: PAGE });
    out.push(...page.rows);
    if (page.rows.length < PAGE || out.length >= page.total) break;
  }
  return out.slice(0, TEMU_ORDER_EXPORT_MAX);
}

/** Chinese headers, Beijing times as text, money in yuan as numbers. */
export async function buildOrdersWorkbook(rows: TemuOrderRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PodBench';
  wb.created = new Date();
  const ws = wb.addWorksheet('备货单', { views: [{ state: 'frozen', ySplit: 1 }] });
  const yuan = { numFmt: '#,##0.00' };
  ws.columns = [
    { header: '备货单号', key: 'sn', width: 20 },
    { header: '店铺', key: 'shop', width: 18 },
    { header: '商品', key: 'product', width: 40 },
    { header: 'SKC', key: 'skc', width: 16 },
    { header: '颜色/尺码 × 数量', key: 'skus', width: 30 },
    { header: '数量', key: 'qty', width: 8 },
    { header: '平台状态', key: 'state', width: 10 },
    { header: 'Temu 状态', key: 'temu', width: 16 },
    { header: '底板成本（元）', key: 'base', width: 14, style: yuan },
    { header: '会员折扣（元）', key: 'discount', width: 14, style: yuan },
    { header: '包装费（元）', key: 'packing', width: 12, style: yuan },
    { header: '运费（元）', key: 'shipping', width: 12, style: yuan },
    { header: '合计（元）', key: 'total', width: 12, style: yuan },
    { header: '下单时间', key: 'purchased', width: 21 },
    { header: '付款截止', key: 'payBy', width: 21 },
    { header: '最晚发货', key: 'deliverBy', width: 21 },
    { header: '支付时间', key: 'paid', width: 21 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    ws.addRow({
      sn: r.subPurchaseOrderSn,
      shop: r.shopName,
      product: r.productName,
      skc: r.productSkcId,
      skus: r.skus.map((k) => `${[k.color, k.size].filter(Boolean).join('/')} × ${k.quantity}`).join('；'),
      qty: r.quantity,
      state: r.stateText,
      temu: r.temuStatusText,
      base: r.matched ? r.cost.baseCostFen / 100 : null,
      discount: r.matched ? r.cost.discountFen / 100 : null,
      packing: r.matched ? r.cost.packingFen / 100 : null,
      shipping: r.matched ? r.cost.shippingFen / 100 : null,
      total: r.matched ? r.cost.totalFen / 100 : null,
      purchased: shanghaiDateTime(r.purchaseTime),
      payBy: r.payDeadlineAt ? shanghaiDateTime(r.payDeadlineAt) : '',
      deliverBy: r.expectDeliverAt ? shanghaiDateTime(r.expectDeliverAt) : '',
      paid: r.paidAt ? shanghaiDateTime(r.paidAt) : '',
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function ordersExportDisposition(now = Date.now()) {
  const day = shanghaiDateTime(now).slice(0, 10).replaceAll('-', '');
  const zh = encodeURIComponent(`备货单-${day}.xlsx`);
  return `attachment; filename="temu-orders-${day}.xlsx"; filename*=UTF-8''${zh}`;
}
