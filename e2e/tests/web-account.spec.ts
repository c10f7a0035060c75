import { expect, test } from '../fixtures';
import { artworkPng, pngFile } from './gallery-helpers';
import { openSignedIn, registerAccount, uniqueName } from './web-helpers';

test('profile: nickname and contact details are saved and shown in the header', async ({ page, request }) => {
  const account = await registerAccount(request);
  await openSignedIn(page, request, '/system/userInfo', { userName: account.userName, password: account.password });
  await page.getByLabel('昵称').fill('新昵称卖家');
  await page.getByLabel('邮箱').fill('not-an-email');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(page.getByText('邮箱格式不正确')).toBeVisible();
  await page.getByLabel('邮箱').fill('seller@example.com');
  await page.getByLabel('微信号').fill('seller_wx');
  await page.getByLabel('公司名称').fill('义乌某某贸易有限公司');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(page.locator('.ant-message')).toContainText('资料已保存');
  await expect(page.getByTestId('header-user')).toContainText('新昵称卖家');
  await page.reload();
  await expect(page.getByText('seller@example.com')).toBeVisible();
  await expect(page.getByText('义乌某某贸易有限公司').first()).toBeVisible();
});

test('avatar: uploaded and shown through a signed link, never with the session token in a URL', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await openSignedIn(page, request, '/system/userInfo', { userName: account.userName, password: account.password });
  await page
    .locator('input[type=file]')
    .setInputFiles(pngFile('me.png', artworkPng(120, 120, [250, 240, 230], [200, 30, 40])));
  await expect(page.locator('.ant-message')).toContainText('头像已更新');

  const signed = /\/api\/file\/avatar\/\d+\/\d+\?e=\d+&s=[\w-]+$/;
  const shown = async () => {
    for (const img of [
      page.getByRole('button', { name: '更换头像' }).locator('img'),
      page.getByTestId('header-user').locator('img'),
    ]) {
      await expect(img).toHaveAttribute('src', signed);
      // The image really loaded, without a session.
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
  };
  await shown();
  await page.reload();
  await shown();
  expect(requested.filter((u) => /[?&]token=/.test(u))).toEqual([]);
});

test('password change needs the old password', async ({ page, request }) => {
  const account = await registerAccount(request);
  await openSignedIn(page, request, '/system/userInfo', { userName: account.userName, password: account.password });
  await page.getByRole('tab', { name: '修改密码' }).click();
  await page.getByLabel('原密码').fill('wrongOld123');
  await page.getByLabel('新密码', { exact: true }).fill('newPass456');
  await page.getByLabel('确认新密码').fill('newPass456');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.locator('.ant-message-error')).toBeVisible();
  await page.getByLabel('原密码').fill(account.password);
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.locator('.ant-message')).toContainText('密码已修改');
});

test('sub-accounts: create, edit permissions, disable, delete', async ({ page, request }) => {
  const account = await registerAccount(request);
  await openSignedIn(page, request, '/system/userInfo', { userName: account.userName, password: account.password });
  await page.getByRole('tab', { name: '子账号管理' }).click();
  // Without VIP one sub-account (VIP1/2/3: 3/10/30), enforced by the server.
  await expect(page.getByTestId('sub-account-limit')).toHaveText('普通会员最多可开通 1 个子账号');
  await page.getByRole('button', { name: '新增子账号' }).click();
  const name = uniqueName('team');
  const modal = page.locator('.ant-modal');
  await modal.getByLabel('登录用户名').fill(name);
  await modal.getByLabel('昵称').fill('设计-小王');
  await modal.getByLabel('登录密码').fill('teamPass1');
  await modal.getByLabel('图库管理').check();
  await modal.getByRole('button', { name: '创建' }).click();
  const row = page.locator('tr', { hasText: name });
  await expect(row).toContainText('图库管理');

  await row.getByRole('button', { name: '编辑' }).click();
  await expect(modal.getByLabel('昵称')).toHaveValue('设计-小王');
  await modal.getByLabel('订单支付').check();
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('订单支付');

  await row.getByRole('switch').click();
  await expect(row.getByRole('switch')).not.toBeChecked();

  await row.getByRole('button', { name: '删除' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.locator('tr', { hasText: name })).toHaveCount(0);
});

test('register through the form with an SMS code', async ({ page, request }) => {
  const name = uniqueName('reg');
  const phone = `137${String(Date.now()).slice(-8)}`;
  await page.goto('/#/register');
  await page.getByPlaceholder(/用户名/).fill(name);
  await page.getByPlaceholder(/^密码/).fill('regPass123');
  await page.getByPlaceholder('确认密码').fill('regPass123');
  await page.getByPlaceholder('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  const messages = (await (await request.get(`/sandbox/sms/outbox?phone=${phone}`)).json()).data as Array<{
    content: string;
  }>;
  await page.getByPlaceholder('6 位短信验证码').fill(messages.at(-1)?.content.match(/\d{6}/)?.[0] ?? '');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByTestId('header-user')).toContainText(name);
});
