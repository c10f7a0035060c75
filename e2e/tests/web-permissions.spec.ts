import { expect, test } from '../fixtures';
import { createSubAccount, openSignedIn } from './web-helpers';

test('permission-gated elements are removed for a sub-account without the permission', async ({ page, request }) => {
  const sub = await createSubAccount(request, ['gallery:manage']);
  await openSignedIn(page, request, '/gallery/galleryMy', { userName: sub.userName, password: sub.password });
  await expect(page.getByTestId('header-user')).toBeVisible();
  // No wallet permission: no balance at all (issue 21), and no 充值.
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '充值' })).toHaveCount(0);
  await page.getByTestId('header-user').hover();
  await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: '我的图库' })).toBeVisible();
  await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: '交易记录' })).toHaveCount(0);
});

test('…and kept when it holds them (the main account holds *:*:*)', async ({ page, request }) => {
  const sub = await createSubAccount(request, ['wallet:recharge', 'wallet:view']);
  await openSignedIn(page, request, '/gallery/galleryMy', { userName: sub.userName, password: sub.password });
  await expect(page.getByRole('button', { name: '充值' })).toBeVisible();
  // 在线充值 is only that: withdrawing and buying VIP have their own permissions (issue 17).
  await expect(page.getByRole('button', { name: '提现', exact: true })).toHaveCount(0);
  await page.getByTestId('header-user').hover();
  await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: '交易记录' })).toBeVisible();
  // 购买会员 needs vip:buy: outside this sub-account's menu, so the page says 无权访问 (issue 21).
  await page.goto('/#/system/vip');
  await expect(page.locator('.ant-result-title:visible', { hasText: '无权访问' })).toBeVisible();
});

test('wallet:withdraw shows 提现 and vip:buy the VIP buy buttons', async ({ page, request }) => {
  const sub = await createSubAccount(request, ['wallet:withdraw', 'vip:buy']);
  await openSignedIn(page, request, '/system/vip', { userName: sub.userName, password: sub.password });
  await expect(page.getByRole('button', { name: '提现', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '充值' })).toHaveCount(0);
  await expect(page.getByText('当前子账号无购买权限，请联系主账号开通')).toHaveCount(0);
  await expect(
    page
      .locator('.ant-card:visible')
      .getByRole('button', { name: /开通|续费|升级/ })
      .first(),
  ).toBeVisible();
});

test('sub-accounts do not get the sub-account management tab', async ({ page, request }) => {
  const sub = await createSubAccount(request, []);
  await openSignedIn(page, request, '/system/userInfo', { userName: sub.userName, password: sub.password });
  await expect(page.getByRole('tab', { name: '基本资料' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '子账号管理' })).toHaveCount(0);
});
