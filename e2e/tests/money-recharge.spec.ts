import { expect, test } from '../fixtures';
import { balanceOf, freshSellerAt } from './money-helpers';

test('top up ¥100 through the sandbox cashier: success view and the header balance follow', async ({
  page,
  request,
}, testInfo) => {
  const seller = await freshSellerAt(page, request, '/system/recharge');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('¥0.00');

  await page.getByText('¥5,000', { exact: true }).click();
  await page.getByText('¥100', { exact: true }).click();
  await page.getByText('沙箱支付', { exact: true }).click();
  await expect(page.getByTestId('recharge-total')).toHaveText('¥100.00');
  await page.screenshot({ path: testInfo.outputPath('recharge-form.png') });
  await page.getByRole('button', { name: '立即充值' }).click();

  const order = page.getByTestId('pay-order');
  await expect(order).toContainText('¥100.00');
  await expect(order.locator('canvas, svg').first()).toBeVisible();
  await expect(page.getByTestId('pay-waiting')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('recharge-qr.png') });

  // The QR's content is the sandbox cashier's URL; a payer would scan it, the test opens it.
  const cashierUrl = await page.getByTestId('sandbox-pay-link').getAttribute('href');
  expect(cashierUrl).toMatch(/\/sandbox\/pay\/R\w+$/);
  const cashier = await page.context().newPage();
  await cashier.goto(cashierUrl as string);
  await expect(cashier.locator('.amount')).toHaveText('¥100.00');
  await cashier.getByRole('button', { name: '确认支付', exact: true }).click();
  await expect(cashier.locator('#result')).toContainText('支付成功');
  await cashier.close();

  await expect(page.getByText('充值成功')).toBeVisible();
  await expect(page.getByText('¥100.00 已到账')).toBeVisible();
  await expect(balance).toHaveText('¥100.00');
  expect(await balanceOf(request, seller.token)).toBe(10_000);
  await page.screenshot({ path: testInfo.outputPath('recharge-done.png') });
});

test('a cancelled sandbox payment ends the order without moving money', async ({ page, request }) => {
  const seller = await freshSellerAt(page, request, '/system/recharge');
  // Under the minimum: said so next to the field, the amount stays what was typed, nothing can be paid.
  const custom = page.getByRole('spinbutton', { name: '自定义金额' });
  await custom.fill('0.5');
  await custom.blur();
  await expect(page.getByRole('alert').filter({ hasText: '充值金额最少 ¥1.00' })).toBeVisible();
  await expect(custom).toHaveValue('0.50');
  await expect(page.getByRole('button', { name: '立即充值' })).toBeDisabled();
  await custom.fill('12.34');
  await expect(page.getByTestId('recharge-total')).toHaveText('¥12.34');
  await page.getByRole('button', { name: '立即充值' }).click();
  const cashierUrl = await page.getByTestId('sandbox-pay-link').getAttribute('href');
  const cashier = await page.context().newPage();
  await cashier.goto(cashierUrl as string);
  await cashier.getByRole('button', { name: '取消支付' }).click();
  await expect(cashier.locator('#result')).toContainText('已取消支付');
  await cashier.close();

  await expect(page.getByText('支付已取消')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('¥0.00');
  expect(await balanceOf(request, seller.token)).toBe(0);
});
