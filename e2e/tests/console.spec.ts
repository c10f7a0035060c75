import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_MONEY } from '@podbench/contract';
import { expect, OPERATOR, test } from '../fixtures';
import { balanceOf, topUp } from './money-helpers';
import { authHeader, data, goHash, openSignedIn, registerAccount } from './web-helpers';

/**
 * 运营后台: an operator finds a seller, adjusts the balance (the seller's header shows it), reads the audit log,
 * pays out a withdrawal, and disables the account (the seller's session ends at once).
 */
test('operator: adjust a balance the seller sees, audit it, pay out a withdrawal, disable the seller', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await registerAccount(request);
  await topUp(request, seller.token, 10_000);
  const sellerPage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await openSignedIn(sellerPage, request, '/gallery/galleryMy', seller);
  await expect(sellerPage.getByTestId('header-balance')).toHaveText('¥100.00');

  // 卖家管理: search, 调整余额 +¥88.00 with a reason.
  await openSignedIn(page, request, '/console/sellers', OPERATOR);
  await page.getByPlaceholder('账号 / 昵称 / 公司 / 手机号').fill(seller.userName);
  await page.getByPlaceholder('账号 / 昵称 / 公司 / 手机号').press('Enter');
  const row = page.locator('.ant-table-row:visible', { hasText: seller.userName });
  await expect(row).toContainText('¥100.00');
  await row.getByRole('button', { name: '调整余额' }).click();
  const dialog = page.getByRole('dialog', { name: `调整余额：${seller.userName}` });
  await dialog.getByLabel('调整金额').fill('88');
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(dialog.getByText('请填写调整原因')).toBeVisible();
  await dialog.getByLabel('调整原因').fill('活动补贴');
  await dialog.getByRole('button', { name: '确认调整' }).click();
  await expect(page.getByText('已调整，当前余额 ¥188.00')).toBeVisible();
  await expect(row).toContainText('¥188.00');
  await page.screenshot({ path: 'test-results/console-sellers.png', fullPage: true });
  expect(await balanceOf(request, seller.token)).toBe(18_800);
  await sellerPage.reload();
  await expect(sellerPage.getByTestId('header-balance')).toHaveText('¥188.00');

  // 详情 shows the 调整 row with the reason.
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer).toContainText('运营调整：活动补贴');
  await page.screenshot({ path: 'test-results/console-seller-detail.png' });
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // 操作日志 lists it.
  await goHash(page, '/console/audit');
  // (Other specs' operator actions land in the same log meanwhile: look for this one's row, not the first.)
  await expect(page.locator('.ant-table-row:visible', { hasText: '调整余额' }).first()).toBeVisible();

  // 提现审核: the seller asks for ¥50.00; the operator pays it out with a reference.
  await data(
    await request.post('/api/withdraw/apply', {
      headers: authHeader(seller.token),
      data: { amountFen: 5_000, payeeType: 'alipay', payeeName: '张三', payeeAccount: 'zhangsan@example.com' },
    }),
  );
  await goHash(page, '/console/withdraw');
  const wd = page.locator('.ant-table-row:visible', { hasText: seller.userName });
  await expect(wd).toContainText('¥50.00');
  await wd.getByRole('button', { name: '通过' }).click();
  const approve = page.getByRole('dialog', { name: '通过提现' });
  await approve.getByLabel('打款流水号').fill('ALI20261126001');
  await approve.getByRole('button', { name: '确认已打款' }).click();
  await expect(page.getByText('已通过并记录打款流水号')).toBeVisible();
  await page.getByRole('tab', { name: '已打款' }).click();
  await expect(page.locator('.ant-table-row:visible', { hasText: seller.userName })).toContainText('ALI20261126001');
  await page.screenshot({ path: 'test-results/console-withdraw.png', fullPage: true });

  // 站点设置 shows the live configuration and who is online (saving is covered by the API suite: the title and the
  // customer-service text are shared by every other spec).
  await goHash(page, '/console/site');
  await expect(page.getByLabel('站点标题')).toHaveValue('PodBench');
  await expect(page.locator('.ant-statistic-content-value')).not.toHaveText('0');
  await page.screenshot({ path: 'test-results/console-site.png', fullPage: true });

  // 会员套餐: the plans with their benefits (editing is covered by the API suite: prices are shared by other specs).
  await goHash(page, '/console/vip');
  await expect(page.locator('.ant-table-row:visible').first()).toContainText('在售');
  await page.locator('.ant-table-row:visible').first().getByRole('button', { name: '编辑' }).click();
  await expect(page.getByRole('dialog').getByLabel('套餐名称')).not.toHaveValue('');
  await page.screenshot({ path: 'test-results/console-vip.png', fullPage: true });
  await page.keyboard.press('Escape');

  // 菜单管理: add a hidden operator page under 运营后台, find it in the tree, delete it again.
  await goHash(page, '/console/menu');
  await page.getByRole('tab', { name: '运营菜单' }).click();
  const consoleRow = page.locator('.ant-table-row:visible', { hasText: '运营后台' });
  await consoleRow.getByRole('button', { name: '新增' }).click();
  const menuDialog = page.getByRole('dialog', { name: '新增菜单' });
  await menuDialog.getByLabel('菜单名称').fill('临时报表');
  await menuDialog.getByLabel('路由地址').fill('tempReport');
  await menuDialog.getByLabel('组件').fill('console/audit');
  await menuDialog.getByLabel('隐藏').click();
  await menuDialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('已新增，用户下次登录后生效')).toBeVisible();
  await consoleRow.locator('.ant-table-row-expand-icon').click();
  const added = page.locator('.ant-table-row:visible', { hasText: '临时报表' });
  await expect(added).toContainText('隐藏');
  await page.screenshot({ path: 'test-results/console-menu.png', fullPage: true });
  await added.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '删除' }).click();
  await expect(added).toHaveCount(0);

  // 停用: the seller's session ends at once.
  await goHash(page, '/console/sellers');
  await row.getByRole('button', { name: '停用' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '停用' }).click();
  await expect(row).toContainText('停用');
  const after = await request.get('/api/clientUser/accountInfo', { headers: authHeader(seller.token) });
  expect((await after.json()).code).toBe(401);
  await sellerPage.context().close();
});

