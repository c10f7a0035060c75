import { TEMU_TEMPLATE_API, type TemuPublishPage } from '@podbench/contract';
import { TemuClient } from '@podbench/temu';
import { describe, expect, it } from 'vitest';
import { publishBackoff } from '../src/jobs/temu-publish-job';
import { IN_PROCESS_ORIGIN, inProcessFetch } from '../src/modules/marketplace/in-process-fetch';
import { runPublish } from '../src/modules/temu-publish/publish';
import { nextBeijingDay } from '../src/modules/temu-publish/publish-verdict';
import { queuePublishes } from '../src/modules/temu-publish/publishes';
import { shopCaller } from '../src/modules/temu-publish/temu-shop';
import { openShopCaller, tokenCipherOf } from '../src/modules/temu-publish/temu-shop';
import { publishDeps } from '../src/modules/temu-publish/runner';
import { openTemuShop } from '../src/modules/shop/access';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { ensureSandboxTemuApp } from '../src/sandbox/temu/state/app-repository';
import { useTestApp } from './helper';
import type { Seller } from './marketplace-fixtures';
import { drainPublishes, saveTemplate, sellerWithShops, templateBodyVia } from './temu-publish-fixtures';

/**
 * Publishing against the strict sandbox (the sandbox is written from the reference by another hand; this side only
 * from the reference and packages/temu). Templates are built only through the editor's routes.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
publishBackoff.baseMs = 20;

const KINDS = [
  { keyword: 'T恤', blankName: '经典纯棉圆领短袖T恤', title: '定制印花T恤 男女同款 纯棉短袖', colors: 2, sizes: 3 },
  { keyword: '马克杯', blankName: '11oz 陶瓷马克杯', title: '定制照片陶瓷马克杯 11oz 办公室水杯', colors: 1, sizes: 1 },
  {
    keyword: '手机壳',
    blankName: 'iPhone 全包防摔手机壳',
    title: '定制图案 iPhone 全包防摔手机壳',
    colors: 2,
    sizes: 2,
  },
];

async function savedTemplate(seller: Seller, kind: (typeof KINDS)[number], n: number) {
  const body = await templateBodyVia(t, seller, { ...kind, title: `${kind.title} 款式${n}` });
  const r = await saveTemplate(t, seller, body);
  if (r.code !== 200) throw new Error(r.msg);
  expect(r.data).toMatchObject({ status: 'ready', problems: [] });
  return r.data.id;
}

/** The shop's listings on the sandbox, through bg.glo.goods.list.get (one row per SKC). */
async function listed(seller: Seller, shopId: number) {
  const caller = await openShopCaller(t.runtime.ctx, seller.mainId, shopId);
  const rows = [];
  for (let page = 1; ; page++) {
    const r = await caller.callType('bg.glo.goods.list.get', { page, pageSize: 100 }, { idempotent: true });
    rows.push(...r.data);
    if (r.data.length < 100) return rows;
  }
}

