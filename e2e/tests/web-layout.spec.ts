import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, OPERATOR, test } from '../fixtures';
import { goHash, hashPath, openSignedIn } from './web-helpers';

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: '侧边菜单' });

test('the sidebar is 180 px, and its collapsed state survives a reload through the cookie', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, '/gallery/galleryMy');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(180);
  await page.getByTestId('sidebar-toggle').click();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value)
    .toBe('0');
  await page.reload();
  await expect(page.locator('[data-sidebar]')).toHaveAttribute('data-sidebar', 'closed');
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBeLessThan(100);
  await page.getByTestId('sidebar-toggle').click();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value)
    .toBe('1');
});

test('under 992 px the device is mobile and the sidebar closes', async ({ page, request }) => {
  await openSignedIn(page, request, '/gallery/galleryMy');
  await expect(page.locator('[data-device]')).toHaveAttribute('data-sidebar', 'opened');
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.locator('[data-device]')).toHaveAttribute('data-device', 'mobile');
  await expect(page.locator('[data-device]')).toHaveAttribute('data-sidebar', 'closed');
  await expect(sidebar(page)).not.toBeInViewport();
});

test('top bar: hovering an item opens a panel of its children and grandchildren', async ({ page, request }) => {
  await openSignedIn(page, request, '/gallery/galleryMy');
  const top = page.getByRole('menu', { name: '顶部导航' });
  await top.getByText('模板发布').hover();
  const panel = page.locator('.ant-menu-submenu-popup:visible');
  await expect(panel).toContainText('Temu全托管');
  await expect(panel).toContainText('模板管理');
  await expect(panel).toContainText('质检结果');
  await expect(panel).not.toContainText('模板编辑'); // hidden entries are skipped
  await panel.getByText('质检结果').click();
  await expect.poll(() => hashPath(page)).toBe('/publish/qualityCheck');
});

test('the sidebar hides /system from sellers, which still reach it through the header', async ({ page, request }) => {
  await openSignedIn(page, request, '/gallery/galleryMy', DEMO);
  await expect(sidebar(page)).not.toContainText('个人中心');
  await expect(sidebar(page)).not.toContainText('个人信息');
  await page.goto('/#/system/userInfo');
  await expect(page.getByText('账户余额')).toBeVisible();
});

test('operators (role admin) see /system in the sidebar', async ({ page, request }) => {
  await openSignedIn(page, request, '/gallery/galleryMy', OPERATOR);
  await expect(sidebar(page)).toContainText('个人中心');
});

test('tab bar: visited views, close, close others, close all', async ({ page, request }) => {
  await openSignedIn(page, request, '/gallery/galleryMy');
  const tabs = page.getByRole('navigation', { name: '已打开的页面' });
  await expect(tabs).toContainText('我的图库');
  await goHash(page, '/select/designMy');
  await goHash(page, '/order/orderTemu');
  await expect(tabs).toContainText('我的图库');
  await expect(tabs).toContainText('我的定制');
  await expect(tabs).toContainText('全托管订单');
  await tabs.getByRole('button', { name: '关闭 全托管订单' }).click();
  await expect(tabs).not.toContainText('全托管订单');
  await expect.poll(() => hashPath(page)).toBe('/select/designMy');
  await tabs.getByText('我的定制').click({ button: 'right' });
  await expectMenuBelow(page, tabs);
  await chooseMenuItem(page, '关闭其他');
  await expect(tabs).not.toContainText('我的图库');
  await tabs.getByText('我的定制').click({ button: 'right' });
  await expectMenuBelow(page, tabs);
  await chooseMenuItem(page, '关闭所有');
  await expect.poll(() => hashPath(page)).toBe('/authorizeShop/temu');
});

/** The tab's context menu opens below the bar, never flipped up under the header (it did on long pages). */
async function expectMenuBelow(page: Page, tabs: Locator) {
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: '关闭所有' }) });
  await expect(menu).toBeVisible();
  const bar = await tabs.boundingBox();
  await expect.poll(async () => (await menu.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(bar!.y + bar!.height / 2);
}

/**
 * Chooses a context-menu entry by dispatching the click on the item itself. Under a loaded full suite the re-opened
 * menu was seen for a moment at another place (its last item at y = 45 px, over the tab bar) after
 * `expectMenuBelow` had seen it below; a pointer click then hit the bar. Where the menu settles is
 * `expectMenuBelow`'s check; this step checks what the entry does.
 */
async function chooseMenuItem(page: Page, name: string) {
  await page.getByRole('menuitem', { name }).dispatchEvent('click');
}

test('a visited page stays alive while another tab is shown', async ({ page, request }) => {
  await openSignedIn(page, request, '/system/userInfo');
  await page.getByLabel('公司名称').fill('未保存的公司名');
  await goHash(page, '/gallery/galleryMy');
  await page.getByRole('navigation', { name: '已打开的页面' }).getByText('个人信息').click();
  await expect(page.getByLabel('公司名称')).toHaveValue('未保存的公司名');
});