/**
 * Signs a sandbox payment notification as the sandbox provider does (HMAC-SHA256 over the sorted fields with the
 * install's key in DATA_DIR/sandbox-pay.key): how the provider tells the server what it took.
 */
function sandboxNotification(fields: Record<string, string>) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by global-setup: this test needs the server it started');
  const secret = fs.readFileSync(path.join(dataDir, 'sandbox-pay.key'), 'utf8').trim();
  const all = { ...fields, sign_type: 'HMAC-SHA256' };
  const text = Object.keys(all)
    .sort()
    .map((k) => `${k}=${all[k as keyof typeof all]}`)
    .join('&');
  return JSON.stringify({ ...all, sign: createHmac('sha256', secret).update(text, 'utf8').digest('hex') });
}

test('资金异常: a verified payment that contradicts its order is listed, resolved with a note and audited', async ({
  page,
  request,
}) => {
  const seller = await registerAccount(request);
  const order = await data<{ outTradeNo: string }>(
    await request.post(API_MONEY.recharge.create, {
      headers: authHeader(seller.token),
      data: { amountFen: 5_000, method: 'sandbox' },
    }),
  );
  // The provider says it took ¥50.01 for a ¥50.00 order: acknowledged, not credited, recorded for an operator.
  const res = await request.post(API_MONEY.payNotify.sandbox, {
    headers: { 'content-type': 'application/json' },
    data: sandboxNotification({
      notify_id: `e2e-${Date.now()}`,
      notify_time: String(Date.now()),
      out_trade_no: order.outTradeNo,
      trade_no: `SBXE2E${Date.now()}`,
      total_amount_fen: '5001',
      trade_status: 'SUCCESS',
    }),
  });
  expect(res.status()).toBe(200);
  expect(await balanceOf(request, seller.token)).toBe(0);

  await openSignedIn(page, request, '/console/sellers', OPERATOR);
  await page.locator('.ant-menu').getByText('资金异常').click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/console/fundsException');
  await page.getByPlaceholder('订单号 / 渠道交易号 / 卖家账号').fill(seller.userName);
  await page.getByPlaceholder('订单号 / 渠道交易号 / 卖家账号').press('Enter');
  const row = page.locator('.ant-table-row:visible', { hasText: order.outTradeNo });
  await expect(row).toContainText('金额不符');
  await expect(row).toContainText('¥50.01');
  await expect(row).toContainText('未入账');
  await row.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByText('渠道收款 5001 分，订单金额 5000 分，未入账')).toBeVisible();
  await page.screenshot({ path: 'test-results/console-funds-exception.png', fullPage: true });

  await row.getByRole('button', { name: '处理' }).click();
  const dialog = page.getByRole('dialog', { name: '处理资金异常' });
  await dialog.getByRole('button', { name: '标记为已处理' }).click();
  await expect(dialog.getByText('请填写处理说明')).toBeVisible();
  await dialog.getByLabel('处理说明').fill('已在渠道后台退回多收的 ¥0.01，订单作废');
  await page.screenshot({ path: 'test-results/console-funds-exception-resolve.png' });
  await dialog.getByRole('button', { name: '标记为已处理' }).click();
  await expect(page.getByText('已标记为已处理')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: '已处理' }).click();
  await expect(page.locator('.ant-table-row:visible', { hasText: order.outTradeNo })).toContainText('已在渠道后台退回');

  await goHash(page, '/console/audit');
  await expect(page.locator('.ant-table-row:visible', { hasText: '处理资金异常' }).first()).toBeVisible();
});
