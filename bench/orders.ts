/**
 * Stock-up order benchmark.
 * (1) Sync: 10,000 orders (BENCH_ORDERS) that Temu raised for one sandbox shop's on-sale customised listing, synced
 *     by the product (`syncShopOrders`, as the order-sync job runs it: every page of bg.purchaseorderv2.get through
 *     the process's Temu client and its per-shop limiter, matched to the template and blank variants, costed and
 *     written). The baseline, in the same run, is the bare paged API calls: the same client reading the same pages
 *     and doing nothing with them. Goal: sync ≤ 1.3 × bare. A re-sync (nothing new) is timed too.
 * (2) List: 100,000 orders (BENCH_LIST_ORDERS) for one seller over 5 shops and 90 days, p50/p95 of
 *     GET /api/orderTemu/page (rows + total + every tab's count) through the app for each filter. Goal: p95 ≤ 50 ms.
 *   npm run bench:orders -w bench        (DATABASE_URL=postgres://… runs it on PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMU_ORDER_API, TEMU_ORDER_STATES } from '@podbench/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { temuAccessOf } from '../apps/server/src/modules/marketplace/temu';
import { createSession } from '../apps/server/src/modules/session/service';
import { setVip } from '../apps/server/src/modules/vip/repository';
import { syncShopOrders } from '../apps/server/src/modules/temu-order/sync';
import { ORDER_PAGE } from '../apps/server/src/modules/temu-order/sync';
import { buildGoodsAddRequest } from '@podbench/temu';
import { dataUri, fitImage } from '../apps/server/src/modules/temu-publish/images';
import { toListing } from '../apps/server/src/modules/temu-publish/listing';
import { shopCaller } from '../apps/server/src/modules/temu-publish/temu-shop';
import { createSizeChart } from '../apps/server/src/modules/temu-publish/size-chart';
import { insertTemplate } from '../apps/server/src/modules/temu-publish/repository';
import { TEMU_SANDBOX } from '../apps/server/src/sandbox/temu/paths';
import { insertMainAccount, openBenchDb, percentiles } from './lib/ledger-db';
import { openSandboxApp } from './lib/sandbox-app';
import { root } from './lib/server';
import { teeTemplateBody } from './lib/tee-template';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const LIST_ORDERS = Number(process.env.BENCH_LIST_ORDERS ?? 100_000);
const SYNC_GOAL = 1.3;
const LIST_GOAL_MS = 50;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40);

const bench = await openBenchDb(process.env.DATABASE_URL ?? null);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-orders-'));
try {
  await measure();
} finally {
  await bench.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function measure() {
  const { ctx, app, call } = await openSandboxApp(bench, dataDir);

  // ── (1) sync ───────────────────────────────────────────────────────────────
  const mainId = await insertMainAccount(ctx.db, 'orders-bench');
  const token = await createSession(ctx.db, mainId, { ip: '127.0.0.1', userAgent: 'bench' });
  const sb = await call<{ mallId: string; accessToken: string }>({
    method: 'POST',
    url: TEMU_SANDBOX.shops,
    payload: { mallName: '备货单压测店铺' },
  });
  const bound = await call<{ id: number }>({
    method: 'POST',
    url: '/api/shop/authorize',
    payload: { accessToken: sb.accessToken },
    token,
  });
  const client = (await temuAccessOf(ctx)()).client;
  const shopCall = () => client.forShop({ accessToken: sb.accessToken, shopKey: sb.mallId });

  // One customised listing published as the publish job does (PB-T…-V… codes naming real blank variants), on sale.
  const body = teeTemplateBody({
    title: '定制印花T恤 男女同款 纯棉短袖',
    // The listing's image is uploaded below directly; the template's own image reference is never read here.
    images: [{ kind: 'file', id: 1 }],
    colours: ['白色'],
    sizes: ['S', 'M'],
    variantId: (_ci, si) => 10 + si,
    priceFen: () => 3990,
    stock: 100,
  });
  const templateId = await insertTemplate(ctx.db, mainId, body);
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#f5f5f5' } })
    .png()
    .toBuffer();
  // As the publish job does: images fitted to Temu's rules, the size chart, the reference-shaped goods.add body.
  const caller = shopCaller(client, { accessToken: sb.accessToken, mallId: sb.mallId });
  const upload = async (rule: 'square' | 'apparelPreview') =>
    (await caller.callType('bg.goods.image.upload.global', { image: await dataUri(await fitImage(png, rule)) }))
      .imageUrl;
  const urls = { square: await upload('square'), apparelPreview: await upload('apparelPreview') };
  const sizeChartId = await createSizeChart(caller, 30469, body.sizeChart, body.title);
  const added = await caller.callType(
    'bg.glo.goods.add',
    buildGoodsAddRequest(
      toListing({ templateId, body, catType: 1, currency: 'CNY', sizeChartId, url: (_ref, rule) => urls[rule] }),
    ),
  );
  await call({ method: 'POST', url: TEMU_SANDBOX.onSaleNow, payload: { productId: added.productId } });
  await call({ method: 'POST', url: TEMU_SANDBOX.ordersNow, payload: { mallId: sb.mallId, count: ORDERS } });
  console.log(`${ORDERS} stock-up orders on one sandbox shop, ${ctx.dialect}`);

  // Let the shop's per-second window empty between runs, so each starts from the same bucket.
  const pause = () => new Promise((r) => setTimeout(r, 1500));
  const bare = async () => {
    const c = shopCall();
    const t0 = performance.now();
    let n = 0;
    let calls = 0;
    for (let pageNo = 1; ; pageNo++) {
      // The typed client, as the sync calls it (the reference's request and result schemas checked).
      const r = await c.types.purchaseOrdersGet({ pageNo, pageSize: ORDER_PAGE });
      calls++;
      n += r.subOrderForSupplierList.length;
      if (r.subOrderForSupplierList.length < ORDER_PAGE || n >= Number(r.total ?? 0)) break;
    }
    return { ms: performance.now() - t0, orders: n, calls };
  };
  await pause();
  const bareRun = await bare();
  await pause();
  const t0 = performance.now();
  const stats = await syncShopOrders(ctx.db, shopCall(), { id: bound.id, mainId });
  const syncMs = performance.now() - t0;
  await pause();
  const t1 = performance.now();
  const again = await syncShopOrders(ctx.db, shopCall(), { id: bound.id, mainId });
  const resyncMs = performance.now() - t1;
  const stored = await ctx.db
    .selectFrom('temu_orders')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('matched').as('matched')])
    .where('shop_id', '=', bound.id)
    .executeTakeFirstOrThrow();
  const syncRatio = syncMs / bareRun.ms;
  console.log(
    `  bare paged calls: ${bareRun.calls} calls, ${bareRun.orders} orders in ${(bareRun.ms / 1000).toFixed(2)} s`,
  );
  console.log(
    `  sync:             ${stats.calls} calls, ${stats.created} created in ${(syncMs / 1000).toFixed(2)} s → ratio ${syncRatio.toFixed(3)} (goal ≤ ${SYNC_GOAL})`,
  );
  console.log(
    `  re-sync:          ${again.calls} calls, ${again.created} created, ${again.updated} updated, ${again.unchanged} unchanged in ${(resyncMs / 1000).toFixed(2)} s`,
  );
  const problems: string[] = [];
  if (Number(stored.n) !== ORDERS) problems.push(`${stored.n} orders stored of ${ORDERS}`);
  if (Number(stored.matched) !== ORDERS) problems.push(`${stored.matched} matched of ${ORDERS}`);
  if (again.created !== 0 || again.updated !== 0) problems.push('re-sync changed orders');

  // ── (2) list ───────────────────────────────────────────────────────────────
  const listMain = await insertMainAccount(ctx.db, 'orders-list-bench');
  await setVip(ctx.db, listMain, 3, Date.now() + 30 * 86_400_000, Date.now());
  const listToken = await createSession(ctx.db, listMain, { ip: '127.0.0.1', userAgent: 'bench' });
  const shops: number[] = [];
  for (let i = 0; i < 5; i++) {
    const s = await call<{ mallId: string; accessToken: string }>({
      method: 'POST',
      url: TEMU_SANDBOX.shops,
      payload: { mallName: `列表压测店铺${i + 1}` },
    });
    shops.push(
      (
        await call<{ id: number }>({
          method: 'POST',
          url: '/api/shop/authorize',
          payload: { accessToken: s.accessToken },
          token: listToken,
        })
      ).id,
    );
  }
  const now = Date.now();
  const DAY = 86_400_000;
  // Most orders are done; a few hundred sit in each open tab, as in a working shop.
  const stateOf = (i: number) => {
    const r = i % 100;
    if (r < 3) return 'unpaid';
    if (r < 5) return 'to_produce';
    if (r < 7) return 'producing';
    if (r < 8) return 'to_ship';
    if (r < 12) return 'shipped';
    if (r < 15) return 'warehoused';
    if (r < 95) return 'completed';
    return 'cancelled';
  };
  const sn = (i: number) => `WB${String(26_000_000_000 + i * 7919).padStart(15, '0')}`;
  const t2 = performance.now();
  for (let i = 0; i < LIST_ORDERS; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, LIST_ORDERS - i) }, (_, k) => {
      const n = i + k;
      const state = stateOf(n);
      return {
        main_id: listMain,
        shop_id: shops[n % shops.length]!,
        sub_purchase_order_sn: sn(n),
        original_purchase_order_sn: null,
        product_name: `定制印花T恤 第${(n % 500) + 1}款 纯棉短袖`,
        product_skc_id: String(1_000_000 + (n % 500)),
        image_url: null,
        temu_status: state === 'cancelled' ? 10 : state === 'completed' ? 7 : 1,
        state,
        template_id: (n % 500) + 1,
        design_id: null,
        matched: 1,
        quantity: 5,
        base_cost_fen: 10_000,
        discount_fen: 0,
        packing_fen: 400,
        shipping_fen: 600,
        total_fen: 11_000,
        purchase_time: now - Math.floor((n / LIST_ORDERS) * 90 * DAY),
        // Temu's fields behind the views: a few urgent and JIT orders, deadlines two days after the purchase.
        urgency_type: n % 50 === 0 ? 1 : 0,
        purchase_stock_type: n % 40 === 0 ? 1 : 0,
        expect_deliver_at: now - Math.floor((n / LIST_ORDERS) * 90 * DAY) + 2 * DAY,
        expect_arrival_at: now - Math.floor((n / LIST_ORDERS) * 90 * DAY) + 5 * DAY,
        content_hash: 'x',
        created_at: now,
        updated_at: now,
      };
    });
    await ctx.db.insertInto('temu_orders').values(rows).execute();
  }
  // The seller's distinct products, as sync keeps them for name search.
  await ctx.db
    .insertInto('temu_order_products')
    .values(
      Array.from({ length: 500 }, (_, n) => ({
        main_id: listMain,
        product_skc_id: String(1_000_000 + n),
        product_name: `定制印花T恤 第${n + 1}款 纯棉短袖`,
      })),
    )
    .execute();
  // PostgreSQL's autovacuum does this after a bulk load in production (visibility map for index-only counts, stats).
  if (ctx.dialect === 'postgres') await sql`vacuum analyze temu_orders, temu_order_products`.execute(ctx.db);
  console.log(`${LIST_ORDERS} orders for one seller inserted in ${((performance.now() - t2) / 1000).toFixed(1)} s`);

  const shanghaiDate = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
  const cases: Array<[string, string]> = [
    ['全部, first page', ''],
    ['全部, page 50', '&pageNum=50'],
    ...TEMU_ORDER_STATES.map((s): [string, string] => [`tab ${s}`, `&state=${s}`]),
    ...(['to_deliver', 'urgent', 'jit', 'overdue'] as const).map((v): [string, string] => [`view ${v}`, `&view=${v}`]),
    ['view 加急 + tab 待支付', '&view=urgent&state=unpaid'],
    ['shop', `&shopId=${shops[2]}`],
    ['shop + tab 待支付', `&shopId=${shops[2]}&state=unpaid`],
    ['last 7 days', `&beginTime=${shanghaiDate(now - 7 * DAY)}&endTime=${shanghaiDate(now)}`],
    ['7 days + tab 已完成', `&beginTime=${shanghaiDate(now - 7 * DAY)}&endTime=${shanghaiDate(now)}&state=completed`],
    ['order number', `&orderSn=${sn(54_321)}`],
    ['product (template id / SKC id)', '&product=123'],
    ['product (name)', `&product=${encodeURIComponent('第77款')}`],
    ['product (broad name)', `&product=${encodeURIComponent('T恤')}`],
  ];
  const results: Array<{ name: string; p50: number; p95: number; max: number; total: number }> = [];
  for (const [name, q] of cases) {
    const ms: number[] = [];
    let total = 0;
    for (let i = 0; i < REPEAT + 3; i++) {
      const t = performance.now();
      const d = await call<{ total: number }>({
        method: 'GET',
        url: `${TEMU_ORDER_API.page}?pageSize=20${q}`,
        token: listToken,
      });
      if (i >= 3) ms.push(performance.now() - t);
      total = d.total;
    }
    const p = percentiles(ms);
    results.push({ name, p50: p.p50!, p95: p.p95!, max: p.max!, total });
    console.log(
      `  ${name.padEnd(24)} total ${String(total).padStart(6)}  p50 ${p.p50!.toFixed(1)} ms  p95 ${p.p95!.toFixed(1)} ms`,
    );
  }
  const worst = results.reduce((a, r) => (r.p95 > a.p95 ? r : a));
  console.log(
    `sync ratio ${syncRatio.toFixed(3)} (goal ≤ ${SYNC_GOAL}); list worst p95 ${worst.p95.toFixed(1)} ms (${worst.name}; goal ≤ ${LIST_GOAL_MS} ms)`,
  );

  const file = path.join(root, 'bench/results/temu-orders.json');
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const result = {
    at: new Date().toISOString(),
    db: ctx.dialect,
    sync: {
      orders: ORDERS,
      bareMs: bareRun.ms,
      bareCalls: bareRun.calls,
      syncMs,
      syncCalls: stats.calls,
      ratio: syncRatio,
      goal: SYNC_GOAL,
      resyncMs,
      resync: again,
    },
    list: { orders: LIST_ORDERS, repeat: REPEAT, cases: results, worstP95: worst.p95, goalMs: LIST_GOAL_MS },
    problems,
  };
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, [ctx.dialect]: result }, null, 2)}\n`);
  await app.close();
  if (problems.length) throw new Error(problems.join('; '));
  if (syncRatio > SYNC_GOAL || worst.p95 > LIST_GOAL_MS) process.exitCode = 1;
}
