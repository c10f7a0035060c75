import { API, API_CONSOLE, API_MONEY } from '@podbench/contract';
import type { Page } from '@playwright/test';
import { apiLogin, expect, OPERATOR, test } from '../fixtures';
import { balanceOf, topUp, yuan } from './money-helpers';
import { authHeader, data, hashPath, openSignedIn, registerAccount } from './web-helpers';

/** Issue 21 §6/§7: 忘记密码, 取消提现 with the 打款流水号, the configured customer service, 帮助中心, bad user info. */
const SHOTS = '/tmp/perm-shots';

/** Signs in through the form, checking the fields kept their values (the page may still be settling). */
async function signInThroughForm(page: Page, userName: string, password: string) {
  const name = page.getByPlaceholder('用户名');
  const secret = page.getByPlaceholder('密码', { exact: true });
  await expect(name).toBeEditable();
  await name.fill(userName);
  await secret.fill(password);
  await expect(name).toHaveValue(userName);
  await expect(secret).toHaveValue(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('忘记密码: reset by SMS code on the login page, old sessions end, the new password signs in', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.goto('/#/login');
  await page.getByRole('button', { name: '忘记密码' }).click();
  await expect(page.getByRole('heading', { name: '重置密码' })).toBeVisible();
  const form = page.locator('form#resetPassword');
  await form.getByPlaceholder('绑定的手机号').fill(account.phone);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.locator('.ant-message')).toContainText('验证码已发送');
  // The outbox lists newest first; the reset code is the one whose text says 重置密码.
  const outbox = await data<Array<{ content: string }>>(
    await request.get(`/sandbox/sms/outbox?phone=${account.phone}`),
  );
  const code = outbox.find((m) => m.content.includes('重置密码'))?.content.match(/验证码是 (\d{6})/)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  // A wrong code first: refused in Chinese, nothing changes.
  const wrong = code === '000000' ? '111111' : '000000';
  await form.getByPlaceholder('6 位短信验证码').fill(wrong);
  await form.getByPlaceholder('新密码（8 位以上，含字母和数字）').fill('brandNew2026');
  await form.getByPlaceholder('确认新密码').fill('brandNew2026');
  await form.getByRole('button', { name: '重置密码' }).click();
  await expect(page.locator('.ant-message')).toContainText('短信验证码错误');
  // The form clears the refused code; type the right one after that.
  await expect(form.getByPlaceholder('6 位短信验证码')).toHaveValue('');
  await form.getByPlaceholder('6 位短信验证码').fill(code);
  await page.screenshot({ path: `${SHOTS}/reset-password.png` });
  await form.getByRole('button', { name: '重置密码' }).click();
  await expect(page.locator('.ant-message')).toContainText('密码已重置，请使用新密码登录');

  // The session opened at registration is gone; the old password no longer works, the new one does.
  const old = await request.get(API.auth.loginUser, { headers: authHeader(account.token) });
  expect((await old.json()).code).toBe(401);
  const refused = await request.post(API.auth.login, {
    data: { username: account.userName, password: account.password },
  });
  expect((await refused.json()).code).toBe(400);
  await signInThroughForm(page, account.userName, 'brandNew2026');
  await expect.poll(() => hashPath(page)).toBe('/authorizeShop/temu');
});

