import { API_MONEY } from '@podbench/contract';
import { expect, OPERATOR, test } from '../fixtures';
import { authHeader, createSubAccount, data, hashPath, openSignedIn, registerAccount } from './web-helpers';

test('main account: nickname, 主账号, balance in yuan, no VIP tag', async ({ page, request }) => {
  const token = await openSignedIn(page, request, '/gallery/galleryMy');
  const account = await data<{ nickName: string; balance: number }>(
    await request.get('/api/clientUser/accountInfo', { headers: authHeader(token) }),
  );
  const user = page.getByTestId('header-user');
  await expect(user).toContainText(account.nickName);
  await expect(user).toContainText('主账号');
  await expect(user).not.toContainText('VIP');
  // With thousands separators, as every money screen prints it (issue 21: the header showed ¥1187.72).
  const yuan = (account.balance / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByTestId('header-balance')).toHaveText(`¥${yuan}`);
});

test('sub-account: 子账号 badge', async ({ page, request }) => {
  const sub = await createSubAccount(request, ['gallery:manage']);
  await openSignedIn(page, request, '/gallery/galleryMy', { userName: sub.userName, password: sub.password });
  await expect(page.getByTestId('header-user')).toContainText('子账号');
});

test('VIP account: VIP{n} tag', async ({ page, request }) => {
  const account = await registerAccount(request);
  const plans = await data<Array<{ id: number; level: number; period: string }>>(
    await request.get(API_MONEY.vip.plans),
  );
  const plan = plans.find((p) => p.level === 1 && p.period === 'monthly') ?? plans[0];
  const order = await data<{ paid: boolean; outTradeNo?: string }>(
    await request.post(API_MONEY.vip.buy, {
      headers: authHeader(account.token),
      data: { planId: plan.id, payMethod: 'sandbox' },
    }),
  );
  if (!order.paid) await data(await request.post(`/sandbox/pay/${order.outTradeNo}/confirm`));
  await openSignedIn(page, request, '/gallery/galleryMy', { userName: account.userName, password: account.password });
  await expect(page.getByTestId('header-user')).toContainText(`VIP${plan.level}`);
});

test('充值 goes to /system/recharge; 提现 opens its dialog; 物流查询 opens the shipment search', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, '/gallery/galleryMy');
  await page.getByRole('button', { name: '充值' }).click();
  await expect.poll(() => hashPath(page)).toBe('/system/recharge');
  await page.getByRole('button', { name: '提现' }).click();
  const withdraw = page.getByRole('dialog', { name: '余额提现' });
  await expect(withdraw.getByRole('tab', { name: '申请提现' })).toBeVisible();
  await withdraw.getByRole('button', { name: '关闭' }).click();
  await expect(withdraw).toBeHidden();
  await page.getByTestId('header-user').hover();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '物流查询' }).click();
  const logistics = page.getByRole('dialog', { name: '物流查询' });
  await expect(logistics.getByLabel('物流查询关键词')).toBeVisible();
  await expect(logistics.getByText('暂无发货记录')).toBeVisible();
});

test('quick links lead to gallery, designs, personal info and transaction records', async ({ page, request }) => {
  await openSignedIn(page, request, '/authorizeShop/temu');
  const links: Array<[string, string]> = [
    ['我的图库', '/gallery/galleryMy'],
    ['我的设计', '/select/designMy'],
    ['个人信息', '/system/userInfo'],
    ['交易记录', '/statistics/clientUserAccountRecord'],
  ];
  for (const [label, path] of links) {
    await page.getByTestId('header-user').hover();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: label }).click();
    await expect.poll(() => hashPath(page)).toBe(path);
    await page.mouse.move(700, 700);
  }
});

test('announcements: an operator publishes one; the seller sees the unread count, opens it, marks all read', async ({
  page,
  request,
  browser,
}) => {
  // The only test that publishes or reads announcements: counts stay exact with two workers.
  const sub = await createSubAccount(request, []);
  await openSignedIn(page, request, '/gallery/galleryMy', { userName: sub.userName, password: sub.password });
  const bell = page.getByRole('button', { name: '公告' });
  await expect(bell.locator('.ant-badge-count')).toHaveText('1');

  // 运营后台 › 公告管理: write and publish.
  const operator = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await openSignedIn(operator, request, '/console/notices', OPERATOR);
  await operator.getByRole('button', { name: '写公告' }).click();
  const editor = operator.getByRole('dialog', { name: '写公告' });
  const title = `仓库搬迁通知 ${Date.now()}`;
  await editor.getByLabel('公告标题').fill(title);
  await editor.getByLabel('公告内容').fill('12 月 1 日起发往新仓，地址见备货单。');
  await editor.getByRole('button', { name: '发布' }).click();
  await expect(operator.getByText('已发布，卖家在顶部公告中可见')).toBeVisible();
  const row = operator.locator('.ant-table-row:visible', { hasText: title });
  await expect(row).toContainText('已发布');
  await operator.screenshot({ path: 'test-results/console-notices.png', fullPage: true });

  await page.reload();
  await expect(bell.locator('.ant-badge-count')).toHaveText('2');
  await bell.click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText('系统公告');
  await expect(drawer).toContainText(title);
  await expect(drawer).toContainText('欢迎使用 PodBench');
  await drawer.getByRole('button', { name: '全部已读' }).click();
  await expect(bell.locator('.ant-badge-count')).toHaveCount(0);

  // Taken down again (and so out of every other account's count).
  await row.getByRole('button', { name: '删除' }).click();
  await operator.locator('.ant-popconfirm:visible').getByRole('button', { name: '删除' }).click();
  await expect(row).toHaveCount(0);
  await operator.context().close();
});

test('customer service opens from the edge tab with the scan hint and a way to 帮助中心', async ({ page, request }) => {
  // What the operator configures (QR, text, hours) is checked in account-support.spec.ts, which owns those settings.
  await openSignedIn(page, request, '/gallery/galleryMy');
  await page.getByTestId('customer-service').hover();
  const card = page.getByTestId('customer-service-card');
  await expect(card.getByText('联系客服')).toBeVisible();
  await expect(card.getByRole('button', { name: /帮助中心/ })).toBeVisible();
});
