import { API_MONEY } from '@podbench/contract';
import { expect, test } from '../fixtures';
import { balanceOf, freshSellerAt, topUp } from './money-helpers';
import { authHeader, data } from './web-helpers';

test('a withdrawal applied from the header dialog holds the amount at once and lists as 待审核', async ({
  page,
  request,
}, testInfo) => {
  const seller = await freshSellerAt(page, request, '/statistics/clientUserAccountRecord');
  await topUp(request, seller.token, 30_000);
  await page.reload();
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('¥300.00');

  // The header's 提现 (the records page's type cards are buttons named 提现 ¥… too).
  await page.getByRole('button', { name: '提现', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '余额提现' });
  await expect(dialog).toContainText('可提现 ¥300.00');
  await dialog.getByRole('spinbutton', { name: '提现金额' }).fill('120.5');
  await dialog.getByText('支付宝', { exact: true }).click();
  await dialog.getByLabel('收款人姓名').fill('张三');
  await dialog.getByLabel('收款账号').fill('zhangsan@example.com');
  await page.screenshot({ path: testInfo.outputPath('withdraw-form.png') });
  await dialog.getByRole('button', { name: '申请提现' }).click();

  const confirm = page.getByRole('dialog', { name: '确认提现' });
  await expect(confirm).toContainText('¥120.50');
  await expect(confirm).toContainText('zhangsan@example.com');
  await confirm.getByRole('button', { name: '确认提现' }).click();

  await expect(page.getByText('提现申请已提交，等待审核')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '提现记录', selected: true })).toBeVisible();
  const row = dialog.locator('tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('¥120.50');
  await expect(row).toContainText('待审核');
  await expect(balance).toHaveText('¥179.50');
  await expect(confirm).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('withdraw-list.png') });

  expect(await balanceOf(request, seller.token)).toBe(17_950);
  const records = await data<{ rows: Array<{ type: string; amountFen: number }> }>(
    await request.get(API_MONEY.accountRecord.page, { headers: authHeader(seller.token) }),
  );
  expect(records.rows[0]).toMatchObject({ type: '提现', amountFen: -12_050 });
  // The records page behind the dialog refreshed with the hold.
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ant-table-tbody')).toContainText('-¥120.50');
});

test('the amount cannot exceed the balance', async ({ page, request }) => {
  const seller = await freshSellerAt(page, request, '/system/vip');
  await topUp(request, seller.token, 5_000);
  await page.reload();
  // The header's 提现 (the records page's type cards are buttons named 提现 ¥… too).
  await page.getByRole('button', { name: '提现', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '余额提现' });
  const amount = dialog.getByRole('spinbutton', { name: '提现金额' });
  await amount.fill('80');
  await amount.blur();
  // InputNumber clamps to the balance; 全部提现 fills exactly the balance.
  await expect(amount).toHaveValue('50.00');
  await dialog.getByRole('button', { name: '全部提现' }).click();
  await expect(amount).toHaveValue('50.00');
});