test('取消提现 while 待审核 returns the money; a paid one shows the operator’s 打款流水号', async ({
  page,
  request,
}) => {
  const seller = await registerAccount(request);
  await topUp(request, seller.token, 50_000);
  const apply = (amountFen: number) =>
    request.post(API_MONEY.withdraw.apply, {
      headers: authHeader(seller.token),
      data: { amountFen, payeeType: 'alipay', payeeName: '赵六', payeeAccount: 'zhaoliu@example.com' },
    });
  const paid = await data<{ id: number }>(await apply(12_000));
  const opToken = await apiLogin(request, OPERATOR.userName, OPERATOR.password);
  await data(
    await request.post(API_MONEY.adminWithdraw.approve, {
      headers: authHeader(opToken),
      data: { id: paid.id, payoutReference: 'ALI2026112799' },
    }),
  );
  await data(await apply(30_050));
  expect(await balanceOf(request, seller.token)).toBe(7_950);

  await openSignedIn(page, request, '/system/userInfo', seller);
  await expect(page.getByTestId('header-balance')).toHaveText(yuan(7_950));
  await page.getByRole('button', { name: '提现', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '余额提现' });
  await dialog.getByRole('tab', { name: '提现记录' }).click();
  const paidRow = dialog.locator('.ant-table-row', { hasText: '已打款' });
  await expect(paidRow).toContainText('ALI2026112799');
  const pending = dialog.locator('.ant-table-row', { hasText: '待审核' });
  await expect(pending).toContainText('¥300.50');
  await page.screenshot({ path: `${SHOTS}/withdraw-list.png` });
  await pending.getByRole('button', { name: '取消' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '取消提现' }).click();
  await expect(page.locator('.ant-message')).toContainText('提现申请已取消，金额已退回余额');
  await expect(dialog.locator('.ant-table-row', { hasText: '已取消' })).toBeVisible();
  // ¥79.50 + ¥300.50 back = ¥380.00, in the header and on the server.
  await expect(page.getByTestId('header-balance')).toHaveText('¥380.00');
  expect(await balanceOf(request, seller.token)).toBe(38_000);
});

test('customer service shows what the operator configured: QR, text and hours; 帮助中心 answers', async ({
  page,
  request,
}) => {
  const opToken = await apiLogin(request, OPERATOR.userName, OPERATOR.password);
  const before = await data<Record<string, unknown>>(await request.get(API.site.config));
  const save = (patch: Record<string, unknown>) =>
    request.post(API_CONSOLE.site.save, {
      headers: authHeader(opToken),
      data: {
        title: before.title,
        projectTitle: before.projectTitle,
        customerServiceText: before.customerServiceText,
        customerServiceQr: before.customerServiceQr,
        customerServiceHours: before.customerServiceHours,
        productionHosts: before.productionHosts,
        ...patch,
      },
    });
  await data(
    await save({
      customerServiceQr: '/favicon.svg',
      customerServiceText: '扫码添加专属客服',
      customerServiceHours: '每天 8:30-22:00',
    }),
  );
  try {
    await openSignedIn(page, request, '/gallery/galleryMy');
    await page.getByTestId('customer-service').hover();
    const card = page.getByTestId('customer-service-card');
    await expect(card).toContainText('扫码添加专属客服');
    await expect(card).toContainText('服务时间：每天 8:30-22:00');
    await expect(card.locator('img')).toHaveAttribute('src', '/favicon.svg');
    await page.screenshot({ path: `${SHOTS}/customer-service.png` });
    await card.getByRole('button', { name: /帮助中心/ }).click();
    await expect.poll(() => hashPath(page)).toBe('/system/help');
    await page.getByLabel('搜索问题').fill('提现');
    await expect(page.locator('.ant-card:visible', { hasText: '充值与提现' })).toContainText('取消提现');
    await page.screenshot({ path: `${SHOTS}/help-center.png` });
  } finally {
    await data(await save({}));
  }
});

test('a malformed user-info answer shows a Chinese message, never a JavaScript error', async ({ page, request }) => {
  await page.route('**/api/authC/getLoginUser', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 200, msg: 'ok', data: { user: null } }),
    }),
  );
  await openSignedIn(page, request, '/gallery/galleryMy');
  const toast = page.locator('.ant-message');
  await expect(toast).toContainText('用户信息加载失败，请重新登录');
  await expect(toast).not.toContainText(/Cannot|undefined|null|TypeError/);
  await expect.poll(() => hashPath(page)).toBe('/login');
});
