import { expect, test } from '../fixtures';
import { teeId, waitRendered } from './designer-helpers';
import { createSandboxShop, pasteToken } from './shop-helpers';
import { choose, pickOption } from './temu-template-helpers';
import { authHeader, data, goHash, hashPath, openSignedIn, registerAccount, uniqueName } from './web-helpers';

/**
 * The seller's path from a design to goods on sale, against the Temu sandbox: a shop is created on the sandbox
 * Seller Center and authorised by pasting its token, 设为模板 turns a rendered design into a listing template that
 * is checked as it is edited, 保存并发布 publishes it and the publish page follows the job to 发布成功; the sandbox
 * then puts it on sale and inspects it, and 在线商品 and 质检结果 show it after a sync.
 */
test('design → template → publish → on sale and in quality checks', async ({ page, request }) => {
  test.setTimeout(300_000);
  const clicks = {
    n: 0,
    count(k = 1) {
      this.n += k;
    },
  };
  const account = await registerAccount(request);
  const headers = authHeader(account.token);
  const productId = await teeId(request);
  const designName = uniqueName('猫咪');
  const document = {
    version: 1,
    productId,
    colors: ['白色', '运动灰'],
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

  // 我的设计 → 设为模板 → the template editor: nothing is publishable until a Temu leaf is chosen.
  await goHash(page, '/select/designMy');
  const card = page.getByTestId('design-card').filter({ hasText: designName });
  await card.getByRole('button', { name: '设为模板' }).click();
  clicks.count();
  await expect.poll(() => hashPath(page)).toMatch(/^\/publish\/temuTemplateInfo\?id=\d+$/);
  await expect(page.getByTestId('template-problems')).toContainText('请选择到叶子类目');
  const listingTitle = await page.getByLabel('商品标题').inputValue();
  expect(listingTitle).toContain(designName);
  await expect(page.getByTestId('template-image').first()).toBeVisible();

  // 类目: search a leaf by name; its path and catType (服饰) are shown.
  await page.getByTestId('category-search').click();
  clicks.count();
  await page.keyboard.type('T恤');
  await pickOption(page, '服装鞋靴和珠宝饰品 / 男装 / 男士上衣 / T恤');
  clicks.count();
  await expect(page.getByTestId('category-path')).toContainText('服装鞋靴和珠宝饰品 > 男装 > 男士上衣 > T恤');
  await expect(page.getByTestId('category-path')).toContainText('服饰类（每个颜色一个 SKC）');
  await expect(page.getByTestId('image-rules')).toContainText('3:4，至少 1340×1785');

  // 商品属性 from the leaf's template: required marks; 印花工艺 appears only once 是否有印花 = 是.
  const form = page.getByTestId('property-form');
  await expect(form).toBeVisible();
  const problems = page.getByTestId('template-problems');
  await expect(problems).toContainText('请填写必填属性「材料」');
  await expect(page.getByTestId('property-材料').locator('.ant-form-item-required')).toBeVisible();
  await expect(page.getByTestId('property-印花工艺')).toHaveCount(0);
  await choose(page, '材料', '棉');
  clicks.count(2);
  await choose(page, '是否有印花', '是');
  clicks.count(2);
  await expect(page.getByTestId('property-印花工艺')).toBeVisible();
  await expect(problems).toContainText('请填写必填属性「印花工艺」');
  await choose(page, '印花工艺', '数码直喷');
  clicks.count(2);
  await expect(problems).not.toContainText('印花工艺');

  // 封面材质 (optional composition): the live sum says what is missing until it reaches 100.
  const composition = page.getByTestId('property-封面材质');
  await composition.getByLabel('封面材质 第 1 项', { exact: true }).click();
  await pickOption(page, '棉', true);
  await composition.getByLabel('封面材质 第 1 项含量').fill('60');
  await expect(composition).toContainText('合计 60%，还差 40%');
  await composition.getByRole('button', { name: /添加成分/ }).click();
  await composition.getByLabel('封面材质 第 2 项', { exact: true }).click();
  await pickOption(page, '涤纶', true);
  await composition.getByLabel('封面材质 第 2 项含量').fill('40');
  await expect(composition).toContainText('合计 100%');

  // 规格对应: 白色 and the sizes match Temu's values by name; 运动灰 has no Temu value of that name: pick 灰色.
  const mapping = page.getByTestId('spec-mapping');
  await expect(mapping.locator('.ant-table-row', { hasText: '白色' })).toContainText('已确认');
  await expect(mapping.locator('.ant-table-row', { hasText: '运动灰' })).toContainText('未对应');
  await mapping.getByLabel('运动灰 对应').click();
  clicks.count();
  await pickOption(page, '灰色', true);
  clicks.count();
  await expect(mapping.locator('.ant-table-row', { hasText: '运动灰' })).toContainText('已确认');

  // 尺码表: the blank's chart in the class's terms (胸宽 × 2 → 胸围), one click.
  const chartCard = page.locator('.ant-card:visible', { hasText: '尺码表' }).last();
  await expect(chartCard).toContainText('该类目在 Temu 要求尺码表，必须包含：胸围、衣长');
  await chartCard.getByRole('button', { name: '按类目整理' }).click();
  clicks.count();
  const chest = chartCard.getByLabel('S 胸围');
  await expect(chest).toHaveValue('92');
  await chest.fill('abc');
  await expect(problems).toContainText('尺码 S 的「胸围」须为正数');
  await chest.fill('92');

  // 产地 (doc 201 province).
  await page.getByLabel('产地省份').click();
  clicks.count();
  await pickOption(page, '广东省');
  clicks.count();

  // 定价规则: apparel has one supply price per SKC; the rule in words says so, and applying it fixes 2XL/3XL.
  await expect(page.getByTestId('pricing-words')).toContainText('服饰类目同一颜色（SKC）只能一个供货价');
  await expect(problems).toContainText('服饰类目同一颜色（SKC）的供货价须一致');
  await page.getByRole('button', { name: '按规则重新定价' }).click();
  clicks.count();
  await expect(page.getByTestId('template-ok')).toBeVisible();
  const clicksToPublishable = clicks.n;
  await page.screenshot({ path: test.info().outputPath('temu-template-info.png'), fullPage: true });
  await page.locator('.ant-card', { has: form }).screenshot({ path: test.info().outputPath('temu-properties.png') });
  await page.locator('.ant-card', { has: mapping }).screenshot({ path: test.info().outputPath('temu-mapping.png') });
  await page
    .locator('.ant-card:visible')
    .first()
    .screenshot({ path: test.info().outputPath('temu-editor-head.png') });

  // 保存并发布: the only shop is ticked; the publish page follows the job to 发布成功.
  await page.getByRole('button', { name: '保存并发布' }).click();
  clicks.count();
  await expect(page.getByTestId('template-changes')).toContainText('没有变化');
  const publishDialog = page.getByRole('dialog', { name: '发布到 Temu' });
  // The only shop is ticked. (Its name is what bg.mall.info.get answered: the strict sandbox answers no mallName, so
  // the shop shows as 「Temu 店铺 <mallId>」 rather than the name it was created with.)
  const shopBox = publishDialog.getByRole('checkbox');
  await expect(shopBox).toHaveCount(1);
  await expect(shopBox).toBeChecked();
  const shopName = (await publishDialog.locator('.ant-checkbox-wrapper').innerText()).trim();
  await publishDialog.getByRole('button', { name: '发布 1 条' }).click();
  clicks.count();
  test.info().annotations.push({
    type: 'clicks',
    description: `设为模板 → publishable: ${clicksToPublishable} clicks; → published: ${clicks.n} clicks`,
  });
  await expect.poll(() => hashPath(page)).toMatch(/^\/publish\/temuPush/);
  const job = page.locator('.ant-table-row:visible', { hasText: listingTitle });
  await expect(job.getByTestId('publish-state')).toHaveText('发布成功', { timeout: 120_000 });
  await expect(job).toContainText(shopName);
  await page.screenshot({ path: 'test-results/temu-push.png', fullPage: true });

  // 详情: the SKUs with their PB-T…-V… codes and Temu's SKU ids.
  await job.getByRole('button', { name: '详情' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/publish\/temuInfo\?id=\d+$/);
  await expect(page.getByText(/^PB-T\d+-V\d+$/).first()).toBeVisible();
  await expect(page.getByText('服装鞋靴和珠宝饰品 > 男装 > 男士上衣 > T恤', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/temu-info.png', fullPage: true });

  // 模板管理 lists it as publishable and published to one shop.
  await goHash(page, '/publish/temuTemplate');
  const tplRow = page.locator('.ant-table-row:visible', { hasText: listingTitle });
  await expect(tplRow).toContainText('可发布');
  await expect(tplRow).toContainText('1 个店铺');
  await page.screenshot({ path: 'test-results/temu-template.png', fullPage: true });

  // The mapping 运动灰 → 灰色 was confirmed once: a new template of the same blank in the same leaf has it already.
  const second = await data<{ id: number }>(
    await request.post('/api/clientProduct/temuTemplate/fromDesign', { headers, data: { designId: saved.id } }),
  );
  await goHash(page, `/publish/temuTemplateInfo?id=${second.id}`);
  await page.locator('[data-testid="category-search"]:visible').click();
  await page.keyboard.type('T恤');
  await pickOption(page, '服装鞋靴和珠宝饰品 / 男装 / 男士上衣 / T恤');
  const remembered = page
    .locator('[data-testid="spec-mapping"]:visible')
    .locator('.ant-table-row', { hasText: '运动灰' });
  await expect(remembered).toContainText('已确认');
  await expect(remembered).toContainText('灰色');

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
        template: { title: '短', category: null, images: [], skus: [] },
      },
    }),
  );
  await openSignedIn(page, request, `/publish/temuTemplateInfo?id=${saved.id}`, account);
  const problems = page.getByTestId('template-problems');
  await expect(page.getByTestId('incomplete-banner')).toContainText('需补全');
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
