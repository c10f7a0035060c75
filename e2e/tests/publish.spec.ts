import { expect, test } from '../fixtures';
import { teeId, waitRendered } from './designer-helpers';
import { createSandboxShop, pasteToken } from './shop-helpers';
import { authHeader, data, goHash, hashPath, openSignedIn, registerAccount, uniqueName } from './web-helpers';

/**
 * The seller's path from a design to goods on sale, against the Temu sandbox: a shop is created on the sandbox
 * Seller Center and authorised by pasting its token, 设为模板 turns a rendered design into a listing template that
 * is checked as it is edited, 保存并发布 publishes it and the publish page follows the job to 发布成功; the sandbox
 * then puts it on sale and inspects it, and 在线商品 and 质检结果 show it after a sync.
 */
test('design → template → publish → on sale and in quality checks', async ({ page, request }) => {
  test.setTimeout(300_000);
  const account = await registerAccount(request);
  const headers = authHeader(account.token);
  const productId = await teeId(request);
  const designName = uniqueName('猫咪');
  const document = {
    version: 1,
    productId,
    colors: ['白色', '黑色'],
    areas: {
      front: {
        name: '正面',
        widthPx: 4500,
        heightPx: 5400,
        dpi: 300,
        safeInsetPx: 75,
        layers: [
          { id: 's', type: 'shape', shape: 'star', x: 1200, y: 900, width: 2100, height: 2100, fill: '#f59e0b' },
          {
            id: 't',
            type: 'text',
            content: '喵星人',
            x: 500,
            y: 3400,
            width: 3500,
            height: 700,
            fontSize: 480,
            fontWeight: 700,
            fill: '#1f2937',
            align: 'center',
          },
        ],
      },
    },
  };
  const saved = await data<{ id: number }>(
    await request.post('/api/clientDesign/save', {
      headers,
      data: { name: designName, productId, document, version: 0 },
    }),
  );
  await waitRendered(request, account.token, saved.id);

  // 授权店铺 with a token copied from the sandbox Seller Center.
  await openSignedIn(page, request, '/authorizeShop/temu', account);
  const seller = await page.context().newPage();
  await seller.goto('/sandbox/temu/seller');
  const mallName = uniqueName('发布店');
  const shop = await createSandboxShop(seller, mallName);
  await seller.close();
  await page.getByRole('button', { name: '授权店铺' }).first().click();
  const authDialog = page.getByRole('dialog', { name: '授权 Temu 店铺' });
  await pasteToken(authDialog, shop.token);
  await expect(authDialog.getByText('店铺授权成功')).toBeVisible();
  await authDialog.getByRole('button', { name: '完成' }).click();

  // 我的设计 → 设为模板 → the template editor, already passing Temu's rules.
  await goHash(page, '/select/designMy');
  const card = page.getByTestId('design-card').filter({ hasText: designName });
  await card.getByRole('button', { name: '设为模板' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/publish\/temuTemplateInfo\?id=\d+$/);
  await expect(page.getByTestId('template-ok')).toBeVisible();
  await expect(page.getByTestId('template-image').first()).toBeVisible();
  await expect(page.getByText('白色').first()).toBeVisible();

  // A rule broken while typing is named at once; fixing it clears it.
  const title = page.getByLabel('商品标题');
  await title.fill('短标题');
  await expect(page.getByTestId('template-problems')).toContainText('标题至少 10 个字');
  await expect(page.getByRole('button', { name: '保存并发布' })).toBeDisabled();
  const listingTitle = `${designName} 定制印花T恤 男女同款 纯棉短袖`;
  await title.fill(listingTitle);
  await expect(page.getByTestId('template-ok')).toBeVisible();

  // The category comes from Temu's tree, read through the shop: move it from 女装 to 男装 › T恤.
  const picker = page.locator('.ant-cascader:visible');
  await expect(picker).toContainText('服装 / 女装 / T恤');
  await picker.click();
  const menus = page.locator('.ant-cascader-menu:visible');
  await menus.nth(1).getByText('男装', { exact: true }).click();
  await menus.nth(2).getByText('T恤', { exact: true }).click();
  await expect(picker).toContainText('服装 / 男装 / T恤');

  // 尺码表: Temu's rule for the new leaf, the blank's chart for the SKU sizes; a bad cell is named, then fixed.
  const chartCard = page.locator('.ant-card:visible', { hasText: '尺码表' }).last();
  await expect(chartCard).toContainText('该类目（男上装）在 Temu 要求尺码表，必须包含：衣长、胸宽');
  const cell = chartCard.getByLabel('S 衣长');
  const length = await cell.inputValue();
  expect(Number(length)).toBeGreaterThan(0);
  await cell.fill('abc');
  await expect(page.getByTestId('template-problems')).toContainText('尺码 S 的「衣长」须为正数');
  await cell.fill(length);
  await expect(page.getByTestId('template-ok')).toBeVisible();

  // 定制工艺: the blank's technology, combined with a second one from the same list.
  await page.getByLabel('二级工艺').click();
  await page.keyboard.type('刺绣');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '刺绣' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('组合工艺', { exact: true })).toBeVisible();

  // 定价规则: base × 3 rounded to the yuan, applied to every SKU.
  await page.getByLabel('倍数').fill('3');
  await page.getByLabel('取整方式').click();
  await page.locator('.ant-select-dropdown:visible').getByText('向上取整到元', { exact: true }).click();
  await page.getByRole('button', { name: '按规则重新定价' }).click();
  await expect(page.getByText('已按规则重新计算供货价')).toBeVisible();
  const firstPrice = page.locator('.ant-table-row:visible').first().locator('input').first();
  await expect(firstPrice).toHaveValue(/^\d+\.00$/);
  await expect(page.getByTestId('template-ok')).toBeVisible();
  await page.screenshot({ path: 'test-results/temu-template-info.png', fullPage: true });

  // 保存并发布: the only shop is ticked; the publish page follows the job to 发布成功.
  await page.getByRole('button', { name: '保存并发布' }).click();
  const publishDialog = page.getByRole('dialog', { name: '发布到 Temu' });
  await expect(publishDialog.getByRole('checkbox', { name: mallName })).toBeChecked();
  await publishDialog.getByRole('button', { name: '发布 1 条' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/publish\/temuPush/);
  const job = page.locator('.ant-table-row:visible', { hasText: listingTitle });
  await expect(job.getByTestId('publish-state')).toHaveText('发布成功', { timeout: 120_000 });
  await expect(job).toContainText(mallName);
  await page.screenshot({ path: 'test-results/temu-push.png', fullPage: true });

  // 详情: the SKUs with their PB-T…-V… codes and Temu's SKU ids.
  await job.getByRole('button', { name: '详情' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/publish\/temuInfo\?id=\d+$/);
  await expect(page.getByText(/^PB-T\d+-V\d+$/).first()).toBeVisible();
  await expect(page.getByText('服装 > 男装 > T恤')).toBeVisible();
  await page.screenshot({ path: 'test-results/temu-info.png', fullPage: true });

  // 模板管理 lists it as publishable and published to one shop.
  await goHash(page, '/publish/temuTemplate');
  const tplRow = page.locator('.ant-table-row:visible', { hasText: listingTitle });
  await expect(tplRow).toContainText('可发布');
  await expect(tplRow).toContainText('1 个店铺');
  await page.screenshot({ path: 'test-results/temu-template.png', fullPage: true });

  // Temu reviews it, puts it on sale and inspects it (now, through the sandbox's controls).
  const published = await data<{ rows: Array<{ goodsId: string | null }> }>(
    await request.get('/api/clientProduct/temuPublish/page', { headers }),
  );
  const goodsId = Number(published.rows[0]?.goodsId);
  await data(
    await request.post('/sandbox/temu/control/goods/inspect-now', { data: { productId: goodsId, result: 'pass' } }),
  );

  // Pages stay alive behind their tabs: act on the one in view.
  const sync = (title: string) =>
    page.locator('.ant-card:visible', { hasText: title }).getByRole('button', { name: '同步' }).click();
  await goHash(page, '/publish/onlineProduct');
  await sync('在线商品');
  const online = page.locator('.ant-table-row:visible', { hasText: listingTitle });
  await expect(online).toContainText('在售', { timeout: 60_000 });

  await goHash(page, '/publish/qualityCheck');
  await sync('质检结果');
  await expect(page.locator('.ant-table-row:visible', { hasText: listingTitle }).first()).toContainText('合格', {
    timeout: 60_000,
  });
});

test('a template that breaks a rule cannot be published, and the page says why', async ({ page, request }) => {
  const account = await registerAccount(request);
  const saved = await data<{ id: number }>(
    await request.post('/api/clientProduct/temuTemplate/save', {
      headers: authHeader(account.token),
      data: {
        id: null,
        template: { title: '短', categoryIds: [], images: [], skus: [] },
      },
    }),
  );
  await openSignedIn(page, request, `/publish/temuTemplateInfo?id=${saved.id}`, account);
  const problems = page.getByTestId('template-problems');
  await expect(problems).toContainText('标题至少 10 个字');
  await expect(problems).toContainText('请选择到叶子类目');
  await expect(problems).toContainText('至少 1 张轮播图');
  await expect(page.getByRole('button', { name: '保存并发布' })).toBeDisabled();
  await goHash(page, '/publish/temuTemplate');
  const row = page.locator('.ant-table-row:visible').first();
  await expect(row).toContainText('项待完善');
  await expect(row.getByRole('button', { name: '发布' })).toBeDisabled();
  await page.goto('/#/publish/temuTemplateInfo?id=99999999');
  await expect(page.locator('.ant-result-title')).toHaveText('模板不存在');
});
