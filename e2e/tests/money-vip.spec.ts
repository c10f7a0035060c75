import { expect, test } from '../fixtures';
import { balanceOf, freshSellerAt, planOf, topUp, yuan } from './money-helpers';

test('buy VIP1 monthly from the balance: quote, pay, VIP1 in the header, balance debited', async ({
  page,
  request,
}, testInfo) => {
  const seller = await freshSellerAt(page, request, '/system/vip');
  const plan = await planOf(request, 1, 'monthly');
  await topUp(request, seller.token, 50_000);
  // The top-up happened behind the page's back: reload so the header reads it.
  await page.reload();
  const header = page.getByTestId('header-user');
  await expect(page.getByTestId('header-balance')).toHaveText('¥500.00');
  await expect(header).not.toContainText('VIP');
  await expect(page.getByTestId('vip-current')).toContainText('普通用户');
  await expect(page.getByTestId('vip-plan')).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('vip-plans.png') });

  await page.getByTestId('vip-plan').filter({ hasText: plan.name }).getByRole('button', { name: '立即开通' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('到期时间');
  await expect(dialog).toContainText('立即生效');
  await expect(dialog.getByText('余额支付（¥500.00）')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('vip-buy.png') });
  await dialog.getByRole('button', { name: `确认支付 ${yuan(plan.priceFen)}` }).click();

  await expect(dialog.getByText('会员开通成功')).toBeVisible();
  await expect(header).toContainText('VIP1');
  await expect(page.getByTestId('header-balance')).toHaveText(yuan(50_000 - plan.priceFen));
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(page.getByTestId('vip-current')).toContainText('VIP1');
  await expect(page.getByTestId('vip-plan').filter({ hasText: plan.name })).toContainText('续费');
  expect(await balanceOf(request, seller.token)).toBe(50_000 - plan.priceFen);
});

test('short of balance: the dialog says how much is missing and offers a top-up of it', async ({ page, request }) => {
  await freshSellerAt(page, request, '/system/vip');
  const plan = await planOf(request, 2, 'monthly');
  await page.getByTestId('vip-plan').filter({ hasText: plan.name }).getByRole('button', { name: '立即开通' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`余额不足，还差 ${yuan(plan.priceFen)}`);
  await expect(dialog.getByRole('button', { name: /确认支付/ })).toBeDisabled();
  await dialog.getByRole('button', { name: '去充值' }).click();
  await expect.poll(() => new URL(page.url()).hash).toBe(`#/system/recharge?amount=${plan.priceFen}`);
  await expect(page.getByTestId('recharge-total')).toHaveText(yuan(plan.priceFen));
});
