import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { apiLogin, DEMO, expect, signInPage, test } from '../fixtures';
import { authHeader, data } from './web-helpers';
import { artPng, teeId, waitRendered } from './designer-helpers';

test.describe.configure({ mode: 'serial' });

test('designs a T-shirt from scratch, saves it, reopens it unchanged and exports it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, DEMO.userName, DEMO.password);
  await request.post('/api/gallery/upload', {
    headers: authHeader(token),
    multipart: { file: { name: 'e2e-art.png', mimeType: 'image/png', buffer: artPng(900, 700) } },
  });
  await signInPage(page, token);
  await page.goto(`/#/design/designCanvas?productId=${await teeId(request)}`);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });

  await page
    .getByRole('button', { name: /添加图片 e2e-art/ })
    .first()
    .click();
  await page.getByRole('tab', { name: '文字' }).click();
  await page.getByRole('button', { name: '添加中文标题' }).click();
  await expect(page.getByRole('list', { name: '图层列表' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await expect(page).toHaveURL(/designCanvas\?id=\d+/);
  const id = Number(/id=(\d+)/.exec(page.url())?.[1]);
  const saved = await page.evaluate(() => window.__podbenchDesigner?.document());

  await page.reload();
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  expect(await page.evaluate(() => window.__podbenchDesigner?.document())).toEqual(saved);
  await expect(page.getByRole('list', { name: '图层列表' })).toContainText('定制你的专属T恤');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

  await waitRendered(request, token, id);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^设计导出-\d{8}\.zip$/);

  await page.goto('/#/select/designMy');
  await expect(page.getByTestId('design-card').first()).toBeVisible();
});

test('fidelity: the editor and the server print the same pixels (≤ 0.5% differ)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, DEMO.userName, DEMO.password);
  const up = await data<{ items: Array<{ image: { id: number } }> }>(
    await request.post('/api/gallery/upload', {
      headers: authHeader(token),
      multipart: { file: { name: 'fidelity.png', mimeType: 'image/png', buffer: artPng(1600, 1200) } },
    }),
  );
  const imageId = up.items[0].image.id;
  const productId = await teeId(request);
  const area = { name: '正面', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75 };
  const document = {
    version: 1,
    productId,
    colors: ['白色'],
    areas: {
      front: {
        ...area,
        layers: [
          { id: 'a', type: 'image', imageId, x: 400, y: 300, width: 2000, height: 1500 },
          { id: 'b', type: 'image', imageId, x: 2300, y: 1600, width: 1800, height: 1350, rotation: 17, flipX: true },
          {
            id: 't',
            type: 'text',
            content: '定制T恤 你好世界',
            x: 250,
            y: 3500,
            width: 4000,
            height: 600,
            fontSize: 400,
            fontWeight: 700,
            fill: '#1f2937',
            align: 'center',
          },
          {
            id: 'c',
            type: 'text',
            content: '弧形文字 Curve',
            x: 700,
            y: 4300,
            width: 3100,
            height: 700,
            fontSize: 260,
            curve: 120,
            fill: '#7c3aed',
            stroke: '#111827',
            strokeWidth: 6,
          },
        ],
      },
    },
  };
  const saved = await data<{ id: number }>(
    await request.post('/api/clientDesign/save', {
      headers: authHeader(token),
      data: { name: '保真测试', productId, document, version: 0 },
    }),
  );
  const detail = await waitRendered(request, token, saved.id);
  const printUrl = detail.files.find((f) => f.kind === 'print')?.url ?? '';
  const server = PNG.sync.read(Buffer.from(await (await request.get(printUrl)).body()));
  const original = await data<{ originalUrl: string }>(
    await request.get(`/api/gallery/images/${imageId}`, { headers: authHeader(token) }),
  );

  await signInPage(page, token);
  await page.goto(`/#/design/designCanvas?id=${saved.id}`);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  const dataUrl = await page.evaluate(
    ([id, src]) => window.__podbenchDesigner?.exportArea('front', { [id]: src }) ?? '',
    [imageId, original.originalUrl] as const,
  );
  const editor = PNG.sync.read(Buffer.from(dataUrl.split(',')[1], 'base64'));
  expect([editor.width, editor.height]).toEqual([server.width, server.height]);
  const diff = pixelmatch(editor.data, server.data, undefined, server.width, server.height, { threshold: 0.1 });
  const ratio = diff / (server.width * server.height);
  console.log(`fidelity: ${diff} of ${server.width * server.height} pixels differ (${(ratio * 100).toFixed(3)}%)`);
  expect(ratio).toBeLessThanOrEqual(0.005);
});
