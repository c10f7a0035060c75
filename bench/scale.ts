/**
 * Scale-out benchmark (production readiness): the foundation read — GET /api/clientUser/accountInfo with a valid
 * token — against ONE server process and then TWO processes on the same PostgreSQL database and data directory
 * (each process gets half of the 50 connections, as nginx's round robin would give them). Reported: the scaling
 * ratio (two processes' req/s ÷ one's, same run), and the p99 of the read with 10 connections while a publish batch
 * (40 listings to a sandbox shop) and an order sync (2,000 stock-up orders) run in the background, against the
 * same read on the idle pair.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:scale -w bench
 * Needs PostgreSQL (SQLite is one process by design). On a 2-core machine the load generator and PostgreSQL share
 * the cores with the servers, so the ratio shows what a second process adds there, not a many-core machine's figure.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DESIGN_API, GALLERY_API, type ProductDetail, TEMU_ORDER_API, TEMU_TEMPLATE_API } from '@podbench/contract';
import pg from 'pg';
import sharp from 'sharp';
import { TEMU_SANDBOX } from '../apps/server/src/sandbox/temu/paths';
import { type LoadResult, load } from './lib/load';
import { root, type RunningServer, startPodBench } from './lib/server';

const base = process.env.DATABASE_URL;
if (!base?.startsWith('postgres')) {
  console.error('bench:scale needs DATABASE_URL=postgres://… (several processes share one PostgreSQL database)');
  process.exit(2);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

// A database and a data directory of our own, shared by both processes (shop tokens are encrypted with a key
// kept in DATA_DIR, so the processes must share it as a deployment shares its secret).
const dbName = `pb_scale_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = Object.assign(new URL(base), { pathname: `/${dbName}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-scale-'));
const env = { DATABASE_URL: dbUrl, DATA_DIR: dataDir, SANDBOX_TEMU_ORDER_SECONDS: '0' };
const servers: RunningServer[] = [];

try {
  await measure();
} finally {
  for (const s of servers) await s.stop().catch(() => {});
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function measure() {
  servers.push(await startPodBench(env));
  const [one] = servers as [RunningServer];
  const call = async <T>(method: string, url: string, body?: unknown, token?: string, raw?: Buffer, ct?: string) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (ct) headers['content-type'] = ct;
    const r = await fetch(`${one.url}${url}`, {
      method,
      headers,
      body: raw ? new Uint8Array(raw) : body === undefined ? undefined : JSON.stringify(body),
    });
    const j = (await r.json()) as { code: number; msg: string; data: T };
    if (j.code !== 200) throw new Error(`${url}: ${j.code} ${j.msg}`);
    return j.data;
  };
  const { token } = await call<{ token: string }>('POST', '/api/authC/login', {
    username: 'demo',
    password: 'demo123456',
  });
  const headers = { authorization: `Bearer ${token}` };
  const readPath = '/api/clientUser/accountInfo';

  const drive = async (targets: RunningServer[], connections: number): Promise<LoadResult> => {
    const per = Math.floor(connections / targets.length);
    const rs = await Promise.all(
      targets.map((s) => load(`${s.url}${readPath}`, { connections: per, seconds, headers })),
    );
    return {
      rps: rs.reduce((a, r) => a + r.rps, 0),
      p50: Math.max(...rs.map((r) => r.p50)),
      p99: Math.max(...rs.map((r) => r.p99)),
      errors: rs.reduce((a, r) => a + r.errors, 0),
      non2xx: rs.reduce((a, r) => a + r.non2xx, 0),
    };
  };

  await drive([one], CONNECTIONS); // warm-up
  servers.push(await startPodBench(env));
  const both = servers.slice(0, 2);
  await drive(both, CONNECTIONS);
  const pairs: Array<{ single: LoadResult; double: LoadResult; ratio: number }> = [];
  for (let i = 0; i < rounds; i++) {
    const single = await drive([one], CONNECTIONS);
    const double = await drive(both, CONNECTIONS);
    pairs.push({ single, double, ratio: double.rps / single.rps });
    console.log(
      `round ${i + 1}: 1 process ${single.rps.toFixed(0)} req/s (p99 ${single.p99} ms), 2 processes ${double.rps.toFixed(0)} req/s (p99 ${double.p99} ms): ×${(double.rps / single.rps).toFixed(2)}`,
    );
  }
  const median = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)]!;

  // Background work for the second part: a rendered design, 40 templates from it, a shop on the sandbox.
  const tee = (
    await call<{ rows: Array<{ id: number; name: string }> }>('GET', '/api/product/page?pageSize=100')
  ).rows.find((p) => p.name.includes('T恤'))!;
  const detail = await call<ProductDetail>('GET', `/api/product/detail?id=${tee.id}`);
  const art = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const boundary = `----scale${randomBytes(6).toString('hex')}`;
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="art.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    art,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const up = await call<{ items: Array<{ image: { id: number } }> }>(
    'POST',
    GALLERY_API.upload,
    undefined,
    token,
    form,
    `multipart/form-data; boundary=${boundary}`,
  );
  const front = detail.printAreas[0]!;
  const design = await call<{ id: number }>(
    'POST',
    DESIGN_API.save,
    {
      name: '压测设计',
      productId: tee.id,
      version: 0,
      document: {
        version: 1,
        productId: tee.id,
        colors: detail.colors.slice(0, 2).map((c) => c.name),
        areas: {
          [front.key]: {
            name: front.name,
            widthPx: front.widthPx,
            heightPx: front.heightPx,
            dpi: front.dpi,
            safeInsetPx: front.safeInsetPx,
            layers: [
              {
                id: 'img',
                type: 'image',
                imageId: up.items[0]!.image.id,
                x: 500,
                y: 500,
                width: 3000,
                height: 3000,
                rotation: 0,
              },
            ],
          },
        },
      },
    },
    token,
  );
  // The design renders in the background; a template made before its mockups exist has no images: wait for them.
  for (let i = 0; ; i++) {
    const made = await call<{ id: number; problems: unknown[] }>(
      'POST',
      TEMU_TEMPLATE_API.fromDesign,
      { designId: design.id },
      token,
    );
    await call('POST', TEMU_TEMPLATE_API.remove, { id: made.id }, token);
    if (made.problems.length === 0) break;
    if (i > 120) throw new Error('the design did not render in 2 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
  const templateIds: number[] = [];
  for (let i = 0; i < 40; i++)
    templateIds.push(
      (await call<{ id: number }>('POST', TEMU_TEMPLATE_API.fromDesign, { designId: design.id }, token)).id,
    );
  const shop = await call<{ mallId: string; accessToken: string }>('POST', TEMU_SANDBOX.shops, {
    mallName: '压测店铺',
  });
  const bound = await call<{ id: number }>('POST', '/api/shop/authorize', { accessToken: shop.accessToken }, token);
  const sample = await call<{ productId: number }>('POST', TEMU_SANDBOX.sampleGoods, { mallId: shop.mallId });
  await call('POST', TEMU_SANDBOX.onSaleNow, { productId: sample.productId });
  for (let i = 0; i < 4; i++) await call('POST', TEMU_SANDBOX.ordersNow, { mallId: shop.mallId, count: 500 });

  const QUIET_CONNECTIONS = 10;
  const idle = await drive(both, QUIET_CONNECTIONS);
  await call('POST', TEMU_TEMPLATE_API.upload, { templateIds, shopIds: [bound.id] }, token);
  await call('POST', TEMU_ORDER_API.sync, { shopId: bound.id }, token);
  const busy = await drive(both, QUIET_CONNECTIONS);
  const left = await call<{ counts: Record<string, number> }>(
    'GET',
    `${TEMU_TEMPLATE_API.publishPage}?pageSize=1`,
    undefined,
    token,
  );
  console.log(
    `read with ${QUIET_CONNECTIONS} connections: idle p99 ${idle.p99} ms (${idle.rps.toFixed(0)} req/s); during publish + order sync p99 ${busy.p99} ms (${busy.rps.toFixed(0)} req/s); publishes still queued/adding at the end: ${(left.counts.queued ?? 0) + (left.counts.adding ?? 0)}`,
  );

  const verdict = `scaling 1 → 2 processes on PostgreSQL: ×${median.ratio.toFixed(2)} (median of ${rounds}); p99 of the read under background publish + sync: ${busy.p99} ms vs ${idle.p99} ms idle`;
  console.log(verdict);
  fs.writeFileSync(
    path.join(root, 'bench/results/scale.json'),
    JSON.stringify({ at: new Date().toISOString(), cores: os.cpus().length, pairs, idle, busy, verdict }, null, 2),
  );
}
