import {
  API_CONSOLE,
  DESIGN_API,
  GALLERY_API,
  type ProductDetail,
  TEMU_ORDER_API,
  TEMU_TEMPLATE_API,
} from '@podbench/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEMU_SANDBOX } from '../src/sandbox/temu/paths';
import { teeDocument } from './design-fixtures';
import { artPng } from './gallery-fixtures';
import type { TestApp } from './helper';
import { multipart } from './multipart';
import { freshDatabase, type ServerProcess, startServer } from './server-process';
import { completeTemplate } from './temu-publish-fixtures';

/**
 * Crash safety with real processes (issue 10): a server is killed with SIGKILL in the middle of a render job, a
 * publish batch and a batch of payments, and started again on the same database. Every job ends exactly once, no
 * listing is duplicated, no money is lost or doubled and the ledger sums to the balance.
 */
vi.setConfig({ testTimeout: 300_000 });

const store = await freshDatabase();
const env = { ...store.env, CAPTCHA_ENABLED: 'false', JOB_LEASE_MS: '3000', LOG_LEVEL: 'error' };
let server: ServerProcess = await startServer(env);
afterAll(async () => {
  server.child.kill('SIGKILL');
  await server.exited;
  await store.drop();
});

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
async function call<T>(method: string, url: string, body?: unknown, token?: string): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: Buffer | string | undefined;
  if (body instanceof Buffer) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const r = await fetch(`${server.url}${url}`, { method, headers, body: payload });
  return (await r.json()) as Envelope<T>;
}
const login = async (username: string, password: string) => {
  const r = await call<{ token: string }>('POST', '/api/authC/login', { username, password });
  expect(r.code, r.msg).toBe(200);
  return r.data.token;
};
const rows = <R>(sql: string) => store.query<R>(sql);
/** The editor's calls go to the real server process, as `t.call` does in-process for the template helpers. */
const overHttp = {
  call: (o: { method: string; url: string; payload?: unknown; token?: string }) =>
    call(o.method, o.url, o.payload, o.token),
} as unknown as TestApp;
const num = (v: unknown) => Number(v);

/** SIGKILL now, then the same database under a new process. */
async function killAndRestart() {
  server.child.kill('SIGKILL');
  expect(await server.exited).toBeNull();
  server = await startServer(env);
}

const waitFor = async (what: () => Promise<boolean>, timeout = 120_000, explain?: () => Promise<unknown>) => {
  try {
    await expect.poll(what, { timeout, interval: 250 }).toBe(true);
  } catch (e) {
    if (explain) console.error('crash-safety: waited in vain;', JSON.stringify(await explain()));
    throw e;
  }
};

