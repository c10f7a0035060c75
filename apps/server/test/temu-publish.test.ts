import { TEMU_TEMPLATE_API } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { TemuClient } from '@podbench/temu';
import { AppError } from '../src/lib/app-error';
import { IN_PROCESS_ORIGIN, inProcessFetch } from '../src/modules/marketplace/in-process-fetch';
import { openTemuShop } from '../src/modules/shop/access';
import { shopCaller, tokenCipherOf } from '../src/modules/temu-publish/temu-shop';
import { ensureSandboxTemuApp } from '../src/sandbox/temu/state/app-repository';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { runPublish } from '../src/modules/temu-publish/publish';
import { createJobRunner } from '../src/jobs/runner';
import { temuPublishJob } from '../src/jobs/temu-publish-job';
import { publishDeps } from '../src/modules/temu-publish/runner';
import { queuePublishes } from '../src/modules/temu-publish/publishes';
import { useTestApp } from './helper';
import { newSeller } from './marketplace-fixtures';
import { drainPublishes, sandboxGoods, saveTemplate, sellerWithShops, templateBodyFor } from './temu-publish-fixtures';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const publishes = (mainId: number) =>
  db.selectFrom('temu_publishes').selectAll().where('main_id', '=', mainId).orderBy('id').execute();

