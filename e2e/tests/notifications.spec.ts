import { expect, test } from '../fixtures';
import { authHeader, data, goHash, hashPath, openSignedIn, registerAccount, uniqueName } from './web-helpers';

/**
 * Issue 21 §2: a seller hears about a new stock-up order and about an order still unpaid past the N hours they
 * chose, in the header's 消息中心 (通知 tab). Temu (the sandbox) places two orders for an on-sale customised
 * product; authorising the shop syncs it at once (issue 21 §7), without a 同步 click. The sandbox's clock control
 * then runs the notification scan three hours later than now.
 */
const SHOTS = '/tmp/notifications-shots';

test('notifications: a new stock-up order and an order unpaid past N hours reach the bell', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await registerAccount(request);
  const headers = authHeader(account.token);
  const shop = await data<{ mallId: string; accessToken: string }>(
    await request.post('/sandbox/temu/shops', { data: { mallName: uniqueName('通知店') } }),
  );
  const goods = await data<{ productId: number }>(
    await request.post('/sandbox/temu/control/goods/sample', { data: { mallId: shop.mallId, skcs: 1 } }),
  );
  await data(await request.post('/sandbox/temu/control/goods/on-sale-now', { data: { productId: goods.productId } }));
  const placed = await data<{ subPurchaseOrderSns: string[] }>(
    await request.post('/sandbox/temu/control/orders/create-now', { data: { mallId: shop.mallId, count: 2 } }),
  );

  // 个人中心 › 通知设置: unpaid past 2 hours; no low-balance reminder (the new account holds ¥0).
  await openSignedIn(page, request, '/system/notifySettings', account);
  const settings = page.locator('.ant-card:visible', { hasText: '通知设置' });
  await expect(settings.getByRole('checkbox', { name: /新备货单/ })).toBeChecked();
  await settings.getByLabel('备货单超过多少小时未支付时提醒').fill('2');
  await settings.getByLabel('余额低于多少时提醒').fill('0');
  await page.screenshot({ path: `${SHOTS}/settings.png`, fullPage: true });
  await settings.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('通知设置已保存')).toBeVisible();
  const saved = await data<{ unpaidHours: number; lowBalanceFen: number }>(
    await request.get('/api/notification/settings', { headers }),
  );
  expect(saved).toMatchObject({ unpaidHours: 2, lowBalanceFen: 0 });

  // Authorising the shop syncs its orders: the new-order notification arrives without a click on 同步.
  await data(await request.post('/api/shop/authorize', { headers, data: { accessToken: shop.accessToken } }));
  await expect
    .poll(
      async () => (await data<{ unread: number }>(await request.get('/api/notification/unread', { headers }))).unread,
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(1);
  await page.reload();
  const bell = page.getByRole('button', { name: '通知与公告' });
  // 1 notification + the welcome announcement.
  await expect(bell.locator('.ant-badge-count')).toHaveText('2');
  await bell.click();
  const drawer = page.locator('.ant-drawer-open', { hasText: '消息中心' });
  await expect(drawer.getByRole('tab', { name: /通知/ })).toHaveAttribute('aria-selected', 'true');
  const items = drawer.getByTestId('notification-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('新备货单 2 个');
  for (const sn of placed.subPurchaseOrderSns) await expect(items.first()).toContainText(sn);
  await page.screenshot({ path: `${SHOTS}/new-order.png` });
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toHaveCount(0);

  // The same sync on authorisation filled 在线商品 and 最近同步, with no 同步 click (issue 21 §7).
  await goHash(page, '/publish/onlineProduct');
  await expect(page.locator('.ant-table-row:visible').first()).toContainText('定制印花纯棉T恤', { timeout: 60_000 });
  await goHash(page, '/authorizeShop/temu');
  const shopRow = page.locator('.ant-table-row:visible').first();
  await expect(shopRow).not.toContainText('尚未同步', { timeout: 30_000 });
  await expect(shopRow).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await page.screenshot({ path: `${SHOTS}/shop-synced.png`, fullPage: true });

  // Three hours on, both orders are still unpaid: one notification each, once.
  const scan = await data<{ unpaid: number }>(
    await request.post('/sandbox/notification/scan-now', { data: { mallId: shop.mallId, aheadHours: 3 } }),
  );
  expect(scan.unpaid).toBe(2);
  await page.reload();
  await expect(bell.locator('.ant-badge-count')).toHaveText('4');
  await bell.click();
  await expect(items).toHaveCount(3);
  const unpaid = drawer.locator('[data-testid="notification-item"][data-type="order_unpaid"]');
  await expect(unpaid).toHaveCount(2);
  for (const sn of placed.subPurchaseOrderSns) {
    await expect(unpaid.filter({ hasText: sn })).toContainText('下单已超过 2 小时仍未支付');
  }
  await expect(drawer).toContainText('未读 3 条，共 3 条');
  await page.screenshot({ path: `${SHOTS}/unpaid.png` });

  // Opening one marks it read and goes to the order.
  const sn = placed.subPurchaseOrderSns[0]!;
  await unpaid.filter({ hasText: sn }).getByRole('button').click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/order\/orderTemu1\?id=\d+$/);
  await expect(page.getByText(sn).first()).toBeVisible();
  await expect(bell.locator('.ant-badge-count')).toHaveText('3');

  // 全部已读 on the 通知 tab; the announcement stays unread on its own tab.
  await bell.click();
  await expect(drawer).toContainText('未读 2 条，共 3 条');
  await drawer.getByRole('button', { name: '全部已读' }).click();
  await expect(drawer).toContainText('未读 0 条，共 3 条');
  await expect(bell.locator('.ant-badge-count')).toHaveText('1');
  await drawer.getByRole('tab', { name: /公告/ }).click();
  await expect(drawer).toContainText('系统公告');
  await page.screenshot({ path: `${SHOTS}/notices-tab.png` });
  // A second scan announces nothing again.
  const again = await data<{ unpaid: number }>(
    await request.post('/sandbox/notification/scan-now', { data: { mallId: shop.mallId, aheadHours: 5 } }),
  );
  expect(again.unpaid).toBe(0);
});
