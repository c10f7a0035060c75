import { expect, test } from '../fixtures';
import { teeId, waitRendered } from './designer-helpers';
import { authHeader, data, goHash, openSignedIn, registerAccount, uniqueName } from './web-helpers';

/**
 * Shein end to end against the Shein sandbox: the seller authorises a shop on the sandbox's empower page, makes a
 * Shein template from a rendered design (category and 材质 filled through the shop), publishes it (transform-pic,
 * then publishOrEdit), sees the SPU in Shein 在线商品, and syncs the stock-up orders the sandbox then raises.
 */
test('authorise → template from design → publish → online → orders synced', async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = await registerAccount(request);
  const headers = authHeader(account.token);
  const productId = await teeId(request);
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
          { id: 's', type: 'shape', shape: 'star', x: 1200, y: 900, width: 2100, height: 2100, fill: '#db2777' },
        ],
      },
    },
  };
  const designName = uniqueName('希音星');
  const design = await data<{ id: number }>(
    await request.post('/api/clientDesign/save', {
      headers,
      data: { name: designName, productId, document, version: 0 },
    }),
  );
  await waitRendered(request, account.token, design.id);

  // 授权: the empower page of the sandbox, then back through /auth-redirect.
  const shopName = uniqueName('希音店');
  await openSignedIn(page, request, '/authorizeShop/shein', account);
  await page.getByRole('button', { name: '授权店铺' }).first().click();
  await page.getByRole('dialog', { name: '授权 SHEIN 店铺' }).getByRole('button', { name: '前往 SHEIN 授权' }).click();
  await page.waitForURL(/\/sandbox\/shein\/empower/);
  await page.getByLabel('店铺名称').fill(shopName);
  await page.getByRole('button', { name: '同意授权' }).click();
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: 'test-results/shein-shops.png', fullPage: true });

  // 从设计生成: the template opens on the T恤 leaf with its attribute template; the seller gives the required 成分
  // (a composition: shares adding up to 100) and it is checked and ready.
  await goHash(page, '/publish/sheinTemplate');
  await page.getByRole('button', { name: '从设计生成' }).click();
  await page.getByTestId('shein-design-option').filter({ hasText: designName }).click();
  await expect(page.getByLabel('成分')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('成分').fill('棉 100%');
  // Shein's T恤 offers S–XL and XXL: the blank's 2XL and 3XL are dropped from both colours (删除尺码).
  for (const skc of await page.getByTestId('shein-skc').all())
    for (const size of ['2XL', '3XL'])
      await skc
        .locator('.ant-table-row')
        .filter({ has: page.getByRole('cell', { name: size, exact: true }) })
        .getByRole('button', { name: '删除尺码' })
        .click();
  await expect(page.getByRole('cell', { name: '3XL', exact: true })).toHaveCount(0);
  // 尺码表: the leaf's required size attributes (* 衣长) need a number for every size before it may be published.
  const chart = page.getByTestId('shein-size-chart');
  await expect(chart).toContainText('请在尺码表中为每个尺码填写 Shein 必填尺寸');
  await expect(page.getByRole('button', { name: /保存并发布/ })).toBeDisabled();
  for (const row of await chart.locator('.ant-table-row', { hasText: '* ' }).all())
    for (const input of await row.locator('input').all()) await input.fill('70');
  await expect(page.getByTestId('shein-template-ok')).toBeVisible();
  await expect(page.getByTestId('shein-skc')).toHaveCount(2);
  // A field check: a price of 0 is named under its field and blocks publishing until fixed.
  const price = page.getByLabel(/白色 .+ 价格/).first();
  await price.fill('0');
  await expect(page.getByTestId('shein-template-problems')).toBeVisible();
  await expect(page.getByText('价格需在 ¥1.00 ~ ¥100000.00 之间')).toBeVisible();
  await price.fill('59.9');
  await expect(page.getByTestId('shein-template-ok')).toBeVisible();
  await page.screenshot({ path: 'test-results/shein-template-editor.png', fullPage: true });
  await page.getByRole('button', { name: '保存并发布' }).click();
  const dialog = page.getByRole('dialog', { name: '发布到 Shein' });
  await dialog.getByRole('button', { name: /发布 1 条/ }).click();
  const publishes = page.getByTestId('shein-publishes');
  await expect(publishes.locator('.ant-table-row').first()).toContainText('发布成功', { timeout: 60_000 });
  await page.screenshot({ path: 'test-results/shein-template-list.png', fullPage: true });

  // Shein 在线商品: the SPU with its SKC / SKU codes.
  await goHash(page, '/publish/onlineProductShein');
  const online = page
    .locator('.ant-card:visible')
    .filter({ hasText: 'Shein 在线商品' })
    .locator('.ant-table-row')
    .first();
  await expect(online).toContainText(designName);
  await expect(online).toContainText('SHEIN 店铺');
  await online.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByText(/^PB-S\d+-V\d+$/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/shein-online.png', fullPage: true });

  // The sandbox raises stock-up orders for the product; 同步订单 brings them in (twice: still the same orders).
  const shops = await data<{ rows: Array<{ mallId: string }> }>(
    await request.get('/api/shop/page?platform=shein&pageNum=1&pageSize=10', { headers }),
  );
  const raised = await data<{ raised: number }>(
    await request.post('/sandbox/shein/orders/raise', { data: { supplierId: shops.rows[0]?.mallId, perProduct: 3 } }),
  );
  expect(raised.raised).toBe(3);
  await goHash(page, '/order/orderShein');
  const card = page.locator('.ant-card:visible').filter({ hasText: 'Shein 采购单' });
  for (let i = 0; i < 2; i++) {
    await card.getByRole('button', { name: '同步订单' }).click();
    await expect(card.getByTestId('shein-sync-progress').locator('.ant-progress-status-success')).toBeVisible({
      timeout: 30_000,
    });
    await expect(card.locator('.ant-table-row')).toHaveCount(3);
  }
  await expect(card.getByText('支付与生产请在 Shein 商家后台处理')).toBeVisible();
  // 急采 / 备货: each type shows only its own orders, together the three.
  let typed = 0;
  for (const [code, type] of [
    [1, '急采'],
    [2, '备货'],
  ] as const) {
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/orderShein/page') && r.url().includes(`type=${code}`),
    );
    await card.getByTestId('shein-order-type').getByText(type, { exact: true }).click();
    const total = ((await (await answer).json()) as { data: { total: number } }).data.total;
    const rows = card.locator('.ant-table-row');
    await expect(rows).toHaveCount(total);
    for (let i = 0; i < total; i++) await expect(rows.nth(i)).toContainText(type);
    typed += total;
  }
  expect(typed).toBe(3);
  await card.getByTestId('shein-order-type').getByText('全部类型', { exact: true }).click();
  await expect(card.locator('.ant-table-row')).toHaveCount(3);
  await page.screenshot({ path: 'test-results/shein-orders.png', fullPage: true });
  await card.locator('.ant-table-row').first().click();
  const detail = page.getByTestId('shein-order-detail');
  await expect(detail).toContainText(designName);
  await expect(
    page
      .locator('.ant-drawer:visible')
      .getByText(/^PB-S\d+-V\d+$/)
      .first(),
  ).toBeVisible();
  await page.waitForTimeout(500); // the drawer's slide-in, for the screenshot
  await page.screenshot({ path: 'test-results/shein-order-detail.png', fullPage: true });
  await page.keyboard.press('Escape');

  // 设为 Shein 模板 on the design card (更多操作) makes a second template and opens it in the editor, on the T恤
  // leaf, asking for what the seller still has to give (成分, the size chart).
  await goHash(page, '/select/designMy');
  const designCard = page.getByTestId('design-card').filter({ hasText: designName });
  await designCard.getByRole('button', { name: '更多操作' }).hover();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '设为 Shein 模板' }).click();
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/publish\/sheinTemplateInfo\?id=\d+$/);
  await expect(page.getByLabel('成分')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-testid="shein-template-problems"]:visible')).toContainText('项待完善');
});
