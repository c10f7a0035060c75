import type { Page } from '@playwright/test';
import { expect, OPERATOR, test } from '../fixtures';
import { authHeader, data, openSignedIn, registerAccount, uniqueName } from './web-helpers';

interface Placement {
  areaKey: string;
  rect: { x: number; y: number; width: number; height: number };
}

/** A 600×800 product photo drawn by the browser itself (a tote bag on a grey backdrop), as PNG bytes. */
async function drawPhoto(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 600;
    c.height = 800;
    const g = c.getContext('2d')!;
    g.fillStyle = '#e9e7e2';
    g.fillRect(0, 0, 600, 800);
    g.strokeStyle = '#b9ad94';
    g.lineWidth = 14;
    g.beginPath();
    g.arc(300, 230, 110, Math.PI, 0);
    g.stroke();
    g.fillStyle = '#f4efe4';
    g.fillRect(110, 230, 380, 460);
    g.strokeStyle = '#d8cfbd';
    g.lineWidth = 4;
    g.strokeRect(110, 230, 380, 460);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(b64, 'base64');
}

/**
 * 运营后台 › 底版管理: the operator creates a NEW category and blank (the seeded catalogue is never touched), adds a
 * variant and a print area, uploads a mockup photo, places the area by dragging, puts it on sale, and a seller finds
 * it in 定制产品. The blank is withdrawn and deleted again at the end, so the seller catalogue's counts other
 * specs read are back as seeded.
 */