describe('temu publish', () => {
  it('publishes a template to a shop once, with PB-T…-V… SKU codes; publishing again adds nothing', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const { data: tpl } = await saveTemplate(t, seller, await templateBodyFor(t));
    const up = await t.call<{ queued: number }>({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: [tpl.id], shopIds: [shops[0]!.shopId] },
      token: seller.token,
    });
    expect(up.data.queued).toBe(1);
    await drainPublishes(t);
    const [p] = await publishes(seller.mainId);
    expect(p).toMatchObject({ state: 'success', error: null });
    const goods = await sandboxGoods(t, shops[0]!.mallId);
    expect(goods).toHaveLength(1);
    expect(String(goods[0]!.productId)).toBe(p!.goods_id);
    expect(goods[0]!.extCodes.sort()).toEqual([`PB-T${tpl.id}-V10`, `PB-T${tpl.id}-V11`]);
    expect(p!.notice).toContain('Seller Center');
    const again = await t.call<{ queued: number }>({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: [tpl.id], shopIds: [shops[0]!.shopId] },
      token: seller.token,
    });
    expect(again.data.queued).toBe(0);
    const page = await t.call<{ rows: Array<{ state: string; shopName: string }> }>({
      method: 'GET',
      url: TEMU_TEMPLATE_API.publishPage,
      token: seller.token,
    });
    expect(page.data.rows[0]).toMatchObject({ state: 'success' });
  });

  it('adopts a listing whose add reached Temu before a restart instead of adding it twice', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const { data: tpl } = await saveTemplate(t, seller, await templateBodyFor(t));
    await queuePublishes(db, seller.mainId, [tpl.id], [shops[0]!.shopId], 50);
    const [p] = await publishes(seller.mainId);
    // The add went out and Temu created the listing, then the process died before it could record (or look up)
    // anything: its client's goods.add answer and every later call are lost.
    const app = await ensureSandboxTemuApp(db);
    const inner = inProcessFetch(t.app);
    let sentAdd = false;
    const dying = new TemuClient({
      appKey: app.appKey,
      appSecret: app.appSecret,
      gateways: { CN: IN_PROCESS_ORIGIN + TEMU_SANDBOX.gatewayCn, PA: IN_PROCESS_ORIGIN + TEMU_SANDBOX.gatewayPa },
      fetch: async (url, init) => {
        if (sentAdd) throw new TypeError('fetch failed');
        const res = await inner(url, init);
        if (JSON.parse(init.body).type === 'bg.glo.goods.add') {
          sentAdd = true;
          throw new TypeError('fetch failed');
        }
        return res;
      },
    });
    const shop = await openTemuShop(db, tokenCipherOf(t.runtime.ctx), seller.mainId, shops[0]!.shopId);
    const deps = {
      ...publishDeps(t.runtime.ctx),
      openShop: async () => ({ caller: shopCaller(dying, shop), semi: false, currency: 'CNY' as const }),
    };
    expect(await runPublish(deps, Number(p!.id))).toBe('queued');
    expect((await publishes(seller.mainId))[0]!.add_sent_at).not.toBeNull();
    expect(await sandboxGoods(t, shops[0]!.mallId)).toHaveLength(1);

    // The server's own run (its job) looks the listing up by SKC extCode before adding again.
    await drainPublishes(t);
    const after = (await publishes(seller.mainId))[0]!;
    expect(after.state).toBe('success');
    const goods = await sandboxGoods(t, shops[0]!.mallId);
    expect(goods).toHaveLength(1);
    expect(after.goods_id).toBe(String(goods[0]!.productId));
  });

  it('50 templates × 2 shops with a fault on every 10th call: each ends success or failed with a reason, no duplicates', async () => {
    const { seller, shops } = await sellerWithShops(t, 2);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      ids.push((await saveTemplate(t, seller, await templateBodyFor(t, `定制印花T恤 第${i + 1}款 纯棉短袖`))).data.id);
    }
    const f = await t.call({
      method: 'POST',
      url: TEMU_SANDBOX.fault,
      payload: { kind: 'system_exception', count: 1000, everyN: 10 },
    });
    expect(f.code).toBe(200);
    const q = await queuePublishes(
      db,
      seller.mainId,
      ids,
      shops.map((s) => s.shopId),
      1000,
    );
    expect(q.queued).toBe(100);
    await drainPublishes(t);
    const rows = await publishes(seller.mainId);
    expect(rows).toHaveLength(100);
    for (const r of rows) {
      expect(['success', 'failed']).toContain(r.state);
      if (r.state === 'failed') expect(r.error).toMatch(/[\u4e00-\u9fa5]/);
    }
    const fault = await db.selectFrom('sandbox_temu_faults').select(['seen', 'remaining']).executeTakeFirstOrThrow();
    expect(Number(fault.seen)).toBeGreaterThanOrEqual(200);
    expect(Number(fault.remaining)).toBeLessThan(1000);
    for (const s of shops) {
      const goods = await sandboxGoods(t, s.mallId);
      const codes = goods.flatMap((g) => g.extCodes);
      expect(new Set(codes).size).toBe(codes.length);
      const ok = rows.filter((r) => Number(r.shop_id) === s.shopId && r.state === 'success');
      expect(goods).toHaveLength(ok.length);
      expect(new Set(goods.map((g) => String(g.productId)))).toEqual(new Set(ok.map((r) => r.goods_id)));
    }
    expect(rows.filter((r) => r.state === 'success').length).toBeGreaterThanOrEqual(95);
  }, 300_000);

  it('runs each shop’s publishes in its own slots: a long queue for one shop does not hold another back', async () => {
    const { seller, shops } = await sellerWithShops(t, 2);
    const [a, b] = shops as [(typeof shops)[number], (typeof shops)[number]];
    const ids: number[] = [];
    for (let i = 0; i < 27; i++) {
      ids.push((await saveTemplate(t, seller, await templateBodyFor(t, `定制印花T恤 第${i + 1}款 纯棉短袖`))).data.id);
    }
    // Shop A's 24 publishes are queued first (older ids), then shop B's 3.
    expect((await queuePublishes(db, seller.mainId, ids.slice(0, 24), [a.shopId], 1000)).queued).toBe(24);
    expect((await queuePublishes(db, seller.mainId, ids.slice(24), [b.shopId], 1000)).queued).toBe(3);
    await drainPublishes(t);
    const rows = await publishes(seller.mainId);
    expect(rows.every((r) => r.state === 'success')).toBe(true);
    const finishedA = rows
      .filter((r) => Number(r.shop_id) === a.shopId)
      .map((r) => Number(r.finished_at))
      .sort((x, y) => x - y);
    // A's 12th listing needs 12 image uploads at 3 per second on A's bucket, so it cannot be done before three
    // windows have passed; B's publishes started before that, not behind A's queue (which would be after A's 16th).
    for (const r of rows.filter((x) => Number(x.shop_id) === b.shopId)) {
      expect(Number(r.started_at)).toBeLessThan(finishedA[11]!);
    }
    expect(await sandboxGoods(t, b.mallId)).toHaveLength(3);
  }, 120_000);

  it('two processes on one queue: each publish is run by one of them, and a dead one’s lease is waited out', async () => {
    // The earlier test's every-10th-call fault is over.
    await db.deleteFrom('sandbox_temu_faults').execute();
    const { seller, shops } = await sellerWithShops(t, 2);
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      ids.push(
        (await saveTemplate(t, seller, await templateBodyFor(t, `定制印花T恤 双进程第${i + 1}款 纯棉`))).data.id,
      );
    }
    await queuePublishes(
      db,
      seller.mainId,
      ids,
      shops.map((s) => s.shopId),
      1000,
    );
    const rows0 = await publishes(seller.mainId);
    // One publish is held by a process that died a moment ago: nobody touches it until its job's lease runs out.
    const held = rows0[0]!;
    const heldJob = () =>
      db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', temuPublishJob.kind)
        .where('payload', 'like', `{"publishId":${held.id},%`)
        .executeTakeFirstOrThrow();
    await db
      .updateTable('jobs')
      .set({ status: 'running', lease_owner: 'dead-host:1:x', lease_until: Date.now() + 120_000, attempts: 1 })
      .where('id', '=', (await heldJob()).id)
      .execute();
    const a = createJobRunner(t.runtime.ctx, { handlers: [temuPublishJob], pollMs: 100, leaseMs: 3_000 });
    const b = createJobRunner(t.runtime.ctx, { handlers: [temuPublishJob], pollMs: 100, leaseMs: 3_000 });
    a.start();
    b.start();
    try {
      await expect
        .poll(async () => (await publishes(seller.mainId)).filter((r) => r.state !== 'success').length, {
          timeout: 90_000,
          interval: 200,
        })
        .toBe(1);
      expect((await publishes(seller.mainId)).find((r) => r.id === held.id)?.state).toBe('queued');
      // Its lease runs out: one of the live runners takes it over.
      await db
        .updateTable('jobs')
        .set({ lease_until: Date.now() - 1 })
        .where('id', '=', (await heldJob()).id)
        .execute();
      await a.settle(60_000);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const rows = await publishes(seller.mainId);
    expect(rows.map((r) => r.state)).toEqual(rows.map(() => 'success'));
    // Every publish ran as one job, finished by a live runner; the dead one's was taken over (a second claim).
    const jobs = await db
      .selectFrom('jobs')
      .select(['status', 'lease_owner', 'attempts'])
      .where('kind', '=', temuPublishJob.kind)
      .where('main_id', '=', seller.mainId)
      .execute();
    expect(jobs).toHaveLength(rows.length);
    expect(jobs.map((j) => [j.status, j.lease_owner])).toEqual(jobs.map(() => ['done', null]));
    expect((await heldJob()).attempts).toBe(2);
    for (const s of shops) {
      const goods = await sandboxGoods(t, s.mallId);
      expect(goods).toHaveLength(ids.length);
      // Every template once per shop: no listing was added twice by the two runners.
      const codes = goods.flatMap((g) => g.extCodes);
      expect(new Set(codes).size).toBe(codes.length);
    }
  }, 150_000);

  it('enforces the daily quota with 429, and keeps sellers apart', async () => {
    const { seller, shops } = await sellerWithShops(t, 1);
    const a = (await saveTemplate(t, seller, await templateBodyFor(t))).data.id;
    const b = (await saveTemplate(t, seller, await templateBodyFor(t))).data.id;
    const err = await queuePublishes(db, seller.mainId, [a, b], [shops[0]!.shopId], 1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(429);
    expect((err as AppError).message).toMatch(/今日发布额度/);
    expect(await publishes(seller.mainId)).toHaveLength(0);

    const other = await newSeller(t);
    const r = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: [a], shopIds: [shops[0]!.shopId] },
      token: other.token,
    });
    expect(r.code).toBe(404);
    const bad = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.upload,
      payload: { templateIds: [], shopIds: 'x' },
      token: seller.token,
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/[\u4e00-\u9fa5]/);
    const page = await t.call<{ total: number }>({
      method: 'GET',
      url: TEMU_TEMPLATE_API.publishPage,
      token: other.token,
    });
    expect(page.data.total).toBe(0);
    const retry = await t.call({
      method: 'POST',
      url: TEMU_TEMPLATE_API.retry,
      payload: { id: 1 },
      token: other.token,
    });
    expect(retry.code).toBe(404);
  });
});
