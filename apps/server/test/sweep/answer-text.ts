import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an answer says, readable: JSON or text as is, an .xlsx export as the text of its cells. */
export async function answerText(raw: LightMyRequestResponse): Promise<string> {
  if (!String(raw.headers['content-type'] ?? '').startsWith(XLSX)) return raw.body;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((c) => void cells.push(String(c.text)))));
  return cells.join('\n');
}
