import {
  SHEIN_ORDER_API,
  SHEIN_TEMPLATE_API,
  type SheinTemplateBody,
  type ShopAuthorizeStart,
  type ShopRow,
} from '@podbench/contract';
import { sheinOrderSyncJob } from '../src/jobs/shein-order-sync-job';
import { sheinPublishJob } from '../src/jobs/shein-publish-job';
import { createJobRunner, type JobHandler } from '../src/jobs/runner';
import type { TestApp } from './helper';
import { newSeller, type Seller } from './marketplace-fixtures';
import { OWN_TEST_IMAGE, withOwnImages } from './temu-publish-fixtures';

export interface SheinSeller extends Seller {
  shopId: number;
  supplierId: string;
}

/** A seller with one Shein shop bound through the sandbox's empower flow. */
export async function sellerWithSheinShop(t: TestApp, shopName = 'SHEIN测试店'): Promise<SheinSeller> {
  const seller = await newSeller(t);
  return { ...seller, ...(await addSheinShop(t, seller, shopName)) };
}

export async function addSheinShop(t: TestApp, seller: Seller, shopName: string) {
  const s = await t.call<ShopAuthorizeStart>({
    method: 'GET',
    url: '/api/shop/shein/authorizeUrl',
    token: seller.token,
  });
  const q = new URL(s.data.authorizeUrl).searchParams;
  const e = await t.call<{ redirectUrl: string }>({
    method: 'POST',
    url: '/sandbox/shein/empower',
    payload: { appid: q.get('appid'), redirectUrl: q.get('redirectUrl'), state: q.get('state'), shopName },
  });
  const back = new URL(e.data.redirectUrl);
  const r = await t.call<ShopRow>({
    method: 'POST',
    url: '/api/shop/authorize/shein',
    payload: { tempToken: back.searchParams.get('tempToken'), state: s.data.state },
    token: seller.token,
  });
  if (r.code !== 200) throw new Error(r.msg);
  return { shopId: r.data.id, supplierId: r.data.mallId };
}

export async function sheinBody(_t: TestApp, title = '定制印花T恤 纯棉短袖'): Promise<SheinTemplateBody> {
  return {
    designId: null,
    title,
    categoryId: 26110,
    categoryPath: '服装 > 女装 > T恤',
    attributes: [{ attributeId: 160, name: '材质', value: '棉', required: true }],
    images: [OWN_TEST_IMAGE],
    skcs: [
      {
        color: '白色',
        skus: [
          { variantId: 11, size: 'S', priceFen: 3990, stock: 100, weightG: 180 },
          { variantId: 12, size: 'M', priceFen: 4290, stock: 100, weightG: 190 },
        ],
      },
      { color: '黑色', skus: [{ variantId: 21, size: 'S', priceFen: 3990, stock: 50, weightG: 180 }] },
    ],
  };
}

export async function saveSheinTemplate(t: TestApp, s: Seller, body: SheinTemplateBody, id: number | null = null) {
  const r = await t.call<{ id: number; problems: unknown[] }>({
    method: 'POST',
    url: SHEIN_TEMPLATE_API.save,
    payload: { id, template: await withOwnImages(t, s, body) },
    token: s.token,
  });
  if (r.code !== 200) throw new Error(r.msg);
  return r.data;
}

/** Runs queued Shein jobs (publishes, order syncs) as the server's runner would. */
export async function drainShein(t: TestApp) {
  const runner = createJobRunner(t.runtime.ctx, {
    handlers: [sheinPublishJob as JobHandler, sheinOrderSyncJob as JobHandler],
    pollMs: 20,
  });
  await runner.drain();
}

export async function publish(t: TestApp, s: Seller, templateIds: number[], shopIds: number[]) {
  const r = await t.call<{ queued: number }>({
    method: 'POST',
    url: SHEIN_TEMPLATE_API.upload,
    payload: { templateIds, shopIds },
    token: s.token,
  });
  await drainShein(t);
  return r;
}

export async function syncSheinOrders(t: TestApp, s: Seller, shopId?: number) {
  const r = await t.call<{ jobIds: number[] }>({
    method: 'POST',
    url: SHEIN_ORDER_API.sync,
    payload: shopId ? { shopId } : {},
    token: s.token,
  });
  if (r.code !== 200) throw new Error(r.msg);
  await drainShein(t);
  const jobs = await t.runtime.ctx.db.selectFrom('jobs').selectAll().where('id', 'in', r.data.jobIds).execute();
  for (const j of jobs) if (j.status !== 'done') throw new Error(`shein order sync ${j.status}: ${j.error}`);
  return r.data.jobIds;
}
