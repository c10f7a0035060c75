import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { data, hashPath, openSignedIn } from './web-helpers';

interface Card {
  id: number;
  name: string;
}

async function productId(request: APIRequestContext, keyword: string) {
  const page = await data<{ rows: Card[] }>(
    await request.get(`/api/product/page?keyword=${encodeURIComponent(keyword)}`),
  );
  return page.rows[0].id;
}

test('catalogue signed in: filter by category, search, open a detail, switch colour, start designing', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, '/select/designProduct');
  const cards = page.getByTestId('product-card');
  // The eight seeded blanks; console-catalogue.spec.ts may have one more on sale for a few seconds meanwhile.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8);
  await expect(cards.first()).toContainText('¥32.00');
  await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);

  await page.getByText('服装 (2)').click();
  await expect(cards).toHaveCount(2);
  await page.getByText('卫衣 · 1').click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('卫衣');

  await page.getByText(/^全部 \(\d+\)$/).click();
  await page.getByPlaceholder('搜索产品名称、材质').fill('马克杯');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('button', { name: '详情' }).click();

  await expect.poll(() => hashPath(page)).toMatch(/^\/select\/designProductInfo\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '11oz 陶瓷马克杯' })).toBeVisible();
  await expect(page.getByTestId('price-box')).toContainText('¥16.50');
  await expect(page.getByTestId('price-box')).toContainText('普通会员无折扣');
  await expect(page.getByTestId('print-areas-table')).toContainText('2700 × 1050 px');
  await expect(page.getByTestId('print-areas-table')).toContainText('228.6 × 88.9 mm');
  await expect(page.getByTestId('size-chart')).toContainText('330 ml');

  const main = page.getByTestId('gallery-main').locator('img').first();
  const whiteSrc = await main.getAttribute('src');
  await page.getByRole('button', { name: '内彩红' }).click();
  await expect(main).not.toHaveAttribute('src', whiteSrc ?? '');
  await expect(page.getByTestId('variants-table')).toContainText('MUG11-IRD-11OZ');
  await expect(page.getByTestId('variants-table')).toContainText('¥19.00');

  const id = new URL(`http://x${hashPath(page)}`).searchParams.get('id');
  await page.getByRole('button', { name: '开始设计' }).click();
  // The colour picked here goes along, so the designer opens on it (designer-tools.spec.ts checks the canvas).
  await expect
    .poll(() => {
      const u = new URL(`http://x${hashPath(page)}`);
      return [u.pathname, u.searchParams.get('productId'), u.searchParams.get('color')];
    })
    .toEqual(['/design/designCanvas', id, '内彩红']);
});

test('the public product page works signed out, with every print spec and no VIP price', async ({ page, request }) => {
  const id = await productId(request, 'T恤');
  await page.goto(`/#/select/selectManage/designProductInfo?id=${id}`);
  await expect(page.getByRole('heading', { name: '经典纯棉圆领短袖T恤' })).toBeVisible();
  await expect.poll(() => hashPath(page)).toBe(`/select/selectManage/designProductInfo?id=${id}`);
  await expect(page.getByTestId('price-box')).toContainText('登录 后查看您的会员价');
  const areas = page.getByTestId('print-areas-table');
  await expect(areas.getByRole('row')).toHaveCount(3);
  await expect(areas).toContainText('4500 × 5400 px');
  await expect(areas).toContainText('381 × 457.2 mm');
  await expect(areas).toContainText('300 DPI');
  await expect(page.getByTestId('variants-table')).not.toContainText('我的会员价');
  await page.getByRole('tab', { name: '背面' }).click();
  await expect(page.getByTestId('gallery-main').locator('img').first()).toHaveAttribute('alt', /背面/);

  await page.goto('/#/select/selectManage/designProductInfo?id=987654');
  await expect(page.getByText('产品不存在或已被删除').first()).toBeVisible();
});
