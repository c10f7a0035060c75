import { PROFIT_GROUP_LABELS, type ProfitResult, type ProfitSums, shanghaiDate } from '@podbench/contract';
import ExcelJS from 'exceljs';

const KEY_HEADER: Record<ProfitResult['groupBy'], string> = {
  day: '日期',
  month: '月份',
  shop: '店铺',
  sku: 'SKU 货号',
};

/** 利润分析 as .xlsx: one row per group and a 合计 row; money in yuan as numbers, the margin in percent. */
export async function buildProfitWorkbook(r: ProfitResult): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PodBench';
  wb.created = new Date();
  const ws = wb.addWorksheet(`利润分析-${PROFIT_GROUP_LABELS[r.groupBy]}`, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const yuan = { numFmt: '#,##0.00' };
  ws.columns = [
    { header: KEY_HEADER[r.groupBy], key: 'label', width: r.groupBy === 'sku' ? 24 : 16 },
    { header: r.groupBy === 'sku' ? '商品 · 规格' : r.groupBy === 'shop' ? '平台' : '', key: 'detail', width: 36 },
    { header: '订单数', key: 'orders', width: 10 },
    { header: '件数', key: 'quantity', width: 10 },
    { header: '销售额（申报价，元）', key: 'sales', width: 20, style: yuan },
    { header: '成本（已支付，元）', key: 'cost', width: 18, style: yuan },
    { header: '利润（元）', key: 'profit', width: 14, style: yuan },
    { header: '利润率（%）', key: 'margin', width: 12 },
    { header: '无申报价件数', key: 'unpriced', width: 14 },
  ];
  ws.getRow(1).font = { bold: true };
  const line = (label: string, detail: string, s: ProfitSums) => ({
    label,
    detail,
    orders: s.orders,
    quantity: s.quantity,
    sales: s.salesFen / 100,
    cost: s.costFen / 100,
    profit: s.profitFen / 100,
    margin: s.marginPercent,
    unpriced: s.unpricedQuantity,
  });
  for (const row of r.rows) ws.addRow(line(row.label, row.detail, row));
  ws.addRow(line('合计', `${shanghaiDate(r.from)} 至 ${shanghaiDate(r.to - 1)}`, r.totals)).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function profitExportDisposition(r: ProfitResult) {
  const span = `${shanghaiDate(r.from).replaceAll('-', '')}-${shanghaiDate(r.to - 1).replaceAll('-', '')}`;
  const zh = encodeURIComponent(`利润分析-${PROFIT_GROUP_LABELS[r.groupBy]}-${span}.xlsx`);
  return `attachment; filename="profit-${r.groupBy}-${span}.xlsx"; filename*=UTF-8''${zh}`;
}
