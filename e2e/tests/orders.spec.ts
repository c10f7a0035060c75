import type { APIRequestContext, Page } from '@playwright/test';
import { expect, OPERATOR, test } from '../fixtures';
import { balanceOf, topUp, yuan } from './money-helpers';
import {
  bindSandboxShop,
  publishAndPutOnSale,
  raiseOrders,
  shapeLayer,
  templateFromTeeDesign,
} from './seller-orders-helpers';
import { completeTemplateInEditor } from './temu-template-helpers';
import { authHeader, data, goHash, hashPath, openSignedIn, registerAccount } from './web-helpers';

/**
 * Stock-up orders against the Temu sandbox: a design is published to a shop and put on sale, the sandbox places
 * orders for it, 同步 brings them in as 待支付, and paying them from the balance (after topping up the shortfall)
 * moves them to 待生产 with one 订单支付 debit.
 */
async function onSaleGoods(
  page: Page,
  request: APIRequestContext,
  account: { userName: string; password: string; token: string },
) {
  const shop = await bindSandboxShop(request, account, '订单店');
  const { templateId } = await templateFromTeeDesign(request, account, '圆点', shapeLayer('ellipse', '#2563eb'));
  // 做成模板 leaves the leaf, properties, mapping, size chart and prices to the seller: they finish it in the editor.
  await completeTemplateInEditor(page, request, account, templateId);
  await publishAndPutOnSale(request, account, shop, templateId, { publishTimeout: 60_000 });
  return shop;
}

