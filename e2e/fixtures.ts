import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const DEMO = { userName: 'demo', password: 'demo123456' };
export const OPERATOR = { userName: 'admin', password: 'admin123456' };

/** Signs in through the API (captcha is off in e2e) and returns the token. */
export async function apiLogin(request: APIRequestContext, userName: string, password: string): Promise<string> {
  const r = await request.post('/api/authC/login', { data: { username: userName, password } });
  const body = await r.json();
  expect(body.code, body.msg).toBe(200);
  return body.data.token as string;
}

/** Puts a token where the web app keeps it (7-day cookie `Admin-Token`) so a page opens signed in. */
export async function signInPage(page: Page, token: string) {
  const url = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1');
  await page.context().addCookies([{ name: 'Admin-Token', value: token, domain: url.hostname, path: '/' }]);
}

export const test = base;
export { expect };
