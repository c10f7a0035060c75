import type { Page } from '@playwright/test';
import { expect, signInPage, test } from '../fixtures';
import { artPng, teeId } from './designer-helpers';
import { authHeader, data, registerAccount } from './web-helpers';

/**
 * The designer's sizing tools (issue 20 parts 2, 3, 5): the ratio lock, overflow shown on the canvas and warned at
 * save, fit / fill / largest size at a DPI, new images placed at ≥150 DPI, and the colour and side picked on the
 * product page carried into the designer. Expected figures are worked out by hand from the T-shirt front
 * (4500×5400 px at 300 DPI) and a 900×700 image.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface DocLayer extends Box {
  id: string;
  type: string;
}
interface Doc {
  colors: string[];
  areas: Record<string, { layers: DocLayer[] }>;
}
/** The bits of Konva the spec reads through the designer's test hooks. */
interface KNode {
  getClientRect(): Box;
  getAbsoluteScale(): { x: number };
  getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } };
}
interface KStage {
  findOne(selector: string): KNode | undefined;
  find(selector: string): unknown[];
  container(): HTMLElement;
  getLayers(): Array<{ getNativeCanvasElement(): HTMLCanvasElement; getCanvas(): { getPixelRatio(): number } }>;
}
type Hooks = { __podbenchDesigner?: { stage: KStage | null; document(): Doc | null } };

const doc = (page: Page) =>
  page.evaluate(() => (window as unknown as Hooks).__podbenchDesigner?.document() ?? null) as Promise<Doc | null>;
const frontLayers = async (page: Page) => (await doc(page))?.areas.front.layers ?? [];
const box = (l: DocLayer | undefined) => l && { x: l.x, y: l.y, width: l.width, height: l.height };
const overflowOutlines = (page: Page) =>
  page.evaluate(() => (window as unknown as Hooks).__podbenchDesigner?.stage?.find('.overflow-outline').length ?? -1);

async function openNewTee(page: Page, request: Parameters<typeof teeId>[0], imageName: string) {
  const account = await registerAccount(request);
  await data(
    await request.post('/api/gallery/upload', {
      headers: authHeader(account.token),
      multipart: { file: { name: imageName, mimeType: 'image/png', buffer: artPng(900, 700) } },
    }),
  );
  await signInPage(page, account.token);
  await page.goto(`/#/design/designCanvas?productId=${await teeId(request)}`);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await page.getByRole('button', { name: `添加图片 ${imageName}` }).click();
  await expect(page.getByRole('list', { name: '图层列表' }).getByRole('listitem')).toHaveCount(1);
}

test('a new image is placed at 150 DPI; typed sizes keep its proportions while locked, not when unlocked', async ({
  page,
  request,
}) => {
  await openNewTee(page, request, 'ratio-art.png');
  // 900×700 fits the area ×5 (4500×3500) but prints at 150 DPI at most ×2 on a 300-DPI area: 1800×1400, centred.
  expect(box((await frontLayers(page))[0])).toEqual({ x: 1350, y: 2000, width: 1800, height: 1400 });
  await expect(page.getByTestId('dpi-badge')).toHaveText('有效 150 DPI');

  const lock = page.getByRole('button', { name: '锁定比例' });
  await expect(lock).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('spinbutton', { name: '宽', exact: true }).fill('900');
  // Locked: 900 wide keeps 1800:1400, so 700 high.
  await expect
    .poll(async () => box((await frontLayers(page))[0]))
    .toEqual({ x: 1350, y: 2000, width: 900, height: 700 });
  await expect(page.getByRole('spinbutton', { name: '高', exact: true })).toHaveValue('700');
  await page.getByRole('spinbutton', { name: '高', exact: true }).fill('1050');
  await expect
    .poll(async () => box((await frontLayers(page))[0]))
    .toEqual({ x: 1350, y: 2000, width: 1350, height: 1050 });

  await lock.click();
  await expect(lock).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('spinbutton', { name: '宽', exact: true }).fill('2000');
  // Unlocked: only the width changes (the image is stretched, as asked).
  await expect
    .poll(async () => box((await frontLayers(page))[0]))
    .toEqual({ x: 1350, y: 2000, width: 2000, height: 1050 });
  await expect(page.getByRole('spinbutton', { name: '高', exact: true })).toHaveValue('1050');
});

