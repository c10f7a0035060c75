import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createSandboxShop, pasteToken } from './shop-helpers';
import { authHeader, createSubAccount, data, hashPath, openSignedIn, registerAccount, uniqueName } from './web-helpers';

/**
 * Shop authorisation against the Temu sandbox: a person creates a shop on the sandbox Seller Center, copies its
 * token and pastes it into 授权店铺; re-authorises; unbinds; and the code-redirect flow through /auth-redirect.
 * Each test signs up a fresh main account, so the VIP shop limit (2 without VIP) is never shared.
 */

interface ShopRowData {
  mallId: string;
  mallName: string;
  status: string;
}

async function shopsOf(request: APIRequestContext, token: string) {
  return data<{ rows: ShopRowData[]; total: number }>(
    await request.get('/api/shop/page?platform=temu&includeUnbound=true', { headers: authHeader(token) }),
  );
}

/** A sandbox shop authorised by pasting its token through the API (for tests about what comes after). */
async function authorisedShop(request: APIRequestContext, token: string, mallName: string) {
  const created = await data<{ mallId: string; accessToken: string }>(
    await request.post('/sandbox/temu/shops', { data: { mallName } }),
  );
  await data(
    await request.post('/api/shop/authorize', {
      headers: authHeader(token),
      data: { accessToken: created.accessToken, mallName },
    }),
  );
  return created;
}

const DAY = 24 * 60 * 60 * 1000;

const shopRow = (page: Page, mallName: string): Locator => page.locator('.ant-table-row', { hasText: mallName });

test('paste a token from the sandbox Seller Center, re-authorise, unbind', async ({ page, request }) => {
  const account = await registerAccount(request);
  await openSignedIn(page, request, '/authorizeShop/temu', account);
  await expect(page.getByText('还没有授权 Temu 店铺')).toBeVisible();
  await expect(page.getByTestId('shop-quota')).toContainText('0 / 2');

  // 授权店铺 → step 1 points at the sandbox Seller Center (local mode), which opens in a new tab.
  await page.getByRole('button', { name: '授权店铺' }).first().click();
  const dialog = page.getByRole('dialog', { name: '授权 Temu 店铺' });
  await expect(dialog.getByText('本地沙箱环境')).toBeVisible();
  const [seller] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: /打开沙箱卖家中心/ }).click(),
  ]);
  await expect(seller).toHaveURL(/\/sandbox\/temu\/seller$/);
  const mallName = uniqueName('印花小店');
  const shop = await createSandboxShop(seller, mallName);

  // Step 2 → 3: pasted and named by the seller (Temu gives no mall name), verified at Temu.
  await dialog.getByRole('button', { name: '已复制，下一步' }).click();
  await dialog.getByLabel('access_token').fill(shop.token);
  await dialog.getByLabel('店铺名称（选填）').fill(mallName);
  await dialog.getByRole('button', { name: '校验并授权' }).click();
  await expect(dialog.getByText('店铺授权成功')).toBeVisible();
  await expect(dialog).toContainText(mallName);
  await expect(dialog).toContainText(shop.mallId);
  await expect(dialog).toContainText('全托管');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();

  const row = shopRow(page, mallName);
  await expect(row).toContainText(shop.mallId);
  await expect(row).toContainText('全托管');
  await expect(row).toContainText('剩余 90 天');
  await expect(row).toContainText('正常');
  await expect(page.getByTestId('shop-quota')).toContainText('1 / 2');

  // 重新授权: Seller Center issues a new token, which invalidates the old one; the old one is refused.
  await seller.locator('#shops tr', { hasText: mallName }).getByRole('button', { name: '重新生成 token' }).click();
  await expect(seller.locator('#t-value')).not.toHaveValue(shop.token);
  const fresh = await seller.locator('#t-value').inputValue();
  await row.getByRole('button', { name: '重新授权' }).click();
  const reauth = page.getByRole('dialog', { name: `重新授权「${mallName}」` });
  await pasteToken(reauth, shop.token);
  await expect(reauth.getByText('请确认复制的是完整的 access_token', { exact: false })).toBeVisible();
  await reauth.getByLabel('access_token').fill(fresh);
  await reauth.getByRole('button', { name: '校验并授权' }).click();
  await expect(reauth.getByText('重新授权成功')).toBeVisible();
  await reauth.getByRole('button', { name: '完成' }).click();
  await expect(row).toContainText('正常');

  // 解绑 (confirmed): the row leaves the list, the quota frees up, the server keeps it as 已解绑.
  await row.getByRole('button', { name: '解绑' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '解绑' }).click();
  await expect(page.getByText(`已解绑「${mallName}」`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('shop-quota')).toContainText('0 / 2');
  const stored = await shopsOf(request, account.token);
  expect(stored.rows.map((r) => [r.mallId, r.status])).toEqual([[shop.mallId, '已解绑']]);
  await seller.close();
});

