import { DEMO, expect, test } from '../fixtures';
import { authHeader, hashPath, openSignedIn, signInThroughForm } from './web-helpers';

const storage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({ userInfo: localStorage.getItem('userInfo'), cookie: document.cookie }));

test('signing in stores the token cookie and the merged user info', async ({ page }) => {
  await page.goto('/#/login');
  await signInThroughForm(page, DEMO.userName, DEMO.password);
  await expect.poll(() => hashPath(page)).toBe('/authorizeShop/temu');
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'Admin-Token');
  expect(token?.value).toBeTruthy();
  // 7-day cookie
  expect((token?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  const { userInfo, cookie } = await storage(page);
  const info = JSON.parse(userInfo ?? '{}');
  expect(info.userName).toBe('demo');
  expect(info.userId).toBeGreaterThan(0); // from getLoginUser
  expect(typeof info.balance).toBe('number'); // from accountInfo
  expect(cookie).toContain('userInfo=');
});

test('a wrong password shows the server message in a toast', async ({ page }) => {
  await page.goto('/#/login');
  await signInThroughForm(page, DEMO.userName, 'definitelyWrong1');
  await expect(page.locator('.ant-message')).toContainText('用户名或密码错误');
  await expect.poll(() => hashPath(page)).toBe('/login');
});

test('logout asks the server, clears the session and goes to /login', async ({ page, request }) => {
  const token = await openSignedIn(page, request, '/gallery/galleryMy');
  await page.getByTestId('header-user').hover();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出' }).click();
  await expect.poll(() => hashPath(page)).toBe('/login');
  const { userInfo, cookie } = await storage(page);
  expect(userInfo).toBeNull();
  expect(cookie).not.toContain('Admin-Token');
  const after = await request.get('/api/authC/getLoginUser', { headers: authHeader(token) });
  expect((await after.json()).code).toBe(401);
});

test('a token revoked on the server sends the next call to /login with storage cleared', async ({ page, request }) => {
  // A page that does not poll (the Shein template page follows its publishes live): its own calls finish first,
  // so the 401 comes from the click below.
  const token = await openSignedIn(page, request, '/gallery/galleryMy');
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await request.post('/api/authC/logout', { headers: authHeader(token) });
  // 个人信息 loads the account: the first call with the revoked token (a page's own poll may come first; either way
  // the next call meets the 401).
  await page.evaluate(() => {
    window.location.hash = '#/system/userInfo';
  });
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/login(\?|$)/);
  await expect(page.locator('.ant-message')).toContainText('登录');
  const { userInfo, cookie } = await storage(page);
  expect(userInfo).toBeNull();
  expect(cookie).not.toContain('Admin-Token');
});

test('a stale token at start-up logs out with the error and lands on /login', async ({ page }) => {
  await page
    .context()
    .addCookies([
      { name: 'Admin-Token', value: 'not-a-real-token', url: process.env.E2E_BASE_URL ?? 'http://127.0.0.1' },
    ]);
  await page.goto('/#/gallery/galleryMy');
  await expect.poll(() => hashPath(page)).toMatch(/^\/login/);
  await expect(page.locator('.ant-message')).toBeVisible();
});
