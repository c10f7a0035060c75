import { API_MONEY } from '@podbench/contract';
import ExcelJS from 'exceljs';
import { expect, test } from '../fixtures';
import { freshSellerAt, planOf, topUp } from './money-helpers';
import { authHeader, data } from './web-helpers';

/** Data rows of the first sheet (header row dropped), cell values as they are stored. */
async function sheetRows(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { name: sheet.name, header: rows[0], rows: rows.slice(1) };
}

test('transaction records: totals per type, trend, table, and the Excel export with its rows', async ({
  page,
  request,
}, testInfo) => {
  const seller = await freshSellerAt(page, request, '/statistics/clientUserAccountRecord');
  const plan = await planOf(request, 1, 'monthly');
  await topUp(request, seller.token, 10_000);
  await topUp(request, seller.token, 20_000);
  await data(
    await request.post(API_MONEY.vip.buy, {
      headers: authHeader(seller.token),
      data: { planId: plan.id, payMethod: 'balance' },
    }),
  );
  await page.getByRole('button', { name: '刷新' }).click();

  const table = page.locator('.ant-table-tbody');
  await expect(table.locator('tr.ant-table-row')).toHaveCount(3);
  await expect(table).toContainText('+¥100.00');
  await expect(table).toContainText(`-¥${(plan.priceFen / 100).toFixed(2)}`);
  const totals = page.getByTestId('type-totals');
  await expect(totals.getByRole('button', { name: /充值/ }).first()).toContainText('+¥300.00');
  await expect(totals.getByRole('button', { name: /充值/ }).first()).toContainText('2 笔');
  await expect(page.getByTestId('trend-chart').locator('canvas')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('records.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^交易记录-\d{8}\.xlsx$/);
  const file = testInfo.outputPath('records.xlsx');
  await download.saveAs(file);
  const sheet = await sheetRows(file);
  expect(sheet.name).toBe('交易记录');
  expect(sheet.header).toEqual([
    '交易时间',
    '交易类型',
    '金额（元）',
    '交易后余额（元）',
    '关联单号',
    '备注',
    '操作人',
  ]);
  const byType = sheet.rows.map((r) => [r[1], r[2]]);
  expect(byType).toHaveLength(3);
  expect(byType).toEqual(
    expect.arrayContaining([
      ['充值', 100],
      ['充值', 200],
      ['开通会员', -plan.priceFen / 100],
    ]),
  );
  // Balances after each row are consistent with the amounts, newest first.
  const last = sheet.rows[0];
  expect(last[3]).toBe((30_000 - plan.priceFen) / 100);

  // The export follows the type filter.
  await page.getByRole('combobox', { name: '交易类型' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('充值', { exact: true }).click();
  await expect(table.locator('tr.ant-table-row')).toHaveCount(2);
  const [filtered] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 Excel' }).click(),
  ]);
  const filteredFile = testInfo.outputPath('records-recharge.xlsx');
  await filtered.saveAs(filteredFile);
  const onlyRecharge = await sheetRows(filteredFile);
  expect(onlyRecharge.rows.map((r) => r[1])).toEqual(['充值', '充值']);
});
