import { API_MONEY } from '@podbench/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeader, data, openSignedIn, registerAccount } from './web-helpers';

/** Helpers for the money-*.spec.ts files. Each test uses its own fresh seller: the demo seller's balance is shared. */

export type Seller = Awaited<ReturnType<typeof registerAccount>>;

/** A fresh main account (balance ¥0.00), opened at `path` in the page. */
export async function freshSellerAt(page: Page, request: APIRequestContext, path: string): Promise<Seller> {
  const seller = await registerAccount(request);
  await openSignedIn(page, request, path, seller);
  return seller;
}

/** Tops up through the sandbox cashier without the UI (create the order, then press 确认支付 by API). */
export async function topUp(request: APIRequestContext, token: string, amountFen: number) {
  const order = await data<{ outTradeNo: string }>(
    await request.post(API_MONEY.recharge.create, {
      headers: authHeader(token),
      data: { amountFen, method: 'sandbox' },
    }),
  );
  await data(await request.post(`/sandbox/pay/${order.outTradeNo}/confirm`));
  return order.outTradeNo;
}

export async function balanceOf(request: APIRequestContext, token: string) {
  const account = await data<{ balance: number }>(
    await request.get('/api/clientUser/accountInfo', { headers: authHeader(token) }),
  );
  return account.balance;
}

/** The VIP plan of a level and period as the server sells it. */
export async function planOf(request: APIRequestContext, level: number, period: 'monthly' | 'yearly') {
  const plans = await data<Array<{ id: number; level: number; period: string; priceFen: number; name: string }>>(
    await request.get(API_MONEY.vip.plans),
  );
  const plan = plans.find((p) => p.level === level && p.period === period);
  if (!plan) throw new Error(`no VIP${level} ${period} plan`);
  return plan;
}

/** ¥1,234.56 as the money pages print it. */
export const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
