import { expect, test } from '../fixtures';
import { createSubAccount, openSignedIn } from './web-helpers';

test('permission-gated elements are removed for a sub-account without the permission', async ({ page, request }) => {
  const sub = await createSubAccount(request, ['gallery:manage']);
  await openSignedIn(page, request, '/gallery/galleryMy', { userName: sub.userName, password: sub.password });
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByRole('button', { name: '充值' })).toHaveCount(0);
  await page.getByTestId('header-user').hover();
  await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: '我的图库' })).toBeVisible();
  await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: '交易记录' })).toHaveCount(0);
});

test('…and kept when it holds them (the main account holds *:*:*)', async ({ page, request }) => {
  const sub = await createSubAccount(request, ['wallet:recharge', 'wallet:view']);
  await openSignedIn(page, request, '/gallery/galleryMy', { userName: sub.userName, password: sub.password });
  await expect(page.getByRole('button', { name: '充值' })).toBeVisible();
  await page.getByTestId('header-user').hover();
  await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: '交易记录' })).toBeVisible();
});

test('sub-accounts do not get the sub-account management tab', async ({ page, request }) => {
  const sub = await createSubAccount(request, []);
  await openSignedIn(page, request, '/system/userInfo', { userName: sub.userName, password: sub.password });
  await expect(page.getByRole('tab', { name: '基本资料' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '子账号管理' })).toHaveCount(0);
});
