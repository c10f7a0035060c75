import type { Page } from '@playwright/test';
import { expect, OPERATOR, test } from '../fixtures';
import { topUp } from './money-helpers';
import { authHeader, createSubAccount, data, hashPath, openSignedIn, registerAccount } from './web-helpers';

interface MenuNode {
  path: string;
  hidden: boolean;
  children: MenuNode[];
}

/**
 * Issue 21 §5: screens shaped by permissions. A sub-account lands on the first page it may use, its menu holds only
 * those pages, a page outside it says 无权访问, and no page it may use greets it with permission toasts. An operator
 * lands on its console. Screenshots at 1440 px go to /tmp/perm-shots.
 */
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

/** Every 403 the app's own API calls met while the page was open (a forbidden call is a bug on an allowed page). */
function forbiddenCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() === 403) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

const topNav = (page: Page) => page.getByRole('menu', { name: '顶部导航' });
/** The top bar's entries as drawn (antd's empty overflow placeholder left out), once the menu is there. */
async function topItems(page: Page): Promise<string[]> {
  const items = topNav(page).locator(':scope > li.ant-menu-item:visible, :scope > li.ant-menu-submenu:visible');
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((s) => s.trim()).filter(Boolean);
}
const forbiddenShown = (page: Page) => page.locator('.ant-result-title:visible', { hasText: '无权访问' });

async function signInAsSub(page: Page, permissions: string[]) {
  const sub = await createSubAccount(page.request, permissions);
  await page.goto('/#/login');
  await signInThroughForm(page, sub.userName, sub.password);
  return sub;
}

test('gallery:manage only: lands on 我的图库, menu has 图库管理 and 个人中心, no balance, orders are 无权访问', async ({
  page,
}) => {
  const forbidden = forbiddenCalls(page);
  await signInAsSub(page, ['gallery:manage']);
  await expect.poll(() => hashPath(page)).toBe('/gallery/galleryMy');
  await expect(page.locator('.ant-card:visible').first()).toBeVisible();
  expect(await topItems(page)).toEqual(['图库管理', '个人中心']);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sub-gallery.png` });
  expect(forbidden).toEqual([]);
  await expect(page.locator('.ant-message-error')).toHaveCount(0);

  await page.goto('/#/order/orderTemu');
  await expect(forbiddenShown(page)).toBeVisible();
  await expect(page.locator('.ant-result-subtitle:visible')).toContainText('当前账号没有此页面的权限');
  await page.screenshot({ path: `${SHOTS}/sub-forbidden.png` });
  // An address nobody knows is still 404.
  await page.goto('/#/no/such/page');
  await expect.poll(() => hashPath(page)).toBe('/404');
});

test('order:view only: lands on 全托管订单 with no 支付 and no balance; 账户支付 is 无权访问', async ({ page }) => {
  const forbidden = forbiddenCalls(page);
  await signInAsSub(page, ['order:view']);
  await expect.poll(() => hashPath(page)).toBe('/order/orderTemu');
  await expect(page.locator('.ant-table:visible')).toBeVisible();
  const items = await topItems(page);
  expect(items[0]).toBe('订单管理');
  expect(items).not.toContain('店铺授权');
  expect(items).not.toContain('模板发布');
  await expect(page.getByTestId('batch-pay')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '支付', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sub-orders.png` });
  expect(forbidden).toEqual([]);
  await expect(page.locator('.ant-message-error')).toHaveCount(0);

  await page.goto('/#/order/payTemu?ids=1');
  await expect(forbiddenShown(page)).toBeVisible();
  // The operator console is forbidden too, not unknown.
  await page.goto('/#/console/sellers');
  await expect.poll(() => hashPath(page)).toBe('/console/sellers');
  await expect(forbiddenShown(page)).toBeVisible();
});

