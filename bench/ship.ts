/**
 * Shipping benchmark: 100 paid stock-up orders (BENCH_SHIP_ORDERS) of one sandbox shop shipped end to end through the
 * shipping desk's API (the seller's own desk): put on the desk (staging.add → staging.get → receiveaddressv2.get),
 * ship-from address, one shipment per receiving warehouse with boxes of 10 orders (shiporderv3.create, FH resolved
 * through shiporderv2.get), box marks (boxmarkinfo.get, standing in for the label module), a platform-carrier quote
 * (logisticsmatch) and the booking (packing.send); then the warehouse receives every FH (sandbox control, untimed)
 * and the tracking job follows (shiporderv2.get). Every Temu call the product makes is counted per type and timed
 * segment; the floor is the least time the shop's per-type limits allow for those calls: per segment its slowest
 * type's ⌊(n − 1) / qps⌋ s, the two segments added (bench:publish's calls ÷ qps is printed too).
 *   npm run bench:ship -w bench        (DATABASE_URL=postgres://… runs it on PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DeskView, type Shipment, TEMU_ORDER_API, TEMU_SHIPPING_API } from '@podbench/contract';
import { buildGoodsAddRequest, TEMU_TYPES, type TemuTypeName } from '@podbench/temu';
import sharp from 'sharp';
import { createJobRunner } from '../apps/server/src/jobs/runner';
import { shopTemu } from '../apps/server/src/modules/fulfilment/temu';
import { shipTrackJob } from '../apps/server/src/modules/fulfilment/tracking';
import { temuAccessOf } from '../apps/server/src/modules/marketplace/temu';
import { createSession } from '../apps/server/src/modules/session/service';
import { syncShopOrders } from '../apps/server/src/modules/temu-order/sync';
import { dataUri, fitImage } from '../apps/server/src/modules/temu-publish/images';
import { toListing } from '../apps/server/src/modules/temu-publish/listing';
import { insertTemplate } from '../apps/server/src/modules/temu-publish/repository';
import { createSizeChart } from '../apps/server/src/modules/temu-publish/size-chart';
import { shopCaller } from '../apps/server/src/modules/temu-publish/temu-shop';
import { TEMU_SANDBOX } from '../apps/server/src/sandbox/temu/paths';
import { insertMainAccount, openBenchDb } from './lib/ledger-db';
import { openSandboxApp } from './lib/sandbox-app';
import { teeTemplateBody } from './lib/tee-template';

const ORDERS = Number(process.env.BENCH_SHIP_ORDERS ?? 100);
const PER_BOX = 10;
const DEFAULT_QPS = 3;

const bench = await openBenchDb(process.env.DATABASE_URL ?? null);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-ship-'));
try {
  await measure();
} finally {
  await bench.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function measure() {
  const { ctx, app, call } = await openSandboxApp(bench, dataDir);

  // ── setup (untimed): a shop, an on-sale customised listing, ORDERS orders raised, synced and paid ──────────────
  const mainId = await insertMainAccount(ctx.db, 'ship-bench', 1_000_000_000);
  const token = await createSession(ctx.db, mainId, { ip: '127.0.0.1', userAgent: 'bench' });
  const sb = await call<{ mallId: string; accessToken: string }>({
    method: 'POST',
    url: TEMU_SANDBOX.shops,
    payload: { mallName: '发货压测店铺' },
  });
  const bound = await call<{ id: number }>({
    method: 'POST',
    url: '/api/shop/authorize',
    payload: { accessToken: sb.accessToken },
    token,
  });
  const client = (await temuAccessOf(ctx)()).client;
  const body = teeTemplateBody({
    title: '定制印花T恤 男女同款 纯棉短袖',
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
  await syncShopOrders(ctx.db, client.forShop({ accessToken: sb.accessToken, shopKey: sb.mallId }), {
    id: bound.id,
    mainId,
  });
  const ids = (await ctx.db.selectFrom('temu_orders').select('id').where('shop_id', '=', bound.id).execute()).map((r) =>
    Number(r.id),
  );
  for (let i = 0; i < ids.length; i += 200) {
    await call({ method: 'POST', url: TEMU_ORDER_API.pay, payload: { ids: ids.slice(i, i + 200) }, token });
  }
  console.log(`${ids.length} paid stock-up orders on one sandbox shop, ${ctx.dialect}`);
  await new Promise((r) => setTimeout(r, 1500));

  // Count every typed call the product makes from here on (the shop's client is the process's one).
  const segments = { ship: new Map<string, number>(), track: new Map<string, number>() };
  let counts = segments.ship;
  const original = client.callType.bind(client);
  client.callType = ((type: TemuTypeName, params: never, opts?: never) => {
    counts.set(type, (counts.get(type) ?? 0) + 1);
    return original(type, params, opts);
  }) as typeof client.callType;

  // ── timed: desk → shipments → box marks → quote → booking ──────────────────────────────────────────────────
  const p = TEMU_SHIPPING_API;
  const t0 = performance.now();
  for (let i = 0; i < ids.length; i += 200) {
    await call({ method: 'POST', url: p.deskAdd, payload: { orderIds: ids.slice(i, i + 200) }, token });
  }
  const tDesk = performance.now();
  const desk = await call<DeskView>({ method: 'GET', url: `${p.desk}?shopId=${bound.id}`, token });
  const from = await call<{ rows: Array<{ id: number }> }>({
    method: 'GET',
    url: `${p.addresses}?shopId=${bound.id}`,
    token,
  });
  const shipments: Shipment[] = [];
  for (const g of desk.groups) {
    // SHIPMENT_MAX_ORDERS is 100 per shipment: a big warehouse takes several.
    for (let i = 0; i < g.orders.length; i += 100) {
      const orders = g.orders.slice(i, i + 100);
      const boxes = [];
      for (let b = 0; b < orders.length; b += PER_BOX) {
        boxes.push({
          items: orders
            .slice(b, b + PER_BOX)
            .flatMap((o) =>
              o.lines.map((l) => ({ orderId: o.orderId, productSkuId: l.productSkuId, quantity: l.maxQuantity })),
            ),
        });
      }
      shipments.push(
        await call<Shipment>({
          method: 'POST',
          url: p.create,
          payload: {
            requestKey: `bench-${g.subWarehouseId}-${i}`,
            shopId: bound.id,
            subWarehouseId: g.subWarehouseId,
            deliveryAddressId: from.rows[0]!.id,
            boxes,
          },
          token,
        }),
      );
    }
  }
  const tCreate = performance.now();
  const s = await shopTemu(ctx, mainId, bound.id);
  for (const sh of shipments) {
    const targets = await call<{ deliveryOrderSns: string[] }>({
      method: 'GET',
      url: `${p.boxMarks}?id=${sh.id}`,
      token,
    });
    await s.t.boxMarkGet({ deliveryOrderSnList: targets.deliveryOrderSns, return_data_key: 'true' });
    await call({ method: 'POST', url: p.boxMarksPrinted, payload: { id: sh.id }, token });
    const quote = await call<{ options: Array<{ predictId: number; slots: Array<{ start: number }> }> }>({
      method: 'POST',
      url: p.quote,
      payload: { id: sh.id, weightG: sh.boxes.length * 5000 },
      token,
    });
    const opt = quote.options[0]!;
    await call({
      method: 'POST',
      url: p.book,
      payload: {
        id: sh.id,
        method: 'platform',
        predictId: opt.predictId,
        pickupAt: opt.slots[0]!.start,
        weightG: sh.boxes.length * 5000,
      },
      token,
    });
  }
  const bookMs = performance.now() - t0;

  // ── the warehouse receives (sandbox control, untimed), then the tracking job follows (timed) ─────────────────
  for (const sh of shipments) {
    for (const f of sh.shipOrders) {
      await call({ method: 'POST', url: TEMU_SANDBOX.receiveNow, payload: { deliveryOrderSn: f.deliveryOrderSn } });
    }
  }
  await new Promise((r) => setTimeout(r, 1500));
  counts = segments.track;
  const t1 = performance.now();
  await call({ method: 'POST', url: p.track, payload: { shopId: bound.id }, token });
  await createJobRunner(ctx, { handlers: [shipTrackJob] }).drain();
  const trackMs = performance.now() - t1;
  client.callType = original;

  const states = await ctx.db.selectFrom('temu_orders').select(['state']).where('shop_id', '=', bound.id).execute();
  const warehoused = states.filter((o) => o.state === 'warehoused').length;
  const boxes = shipments.reduce((n, sh) => n + sh.boxes.length, 0);
  const qpsOf = (type: string) => TEMU_TYPES[type as TemuTypeName]?.spec.qps ?? DEFAULT_QPS;
  // The rate limits alone: n calls of a type at q per second cannot end sooner than ⌊(n − 1) / q⌋ s after the first
  // (q go at once, then q more each second). Types have their own buckets, so a segment's floor is its slowest type;
  // the two timed segments (ship, track) add up. bench:publish's measure (calls ÷ qps, largest type) is printed too.
  const floorOf = (m: Map<string, number>) => Math.max(0, ...[...m].map(([t, n]) => Math.floor((n - 1) / qpsOf(t))));
  const floor = floorOf(segments.ship) + floorOf(segments.track);
  const all = new Map<string, number>();
  for (const m of [segments.ship, segments.track]) for (const [t, n] of m) all.set(t, (all.get(t) ?? 0) + n);
  const perQps = Math.max(...[...all].map(([t, n]) => n / qpsOf(t)));
  const wall = (bookMs + trackMs) / 1000;
  console.log(
    `  ${desk.groups.length} warehouses → ${shipments.length} shipments, ${boxes} boxes, ${warehoused}/${ids.length} warehoused`,
  );
  for (const [name, m] of Object.entries(segments)) {
    for (const [t, n] of [...m].sort((a, b) => b[1] / qpsOf(b[0]) - a[1] / qpsOf(a[0]))) {
      console.log(`  ${name.padEnd(5)} ${t.padEnd(36)} ${String(n).padStart(4)} calls @ ${qpsOf(t)} qps`);
    }
  }
  console.log(
    `  phases: desk ${((tDesk - t0) / 1000).toFixed(2)} s, create ${((tCreate - tDesk) / 1000).toFixed(2)} s, marks + quote + book ${((t0 + bookMs - tCreate) / 1000).toFixed(2)} s`,
  );
  console.log(
    `  desk → booked ${(bookMs / 1000).toFixed(2)} s, tracking ${(trackMs / 1000).toFixed(2)} s, total ${wall.toFixed(2)} s`,
  );
  console.log(
    `  rate-limit floor ${floor.toFixed(2)} s (ship ${floorOf(segments.ship)} s + track ${floorOf(segments.track)} s) → ratio ${(wall / floor).toFixed(2)}`,
  );
  console.log(
    `  calls ÷ qps (largest type, bench:publish's measure) ${perQps.toFixed(2)} s → ratio ${(wall / perQps).toFixed(2)}`,
  );
  const result = {
    dialect: ctx.dialect,
    orders: ids.length,
    warehouses: desk.groups.length,
    shipments: shipments.length,
    boxes,
    warehoused,
    calls: { ship: Object.fromEntries(segments.ship), track: Object.fromEntries(segments.track) },
    shipSeconds: bookMs / 1000,
    trackSeconds: trackMs / 1000,
    floorSeconds: floor,
    ratio: wall / floor,
    callsPerQpsSeconds: perQps,
    ratioCallsPerQps: wall / perQps,
  };
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, `results/ship-${ctx.dialect}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  await app.close();
  if (warehoused !== ids.length) {
    console.error(`only ${warehoused} of ${ids.length} orders warehoused`);
    process.exitCode = 1;
  }
}