describe('temu publish against the strict sandbox', () => {
  it('20 templates across apparel, mug and phone case × 2 shops all succeed, exactly once each', {
    timeout: 600_000,
  }, async () => {
    const { seller, shops } = await sellerWithShops(t, 2);
    const ids: number[] = [];
    for (let n = 0; n < 20; n++) ids.push(await savedTemplate(seller, KINDS[n % 3]!, n));
    const up = await t.call<{ queued: number }>({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: ids, shopIds: shops.map((s) => s.shopId) },
      token: seller.token,
    });
    expect(up.data.queued).toBe(40);
    await drainPublishes(t);
    const rows = await db.selectFrom('temu_publishes').selectAll().where('main_id', '=', seller.mainId).execute();
    expect(rows.map((r) => [r.state, r.error])).toEqual(rows.map(() => ['success', null]));
    for (const shop of shops) {
      const skcs = await listed(seller, shop.shopId);
      const products = new Set(skcs.map((r) => r.productId));
      expect(products.size).toBe(20);
      // Each template's SKC codes exist exactly once in the shop.
      const codes = skcs.map((r) => r.extCode);
      expect(new Set(codes).size).toBe(codes.length);
      for (const id of ids) expect(codes.some((c) => c.startsWith(`PB-T${id}`))).toBe(true);
    }
    // The stored SKU map covers every SKU with its colour and size; SKC ids are Temu's.
    const tee = rows.find((r) => r.template_id === ids[0])!;
    const map = JSON.parse(tee.sku_map!) as Array<{ color: string; size: string; productSkuId: string }>;
    expect(map).toHaveLength(6);
    expect(map.every((m) => m.color && m.size && /^\d+$/.test(m.productSkuId))).toBe(true);
    expect(JSON.parse(tee.skc_ids!)).toHaveLength(2);
    expect(tee.notice).toContain('Seller Center');
    const page = await t.call<TemuPublishPage>({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.publishPage}?pageNum=1&pageSize=50`,
      token: seller.token,
    });
    expect(page.data.counts.success).toBe(40);
  });

  it('a lost goods.add answer is reconciled by SKC extCode without creating a duplicate', {
    timeout: 120_000,
  }, async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const shopId = shops[0]!.shopId;
    const id = await savedTemplate(seller, KINDS[0]!, 99);
    await queuePublishes(db, seller.mainId, [id], [shopId], 10_000);
    const p = await db
      .selectFrom('temu_publishes')
      .select('id')
      .where('template_id', '=', id)
      .executeTakeFirstOrThrow();
    // A client whose goods.add reaches the sandbox but whose answer never comes back.
    const app = await ensureSandboxTemuApp(db);
    const inner = inProcessFetch(t.app);
    let adds = 0;
    const client = new TemuClient({
      appKey: app.appKey,
      appSecret: app.appSecret,
      gateways: { CN: IN_PROCESS_ORIGIN + TEMU_SANDBOX.gatewayCn, PA: IN_PROCESS_ORIGIN + TEMU_SANDBOX.gatewayPa },
      fetch: async (url, init) => {
        const res = await inner(url, init);
        if (JSON.parse(init.body).type === 'bg.glo.goods.add' && adds++ === 0) throw new TypeError('fetch failed');
        return res;
      },
    });
    const shop = await openTemuShop(db, tokenCipherOf(t.runtime.ctx), seller.mainId, shopId);
    const deps = {
      ...publishDeps(t.runtime.ctx),
      openShop: async () => ({ caller: shopCaller(client, shop), semi: false, currency: 'CNY' as const }),
    };
    let state = await runPublish(deps, Number(p.id));
    while (state === 'queued') state = await runPublish(deps, Number(p.id));
    expect(state).toBe('success');
    expect(adds).toBe(1);
    const skcs = await listed(seller, shopId);
    expect(new Set(skcs.map((r) => r.productId)).size).toBe(1);
    const row = await db
      .selectFrom('temu_publishes')
      .selectAll()
      .where('id', '=', Number(p.id))
      .executeTakeFirstOrThrow();
    expect(row.goods_id).toBe(String(skcs[0]!.productId));
  });

  it('the daily cap (2000197) defers jobs to the next Beijing day with the reason, not a failure', {
    timeout: 180_000,
  }, async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const cap = await t.app.inject({
      method: 'POST',
      url: '/sandbox/temu/control/goods/daily-cap',
      payload: { mallId: shops[0]!.mallId, cap: 1 },
    });
    expect(cap.statusCode).toBe(200);
    const ids = [await savedTemplate(seller, KINDS[1]!, 201), await savedTemplate(seller, KINDS[1]!, 202)];
    const before = Date.now();
    const up = await t.call<{ queued: number }>({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: ids, shopIds: [shops[0]!.shopId] },
      token: seller.token,
    });
    expect(up.data.queued).toBe(2);
    await drainPublishes(t);
    const rows = await db.selectFrom('temu_publishes').selectAll().where('main_id', '=', seller.mainId).execute();
    expect(rows.map((r) => r.state).sort()).toEqual(['deferred', 'success']);
    const deferred = rows.find((r) => r.state === 'deferred')!;
    expect(deferred.error).toContain('2000197');
    expect(deferred.error).toContain('次日');
    expect(deferred.finished_at).toBeNull();
    expect(Number(deferred.deferred_until)).toBeGreaterThanOrEqual(nextBeijingDay(before));
    // Its next run is queued for then (not run now), and the publish page shows it as 次日发布.
    const jobs = await db
      .selectFrom('jobs')
      .select(['status', 'run_at', 'payload'])
      .where('kind', '=', 'temu-publish')
      .where('status', '=', 'queued')
      .execute();
    const next = jobs.filter((j) => JSON.parse(j.payload).publishId === Number(deferred.id));
    expect(next).toHaveLength(1);
    expect(Number(next[0]!.run_at)).toBe(Number(deferred.deferred_until));
    const page = await t.call<TemuPublishPage>({
      method: 'GET',
      url: `${TEMU_TEMPLATE_API.publishPage}?pageNum=1&pageSize=50`,
      token: seller.token,
    });
    expect(page.data.counts).toMatchObject({ deferred: 1, success: 1, failed: 0 });
    expect(page.data.rows.find((r) => r.state === 'deferred')?.deferredUntil).toBe(Number(deferred.deferred_until));
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/temu/control/goods/daily-cap',
      payload: { mallId: shops[0]!.mallId, cap: null },
    });
  });
});
