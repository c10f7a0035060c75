import type { TestApp } from '../helper';
import type { Seller } from '../marketplace-fixtures';

/** The data of a 200 answer; any other code fails the setup step named by `what`. */
export const ok = <T>(r: { code: number; msg: string; data: T }, what: string): T => {
  if (r.code !== 200) throw new Error(`${what}: ${r.code} ${r.msg}`);
  return r.data;
};

/** API calls made with the seller's token. */
export const sellerCall =
  (t: TestApp, seller: Seller) =>
  <T = unknown>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.call<T>({ method, url, payload, token: seller.token });
