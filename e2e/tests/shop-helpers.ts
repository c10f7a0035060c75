import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** On the sandbox Seller Center: a new shop, and the token the page shows for copying. */
export async function createSandboxShop(seller: Page, mallName: string) {
  await seller.locator('#name').fill(mallName);
  await seller.getByRole('button', { name: '创建店铺并生成 token' }).click();
  await expect(seller.locator('#t-shop')).toHaveText(mallName);
  return {
    mallId: (await seller.locator('#t-mall').textContent()) ?? '',
    token: await seller.locator('#t-value').inputValue(),
  };
}

/** Steps 2 → 3 of 授权店铺: paste the copied token and have it verified at Temu. */
export async function pasteToken(dialog: Locator, token: string) {
  await dialog.getByRole('button', { name: '已复制，下一步' }).click();
  await dialog.getByLabel('access_token').fill(token);
  await dialog.getByRole('button', { name: '校验并授权' }).click();
}
