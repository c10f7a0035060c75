import type { GoodsSyncResult, SyncJobState } from '@podbench/contract';
import { createJobRunner, type JobHandler } from '../src/jobs/runner';
import { temuProductSyncJob } from '../src/jobs/temu-product-sync-job';
import { temuQcSyncJob } from '../src/jobs/temu-qc-sync-job';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import type { TestApp } from './helper';
import { authorize, newSeller, sandboxShop, type Seller } from './marketplace-fixtures';
import { control, sampleGoods } from './temu-goods-fixtures';

/** A seller with an authorised sandbox shop holding `count` goods on sale, one inspected as a failure. */
export async function sellerWithGoods(t: TestApp, count = 2) {
  const seller = await newSeller(t);
  const shop = await sandboxShop(t);
  const bound = await authorize(t, seller, shop.accessToken);
  if (bound.code !== 200) throw new Error(bound.msg);
  const goods = [];
  for (let i = 0; i < count; i++) {
    const g = await sampleGoods(t, shop.mallId, { productName: `印花T恤 ${i + 1}`, skcs: 2 });
    await control(t, TEMU_SANDBOX.onSaleNow, { productId: g.productId });
    goods.push(g);
  }
  await control(t, TEMU_SANDBOX.inspectNow, { productId: goods[0]!.productId, result: 'fail' });
  return { seller, shop, shopId: bound.data.id, goods };
}

/** Runs queued sync jobs to the end, as the server's runner would. */
export async function drainSyncs(t: TestApp) {
  const runner = createJobRunner(t.runtime.ctx, {
    handlers: [temuProductSyncJob as JobHandler, temuQcSyncJob as JobHandler],
  });
  return runner.drain();
}

export async function syncNow(t: TestApp, seller: Seller, url: string, payload: Record<string, unknown> = {}) {
  const r = await t.call<GoodsSyncResult>({ method: 'POST', url, payload, token: seller.token });
  if (r.code !== 200) throw new Error(`sync: ${r.msg}`);
  await drainSyncs(t);
  return r.data.jobIds;
}

export const jobStates = (t: TestApp, seller: Seller, ids: number[]) =>
  t.call<SyncJobState[]>({
    method: 'GET',
    url: `/api/onlineProduct/syncStatus?ids=${ids.join(',')}`,
    token: seller.token,
  });
