import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { authHeader, data, openSignedIn, registerAccount, uniqueName } from './web-helpers';

/**
 * 在线商品 and 质检结果 against the Temu sandbox: a shop is authorised, goods are published in the sandbox, put on
 * sale and inspected now through its controls; the pages' 同步 buttons bring them in and the lists show them.
 */
async function shopWithGoods(request: APIRequestContext, token: string) {
  const shop = await data<{ mallId: string; accessToken: string }>(
    await request.post('/sandbox/temu/shops', { data: { mallName: uniqueName('质检店') } }),
  );
  await data(
    await request.post('/api/shop/authorize', { headers: authHeader(token), data: { accessToken: shop.accessToken } }),
  );
  const names = ['复古油画猫咪印花T恤', '极简线条山脉短袖'];
  for (const productName of names) {
    const g = await data<{ productId: number }>(
      await request.post('/sandbox/temu/control/goods/sample', { data: { mallId: shop.mallId, productName, skcs: 2 } }),
    );
    await data(
      await request.post('/sandbox/temu/control/goods/inspect-now', {
        data: { productId: g.productId, result: 'fail' },
      }),
    );
  }
  return names;
}

test('sync online products from the sandbox', async ({ page, request }) => {
  const account = await registerAccount(request);
  const names = await shopWithGoods(request, account.token);

  await openSignedIn(page, request, '/publish/onlineProduct', account);
  // Authorising the shop already queued a sync (issue 21 §7); it may have run before the goods existed: 同步.
  await page.getByRole('button', { name: '同步' }).click();
  for (const n of names) await expect(page.locator('.ant-table-row', { hasText: n })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.ant-table-row').first()).toContainText('在售');
  await page.locator('.ant-table-row-expand-icon').first().click();
  await expect(page.getByText('白色/S').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/online-product.png', fullPage: true });
});

test('sync quality checks from the sandbox and open a failed one with its defects and photos', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await shopWithGoods(request, account.token);

  await openSignedIn(page, request, '/publish/qualityCheck', account);
  await page.getByRole('button', { name: '同步' }).click();
  const failed = page.locator('.ant-table-row', { hasText: '不合格' }).first();
  await expect(failed).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: 'test-results/quality-check.png', fullPage: true });
  await failed.getByRole('button', { name: '详情' }).click();
  await expect(page.getByText('请整改后重新送检').first()).toBeVisible();
  await expect(page.locator('.ant-drawer').getByText('次品数').first()).toBeVisible();
  await expect(page.locator('.ant-drawer img').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/quality-check-detail.png' });
});