test('orders: sync, pay after topping up the shortfall, then the operator produces and ships one', async ({
  page,
  request,
  browser,
}) => {
  // The template is finished in the editor, as a seller does it; then views, Temu print pages and PDFs on both sides.
  test.setTimeout(600_000);
  const account = await registerAccount(request);
  const shop = await onSaleGoods(page, request, account);
  const placed = await raiseOrders(request, shop, 3);

  await openSignedIn(page, request, '/order/orderTemu', account);
  await expect(page.getByText('暂无备货单')).toBeVisible();
  await page.locator('.ant-card:visible', { hasText: '备货单' }).getByRole('button', { name: '同步' }).click();
  const rows = page.locator('.ant-table-row:visible');
  await expect(rows).toHaveCount(3, { timeout: 60_000 });
  for (const sn of placed) await expect(page.getByText(sn)).toBeVisible();
  await expect(page.getByRole('tab', { name: /待支付/ })).toContainText('3');
  await page.screenshot({ path: 'test-results/order-temu.png', fullPage: true });
  // Views on Temu's fields: the sandbox raises orders accepted and waiting to ship (Temu status 1): 待发货 holds all
  // three; each view is screenshotted for review.
  await expect(page.getByTestId('view-to_deliver')).toContainText('待发货 3');
  for (const [view, label] of [
    ['to_deliver', '待发货'],
    ['urgent', '加急'],
    ['jit', 'JIT'],
    ['overdue', '逾期'],
  ]) {
    await page.getByTestId(`view-${view}`).click();
    await expect(page.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
    if (view === 'to_deliver') await expect(rows).toHaveCount(3);
    await page.screenshot({ path: `/tmp/orders-view-${view}.png`, fullPage: true });
  }
  await page.getByText('全部订单').click();
  await expect(rows).toHaveCount(3);
  await page.screenshot({ path: '/tmp/orders-all.png', fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/^备货单-\d{8}\.xlsx$/);

  // Two of them: the balance (¥0) is short, so the page offers the top-up with the shortfall filled in.
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByTestId('batch-pay').click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/order\/payTemu\?ids=\d+,\d+$/);
  const shortfall = page.getByTestId('shortfall');
  await expect(shortfall).toContainText('余额不足');
  const payButton = page.getByRole('button', { name: /确认支付/ });
  await expect(payButton).toBeDisabled();
  await page.screenshot({ path: 'test-results/pay-temu-short.png', fullPage: true });
  await shortfall.getByRole('button', { name: '去充值' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/system\/recharge\?amount=\d+$/);

  // Topped up (sandbox cashier), back to the payment: one debit for both orders.
  await topUp(request, account.token, 2_000_000);
  await page.goBack();
  await expect.poll(() => hashPath(page)).toMatch(/^\/order\/payTemu/);
  await page.reload();
  await expect(page.getByRole('button', { name: /确认支付/ })).toBeEnabled();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page.getByText('支付成功：2 个订单')).toBeVisible();
  await page.screenshot({ path: 'test-results/pay-temu-done.png', fullPage: true });
  const left = await balanceOf(request, account.token);
  expect(left).toBeLessThan(2_000_000);
  await expect(page.getByTestId('header-balance')).toHaveText(yuan(left));

  // Back in the list: two 待生产, one still 待支付; the detail shows the paid one's history.
  await page.getByRole('button', { name: '返回备货单' }).click();
  await expect(page.getByRole('tab', { name: /待生产/ })).toContainText('2');
  await expect(page.getByRole('tab', { name: /待支付/ })).toContainText('1');
  await page.getByRole('tab', { name: /待生产/ }).click();
  await page.locator('.ant-table-row:visible').first().getByRole('button', { name: '详情' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/order\/orderTemu1\?id=\d+$/);
  await expect(page.getByTestId('order-state').first()).toHaveText('待生产');
  await expect(page.locator('.ant-timeline')).toContainText('待生产');
  await expect(page.locator('.ant-timeline')).toContainText('卖家');
  await page.screenshot({ path: 'test-results/order-temu-detail.png', fullPage: true });
  await goHash(page, '/order/orderTemu1?id=99999999');
  await expect(page.locator('.ant-result-title:visible')).toHaveText('订单不存在');

  // Paid orders went to production with their print files: 订单推送记录, and a signed link the factory opens.
  await page.goto('/#/clientOrderPushRecord');
  const pushRows = page.locator('.ant-table-row:visible');
  await expect(pushRows).toHaveCount(2);
  await expect(pushRows.first()).toContainText('推送成功');
  await pushRows.first().getByRole('button', { name: '详情' }).click();
  await expect(page.locator('.ant-drawer:visible')).toContainText('印刷文件');
  await page.screenshot({ path: 'test-results/order-push.png' });
  await page.keyboard.press('Escape');
  const records = await data<{ rows: Array<{ id: number; subPurchaseOrderSn: string }> }>(
    await request.get('/api/clientOrderPushRecord/page', { headers: authHeader(account.token) }),
  );
  const link = await data<{ path: string }>(
    await request.post('/api/clientOrderPushRecord/share', {
      headers: authHeader(account.token),
      data: { id: records.rows[0]!.id },
    }),
  );
  const factory = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await factory.goto(`/#${link.path}`);
  await expect(factory.getByText(records.rows[0]!.subPurchaseOrderSn)).toBeVisible();
  await expect(factory.getByRole('link', { name: /下载/ }).first()).toBeVisible();
  await factory.goto(`/#${link.path.replace(/s=[^&]+/, 's=forged')}`);
  await expect(factory.locator('.ant-result-title')).toHaveText('链接无效或已过期');
  await factory.context().close();

  // 运营后台 › 生产发货: the operator produces and ships it through Temu's ship flow.
  const sn = await page
    .context()
    .request.get(`/api/orderTemu/page?state=to_produce`, { headers: authHeader(account.token) })
    .then(async (r) => ((await r.json()) as { data: { rows: Array<{ subPurchaseOrderSn: string }> } }).data.rows[0]!);
  const operator = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await openSignedIn(operator, request, '/console/fulfilment', OPERATOR);
  await operator.getByPlaceholder('备货单号 / 卖家账号').fill(sn.subPurchaseOrderSn);
  await operator.getByPlaceholder('备货单号 / 卖家账号').press('Enter');
  const row = operator.locator('.ant-table-row:visible', { hasText: sn.subPurchaseOrderSn });
  // 印刷文件: the order's production push, with the files to print.
  await row.getByRole('button', { name: '印刷文件' }).click();
  const filesDrawer = operator.getByRole('dialog', { name: `印刷文件 · ${sn.subPurchaseOrderSn}` });
  await expect(filesDrawer).toContainText('推送成功');
  await expect(filesDrawer.getByRole('link', { name: '下载印刷文件' }).first()).toBeVisible();
  await operator.screenshot({ path: 'test-results/console-push-files.png' });
  await operator.keyboard.press('Escape');
  await expect(filesDrawer).toBeHidden();
  await row.getByRole('button', { name: '开始生产' }).click();
  await expect(operator.getByText('开始生产：1 个备货单')).toBeVisible();
  await operator.getByRole('tab', { name: /生产中/ }).click();
  await row.getByRole('button', { name: '生产完成' }).click();
  await expect(operator.getByText('生产完成：1 个备货单')).toBeVisible();
  await operator.getByRole('tab', { name: /待发货/ }).click();
  await row.getByRole('checkbox').check();
  await operator.getByRole('button', { name: /批量发货/ }).click();
  const ship = operator.getByRole('dialog', { name: /发货到 Temu 仓/ });
  await ship.getByLabel('运单号').fill('SF1234567890');
  await ship.getByLabel('包裹重量').fill('1.2');
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(operator.getByText(/已发货：Temu 发货单 FH\d+/)).toBeVisible();
  await operator.getByRole('tab', { name: /已发货/ }).click();
  await expect(row).toContainText('已发货');
  await operator.screenshot({ path: 'test-results/console-fulfilment.png', fullPage: true });
  // The operator prints the shipped order's box mark from the board: Temu's own print page by default (a fresh
  // dataKey through the console's request), our PDF as the fallback.
  await row.getByRole('button', { name: /标签/ }).click();
  const opPrint = operator.waitForEvent('popup');
  await operator.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '打印箱唛（Temu 打印页）' }).click();
  await expectTemuPrintPage(await opPrint, '/sandbox/temu/tool/print');
  await row.getByRole('button', { name: /标签/ }).click();
  const opPdf = operator.waitForEvent('popup');
  await operator.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '箱唛 PDF（备用）' }).click();
  await expectLabelPdf(await opPdf, /scope=admin/, /\d+ 张/);
  await operator.context().close();

  // The seller's list shows it shipped (a full load: the page is on the standalone push-record page).
  await page.goto('/#/order/orderTemu');
  await page.getByRole('tab', { name: /已发货/ }).click();
  await expect(page.locator('.ant-table-row:visible', { hasText: sn.subPurchaseOrderSn })).toContainText('已发货');

  // 物流查询 (header) finds the shipment by its order number, with carrier and tracking number.
  await page.getByTestId('header-user').hover();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '物流查询' }).click();
  const logistics = page.getByRole('dialog', { name: '物流查询' });
  await logistics.getByLabel('物流查询关键词').fill(sn.subPurchaseOrderSn);
  await logistics.getByLabel('物流查询关键词').press('Enter');
  const shipment = logistics.locator('.ant-table-row', { hasText: sn.subPurchaseOrderSn });
  await expect(shipment).toContainText('顺丰速运');
  await expect(shipment).toContainText('SF1234567890');
  await page.screenshot({ path: 'test-results/logistics.png' });
  await page.keyboard.press('Escape');

  // Labels from the list: the shipped order's box mark, and the unpaid one's barcodes (one per piece, then per SKU).
  await goHash(page, '/order/orderTemu');
  await page.getByRole('tab', { name: /已发货/ }).click();
  await page.locator('.ant-table-row:visible', { hasText: sn.subPurchaseOrderSn }).getByRole('checkbox').check();
  await page.locator('[data-testid=print-labels]:visible').click();
  await expect(
    page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '打印箱唛（Temu 打印页）' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/order-temu-labels-menu.png' });
  const boxPrint = page.waitForEvent('popup');
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '打印箱唛（Temu 打印页）' }).click();
  await expectTemuPrintPage(await boxPrint, '/sandbox/temu/tool/print');
  await page.locator('[data-testid=print-labels]:visible').click();
  const boxPdf = page.waitForEvent('popup');
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '箱唛 PDF（备用）' }).click();
  const box = await expectLabelPdf(await boxPdf, /kind=boxmark/, /\d+ 张/);
  await box.screenshot({ path: 'test-results/pdf-boxmark.png' });
  const saved = box.waitForEvent('download');
  await box.getByRole('link', { name: /下载/ }).click();
  expect((await saved).suggestedFilename()).toMatch(/^箱唛-\d{8}-\d{4}\.pdf$/);
  await box.close();

  // The shipped order's customised-SKU barcodes: Temu's page (PA host), then our PDF (one per piece, then per SKU).
  const barcodeRow = page.locator('.ant-table-row:visible', { hasText: sn.subPurchaseOrderSn });
  await barcodeRow.getByRole('button', { name: /标签/ }).click();
  const barcodePrint = page.waitForEvent('popup');
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '打印商品条码（Temu 打印页）' }).click();
  await expectTemuPrintPage(await barcodePrint, '/sandbox/temu/pa/tool/print');
  await barcodeRow.getByRole('button', { name: /标签/ }).click();
  const barcodePdf = page.waitForEvent('popup');
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '商品条码 PDF（备用）' }).click();
  const barcodes = await expectLabelPdf(await barcodePdf, /kind=barcode/, /\d+ 张/);
  await barcodes.screenshot({ path: 'test-results/pdf-barcode.png' });
  await barcodes.getByText('每个 SKU 一张').click();
  await expect.poll(() => hashPath(barcodes)).toMatch(/copies=sku/);
  // One per customised SKU (Temu gives each customisation its own SKU and barcode).
  await expectLabelPdf(barcodes, /copies=sku/, /\d+ 张/);
});

