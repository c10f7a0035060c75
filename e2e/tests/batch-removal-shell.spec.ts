import { expect, signInPage, test } from '../fixtures';
import { artworkPng } from './gallery-helpers';
import { authHeader, data, registerAccount } from './web-helpers';

// Issue 20 part 6: signed in, 批量抠图 sits in the workspace like every other page, and the tolerance chosen before
// 开始抠图 is the one 重新处理 starts from (it showed 12, then 20). Signed out it stays the public page (gallery.spec).
test('批量抠图 opens in the workspace and keeps one tolerance from start to 重新处理', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerAccount(request);
  const upload = await request.post('/api/gallery/upload', {
    headers: authHeader(account.token),
    multipart: {
      file: { name: 'badge.png', mimeType: 'image/png', buffer: artworkPng(300, 240, [250, 250, 250], [21, 128, 61]) },
    },
  });
  const { items } = await data<{ items: Array<{ image: { id: number } }> }>(upload);
  await signInPage(page, account.token);
  await page.goto(`/#/BatchRemoval?ids=${items[0].image.id}`);

  await expect(page.getByText('badge.png')).toBeVisible();
  await expect(page.getByRole('complementary', { name: '侧边菜单' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '已打开的页面' })).toContainText('批量抠图');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('batch-removal-shell.png') });

  // 12 by default; five steps right makes 17.
  const start = page.getByRole('slider', { name: '容差', exact: true });
  await expect(start).toHaveAttribute('aria-valuenow', '12');
  await start.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(start).toHaveAttribute('aria-valuenow', '17');
  await page.getByRole('button', { name: /开始抠图（1 张）/ }).click();

  await expect(page.getByText('处理完成：共 1 张')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('本批容差 17')).toBeVisible();
  await expect(page.getByRole('slider', { name: '重新处理的容差' })).toHaveAttribute('aria-valuenow', '17');
  // The value comes from the batch itself: a reload of ?batch= shows it again.
  await page.reload();
  await expect(page.getByText('处理完成：共 1 张')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('slider', { name: '重新处理的容差' })).toHaveAttribute('aria-valuenow', '17');
  await page.screenshot({ path: testInfo.outputPath('batch-removal-results.png') });
});
