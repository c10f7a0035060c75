import { DEMO, expect, test } from '../fixtures';
import { signInThroughForm } from './web-helpers';

// The site config lists podbench.cn as a production host; map it to the test server.
const port = () => new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').port;
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP podbench.cn 127.0.0.1',
    ],
  },
});

test('second-marketplace entries are hidden on a production host', async ({ page }) => {
  await page.goto(`http://podbench.cn:${port()}/#/login`);
  await signInThroughForm(page, DEMO.userName, DEMO.password);
  const sidebar = page.getByRole('complementary', { name: '侧边菜单' });
  await expect(sidebar).toContainText('Temu店铺');
  await expect(sidebar).not.toContainText('Shein');
});

test('…and shown elsewhere', async ({ page }) => {
  await page.goto('/#/login');
  await signInThroughForm(page, DEMO.userName, DEMO.password);
  await expect(page.getByRole('complementary', { name: '侧边菜单' })).toContainText('Shein店铺');
});
