import { API_MONEY } from '@podbench/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiLogin, DEMO, signInPage } from '../fixtures';

/** Helpers shared by the web-*.spec.ts files: sign-in, sub-accounts and fresh accounts through the API. */

let counter = 0;
/** A name unique within this run, valid as a username (letter first, ≤ 20 chars). */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.slice(
    0,
    20,
  );

/** A phone number unique within this run (SMS sends are limited per phone). */
/**
 * A phone number no other spec uses: the worker's parallel slot, then the clock and a per-process counter. Without
 * the slot, two workers (each counter starting at 0) drew the same number in the same millisecond and the second
 * registration got 「发送过于频繁」 (one code per phone a minute).
 */
export const uniquePhone = () =>
  `139${Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10}${String(Date.now() + counter++ * 7919).slice(-7)}`;

export const authHeader = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Unwraps `{ code, msg, data }`, failing the test on any other code. */
export async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: unknown };
  expect(body.code, body.msg).toBe(200);
  return body.data as T;
}

/** Opens `path` signed in as `userName` (token through the API, cookie set as the app keeps it). */
export async function openSignedIn(page: Page, request: APIRequestContext, path: string, user = DEMO) {
  const token = await apiLogin(request, user.userName, user.password);
  await signInPage(page, token);
  await page.goto(`/#${path}`);
  return token;
}

/** Signs in through the login form. */
export async function signInThroughForm(page: Page, userName: string, password: string) {
  await page.getByPlaceholder('用户名').fill(userName);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '');

/** In-app navigation (no reload), waiting until the router shows the path. */
export async function goHash(page: Page, path: string) {
  await page.evaluate((p) => {
    window.location.hash = `#${p}`;
  }, path);
  await expect.poll(() => hashPath(page)).toBe(path);
}

/**
 * The main account that holds the sub-accounts specs create: a fresh seller with VIP3 (30 sub-accounts), bought
 * online through the sandbox so its balance stays ¥0.00. One per worker. Not the demo seller: without VIP it may
 * hold one sub-account (issue 17), and other specs need it to stay a non-VIP.
 */
let team: Promise<Awaited<ReturnType<typeof registerAccount>>> | null = null;
async function teamAccount(request: APIRequestContext) {
  team ??= (async () => {
    const account = await registerAccount(request);
    const plans = await data<Array<{ id: number; level: number; period: string }>>(
      await request.get(API_MONEY.vip.plans),
    );
    const plan = plans.find((p) => p.level === 3 && p.period === 'monthly');
    if (!plan) throw new Error('no VIP3 monthly plan');
    const order = await data<{ paid: boolean; outTradeNo?: string }>(
      await request.post(API_MONEY.vip.buy, {
        headers: authHeader(account.token),
        data: { planId: plan.id, payMethod: 'sandbox' },
      }),
    );
    if (!order.paid) await data(await request.post(`/sandbox/pay/${order.outTradeNo}/confirm`));
    return account;
  })();
  return team;
}

/** Creates a sub-account (of a VIP team main account, see above) with the given permissions. */
export async function createSubAccount(request: APIRequestContext, permissions: string[]) {
  const main = await teamAccount(request);
  const mainToken = await apiLogin(request, main.userName, main.password);
  const userName = uniqueName('sub');
  const password = 'subPass123';
  await data(
    await request.post('/api/clientUser/add', {
      headers: authHeader(mainToken),
      data: { userName, nickName: `子账号${userName.slice(-4)}`, password, permissions },
    }),
  );
  return { userName, password };
}

/** The last SMS code the sandbox sent to `phone`. */
export async function lastSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const messages = await data<Array<{ content: string }>>(await request.get(`/sandbox/sms/outbox?phone=${phone}`));
  const code = messages.at(-1)?.content.match(/\d{6}/)?.[0];
  expect(code, `no SMS code for ${phone}`).toBeTruthy();
  return code as string;
}

/** Registers a fresh main account through the API (SMS verified) and returns its credentials and token. */
export async function registerAccount(request: APIRequestContext) {
  const userName = uniqueName('web');
  const password = 'webPass123';
  const phone = uniquePhone();
  await data(await request.get(`/api/authC/getPhoneValidCode?phone=${phone}&scene=register`));
  const code = await lastSmsCode(request, phone);
  await data(await request.post('/api/authC/reg', { data: { username: userName, password, phone, code } }));
  const token = await apiLogin(request, userName, password);
  return { userName, password, phone, token };
}
