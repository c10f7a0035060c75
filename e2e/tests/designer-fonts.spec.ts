import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';
import { apiLogin, DEMO, expect, signInPage, test } from '../fixtures';
import { teeId, waitRendered } from './designer-helpers';
import { authHeader, data } from './web-helpers';

test.describe.configure({ mode: 'serial' });

/** The type library as the design package declares it (family, whether Chinese). */
const FAMILIES = [
  ['Noto Sans SC', true],
  ['Roboto', false],
  ['Noto Serif SC', true],
  ['ZCOOL KuaiLe', true],
  ['Ma Shan Zheng', true],
  ['Long Cang', true],
  ['ZCOOL QingKe HuangYou', true],
  ['ZCOOL XiaoWei', true],
  ['Playfair Display', false],
  ['Pacifico', false],
  ['Dancing Script', false],
  ['Great Vibes', false],
  ['Bebas Neue', false],
  ['Oswald', false],
] as const;

const AREA = { name: '正面', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75 };
const ROW = 370;
const rowText = (zh: boolean) => (zh ? '定制好礼 福 Gift' : 'Gift Shop 2026 好礼');

async function serverPrint(request: APIRequestContext, token: string, id: number): Promise<PNG> {
  const detail = await waitRendered(request, token, id);
  const url = detail.files.find((f) => f.kind === 'print')?.url ?? '';
  return PNG.sync.read(Buffer.from(await (await request.get(url)).body()));
}

async function editorPrint(page: Page): Promise<PNG> {
  const dataUrl = await page.evaluate(() => window.__podbenchDesigner?.exportArea('front', {}) ?? '');
  return PNG.sync.read(Buffer.from(dataUrl.split(',')[1], 'base64'));
}

/** Pixels differing (pixelmatch, threshold 0.1) and inked pixels (alpha > 128 in either) in rows y0..y1. */
function band(a: PNG, b: PNG, y0: number, y1: number): { diff: number; ink: number } {
  const w = a.width;
  const h = y1 - y0;
  const slice = (p: PNG) => p.data.subarray(y0 * w * 4, y1 * w * 4);
  const diff = pixelmatch(slice(a), slice(b), undefined, w, h, { threshold: 0.1 });
  let ink = 0;
  for (let i = y0 * w * 4 + 3; i < y1 * w * 4; i += 4) if (a.data[i] > 128 || b.data[i] > 128) ink++;
  return { diff, ink };
}

test('fidelity: a text layer in every family prints the pixels the editor draws', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, DEMO.userName, DEMO.password);
  const productId = await teeId(request);
  const layers = FAMILIES.map(([fontFamily, zh], i) => ({
    id: `f${i}`,
    type: 'text',
    content: rowText(zh),
    fontFamily,
    x: 150,
    y: 80 + i * ROW,
    width: 4200,
    height: 300,
    fontSize: 230,
    // Bold where a family has it; families without a bold face must print regular on both sides.
    fontWeight: i % 2 === 0 ? 700 : 400,
    fill: '#1f2937',
  }));
  const design = { version: 1, productId, colors: ['白色'], areas: { front: { ...AREA, layers } } };
  const saved = await data<{ id: number }>(
    await request.post('/api/clientDesign/save', {
      headers: authHeader(token),
      data: { name: '字体保真测试', productId, document: design, version: 0 },
    }),
  );
  const server = await serverPrint(request, token, saved.id);

  await signInPage(page, token);
  await page.goto(`/#/design/designCanvas?id=${saved.id}`);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  const editor = await editorPrint(page);
  const loaded = await page.evaluate(
    (fams) =>
      fams
        .filter(([f, zh]) => {
          const text = zh ? '定制好礼' : 'Gift';
          return !document.fonts.check(`16px "${f}"`, text) && !document.fonts.check(`bold 16px "${f}"`, text);
        })
        .map(([f]) => f),
    FAMILIES.map(([f, zh]) => [f, zh] as [string, boolean]),
  );
  expect(loaded, 'families the browser has not loaded').toEqual([]);

  expect([editor.width, editor.height]).toEqual([server.width, server.height]);
  const whole = pixelmatch(editor.data, server.data, undefined, server.width, server.height, { threshold: 0.1 });
  const ratio = whole / (server.width * server.height);
  console.log(
    `font fidelity: ${whole} of ${server.width * server.height} pixels differ (${(ratio * 100).toFixed(3)}%)`,
  );
  expect(ratio).toBeLessThanOrEqual(0.005);
  for (const [i, [family]] of FAMILIES.entries()) {
    const { diff, ink } = band(editor, server, 80 + i * ROW - 40, 80 + (i + 1) * ROW - 40);
    console.log(`  ${family}: ${diff} differing of ${ink} inked pixels (${((diff / ink) * 100).toFixed(2)}%)`);
    expect(ink, family).toBeGreaterThan(20_000);
    expect(diff / ink, family).toBeLessThanOrEqual(0.01);
  }
});