test('publish:push + wallet:view: lands on 模板发布, sees the balance and 交易记录, no 支付 anywhere', async ({
  page,
}) => {
  const forbidden = forbiddenCalls(page);
  await signInAsSub(page, ['publish:push', 'wallet:view']);
  await expect.poll(() => hashPath(page)).toBe('/publish/temuPush');
  const items = await topItems(page);
  expect(items[0]).toBe('模板发布');
  expect(items).toContain('数据统计');
  expect(items).not.toContain('订单管理');
  await expect(page.getByTestId('header-balance')).toHaveText(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByRole('button', { name: '充值' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sub-publish.png` });
  await page.getByTestId('header-user').hover();
  const dropdown = page.locator('.ant-dropdown:visible');
  await expect(dropdown.getByRole('menuitem', { name: '交易记录' })).toBeVisible();
  await expect(dropdown.getByRole('menuitem', { name: '我的图库' })).toHaveCount(0);
  await expect(dropdown.getByRole('menuitem', { name: '帮助中心' })).toBeVisible();
  expect(forbidden).toEqual([]);
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
});

test('the operator lands on 卖家管理, sees no balance and makes no seller-only call', async ({ page }) => {
  const forbidden = forbiddenCalls(page);
  await page.goto('/#/login');
  await signInThroughForm(page, OPERATOR.userName, OPERATOR.password);
  await expect.poll(() => hashPath(page)).toBe('/console/sellers');
  await expect(page.locator('.ant-table:visible')).toBeVisible();
  expect((await topItems(page))[0]).toBe('运营后台');
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  // /login while signed in goes to first-url: the console again.
  await page.goto('/#/login');
  await expect.poll(() => hashPath(page)).toBe('/console/sellers');
  await page.screenshot({ path: `${SHOTS}/operator-landing.png` });
  expect(forbidden).toEqual([]);
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
});

test('header at 1440 px: every group visible, balance with thousands separators, support tab beside the content', async ({
  page,
  request,
}) => {
  // A fresh seller with a long generated name and the balance: ¥1187.72 must read ¥1,187.72.
  const seller = await registerAccount(request);
  await topUp(request, seller.token, 118_772);
  await openSignedIn(page, request, '/authorizeShop/temu', seller);
  await expect(page.locator('.ant-card:visible').first()).toBeVisible();
  const items = await topItems(page);
  expect(items).toContain('数据统计');
  expect(items).toContain('个人中心');
  // antd folds items that do not fit into an overflow entry ("···").
  await expect(topNav(page).locator('.ant-menu-overflow-item-rest:visible')).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toHaveText('¥1,187.72');
  const tab = await page.getByTestId('customer-service').boundingBox();
  const content = await page.locator('main').boundingBox();
  if (!tab || !content) throw new Error('layout not drawn');
  const cards = await page
    .locator('main .ant-card:visible')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
  for (const right of cards) expect(right).toBeLessThanOrEqual(tab.x);
  await page.screenshot({ path: `${SHOTS}/header-demo.png` });
});

for (const permissions of [
  ['order:view', 'wallet:view', 'gallery:manage'],
  ['shop:manage', 'design:manage', 'publish:template', 'publish:push', 'order:view', 'gallery:manage'],
]) {
  test(`every page in the menu of a sub-account holding ${permissions.join(' ')} opens without a permission error`, async ({
    page,
  }) => {
    const forbidden = forbiddenCalls(page);
    await signInAsSub(page, permissions);
    await expect.poll(() => hashPath(page)).not.toBe('/login');
    // The pages this account may use: the visible leaves of its delivered menu (as the sidebar lists them).
    const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value ?? '';
    const menu = await data<MenuNode[]>(await page.request.get('/api/menu/routers', { headers: authHeader(token) }));
    const leaves = (nodes: MenuNode[], parent: string): string[] =>
      nodes.flatMap((n) => {
        const path = n.path.startsWith('/') ? n.path : `${parent}/${n.path}`;
        if (n.hidden) return [];
        return n.children.length > 0 ? leaves(n.children, path) : [path];
      });
    const paths = leaves(menu, '');
    expect(paths).toEqual(expect.arrayContaining(['/order/orderTemu', '/gallery/galleryMy', '/system/userInfo']));
    for (const path of paths) {
      await page.goto(`/#${path}`);
      await expect.poll(() => hashPath(page)).toBe(path);
      // Let the page make its calls (a 403 among them is what this test catches).
      await page.waitForLoadState('networkidle');
      await expect(forbiddenShown(page)).toHaveCount(0);
    }
    expect(forbidden).toEqual([]);
    await expect(page.locator('.ant-message-error')).toHaveCount(0);
  });
}