/**
 * /pdf?via=temu asked the server for a fresh dataKey and went on to Temu's print page (the sandbox's, on this site);
 * the key opens its page once: a second visit is refused.
 */
async function expectTemuPrintPage(tab: Page, path: string) {
  await expect.poll(() => new URL(tab.url()).pathname, { timeout: 60_000 }).toBe(path);
  const url = tab.url();
  expect(new URL(url).searchParams.get('dataKey')).toBeTruthy();
  await tab.waitForLoadState();
  await tab.screenshot({ path: `/tmp/orders-temu-print-${path.includes('/pa/') ? 'barcode' : 'boxmark'}.png` });
  const again = await tab.request.get(url);
  expect(again.ok()).toBe(false);
  await tab.close();
}

/** /pdf generated the labels and its frame shows a real PDF (fetched again here to check its bytes). */
async function expectLabelPdf(pdf: Page, query: RegExp, pages: string | RegExp) {
  await expect.poll(() => hashPath(pdf)).toMatch(query);
  await expect(pdf.getByRole('button', { name: '打印' })).toBeEnabled({ timeout: 60_000 });
  await expect(pdf.locator('.ant-descriptions')).toContainText(pages);
  const src = await pdf.locator('iframe').getAttribute('src');
  const res = await pdf.request.get(src!);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  return pdf;
}
