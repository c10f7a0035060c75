import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, DEMO, expect, signInPage, test } from '../fixtures';
import { teeId } from './designer-helpers';
import { authHeader, data, goHash, hashPath } from './web-helpers';

/**
 * The designer stays alive behind its tab (issue 17 item 8): an edit made just before the tab is left is saved at
 * once, coming back shows it without reloading (undo still works), and unsaved changes are never dropped without
 * asking.
 */

const TITLE = '定制你的专属T恤';

async function createDesign(request: APIRequestContext, token: string, name: string): Promise<number> {
  const productId = await teeId(request);
  const area = { name: '正面', widthPx: 4500, heightPx: 5400, dpi: 300, safeInsetPx: 75, layers: [] };
  const saved = await data<{ id: number }>(
    await request.post('/api/clientDesign/save', {
      headers: authHeader(token),
      data: {
        name,
        productId,
        document: { version: 1, productId, colors: ['白色'], areas: { front: area } },
        version: 0,
      },
    }),
  );
  return saved.id;
}

/** The text contents of the design's layers as the server has them. */
async function serverTexts(request: APIRequestContext, token: string, id: number): Promise<string[]> {
  const detail = await data<{ document: { areas: Record<string, { layers: Array<{ content?: string }> }> } }>(
    await request.get(`/api/clientDesign/detail?id=${id}`, { headers: authHeader(token) }),
  );
  return Object.values(detail.document.areas).flatMap((a) => a.layers.map((l) => l.content ?? ''));
}

const tabs = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const layerItems = (page: Page) => page.getByRole('list', { name: '图层列表' }).getByRole('listitem');
const saveStatus = (page: Page) => page.getByTestId('save-status');

async function openDesigner(page: Page, url: string) {
  await goHash(page, url);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
}

async function addTitle(page: Page) {
  await page.getByRole('tab', { name: '文字' }).click();
  await page.getByRole('button', { name: '添加中文标题' }).click();
}

/**
 * Stops the page's clock (timers, animation frames): the designer's 1.5 s autosave wait cannot run out, however slow
 * the machine, so whatever is saved after this was saved by leaving the tab. `page.clock.resume()` lets time run again.
 */
async function freezeAutosaveTimer(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1_000));
}

/** Counts the designer's loads of a saved design from here on. */
function countDetailLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/api/clientDesign/detail')) loads.count += 1;
  });
  return loads;
}

test('an edit made just before leaving the tab is saved at once, and is there with its undo on return', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const token = await apiLogin(request, DEMO.userName, DEMO.password);
  const id = await createDesign(request, token, '切换标签测试');
  await signInPage(page, token);
  await page.goto('/#/select/designMy');
  await expect(tabs(page)).toContainText('我的定制');
  await openDesigner(page, `/design/designCanvas?id=${id}`);
  await expect(layerItems(page)).toHaveCount(0);
  await page.getByRole('tab', { name: '文字' }).click();

  // The switch happens inside the 1.5 s autosave wait (the clock stands still until the edit is on the server).
  await freezeAutosaveTimer(page);
  await addTitle(page);
  await expect(layerItems(page)).toHaveCount(1);
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'dirty');
  const saved = page.waitForResponse((r) => r.url().includes('/api/clientDesign/save'));
  await tabs(page).getByText('我的定制').click();
  await expect.poll(() => hashPath(page)).toBe('/select/designMy');
  await saved;
  await expect.poll(() => serverTexts(request, token, id)).toEqual([TITLE]);
  await page.clock.resume();

  const loads = countDetailLoads(page);
  await tabs(page).getByText('新版设计器').click();
  await expect.poll(() => hashPath(page)).toBe(`/design/designCanvas?id=${id}`);
  await expect(page.getByTestId('design-canvas')).toBeVisible();
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true');
  await expect(layerItems(page)).toHaveCount(1);
  await expect(page.getByRole('list', { name: '图层列表' })).toContainText(TITLE);
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
  const shot = testInfo.outputPath('designer-after-return.png');
  await page.screenshot({ path: shot });
  await testInfo.attach('designer after returning to its tab', { path: shot, contentType: 'image/png' });
  expect(loads.count).toBe(0); // shown again as it was, not reloaded from the server

  // The undo history survived the tab switch.
  const undo = page.getByRole('button', { name: '撤销' });
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(layerItems(page)).toHaveCount(0);
  await page.getByRole('button', { name: '重做' }).click();
  await expect(layerItems(page)).toHaveCount(1);
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });

  await page.reload();
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(page.getByRole('list', { name: '图层列表' })).toContainText(TITLE);
  expect(await serverTexts(request, token, id)).toEqual([TITLE]);
});

