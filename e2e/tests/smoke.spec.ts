import { expect, test } from '../fixtures';

test('server answers the site config and serves the app shell', async ({ page, request }) => {
  const r = await request.get('/api/site/config');
  const body = await r.json();
  expect(body.code).toBe(200);
  await page.goto('/');
  await expect(page.locator('#root')).toBeAttached();
  const docs = await request.get('/api/docs/json');
  expect(docs.ok()).toBeTruthy();
  const spec = await docs.json();
  expect(Object.keys(spec.paths)).toContain('/api/site/config');
});