test('operator builds a blank with a mockup and a dragged print area; a seller sees it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = uniqueName('').slice(0, 8);
  const categoryName = `测试包袋${suffix}`;
  const blankName = `帆布托特包${suffix}`;
  const opToken = await openSignedIn(page, request, '/console/catalogue', OPERATOR);
  let blankId: number | null = null;
  let categoryId: number | null = null;

  try {
    // A new top-level category.
    await page.getByRole('button', { name: '新增大类' }).click();
    const catDialog = page.getByRole('dialog', { name: '新增大类' });
    await catDialog.getByLabel('类目名称').fill(categoryName);
    await catDialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('已新增类目')).toBeVisible();
    const treeNode = page.locator('.ant-tree-treenode:visible', { hasText: categoryName });
    await expect(treeNode).toContainText('(0)');
    await treeNode.getByText(categoryName).click();

    // A new blank in it (the dialog picks the selected category).
    await page.getByRole('button', { name: '新建底版' }).click();
    const blankDialog = page.getByRole('dialog', { name: '新建底版' });
    await blankDialog.getByLabel('底版名称').fill(blankName);
    await blankDialog.getByLabel('材质').fill('12 安帆布');
    await blankDialog.getByLabel('描述').fill('加厚帆布，容量大，适合满版印花');
    await blankDialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已创建（下架状态）')).toBeVisible();
    await expect(page.locator('.ant-card-head-title:visible', { hasText: blankName })).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/catalogueBlank\?id=\d+/);
    blankId = Number(new URL(page.url()).hash.match(/id=(\d+)/)?.[1]);
    expect(blankId).toBeGreaterThan(0);
    categoryId = (
      await data<{ categoryId: number }>(
        await request.get(`/api/admin/catalogue/blank/detail?id=${blankId}`, { headers: authHeader(opToken) }),
      )
    ).categoryId;

    // A variant, then its base cost edited inline.
    await page.getByRole('button', { name: '添加规格' }).click();
    const vDialog = page.getByRole('dialog', { name: '添加规格' });
    await vDialog.getByLabel('颜色').fill('米白');
    await vDialog.getByLabel('尺码').fill('均码');
    await vDialog.getByLabel('SKU 编码').fill(`E2E-${suffix}-W`);
    await vDialog.getByLabel('底价').fill('15');
    await vDialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('已添加规格')).toBeVisible();
    // The dialog's closing animation keeps its mask over the page for a moment: wait until it is gone.
    await expect(vDialog).toBeHidden();
    const cost = page.getByLabel('米白 均码 底价');
    await cost.fill('18.5');
    await cost.press('Enter');
    await expect(page.getByText('底价已改为 ¥18.50')).toBeVisible();

    // A print area (the first one defaults to 正面 / front).
    await page.getByRole('button', { name: '添加印刷区域' }).click();
    const aDialog = page.getByRole('dialog', { name: '添加印刷区域' });
    await aDialog.getByLabel('印刷宽度').fill('3000');
    await aDialog.getByLabel('印刷高度').fill('3600');
    await aDialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('已添加印刷区域')).toBeVisible();

    // The mockup photo, with upload progress.
    await page.getByRole('button', { name: '上传样机图' }).first().click();
    const uDialog = page.getByRole('dialog', { name: '上传样机图' });
    await uDialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'tote-front.png', mimeType: 'image/png', buffer: await drawPhoto(page) });
    await uDialog.getByRole('button', { name: '上传' }).click();
    await expect(page.getByText('已上传（600×800 像素）')).toBeVisible();
    const stage = page.getByTestId('placement-stage');
    await expect(stage.locator('img')).toHaveJSProperty('complete', true);

    // Place 正面 on the photo, drag it down and right, then enlarge it from its corner.
    await page.getByTestId('placement-front').getByRole('button', { name: '放到图上' }).click();
    const rect = stage.getByRole('slider', { name: '印刷区域 正面' });
    await expect(rect).toBeVisible();
    const x = page.getByLabel('正面 X');
    const y = page.getByLabel('正面 Y');
    const startX = Number(await x.inputValue());
    const startY = Number(await y.inputValue());
    await stage.scrollIntoViewIfNeeded();
    const box = (await rect.boundingBox())!;
    const stageBox = (await stage.boundingBox())!;
    const scale = stageBox.width / 600;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 20 * scale, box.y + box.height / 2 + 30 * scale, { steps: 8 });
    await page.mouse.up();
    await expect(x).toHaveValue(String(startX + 20));
    await expect(y).toHaveValue(String(startY + 30));
    const handle = rect.locator('[data-handle=se]');
    const hb = (await handle.boundingBox())!;
    await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height / 2);
    await page.mouse.down();
    await page.mouse.move(hb.x + hb.width / 2 + 30 * scale, hb.y + hb.height / 2 + 30 * scale, { steps: 8 });
    await page.mouse.up();
    const width = Number(await page.getByLabel('正面 宽').inputValue());
    const height = Number(await page.getByLabel('正面 高').inputValue());
    expect(Math.abs(width / height - 3000 / 3600)).toBeLessThan(0.01);
    await expect(page.getByTestId('placement-front')).toContainText('未保存');
    await page.getByRole('button', { name: '保存位置' }).click();
    await expect(page.getByText('印刷位置已保存')).toBeVisible();
    await expect(page.getByTestId('placement-front')).not.toContainText('未保存');
    await page.screenshot({ path: 'test-results/console-catalogue-editor.png', fullPage: true });

    const detail = await data<{ views: { placements: Placement[] }[] }>(
      await request.get(`/api/admin/catalogue/blank/detail?id=${blankId}`, { headers: authHeader(opToken) }),
    );
    expect(detail.views[0]!.placements).toEqual([
      { areaKey: 'front', rect: { x: startX + 20, y: startY + 30, width, height } },
    ]);

    // On sale: a seller finds it in 定制产品.
    await page.getByRole('button', { name: '上架' }).click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(page.getByText('已上架')).toBeVisible();

    const seller = await registerAccount(request);
    const sellerPage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await openSignedIn(sellerPage, request, '/select/designProduct', seller);
    await sellerPage.getByPlaceholder('搜索产品名称、材质').fill(blankName);
    await sellerPage.getByRole('button', { name: '搜索', exact: true }).click();
    const card = sellerPage.getByTestId('product-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(blankName);
    await expect(card).toContainText('¥18.50');
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await sellerPage.screenshot({ path: 'test-results/console-catalogue-seller.png' });

    // The list with the tree, as the operator sees it.
    await page.getByRole('button', { name: '返回底版管理' }).click();
    await expect(page.locator('.ant-table-row:visible', { hasText: blankName })).toContainText('在售');
    await page.screenshot({ path: 'test-results/console-catalogue-list.png', fullPage: true });
  } finally {
    // Leave the sellers' catalogue as seeded.
    const headers = authHeader(opToken);
    if (blankId) {
      await request.post('/api/admin/catalogue/blank/status', { headers, data: { id: blankId, status: 1 } });
      await request.post('/api/admin/catalogue/blank/delete', { headers, data: { id: blankId } });
    }
    if (categoryId) await request.post('/api/admin/catalogue/category/delete', { headers, data: { id: categoryId } });
  }
});
