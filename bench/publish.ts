/**
 * Temu publish benchmark: 200 listing templates (BENCH_TEMPLATES; 2 images each, BENCH_TEMPLATE_IMAGES; 3 colours ×
 * 4 sizes) published to ONE sandbox shop through the product's path — POST /api/clientProduct/uploadToTemu queues
 * them, the server's job runner (its publish lane, as main.ts starts it) uploads the images and adds each listing through
 * the process's Temu client, which reaches the sandbox in-process; the sandbox checks sign, token and the shop's
 * per-type rate limit on every call. The baseline, measured in the same run, is the least time the shop's rate
 * limits allow for the calls the run made: each rate-limited type has its own per-shop bucket, so the minimum is the
 * largest calls(type) ÷ qps(type). Goal: wall time ≤ 1.2 × that minimum, every publish success, no listing twice.
 *   npm run bench:publish -w bench        (DATABASE_URL=postgres://… runs it on PostgreSQL)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type TemplateImageRef, TEMU_TEMPLATE_API } from '@podbench/contract';
import { qpsOf } from '@podbench/temu';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app';
import { createRuntime } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { createSession } from '../apps/server/src/modules/session/service';
import { insertTemplate } from '../apps/server/src/modules/temu-publish/repository';
import { createJobRunner } from '../apps/server/src/jobs/runner';
import { temuPublishJob } from '../apps/server/src/jobs/temu-publish-job';
import { PUBLISH_CONCURRENCY } from '../apps/server/src/modules/temu-publish/runner';
import { setVip } from '../apps/server/src/modules/vip/repository';
import { TEMU_SANDBOX } from '../apps/server/src/sandbox/temu/paths';
import { percentiles } from './lib/gallery-art';
import { insertMainAccount, openBenchDb } from './lib/ledger-db';
import { root } from './lib/server';
import { teeTemplateBody } from './lib/tee-template';

const TEMPLATES = Number(process.env.BENCH_TEMPLATES ?? 200);
const IMAGES = Number(process.env.BENCH_TEMPLATE_IMAGES ?? 2);
const GOAL = 1.2;

// A fresh database, as the server opens it: SQLite in a temp dir, or a throw-away schema on DATABASE_URL's server
// (both dropped at the end, also when the run fails).
const bench = await openBenchDb(process.env.DATABASE_URL ?? null);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-publish-'));
const cleanUp = async () => {
  await bench.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
};
try {
  await measure();
} finally {
  await cleanUp();
}

async function measure() {
  const config = loadConfig({
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  if (!config.sandboxEnabled) throw new Error('the bench needs local mode (the Temu sandbox)');
  const runtime = await createRuntime(config, bench);
  const { ctx } = runtime;
  const app = await buildApp(ctx, { logger: false });

  // Every gateway call the product makes, counted where it reaches the sandbox (after the client's limiter).
  const ROUTERS = new Set([`${TEMU_SANDBOX.gatewayCn}/openapi/router`, `${TEMU_SANDBOX.gatewayPa}/openapi/router`]);
  const calls = new Map<string, { n: number; limited: number; failed: number; ms: number[] }>();
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'POST' || !ROUTERS.has(req.url)) return;
    (req as unknown as { temuType: string }).temuType = String((req.body as { type?: unknown })?.type ?? '?');
  });
  app.addHook('onResponse', async (req, reply) => {
    const type = (req as unknown as { temuType?: string }).temuType;
    if (!type) return;
    const c = calls.get(type) ?? { n: 0, limited: 0, failed: 0, ms: [] };
    c.n++;
    c.ms.push(reply.elapsedTime);
    if (reply.statusCode === 429) c.limited++;
    else if (reply.statusCode !== 200) c.failed++;
    calls.set(type, c);
  });
  await app.ready();

  const call = async <T>(opts: { method: 'GET' | 'POST'; url: string; payload?: unknown; token?: string }) => {
    const r = await app.inject({
      method: opts.method,
      url: opts.url,
      ...(opts.payload === undefined ? {} : { payload: opts.payload as Record<string, unknown> }),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });
    const body = r.json() as { code: number; msg: string; data: T };
    if (body.code !== 200) throw new Error(`${opts.url}: ${body.code} ${body.msg}`);
    return body.data;
  };

  // A seller on VIP level 2 (1,000 publishes a day), with one Temu shop authorised from the sandbox's Seller Center.
  const now = Date.now();
  const mainId = await insertMainAccount(ctx.db, 'publish-bench');
  await setVip(ctx.db, mainId, 2, now + 30 * 86_400_000, now);
  const token = await createSession(ctx.db, mainId, { ip: '127.0.0.1', userAgent: 'bench' });
  const shop = await call<{ mallId: string; accessToken: string }>({
    method: 'POST',
    url: TEMU_SANDBOX.shops,
    payload: { mallName: '压测店铺' },
  });
  const bound = await call<{ id: number }>({
    method: 'POST',
    url: '/api/shop/authorize',
    payload: { accessToken: shop.accessToken },
    token,
  });

  // Templates with the seller's own images (files rows + objects, as an upload stores them), 3 colours × 4 sizes.
  const imageRefs: TemplateImageRef[] = [];
  for (let i = 0; i < IMAGES; i++) {
    // A photo-like 1000×1000 JPEG (smooth noise, ~100 KB), as a rendered mockup is.
    const noise = Buffer.alloc(50 * 50 * 3);
    for (let p = 0; p < noise.length; p++) noise[p] = (p * 7919 + i * 104729) % 251;
    const bytes = await sharp(noise, { raw: { width: 50, height: 50, channels: 3 } })
      .resize(1000, 1000, { kernel: 'cubic' })
      .jpeg({ quality: 85 })
      .toBuffer();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const key = `u/${mainId}/${sha256}`;
    await ctx.storage.put(key, Readable.from([bytes]), { contentType: 'image/jpeg', size: bytes.length });
    const file = await ctx.db
      .insertInto('files')
      .values({
        main_id: mainId,
        uploader_id: mainId,
        storage_key: key,
        file_name: `mockup-${i}.jpg`,
        mime: 'image/jpeg',
        size: bytes.length,
        sha256,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    imageRefs.push({ kind: 'file', id: Number(file.id) });
    if (i === 0) console.log(`mockup images: ${(bytes.length / 1024).toFixed(0)} KB each`);
  }
  const colours = ['白色', '黑色', '灰色'];
  // The sandbox's T恤 template has S/M/L (the reference sample's 4001–4003).
  const sizes = ['S', 'M', 'L'];
  const templateIds: number[] = [];
  for (let i = 0; i < TEMPLATES; i++) {
    const body = teeTemplateBody({
      title: `定制印花T恤 第${i + 1}款 男女同款 纯棉短袖 休闲百搭`,
      images: imageRefs,
      colours,
      sizes,
      variantId: (ci, si) => 100 + ci * 10 + si,
      priceFen: (si) => 3990 + si * 200,
      stock: 999,
    });
    templateIds.push(await insertTemplate(ctx.db, mainId, body));
  }
  console.log(
    `${TEMPLATES} templates (${IMAGES} images, ${colours.length * sizes.length} SKUs each) → 1 sandbox shop, ${ctx.dialect}`,
  );

  // The job runner's publish lane as main.ts runs it (only the publish kind: the scheduled shop syncs would spend the
  // shop's tokens too); the request kicks it, as the publish page's button does.
  const runner = createJobRunner(ctx, { handlers: [temuPublishJob], leaseMs: ctx.config.jobLeaseMs });
  runner.start();
  calls.clear(); // the shop's authorisation calls are not part of the run
  const t0 = Date.now();
  const queued = await call<{ queued: number }>({
    method: 'POST',
    url: TEMU_TEMPLATE_API.upload,
    payload: { templateIds, shopIds: [bound.id] },
    token,
  });
  if (queued.queued !== TEMPLATES) throw new Error(`queued ${queued.queued} of ${TEMPLATES}`);

  // Watch the rows without kicking the runner (drain() would poll it): done when none is queued or adding.
  let last = Date.now();
  for (;;) {
    const left = await ctx.db
      .selectFrom('temu_publishes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('main_id', '=', mainId)
      .where('state', 'in', ['queued', 'adding'])
      .executeTakeFirst();
    if (Number(left?.n ?? 0) === 0) break;
    if (Date.now() - last > 10_000) {
      last = Date.now();
      const done = TEMPLATES - Number(left?.n ?? 0);
      console.log(`  ${((Date.now() - t0) / 1000).toFixed(0)} s: ${done}/${TEMPLATES} done`);
    }
    if (Date.now() - t0 > 30 * 60_000) throw new Error('publishing did not finish in 30 minutes');
    await new Promise((r) => setTimeout(r, 20));
  }
  const rows = await ctx.db.selectFrom('temu_publishes').selectAll().where('main_id', '=', mainId).execute();
  const wallMs = Math.max(...rows.map((r) => Number(r.finished_at))) - t0;
  await runner.stop();

  // Correctness: every publish ended success, once, and the shop holds each listing exactly once.
  const goods = await ctx.db
    .selectFrom('sandbox_temu_records')
    .select('data')
    .where('mall_id', '=', shop.mallId)
    .where('kind', '=', 'goods')
    .execute();
  const codes = goods.flatMap((g) =>
    (JSON.parse(g.data) as { skcs: Array<{ skus: Array<{ extCode: string }> }> }).skcs.flatMap((s) =>
      s.skus.map((k) => k.extCode),
    ),
  );
  const states = Object.fromEntries(
    ['success', 'failed', 'queued', 'adding'].map((s) => [s, rows.filter((r) => r.state === s).length]),
  );
  const problems: string[] = [];
  if (states.success !== TEMPLATES) problems.push(`states ${JSON.stringify(states)}`);
  if (goods.length !== TEMPLATES) problems.push(`${goods.length} listings on the shop`);
  if (new Set(codes).size !== codes.length || codes.length !== TEMPLATES * colours.length * sizes.length)
    problems.push(`${codes.length} SKU codes, ${new Set(codes).size} distinct`);
  if (new Set(rows.map((r) => r.goods_id)).size !== TEMPLATES) problems.push('goods ids repeat');

  // The baseline: the least time the shop's limits allow for these calls (each type has its own bucket).
  const perType = [...calls.entries()].map(([type, c]) => ({
    type,
    calls: c.n,
    limited: c.limited,
    failed: c.failed,
    qps: qpsOf(type),
    minimumMs: (c.n / qpsOf(type)) * 1000,
    // How long the sandbox took to answer (a call keeps its token that long, then one window more).
    gatewayMs: percentiles(c.ms),
  }));
  const totalCalls = perType.reduce((a, t) => a + t.calls, 0);
  const limited = perType.reduce((a, t) => a + t.limited, 0);
  const bound_ = perType.reduce((a, t) => (t.minimumMs > a.minimumMs ? t : a));
  const minimumMs = bound_.minimumMs;
  const ratio = wallMs / minimumMs;
  const attempts = rows.reduce((a, r) => a + Number(r.attempts), 0);

  for (const t of perType)
    console.log(
      `  ${t.type.padEnd(30)} ${String(t.calls).padStart(5)} calls at ${t.qps} qps → ≥ ${(t.minimumMs / 1000).toFixed(1)} s (${t.limited} × 429, ${t.failed} other errors; answered in p50 ${t.gatewayMs.p50.toFixed(1)} ms, p95 ${t.gatewayMs.p95.toFixed(1)} ms)`,
    );
  const verdict = `wall ${(wallMs / 1000).toFixed(1)} s vs minimum ${(minimumMs / 1000).toFixed(1)} s (${bound_.calls} × ${bound_.type} at ${bound_.qps} qps): ratio ${ratio.toFixed(3)} (goal ≤ ${GOAL}); ${totalCalls} gateway calls, ${limited} refused with 429; ${states.success}/${TEMPLATES} success, ${goods.length} listings`;
  console.log(verdict);

  // One entry per database, so a PostgreSQL run keeps the SQLite figures beside it.
  const file = path.join(root, 'bench/results/temu-publish.json');
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const result = {
    at: new Date().toISOString(),
    db: ctx.dialect,
    templates: TEMPLATES,
    imagesPerTemplate: IMAGES,
    skusPerTemplate: colours.length * sizes.length,
    concurrency: PUBLISH_CONCURRENCY,
    wallMs,
    minimumMs,
    bottleneck: bound_.type,
    ratio,
    goal: GOAL,
    calls: perType,
    totalCalls,
    refused429: limited,
    publishAttempts: attempts,
    states,
    listings: goods.length,
    problems,
  };
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, [ctx.dialect]: result }, null, 2)}\n`);
  await app.close();
  if (problems.length > 0) throw new Error(`publishing went wrong: ${problems.join('; ')}`);
  // A 429 means a call went out that the shop's limit did not allow: the client's limiter must prevent every one.
  if (ratio > GOAL || limited > 0) process.exitCode = 1;
}
