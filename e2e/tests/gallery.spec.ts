import { GALLERY_API, type GalleryListResult } from '@podbench/contract';
import { expect, signInPage, test } from '../fixtures';
import { artworkPng, pngFile } from './gallery-helpers';
import { authHeader, data, registerAccount } from './web-helpers';

const files = [
  pngFile('圣诞老人.png', artworkPng(600, 450, [250, 240, 230], [200, 30, 40])),
  pngFile('ocean.png', artworkPng(480, 480, [225, 242, 254], [3, 105, 161])),
  pngFile('cactus.png', artworkPng(400, 600, [240, 253, 244], [21, 128, 61], 150)),
];

test.describe('gallery', () => {
  test('uploads three images with per-file progress and shows their previews', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInPage(page, account.token);
    await page.goto('/#/gallery/galleryMy');
    await expect(page.getByText('图库里还没有图片')).toBeVisible();

    await page.getByLabel('选择要上传的图片').setInputFiles(files);
    const panel = page.getByRole('region', { name: '上传进度' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('上传完成：新增 3 个')).toBeVisible({ timeout: 30_000 });

    for (const f of files) {
      const img = page.getByRole('img', { name: f.name });
      await expect(img).toBeVisible();
      // The preview really loaded (a signed, cached WebP), not a broken image.
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      expect(await img.getAttribute('src')).toMatch(/\/api\/gallery\/preview\/\d+\/[0-9a-f]{64}-256\.webp\?e=\d+&s=/);
    }
    await expect(page.getByText('全部图片 · 共 3 张')).toBeVisible();

    // The same file again is not a success: it is reported as already there, and nothing is added.
    await panel.getByRole('button', { name: '关闭上传列表' }).click();
    await page.getByLabel('选择要上传的图片').setInputFiles([files[0]!]);
    await expect(panel.getByText('上传完成：新增 0 个，已存在 1 个（未重复保存）')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('全部图片 · 共 3 张')).toBeVisible();

    await page.getByRole('button', { name: '查看 ocean.png' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('480 × 480 像素')).toBeVisible();
    await expect(dialog.getByText('300 DPI', { exact: true })).toBeVisible();
    await expect(dialog.getByText('4.1 × 4.1 cm（300 DPI）')).toBeVisible();

    const list = await data<GalleryListResult>(
      await request.get(GALLERY_API.images, { headers: authHeader(account.token) }),
    );
    expect(list.rows.map((r) => r.name).sort()).toEqual(files.map((f) => f.name).sort());
  });

  test('a dropped file lands in the open folder; deleting and restoring goes through the recycle bin', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    const headers = authHeader(account.token);
    const folder = await data<{ id: number }>(
      await request.post(GALLERY_API.folderCreate, { headers, data: { name: '节日', parentId: 0 } }),
    );
    await signInPage(page, account.token);
    await page.goto('/#/gallery/galleryMy');
    await page.getByRole('tree').getByText('节日').click();
    await expect(page.getByText('这个文件夹里还没有图片')).toBeVisible();

    const file = artworkPng(320, 240, [255, 255, 255], [124, 58, 237]);
    const transfer = await page.evaluateHandle(
      (bytes) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
        return dt;
      },
      [...file],
    );
    await page.getByText('这个文件夹里还没有图片').dispatchEvent('drop', { dataTransfer: transfer });
    await expect(page.getByRole('img', { name: 'dropped.png' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('节日 · 共 1 张')).toBeVisible();

    await page.getByRole('checkbox', { name: '选择 dropped.png' }).check();
    await page.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('这个文件夹里还没有图片')).toBeVisible();
    await page.getByRole('button', { name: /回收站/ }).click();
    await page.getByRole('checkbox', { name: '选择 dropped.png' }).check();
    await page.getByRole('button', { name: '恢复' }).click();
    await expect(page.getByText('回收站是空的，删除的图片会在这里保留 30 天')).toBeVisible();
    const back = await data<GalleryListResult>(
      await request.get(`${GALLERY_API.images}?folderId=${folder.id}`, { headers }),
    );
    expect(back.rows.map((r) => r.name)).toEqual(['dropped.png']);
  });
});

test.describe('batch background removal', () => {
  test('signed out, the page explains and offers sign-in', async ({ page }) => {
    await page.goto('/#/BatchRemoval');
    await expect(page.getByRole('heading', { name: '批量抠图' })).toBeVisible();
    await page.getByRole('button', { name: '登录后使用' }).click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2FBatchRemoval/);
  });

  test('processes a gallery image, compares before and after, saves the result as a new image', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    const headers = authHeader(account.token);
    const upload = await request.post(GALLERY_API.upload, {
      headers,
      multipart: {
        file: {
          name: 'sticker.png',
          mimeType: 'image/png',
          buffer: artworkPng(400, 300, [250, 250, 250], [124, 58, 237]),
        },
      },
    });
    const { items } = await data<{ items: Array<{ image: { id: number } }> }>(upload);
    await signInPage(page, account.token);
    await page.goto(`/#/BatchRemoval?ids=${items[0].image.id}`);
    await expect(page.getByText('sticker.png')).toBeVisible();
    await page.getByRole('button', { name: /开始抠图（1 张）/ }).click();
    await expect(page.getByText('处理完成：共 1 张')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('slider', { name: 'sticker.png：抠图前后对比' })).toBeVisible();
    await page.getByRole('checkbox', { name: '全选已完成' }).check();
    await page.getByRole('button', { name: /保存到图库/ }).click();
    await expect(page.getByText('已保存到图库', { exact: true })).toBeVisible();
    const list = await data<GalleryListResult>(
      await request.get(`${GALLERY_API.images}?sort=name&order=asc`, { headers }),
    );
    expect(list.rows.map((r) => [r.name, r.source, r.hasAlpha])).toEqual([
      ['sticker-抠图.png', 'removal', true],
      ['sticker.png', 'upload', false],
    ]);
  });
});