test('a layer dragged half outside the print area is shown and warned about at save; fit, fill and DPI sizes', async ({
  page,
  request,
}, testInfo) => {
  await openNewTee(page, request, 'overflow-art.png');
  const [layer] = await frontLayers(page);
  expect(await overflowOutlines(page)).toBe(0);

  // Drag it right by 2250 area px: from x 1350 to 3600, so 900 of its 1800 px lie past the area's right edge (4500).
  const at = await page.evaluate((id) => {
    const stage = (window as unknown as Hooks).__podbenchDesigner?.stage;
    const node = stage?.findOne(`#${id}`);
    if (!stage || !node) throw new Error('no stage');
    const r = node.getClientRect();
    const c = stage.container().getBoundingClientRect();
    return { x: c.x + r.x + r.width / 2, y: c.y + r.y + r.height / 2, scale: node.getAbsoluteScale().x };
  }, layer.id);
  const dx = 2250 * at.scale;
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(at.x + (dx * i) / 10, at.y);
  await page.mouse.up();
  await expect.poll(async () => Math.abs(((await frontLayers(page))[0]?.x ?? 0) - 3600)).toBeLessThanOrEqual(2);
  await expect.poll(() => overflowOutlines(page)).toBe(1);
  await page.mouse.move(5, 5);
  await page.screenshot({ path: testInfo.outputPath('overflow-canvas.png') });

  // A second layer past the top edge, by a typed Y.
  await page.getByRole('tab', { name: '文字' }).click();
  await page.getByRole('button', { name: '添加中文标题' }).click();
  await page.getByRole('spinbutton', { name: 'Y', exact: true }).fill('-200');
  await expect.poll(() => overflowOutlines(page)).toBe(2);

  await page.getByRole('button', { name: '保存' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('2 个图层超出印刷区域，超出部分不会印刷');
  await page.screenshot({ path: testInfo.outputPath('overflow-save.png') });
  await dialog.getByRole('button', { name: '返回修改' }).click();
  await expect(dialog).toBeHidden();

  // Back to the image: 适合印刷区 makes it 4500×3500 (×5), centred: y (5400 − 3500) / 2 = 950.
  await page.getByRole('list', { name: '图层列表' }).getByRole('listitem').last().click();
  await page.getByRole('button', { name: '适合印刷区' }).click();
  const image = async () => box((await frontLayers(page)).find((l) => l.type === 'image'));
  await expect.poll(image).toEqual({ x: 0, y: 950, width: 4500, height: 3500 });
  await expect.poll(() => overflowOutlines(page)).toBe(1);
  // 按 300 DPI 最大尺寸: its own 900×700 pixels about the centre (2250, 2700).
  await page.getByRole('button', { name: '按 300 DPI 最大尺寸' }).click();
  await expect.poll(image).toEqual({ x: 1800, y: 2350, width: 900, height: 700 });
  await page.getByRole('button', { name: '按 150 DPI 最大尺寸' }).click();
  await expect.poll(image).toEqual({ x: 1350, y: 2000, width: 1800, height: 1400 });
  // 铺满印刷区: ×5400/700 = 6942.86×5400, centred: x (4500 − 6942.86) / 2 = −1221.43.
  await page.getByRole('button', { name: '铺满印刷区' }).click();
  await expect.poll(image).toEqual({ x: -1221, y: 0, width: 6943, height: 5400 });

  // Only the text is outside once the image is fitted again; saving past the warning saves.
  await page.getByRole('button', { name: '适合印刷区' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toContainText('1 个图层超出印刷区域，超出部分不会印刷');
  await dialog.getByRole('button', { name: '仍然保存' }).click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
});

/** Luminance of the mockup under the print area's centre, from the stage's board layer. */
const boardLuma = (page: Page) =>
  page.evaluate(() => {
    const stage = (window as unknown as Hooks).__podbenchDesigner?.stage;
    const content = stage?.findOne('.design-content');
    if (!stage || !content) return -1;
    const layer = stage.getLayers()[0];
    const ratio = layer.getCanvas().getPixelRatio();
    // Area pixel (0, 0) on screen, then 60 screen pixels into the area: shirt fabric, not the outline.
    const p = content.getAbsoluteTransform().point({ x: 0, y: 0 });
    const ctx = layer.getNativeCanvasElement().getContext('2d');
    if (!ctx) return -1;
    const [r, g, b] = ctx.getImageData(Math.round((p.x + 60) * ratio), Math.round((p.y + 60) * ratio), 1, 1).data;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });

test('黑色 and 背面 picked on the product page open a black designer on the back', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInPage(page, account.token);
  const id = await teeId(request);
  await page.goto(`/#/select/designProductInfo?id=${id}`);
  await expect(page.getByRole('heading', { name: '经典纯棉圆领短袖T恤' })).toBeVisible();
  await page.getByRole('button', { name: '黑色' }).click();
  await page.getByRole('tab', { name: '背面' }).click();
  await page.getByRole('button', { name: '开始设计' }).click();

  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: '黑色', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: '背面' })).toBeChecked();
  expect((await doc(page))?.colors).toEqual(['黑色']);
  await expect(page.getByRole('checkbox', { name: '黑色' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '白色' })).not.toBeChecked();
  // The canvas shows the black shirt (the white one reads above 200).
  await expect.poll(() => boardLuma(page), { timeout: 30_000 }).toBeLessThan(80);
});
