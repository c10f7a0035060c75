import { expect, test } from '../fixtures';
import { teeId, waitRendered } from './designer-helpers';
import { authHeader, data, openSignedIn, registerAccount, uniqueName } from './web-helpers';

/**
 * A template made from a 男女同款 T-shirt design: the editor recommends Temu's unisex leaf first (not 女装), and
 * the technology Temu calls 皮具/布艺定制工艺 is explained as the fabric one.
 */
test('a 男女同款 T-shirt template recommends the unisex leaf and explains the fabric technology', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const headers = authHeader(account.token);
  const shop = await data<{ accessToken: string }>(
    await request.post('/sandbox/temu/shops', { data: { mallName: uniqueName('推荐店') } }),
  );
  await data(await request.post('/api/shop/authorize', { headers, data: { accessToken: shop.accessToken } }));
  const productId = await teeId(request);
  const document = {
    version: 1,
    productId,
    colors: ['白色'],
    areas: {
      front: {
        name: '正面',
        widthPx: 4500,
        heightPx: 5400,
        dpi: 300,
        safeInsetPx: 75,
        layers: [{ id: 's', type: 'shape', shape: 'rect', x: 900, y: 900, width: 2700, height: 2700, fill: '#2563eb' }],
      },
    },
  };
  const design = await data<{ id: number }>(
    await request.post('/api/clientDesign/save', {
      headers,
      data: { name: '蓝方块', productId, document, version: 0 },
    }),
  );
  await waitRendered(request, account.token, design.id);
  const tpl = await data<{ id: number }>(
    await request.post('/api/clientProduct/temuTemplate/fromDesign', { headers, data: { designId: design.id } }),
  );

  await openSignedIn(page, request, `/publish/temuTemplateInfo?id=${tpl.id}`, account);
  const suggestions = page.getByTestId('category-suggestions').first();
  await expect(suggestions).toBeVisible();
  const tags = suggestions.locator('.ant-tag');
  await expect(tags.first()).toContainText('中性服装');
  await expect(tags.first()).toContainText('男女同款');
  await expect(tags.last()).toContainText('女装');
  await page.screenshot({ path: test.info().outputPath('category-suggestions.png') });
  await tags.first().click();
  await expect(page.getByTestId('category-path').first()).toContainText('中性服装 > 中性上衣 > T恤');
  await expect(page.getByTestId('category-suggestions')).toHaveCount(0);

  await expect(page.getByTestId('tech-hint').first()).toContainText('适用于服装、抱枕、帆布袋等布料制品');
});
