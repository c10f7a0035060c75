import { WHITELIST } from '@podbench/contract';
import { DEMO, expect, test } from '../fixtures';
import { hashPath, openSignedIn, signInThroughForm } from './web-helpers';

test.describe('routing signed out', () => {
  for (const path of WHITELIST) {
    test(`whitelisted ${path} opens without a token`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect(page.getByText('跨境POD卖家工作台 · 加载中')).toHaveCount(0); // the app has mounted
      await expect.poll(() => hashPath(page)).toBe(path);
    });
  }

  test('a protected route goes to /login with the wanted path, and back after signing in', async ({ page }) => {
    await page.goto('/#/gallery/galleryMy?tab=recent');
    await expect
      .poll(() => hashPath(page))
      .toBe(`/login?redirect=${encodeURIComponent('/gallery/galleryMy?tab=recent')}`);
    await signInThroughForm(page, `  ${DEMO.userName}  `, DEMO.password); // the username is trimmed
    await expect.poll(() => hashPath(page)).toBe('/gallery/galleryMy?tab=recent');
    await expect(page.getByText('我的图库').first()).toBeVisible();
  });

  test('an unknown path signed out asks for sign-in first', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expect.poll(() => hashPath(page)).toBe(`/login?redirect=${encodeURIComponent('/no/such/page')}`);
  });

  test('the product-info alias is public', async ({ page }) => {
    await page.goto('/#/select/selectManage/designProductInfo');
    await expect(page.getByText('产品详情').first()).toBeVisible();
  });

  test('the home page shows the live catalogue: its real print areas, no 袖标 the T-shirt lacks', async ({
    page,
    request,
  }) => {
    const api = await (await request.get('/api/product/page?pageNum=1&pageSize=6')).json();
    const tee = api.data.rows.find((r: { name: string }) => r.name.includes('T恤'));
    expect(tee).toBeTruthy();
    await page.goto('/#/index');
    const cards = page.getByTestId('home-catalogue-card');
    await expect(cards).toHaveCount(api.data.rows.length);
    const card = cards.filter({ hasText: tee.name });
    await expect(card).toContainText(tee.printAreaNames.join(' / '));
    await expect(card).toContainText(tee.technology);
    await expect(page.locator('#catalogue')).not.toContainText('袖标');
  });

  test('the page title is site title - project title', async ({ page }) => {
    await page.goto('/#/index');
    await expect(page).toHaveTitle('PodBench - 跨境POD卖家工作台');
    // The built-in title can show before the site configuration arrives; its cached copy follows.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('systemsiteconfig') ?? '{}').title))
      .toBe('PodBench');
  });
});

test.describe('routing signed in', () => {
  test('/ goes to the first marketplace shops, /login to the first-menu URL', async ({ page, request }) => {
    await openSignedIn(page, request, '/');
    await expect.poll(() => hashPath(page)).toBe('/authorizeShop/temu');
    expect(await page.evaluate(() => sessionStorage.getItem('first-url'))).toBe('/authorizeShop/temu');
    await page.goto('/#/login');
    await expect.poll(() => hashPath(page)).toBe('/authorizeShop/temu');
  });

  test('groups redirect to their first child and unknown paths to /404', async ({ page, request }) => {
    await openSignedIn(page, request, '/order');
    await expect.poll(() => hashPath(page)).toBe('/order/orderTemu');
    await page.goto('/#/publish');
    await expect.poll(() => hashPath(page)).toBe('/publish/temuTemplate');
    await page.goto('/#/no/such/page');
    await expect.poll(() => hashPath(page)).toBe('/404');
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  });

  test('every menu page renders', async ({ page, request }) => {
    await openSignedIn(page, request, '/publish/sheinTemplate');
    await expect(page.locator('.ant-card:visible').filter({ hasText: 'Shein 模板' }).first()).toBeVisible();
    await page.goto('/#/system/vip');
    await expect(page.getByText('购买会员').first()).toBeVisible();
  });

  test('navigation scrolls back to the top', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await openSignedIn(page, request, '/system/userInfo');
    await expect(page.getByText('账户余额')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.goto('/#/gallery/galleryMy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the progress bar runs without a spinner', async ({ page, request }) => {
    await openSignedIn(page, request, '/gallery/galleryMy');
    await page.evaluate(() => {
      window.location.hash = '#/design/designCanvas';
    });
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expect(page.locator('#nprogress')).toHaveCount(0); // and it finishes
    await page.evaluate(() => {
      window.location.hash = '#/index';
    });
    await expect(page.getByText('会员方案').first()).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});
