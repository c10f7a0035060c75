import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInPage, test } from '../fixtures';
import { artPng } from './designer-helpers';
import { authHeader, data, registerAccount } from './web-helpers';

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function blankId(request: APIRequestContext, name: string): Promise<number> {
  const page = await data<{ rows: Array<{ id: number; name: string }> }>(
    await request.get('/api/product/page?pageSize=100'),
  );
  const blank = page.rows.find((r) => r.name.includes(name));
  if (!blank) throw new Error(`no ${name} blank seeded`);
  return blank.id;
}

async function upload(request: APIRequestContext, token: string, name: string, width: number, height: number) {
  await data(
    await request.post('/api/gallery/upload', {
      headers: authHeader(token),
      multipart: { file: { name, mimeType: 'image/png', buffer: artPng(width, height) } },
    }),
  );
}

interface Doc {
  areas: Record<string, { layers: Array<{ imageId?: number; x: number; y: number; width: number; height: number }> }>;
}

// A fresh seller: their gallery, templates and batches are only what this spec makes.
let seller: { token: string };

test.beforeAll(async ({ request }) => {
  seller = await registerAccount(request);
  await upload(request, seller.token, 'batch-art.png', 1500, 1200);
});

test('批量套图: one image onto 3 blanks, progress per blank, each design opens', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInPage(page, seller.token);
  await page.goto('/#/design/designBatch');
  await page.getByRole('button', { name: '选择图片 batch-art.png' }).click();
  for (const name of ['T恤', '马克杯', '抱枕']) {
    await page.getByTestId('batch-blank').filter({ hasText: name }).getByRole('checkbox').check();
  }
  await shot(page, 'batch-setup');
  await page.getByRole('button', { name: '开始套图（3 个商品）' }).click();
  await expect(page).toHaveURL(/designBatch\?batch=\d+/);
  const items = page.getByTestId('batch-item');
  await expect(items).toHaveCount(3);
  await expect(page.getByTestId('batch-progress')).toContainText('套到 3 个商品：已生成 3 个设计');
  // Each design's print files and mockups render in the background; the page follows them to the end.
  await expect(items.filter({ hasText: '样机图已生成' })).toHaveCount(3, { timeout: 150_000 });
  await expect(page.getByRole('progressbar', { name: '批量进度' })).toContainText('3/3');
  await shot(page, 'batch-done');

  // The mug's design: the 1500×1200 image on the 2700×1050 wrap, as large as the wrap's height allows
  // (×0.875 → 1312.5×1050, centred at x = 693.75): 1313×1050 at (694, 0).
  await items.filter({ hasText: '马克杯' }).getByRole('button', { name: '打开设计' }).click();
  await expect(page).toHaveURL(/designCanvas\?id=\d+/);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  const doc = (await page.evaluate(() => window.__podbenchDesigner?.document())) as Doc;
  expect(doc.areas.wrap.layers.map(({ x, y, width, height }) => ({ x, y, width, height }))).toEqual([
    { x: 694, y: 0, width: 1313, height: 1050 },
  ]);
  const designs = await data<{ total: number }>(
    await request.get('/api/clientDesign/page', { headers: authHeader(seller.token) }),
  );
  expect(designs.total).toBe(3);
});

test('保存为设计模板 in the designer, 应用到商品 on a bigger blank with the low-DPI warning', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await upload(request, seller.token, 'small-art.png', 900, 700);
  await signInPage(page, seller.token);
  await page.goto(`/#/design/designCanvas?productId=${await blankId(request, '马克杯')}`);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  // 900×700 on the mug's 2700×1050 wrap: 1350×1050 (the wrap's height decides), 200 DPI.
  await page.getByRole('button', { name: /添加图片 small-art/ }).click();
  await shot(page, 'designer-toolbar');
  // 存为模板 (its name has no 「保存」, so the designer's own 保存 button stays the only one).
  await page.getByRole('button', { name: '存为设计模板' }).click();
  const dialog = page.getByRole('dialog', { name: '保存为设计模板' });
  await dialog.getByRole('textbox', { name: '模板名称' }).fill('E2E马克杯模板');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存为设计模板')).toBeVisible();
  // Autosave keeps the design itself, so leaving the designer asks nothing.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });

  await page.goto('/#/design/designTemplate');
  const card = page.getByTestId('template-card').filter({ hasText: 'E2E马克杯模板' });
  await expect(card).toContainText('环绕杯身 2700×1050 · 1 个图层');
  await shot(page, 'template-list');
  await card.getByRole('button', { name: '应用到商品' }).click();
  const apply = page.getByRole('dialog', { name: /应用到商品/ });
  await apply.getByRole('combobox', { name: '选择商品' }).fill('抱枕');
  await page.locator('.ant-select-item-option:visible').filter({ hasText: '抱枕' }).click();
  // Onto the 5400×5400 pillow: ×min(5400/2700, 5400/1050) = ×2 → 2700×2100, 300 × 700/2100 = 100 DPI.
  await expect(apply.getByRole('list', { name: '提醒' })).toContainText(
    '「正面」的图层「small-art.png」只有 100 DPI，低于 150 DPI，印刷会模糊',
  );
  await shot(page, 'template-apply');
  await apply.getByRole('button', { name: '生成设计' }).click();
  await expect(apply.getByText('已生成设计')).toBeVisible();
  await apply.getByRole('button', { name: '打开设计' }).click();
  await expect(page).toHaveURL(/designCanvas\?id=\d+/);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  // The designer tab was open on the mug design: wait until the new pillow design is the one loaded.
  const pillowId = await blankId(request, '抱枕');
  const loaded = async () => (await page.evaluate(() => window.__podbenchDesigner?.document())) as Doc | null;
  await expect.poll(async () => ((await loaded()) as { productId?: number } | null)?.productId).toBe(pillowId);
  const doc = (await loaded()) as Doc;
  // 1350×1050 at (675, 0) on the wrap → centre (1350, 525) → (2700, 2700) on the pillow; 2700×2100.
  expect(doc.areas.front.layers.map(({ x, y, width, height }) => ({ x, y, width, height }))).toEqual([
    { x: 1350, y: 1650, width: 2700, height: 2100 },
  ]);
});
