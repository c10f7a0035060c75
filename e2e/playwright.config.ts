import { defineConfig } from '@playwright/test';

/**
 * Real Chromium (Debian's /usr/bin/chromium) against the real server in local mode, started by
 * global-setup on a free port with a fresh DATA_DIR. Never a downloaded browser.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous on purpose: CI machines are shared and slow (2 cores, one server, two Chromiums); a page's first load
  // can take 10–30 s there. Specs wait on visible state, never on fixed sleeps, so long limits cost nothing when green.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    navigationTimeout: 60_000,
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
      ],
    },
  },
});