test('a new design left at once is created in the background: the user stays where they went', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiLogin(request, DEMO.userName, DEMO.password);
  await signInPage(page, token);
  await page.goto('/#/select/designMy');
  await expect(tabs(page)).toContainText('我的定制');
  await openDesigner(page, `/design/designCanvas?productId=${await teeId(request)}`);
  await page.getByRole('tab', { name: '文字' }).click();

  await freezeAutosaveTimer(page);
  await addTitle(page);
  await expect(layerItems(page)).toHaveCount(1);
  const saved = page.waitForResponse((r) => r.url().includes('/api/clientDesign/save'));
  await tabs(page).getByText('我的定制').click();
  const body = (await (await saved).json()) as { data: { id: number } };
  const id = body.data.id;
  await expect.poll(() => serverTexts(request, token, id)).toEqual([TITLE]);
  await page.clock.resume();
  // The first save gives the hidden designer its ?id=; it must not pull the user back to it.
  expect(hashPath(page)).toBe('/select/designMy');

  const loads = countDetailLoads(page);
  await tabs(page).getByText('新版设计器').click();
  await expect.poll(() => hashPath(page)).toBe(`/design/designCanvas?id=${id}`);
  await expect(page.getByTestId('design-canvas')).toBeVisible();
  await expect(page.getByRole('list', { name: '图层列表' })).toContainText(TITLE);
  await expect(page.getByRole('button', { name: '撤销' })).toBeEnabled();
  expect(loads.count).toBe(0);
});

test('closing a designer tab with unsaved changes asks first: 取消 keeps it, 保存 saves and closes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiLogin(request, DEMO.userName, DEMO.password);
  const id = await createDesign(request, token, '关闭标签测试');
  await signInPage(page, token);
  await page.goto('/#/select/designMy');
  await expect(tabs(page)).toContainText('我的定制');
  await openDesigner(page, `/design/designCanvas?id=${id}`);
  // Saves fail for now (a dropped connection): the edit stays unsaved however long the test takes.
  await page.route('**/api/clientDesign/save', (route) => route.abort());

  await addTitle(page);
  await expect(layerItems(page)).toHaveCount(1);
  await tabs(page).getByRole('button', { name: '关闭 新版设计器' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '设计有未保存的修改' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(tabs(page)).toContainText('新版设计器');
  expect(hashPath(page)).toBe(`/design/designCanvas?id=${id}`);
  await expect(layerItems(page)).toHaveCount(1);

  // Leaving for another page saves at once; with saves failing the tab stays unsaved, and closing it from
  // elsewhere asks too.
  await tabs(page).getByText('我的定制').click();
  await expect.poll(() => hashPath(page)).toBe('/select/designMy');
  await tabs(page).getByRole('button', { name: '关闭 新版设计器' }).click();
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/clientDesign/save');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(tabs(page)).not.toContainText('新版设计器');
  expect(hashPath(page)).toBe('/select/designMy');
  expect(await serverTexts(request, token, id)).toEqual([TITLE]);
});

test('不保存 drops the changes; opening another design or unloading the page asks first too', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await apiLogin(request, DEMO.userName, DEMO.password);
  const first = await createDesign(request, token, '离开测试一');
  const second = await createDesign(request, token, '离开测试二');
  await signInPage(page, token);
  await page.goto('/#/select/designMy');
  await expect(tabs(page)).toContainText('我的定制');
  await openDesigner(page, `/design/designCanvas?id=${first}`);
  await page.route('**/api/clientDesign/save', (route) => route.abort());
  await addTitle(page);
  await expect(layerItems(page)).toHaveCount(1);
  const dialog = page.getByRole('dialog').filter({ hasText: '设计有未保存的修改' });

  // Another design asked for in the same tab (a link, back/forward): kept on 取消, the URL back on the open one.
  await goHash(page, `/design/designCanvas?id=${second}`);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('打开另一个设计前');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect.poll(() => hashPath(page)).toBe(`/design/designCanvas?id=${first}`);
  await expect(layerItems(page)).toHaveCount(1);

  // The browser page going away (reload, closing the browser tab) asks through beforeunload.
  const beforeUnload = page.waitForEvent('dialog');
  // Not awaited: the reload waits on the dialog this test answers.
  void page
    .evaluate(() => {
      window.location.reload();
    })
    .catch(() => undefined);
  const unloadDialog = await beforeUnload;
  expect(unloadDialog.type()).toBe('beforeunload');
  await unloadDialog.dismiss();
  await expect(layerItems(page)).toHaveCount(1);

  // 不保存 on closing the tab: the page goes, nothing is sent, and the server keeps what it had.
  await page.unroute('**/api/clientDesign/save');
  await tabs(page).getByRole('button', { name: '关闭 新版设计器' }).click();
  await expect(dialog).toBeVisible();
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/clientDesign/save')) sent += 1;
  });
  await dialog.getByRole('button', { name: '不保存' }).click();
  await expect(tabs(page)).not.toContainText('新版设计器');
  await expect.poll(() => hashPath(page)).toBe('/select/designMy');
  await expect(page.getByRole('button', { name: '新建设计' })).toBeVisible();
  expect(sent).toBe(0);
  expect(await serverTexts(request, token, first)).toEqual([]);
});
