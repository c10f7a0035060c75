import { type AccountRecord, shanghaiDateTime } from '@podbench/contract';
import ExcelJS from 'exceljs';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Chinese headers, Beijing times as text (no time-zone surprises in Excel), amounts in yuan as numbers. */
export const EXPORT_COLUMNS = ['交易时间', '交易类型', '金额（元）', '交易后余额（元）', '关联单号', '备注', '操作人'];

export async function buildRecordsWorkbook(records: AccountRecord[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PodBench';
  wb.created = new Date();
  const ws = wb.addWorksheet('交易记录', { views: [{ state: 'frozen', ySplit: 1 }] });
  const yuan = { numFmt: '#,##0.00' };
  ws.columns = [
    { header: EXPORT_COLUMNS[0], key: 'time', width: 21 },
    { header: EXPORT_COLUMNS[1], key: 'type', width: 12 },
    { header: EXPORT_COLUMNS[2], key: 'amount', width: 14, style: yuan },
    { header: EXPORT_COLUMNS[3], key: 'balance', width: 18, style: yuan },
    { header: EXPORT_COLUMNS[4], key: 'ref', width: 30 },
    { header: EXPORT_COLUMNS[5], key: 'remark', width: 32 },
    { header: EXPORT_COLUMNS[6], key: 'operator', width: 14 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of records) {
    ws.addRow({
      time: shanghaiDateTime(r.createTime),
      type: r.type,
      amount: r.amountFen / 100,
      balance: r.balanceAfterFen / 100,
      ref: r.refLabel,
      remark: r.remark,
      operator: r.operatorName,
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** attachment; ASCII fallback name plus the Chinese name (RFC 5987) for browsers that read it. */
export function exportDisposition(now = Date.now()) {
  const day = shanghaiDateTime(now).slice(0, 10).replaceAll('-', '');
  const zh = encodeURIComponent(`交易记录-${day}.xlsx`);
  return `attachment; filename="account-records-${day}.xlsx"; filename*=UTF-8''${zh}`;
}
