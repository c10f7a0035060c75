import { TEMU_SHIPPING_ADMIN_API } from '@podbench/contract';
import { apiLogin, expect, OPERATOR, test } from '../fixtures';
import { paidStockOrder } from './shipping-desk-helpers';
import { authHeader, data, hashPath, openSignedIn } from './web-helpers';

const shot = (name: string) => `/tmp/desk-${name}.png`;

/**
 * 运营后台 › 发货台 against the strict Temu sandbox: a seller's paid stock-up order goes on Temu's desk, is packed into
 * boxes for its receiving warehouse and becomes a Temu ship order (FH); the operator opens its box-mark print page
 * (Temu's own, by dataKey), books Temu's platform carrier from a quote with a pickup slot, and finds it under 物流跟踪.
 */
test('shipping desk: the operator ships a paid order through the desk and opens its box-mark print page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const order = await paidStockOrder(request);
  const sn = order.subPurchaseOrderSn;
  // The operator's desk lists every seller's shipments (other specs ship at the same time): rows of this seller only.
  const ours = (desk: import('@playwright/test').Locator) =>
    desk.locator('.ant-table-row:visible', { hasText: order.seller.userName }).filter({ hasText: /FH\d+/ }).first();

  await openSignedIn(page, request, '/console/shippingDesk', OPERATOR);
  const desk = page.locator('.ant-card:visible', { hasText: '发货台' }).first();
  await expect(desk.getByTestId('desk-stage-0')).toBeVisible();

  // 1 加入发货台: the order was just paid, so it waits under 待生产.
  await desk.getByText('待生产', { exact: true }).click();
  await desk.getByPlaceholder('备货单号 / 卖家账号').fill(sn);
  await desk.getByPlaceholder('备货单号 / 卖家账号').press('Enter');
  const row = desk.locator('.ant-table-row:visible', { hasText: sn });
  await expect(row).toContainText('未加入');
  await row.getByRole('checkbox').check();
  await desk.getByRole('button', { name: /加入发货台（1）/ }).click();
  await expect(desk.getByTestId('desk-add-result')).toContainText('已加入 1 个');
  await expect(row).toContainText('已在发货台');
  await page.screenshot({ path: shot('1-added'), fullPage: true });

  // 2 装箱建单: one card per shop × warehouse; the caps come from staging.get.
  await desk.getByRole('button', { name: '去装箱' }).click();
  const group = desk.getByTestId('desk-group').filter({ hasText: sn });
  await expect(group).toBeVisible();
  await expect(group.getByLabel('发货地址')).toBeVisible();
  await expect(group).toContainText('【默认】');
  const token = await apiLogin(request, OPERATOR.userName, OPERATOR.password);
  const view = await data<{
    groups: Array<{ orders: Array<{ subPurchaseOrderSn: string; lines: Array<{ maxQuantity: number }> }> }>;
  }>(await request.get(TEMU_SHIPPING_ADMIN_API.desk, { headers: authHeader(token) }));
  const lines = view.groups.flatMap((g) => g.orders).find((o) => o.subPurchaseOrderSn === sn)!.lines;
  const pieces = lines.reduce((n, l) => n + l.maxQuantity, 0);
  // The cap is enforced in the field: typing more than the cap leaves the cap.
  const firstShip = group.getByLabel(/发货数$/).first();
  await firstShip.fill(String(lines[0]!.maxQuantity + 5));
  await firstShip.blur();
  await expect(firstShip).toHaveValue(String(lines[0]!.maxQuantity));
  const boxes = pieces >= 2 ? 2 : 1;
  const packAndCreate = async () => {
    await group.getByLabel('均分箱数').fill(String(boxes));
    await group.getByLabel('均分箱数').blur();
    await expect(group.getByTestId('packing-summary')).toHaveText(`共 ${pieces} 件 · ${boxes} 箱`);
    await page.screenshot({ path: shot('2-boxes'), fullPage: true });
    await group.getByRole('button', { name: /创建发货单/ }).click();
    await expect(page.getByText(/已创建发货单：FH\d+/).last()).toBeVisible({ timeout: 60_000 });
  };
  await packAndCreate();

  // Cancelled before booking, the ship order gives its order back to the desk; packed and created again.
  const created = ours(desk);
  await expect(created.getByTestId('shipment-state')).toHaveText('待发货');
  await created.getByRole('button', { name: '取消' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '取消发货单' }).click();
  await expect(page.getByText(/已取消，备货单已回到发货台/)).toBeVisible({ timeout: 60_000 });
  await desk.getByTestId('desk-stage-1').click();
  await expect(group).toBeVisible();
  await packAndCreate();

  // 3 箱唛与发货: 发货 waits for the box marks; the print page is Temu's, opened by its dataKey.
  const shipment = ours(desk);
  await expect(shipment.getByTestId('shipment-state')).toHaveText('待发货');
  await expect(shipment.getByRole('button', { name: '发货' })).toBeDisabled();
  await page.screenshot({ path: shot('3-shipments'), fullPage: true });
  const popup = page.waitForEvent('popup');
  await shipment.getByRole('button', { name: '打印箱唛' }).click();
  const print = await popup;
  await expect.poll(() => print.url(), { timeout: 60_000 }).toMatch(/\/tool\/print\?dataKey=/);
  await print.waitForLoadState();
  await expect(print.locator('body')).toContainText(/FH\d+/);
  await print.screenshot({ path: shot('4-boxmark-print'), fullPage: true });
  await print.close();
  await expect(page.getByText('箱唛已打印，贴好后即可发货')).toBeVisible();
  await expect(shipment.getByRole('button', { name: '发货' })).toBeEnabled();

  // Book Temu's platform carrier: weight → quote → carrier and pickup slot.
  await shipment.getByRole('button', { name: '发货' }).click();
  const book = page.getByRole('dialog', { name: /发货 · 发货单/ });
  await book.getByLabel('预估总重量').fill('2');
  await book.getByRole('button', { name: '获取报价' }).click();
  const carrier = book.getByTestId('quote-options').getByRole('radio').first();
  await expect(carrier).toBeAttached({ timeout: 60_000 });
  await carrier.check();
  await book.getByLabel('揽收时段').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.screenshot({ path: shot('5-quote'), fullPage: true });
  await book.getByRole('button', { name: '确认发货' }).click();
  await expect(page.getByText(/^已发货：/)).toBeVisible({ timeout: 60_000 });

  // 4 物流跟踪: booked, with the carrier, and the platform waybill.
  await desk.getByTestId('desk-stage-3').click();
  const tracked = ours(desk);
  await expect(tracked.getByTestId('shipment-state')).toHaveText('已发货');
  await expect(tracked).toContainText('等待仓库收货');
  await page.screenshot({ path: shot('6-tracking'), fullPage: true });
  await tracked.getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer).toContainText(sn);
  await expect(drawer).toContainText('Temu 平台物流');
  await page.screenshot({ path: shot('7-detail'), fullPage: true });
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  expect(hashPath(page)).toBe('/console/shippingDesk');

  // The seller's own desk (订单管理 › 发货台) shows the same shipment under 物流跟踪.
  const seller = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await openSignedIn(seller, request, '/order/shippingDesk', order.seller);
  const own = seller.locator('.ant-card:visible', { hasText: '发货台' }).first();
  await own.getByTestId('desk-stage-3').click();
  const mine = own.locator('.ant-table-row:visible', { hasText: /FH\d+/ }).first();
  await expect(mine.getByTestId('shipment-state')).toHaveText('已发货');
  await expect(own.getByRole('columnheader', { name: '卖家 / 店铺' })).toHaveCount(0);
  await seller.screenshot({ path: shot('9-seller'), fullPage: true });
  await seller.context().close();
});
