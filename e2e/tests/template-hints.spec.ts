import { expect, test } from '../fixtures';
import { sellerWithShop, shapeLayer, templateFromTeeDesign } from './seller-orders-helpers';
import { openSignedIn } from './web-helpers';

/**
 * A template made from a 男女同款 T-shirt design: the editor recommends Temu's unisex leaf first (not 女装), and
 * the technology Temu calls 皮具/布艺定制工艺 is explained as the fabric one.
 */
test('a 男女同款 T-shirt template recommends the unisex leaf and explains the fabric technology', async ({
  page,
  request,
}) => {
  const { seller: account } = await sellerWithShop(request, '推荐店');
  const { templateId } = await templateFromTeeDesign(request, account, '蓝方块', shapeLayer('rect', '#2563eb'));

  await openSignedIn(page, request, `/publish/temuTemplateInfo?id=${templateId}`, account);
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