test('code redirect: agree in the sandbox Seller Center, come back through /auth-redirect', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await openSignedIn(page, request, '/authorizeShop/temu', account);
  await page.getByRole('button', { name: '通过授权链接授权' }).click();

  // Seller Center's consent page, opened with our appKey, redirect_uri and state.
  await expect(page).toHaveURL(/\/sandbox\/temu\/seller\/authorize\?.*state=/);
  await expect(page.getByText('授权第三方应用访问店铺')).toBeVisible();
  const mallName = uniqueName('回调店铺');
  const shop = await createSandboxShop(page, mallName);
  await page.locator('#az-shop').selectOption(shop.mallId);
  await page.getByRole('button', { name: '同意授权' }).click();

  // /auth-redirect?code=&state= → the server forwards to the SPA, which finishes and returns to the list.
  // Temu gives no mall name and this flow asks none: the shop is named after its Mall ID.
  const shown = `Temu 店铺 ${shop.mallId}`;
  await expect(page.getByText('店铺授权成功')).toBeVisible();
  await expect(page.getByText(shown).first()).toBeVisible();
  await expect.poll(() => hashPath(page)).toBe('/authorizeShop/temu');
  await expect(shopRow(page, shown)).toContainText(shop.mallId);
  const stored = await shopsOf(request, account.token);
  expect(stored.rows.map((r) => [r.mallName, r.status])).toEqual([[shown, '正常']]);
});

test('/auth-redirect with a state it never issued says so and offers a fresh start', async ({ page, request }) => {
  const account = await registerAccount(request);
  await openSignedIn(page, request, '/auth-redirect?code=not-a-code&state=not-our-state', account);
  await expect(page.getByText('店铺授权未完成')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新发起授权' })).toBeVisible();
  // A second redirect landing on the open page is a new attempt, not the old result.
  const again = page.waitForRequest(
    (r) => r.url().endsWith('/api/shop/authorize/code') && r.postData()?.includes('second') === true,
  );
  await page.goto('/#/auth-redirect?code=second&state=also-not-ours');
  await again;
  await expect(page.getByText('店铺授权未完成')).toBeVisible();
  await page.getByRole('button', { name: '返回店铺列表' }).click();
  await expect.poll(() => hashPath(page)).toBe('/authorizeShop/temu');
});

test('/auth-redirect without a session asks to sign in and keeps the code for afterwards', async ({ page }) => {
  await page.goto('/#/auth-redirect?code=abc&state=def');
  await page.getByRole('button', { name: '登录并继续授权' }).click();
  await expect
    .poll(() => hashPath(page))
    .toBe(`/login?redirect=${encodeURIComponent('/auth-redirect?code=abc&state=def')}`);
});

test('a sub-account without shop:manage sees the shops page as forbidden, with no actions', async ({
  page,
  request,
}) => {
  const sub = await createSubAccount(request, ['gallery:manage']);
  await openSignedIn(page, request, '/authorizeShop/temu', sub);
  // Issue 21 §5: a page outside the caller's menu reads 无权访问, not as an empty list.
  await expect(page.locator('.ant-result-title:visible', { hasText: '无权访问' })).toBeVisible();
  await expect(page.getByRole('button', { name: '授权店铺' })).toHaveCount(0);
});

test('the shareable guide opens without signing in', async ({ page }) => {
  await page.goto('/#/clientShopRepinfo');
  await expect(page.getByRole('heading', { name: 'Temu 店铺授权指引' })).toBeVisible();
  await expect(page.getByRole('img', { name: /授权管理/ })).toBeVisible();
  await expect(page.getByText('暂时无法校验此链接中的店铺信息')).toHaveCount(0);
  await page.goto('/#/clientShopRepinfo?shopId=1&sign=forged');
  await expect(page.getByText('暂时无法校验此链接中的店铺信息')).toBeVisible();
});

test('a token inside its last 7 days is flagged, and once past its expiry shown as expired', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const mallName = uniqueName('到期店铺');
  await authorisedShop(request, account.token, mallName);

  // Only the browser's clock moves: the page computes the warning itself, as a long-open tab would.
  await page.clock.setFixedTime(Date.now() + 85 * DAY);
  await openSignedIn(page, request, '/authorizeShop/temu', account);
  const row = shopRow(page, mallName);
  await expect(row).toContainText('5 天后到期');
  await expect(page.getByText('1 个店铺的授权将在 7 天内到期', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: `重新授权「${mallName}」` })).toBeVisible();

  await page.clock.setFixedTime(Date.now() + 91 * DAY);
  await page.reload();
  await expect(row.getByText('已过期')).toHaveCount(2);
  await expect(page.getByText('1 个店铺的授权已失效，发布与同步已暂停')).toBeVisible();
});

test('/auth-redirect offers 重试 when its call never reached the server, and then finishes', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const mallName = uniqueName('重试店铺');
  const shop = await data<{ mallId: string }>(await request.post('/sandbox/temu/shops', { data: { mallName } }));
  const app = await data<{ appKey: string }>(await request.get('/sandbox/temu/app'));
  const start = await data<{ state: string }>(
    await request.get('/api/shop/authorize/state', { headers: authHeader(account.token) }),
  );
  const consent = await data<{ code: string }>(
    await request.post('/sandbox/temu/authorize', {
      data: { mallId: shop.mallId, appKey: app.appKey, redirectUri: 'http://x/auth-redirect', state: start.state },
    }),
  );

  await page.route('**/api/shop/authorize/code', (route) => route.abort('connectionrefused'));
  await openSignedIn(page, request, `/auth-redirect?code=${consent.code}&state=${start.state}`, account);
  await expect(page.getByText('店铺授权未完成')).toBeVisible();
  await page.unroute('**/api/shop/authorize/code');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByText('店铺授权成功')).toBeVisible();
  await page.getByRole('button', { name: '立即返回店铺列表' }).click();
  await expect.poll(() => hashPath(page)).toBe('/authorizeShop/temu');
  // Temu gives no mall name: a shop bound by the code flow is named after its Mall ID.
  await expect(shopRow(page, `Temu 店铺 ${shop.mallId}`)).toContainText(shop.mallId);
});
