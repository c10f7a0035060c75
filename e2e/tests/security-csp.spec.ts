import type { Page } from '@playwright/test';
import { apiLogin, DEMO, expect, signInPage, test } from '../fixtures';
import { authHeader } from './web-helpers';
import { artPng, teeId } from './designer-helpers';

/** Collects every Content-Security-Policy violation the page reports (events and console lines). */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(m.text()))
      violations.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}${location.hash}`,
      );
    });
  });
  return violations;
}

test('the built app runs under its Content-Security-Policy: gallery, designer, catalogue, API docs', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const violations = await watchCsp(page);
  const token = await apiLogin(request, DEMO.userName, DEMO.password);
  await request.post('/api/gallery/upload', {
    headers: authHeader(token),
    multipart: { file: { name: 'csp-art.png', mimeType: 'image/png', buffer: artPng(600, 400) } },
  });
  await signInPage(page, token);

  const shell = await page.goto('/');
  expect(shell?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(shell?.headers()['x-frame-options']).toBe('SAMEORIGIN');

  await page.goto('/#/gallery/galleryMy');
  await expect(page.locator('img[alt="csp-art.png"], img[alt*="csp-art"]').first()).toBeVisible();

  await page.goto(`/#/design/designCanvas?productId=${await teeId(request)}`);
  await expect(page.getByTestId('design-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await page
    .getByRole('button', { name: /添加图片 csp-art/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: '图层列表' }).getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('designer-under-csp.png') });

  await page.goto('/#/select/selectManage/designProductInfo?id=1');
  await page.waitForLoadState('networkidle');

  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info')).toBeVisible();

  expect(violations).toEqual([]);
});