describe('kill -9 in the middle of work', () => {
  let seller = '';
  let mainId = 0;
  let designId = 0;
  let shopId = 0;
  let mallId = '';

  it('a render job killed while running is taken over and renders once', async () => {
    seller = await login('demo', 'demo123456');
    mainId = num((await rows<{ id: number }>("select id from users where user_name = 'demo'"))[0]!.id);
    const page = await call<{ rows: Array<{ id: number; name: string }> }>('GET', '/api/product/page?pageSize=100');
    const tee = page.data.rows.find((p) => p.name.includes('T恤'))!;
    const detail = await call<ProductDetail>('GET', `/api/product/detail?id=${tee.id}`);
    const upload = multipart([{ filename: 'art.png', data: await artPng(64, 48, 5), contentType: 'image/png' }]);
    const up = await fetch(`${server.url}${GALLERY_API.upload}`, {
      method: 'POST',
      headers: { ...upload.headers, authorization: `Bearer ${seller}` },
      body: upload.payload,
    });
    const image = ((await up.json()) as Envelope<{ items: Array<{ image: { id: number } }> }>).data.items[0]!.image;
    const saved = await call<{ id: number }>(
      'POST',
      DESIGN_API.save,
      { name: '崩溃测试', productId: tee.id, document: teeDocument(detail.data, image.id), version: 0 },
      seller,
    );
    expect(saved.code, saved.msg).toBe(200);
    designId = saved.data.id;
    const job = () =>
      rows<{ id: number; status: string; attempts: number }>(
        "select id, status, attempts from jobs where kind = 'design-render' order by id",
      );
    await waitFor(async () => (await job())[0]?.status === 'running');
    await killAndRestart();
    await waitFor(async () => (await job())[0]?.status === 'done');
    // One job, finished by the second process (the first died while running it).
    expect(await job()).toHaveLength(1);
    // One set of files for the version: nothing rendered twice.
    const files = await rows<{ kind: string; area_key: string; color: string; n: number }>(
      `select kind, area_key, color, count(*) as n from design_renders where design_id = ${designId} group by kind, area_key, color, version`,
    );
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => num(f.n) === 1)).toBe(true);
  });

  it('a publish batch killed half-way ends with every listing on Temu exactly once', async () => {
    const shop = await call<{ mallId: string; accessToken: string }>('POST', TEMU_SANDBOX.shops, {
      mallName: '崩溃店',
    });
    mallId = shop.data.mallId;
    const bound = await call<{ id: number }>(
      'POST',
      '/api/shop/authorize',
      { accessToken: shop.data.accessToken },
      seller,
    );
    expect(bound.code, bound.msg).toBe(200);
    shopId = bound.data.id;
    const templateIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = await call<{ id: number }>('POST', TEMU_TEMPLATE_API.fromDesign, { designId }, seller);
      expect(t.code, t.msg).toBe(200);
      // The seller finishes 做成模板's template in the editor (leaf, properties, mapping, size chart, origin).
      const done = await completeTemplate(overHttp, { id: mainId, mainId, token: seller }, t.data.id);
      expect(done.status).toBe('ready');
      // Ten listings, not ten copies: Temu refuses the same leaf, title and specs twice (2000168).
      const body = await call<{ title: string }>(
        'GET',
        `${TEMU_TEMPLATE_API.detail}?id=${t.data.id}`,
        undefined,
        seller,
      );
      const renamed = await call<{ status: string }>(
        'POST',
        TEMU_TEMPLATE_API.save,
        { id: t.data.id, template: { ...body.data, title: `${body.data.title} 第${i + 1}款` } },
        seller,
      );
      expect(renamed.code, renamed.msg).toBe(200);
      expect(renamed.data.status).toBe('ready');
      templateIds.push(t.data.id);
    }
    const queued = await call<{ queued: number }>(
      'POST',
      TEMU_TEMPLATE_API.upload,
      { templateIds, shopIds: [shopId] },
      seller,
    );
    expect(queued.data.queued).toBe(10);
    const states = () =>
      rows<{ state: string; n: number; error: string | null }>(
        'select state, count(*) as n, max(error) as error from temu_publishes group by state',
      );
    const count = async (s: string) => num((await states()).find((r) => r.state === s)?.n ?? 0);
    await waitFor(async () => (await count('success')) >= 2, 120_000, states);
    expect(await count('success')).toBeLessThan(10);
    await killAndRestart();
    await waitFor(async () => (await count('success')) === 10);
    const goods = await rows<{ data: string }>(
      `select data from sandbox_temu_records where kind = 'goods' and mall_id = '${mallId}'`,
    );
    const listings = goods.map(
      (g) => JSON.parse(g.data) as { duplicateOf?: number; skcs: Array<{ skus: Array<{ extCode: string }> }> },
    );
    expect(listings).toHaveLength(10);
    expect(listings.filter((g) => g.duplicateOf !== undefined)).toHaveLength(0);
    const codes = listings.flatMap((g) => g.skcs.flatMap((s) => s.skus.map((k) => k.extCode)));
    expect(new Set(codes).size).toBe(codes.length);
    for (const id of templateIds) expect(codes.some((c) => c.startsWith(`PB-T${id}-`))).toBe(true);
  });

  it('payments killed in flight: each order is charged at most once, the ledger sums, the rest pay once after', async () => {
    const goods = await rows<{ ref: string }>(
      `select ref from sandbox_temu_records where kind = 'goods' and mall_id = '${mallId}' order by id limit 1`,
    );
    expect((await call('POST', TEMU_SANDBOX.onSaleNow, { productId: Number(goods[0]!.ref) })).code).toBe(200);
    expect((await call('POST', TEMU_SANDBOX.ordersNow, { mallId, count: 16 })).code).toBe(200);
    const sync = await call<{ jobIds: number[] }>('POST', TEMU_ORDER_API.sync, { shopId }, seller);
    expect(sync.code, sync.msg).toBe(200);
    const orders = () => rows<{ id: number; state: string }>('select id, state from temu_orders order by id');
    await waitFor(async () => (await orders()).length === 16);

    const admin = await login('admin', 'admin123456');
    const topUp = 100_000_00;
    const adj = await call(
      'POST',
      API_CONSOLE.sellers.adjustBalance,
      { id: mainId, amountFen: topUp, reason: '崩溃测试充值', requestId: 'crash-test-0001' },
      admin,
    );
    expect(adj.code, adj.msg).toBe(200);
    const [start] = await rows<{ balance_fen: number }>(`select balance_fen from users where id = ${mainId}`);
    const initial = num(start!.balance_fen);

    // Sixteen single-order payments at once; the process dies as soon as the first is answered.
    const ids = (await orders()).map((o) => num(o.id));
    const inFlight = ids.map((id) => call('POST', TEMU_ORDER_API.pay, { ids: [id] }, seller).catch(() => null));
    await Promise.race(inFlight);
    await killAndRestart();
    await Promise.all(inFlight);

    const check = async () => {
      const [u] = await rows<{ balance_fen: number }>(`select balance_fen from users where id = ${mainId}`);
      const ledger = await rows<{ type: number; amount_fen: number; ref_type: string; ref_id: string }>(
        `select type, amount_fen, ref_type, ref_id from account_ledger where main_id = ${mainId}`,
      );
      const paidOrders = await rows<{ id: number; paid_fen: number }>(
        `select id, paid_fen from temu_orders where pay_ledger_id is not null`,
      );
      const sum = ledger.reduce((s, l) => s + num(l.amount_fen), 0);
      // The ledger is the balance; each paid order has exactly its charge, unpaid ones none.
      expect(sum).toBe(num(u!.balance_fen));
      expect(num(u!.balance_fen)).toBe(initial - paidOrders.reduce((s, o) => s + num(o.paid_fen), 0));
      const payRefs = ledger.filter((l) => num(l.amount_fen) < 0).map((l) => `${l.ref_type}:${l.ref_id}`);
      expect(new Set(payRefs).size).toBe(payRefs.length);
      return paidOrders.length;
    };
    const paidBefore = await check();
    expect(paidBefore).toBeGreaterThanOrEqual(1);

    // The seller pays the rest (and, by mistake, the paid ones again): each is charged once.
    const again = await call('POST', TEMU_ORDER_API.pay, { ids: ids.filter((_, i) => i % 2 === 0) }, seller);
    expect([200, 400, 409]).toContain(again.code);
    for (const id of ids) await call('POST', TEMU_ORDER_API.pay, { ids: [id] }, seller);
    expect(await check()).toBe(16);
    expect((await orders()).every((o) => o.state === 'to_produce')).toBe(true);
  });
});