test('choosing a Chinese display font shows it on the canvas and in the print', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, DEMO.userName, DEMO.password);
  await signInPage(page, token);
  await page.goto(`/#/design/designCanvas?productId=${await teeId(request)}`);
  const canvas = page.getByTestId('design-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await page.getByRole('tab', { name: '文字' }).click();
  await page.getByRole('button', { name: '添加中文标题' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  const id = Number(/id=(\d+)/.exec(page.url())?.[1]);
  const before = await serverPrint(request, token, id);
  const canvasBefore = PNG.sync.read(await canvas.screenshot());

  await page.getByRole('combobox', { name: '字体' }).click();
  const option = page.locator('.ant-select-item-option[title="站酷庆科黄油体"]');
  await expect(option.getByRole('img', { name: '站酷庆科黄油体' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('font-picker.png') });
  // Every family is offered with a preview (one sprite, no font file fetched to show them).
  await expect(page.locator('.ant-select-item-option [role="img"]')).toHaveCount(FAMILIES.length);
  await page.locator('.ant-select-item-option[title="Oswald"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('font-picker-latin.png') });
  await option.scrollIntoViewIfNeeded();
  await option.click();
  const picker = page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '字体' }) });
  await expect(picker).toContainText('站酷庆科黄油体');
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "ZCOOL QingKe HuangYou"', '定制你的专属T恤')))
    .toBe(true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const doc = (await page.evaluate(() => window.__podbenchDesigner?.document())) as {
    areas: Record<string, { layers: Array<{ type: string; fontFamily?: string }> }>;
  };
  expect(doc.areas.front.layers.find((l) => l.type === 'text')?.fontFamily).toBe('ZCOOL QingKe HuangYou');
  // The canvas redrew the title in the new face: the same words, other glyphs.
  const canvasAfter = PNG.sync.read(await canvas.screenshot());
  const moved = pixelmatch(canvasBefore.data, canvasAfter.data, undefined, canvasAfter.width, canvasAfter.height, {
    threshold: 0.1,
  });
  expect(moved).toBeGreaterThan(500);
  await page.screenshot({ path: test.info().outputPath('display-font-applied.png') });

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await expect.poll(async () => (await serverPrint(request, token, id)).data.equals(before.data)).toBe(false);
  const server = await serverPrint(request, token, id);
  const editor = await editorPrint(page);
  const same = pixelmatch(editor.data, server.data, undefined, server.width, server.height, { threshold: 0.1 });
  const changed = pixelmatch(before.data, server.data, undefined, server.width, server.height, { threshold: 0.1 });
  console.log(`display font: editor vs print ${same} px differ; print before vs after the change ${changed} px`);
  expect(same / (server.width * server.height)).toBeLessThanOrEqual(0.005);
  // The print changed by far more than the editor and the print differ: it carries the new face.
  expect(changed).toBeGreaterThan(Math.max(20 * same, 20_000));
});
