import { qpsOf, TemuApiError } from '@podbench/temu';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { createRuntime } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { inProcessFetch } from '../src/modules/marketplace/in-process-fetch';
import { temuAccessFor } from '../src/modules/marketplace/temu';
import { createTemuRateGate, temuRateGateFor } from '../src/modules/marketplace/temu-rate-gate';
import { useTestApp } from './helper';
import { sandboxClient, sandboxShop } from './marketplace-fixtures';

// On by default on PostgreSQL only; the SQLite run turns it on to test the same path.
const t = await useTestApp({ TEMU_SHARED_RATE_LIMIT: 'true' });
const db = t.runtime.ctx.db;
const dialect = t.runtime.ctx.dialect;
const gate = (opts: Parameters<typeof createTemuRateGate>[2] = {}) => createTemuRateGate(db, dialect, opts);
const key = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}|bg.mall.info.get`;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The largest number of times inside any window of `windowMs` (any alignment, not just whole seconds). */
const maxInWindow = (times: number[], windowMs: number) => {
  let max = 0;
  for (const start of times) max = Math.max(max, times.filter((x) => x >= start && x < start + windowMs).length);
  return max;
};

describe('shared Temu rate gate (database tokens)', () => {
  it('gives cap tokens at once, and the next one holdMs after a token comes back', async () => {
    const g = gate();
    const k = key('a');
    const first = await g.admit(k, 2, 300);
    const second = await g.admit(k, 2, 300);
    let thirdAt = 0;
    const third = g.admit(k, 2, 300).then((release) => {
      thirdAt = Date.now();
      return release;
    });
    await delay(100);
    expect(thirdAt).toBe(0);
    const backAt = Date.now();
    await first();
    await (await third)();
    expect(thirdAt - backAt).toBeGreaterThanOrEqual(295);
    await second();
  });

  it('is one limit for two processes: the second waits for a token the first gives back', async () => {
    const [a, b] = [gate(), gate()];
    const k = key('b');
    const held = [await a.admit(k, 2, 200), await a.admit(k, 2, 200)];
    let bAt = 0;
    const bCall = b.admit(k, 2, 200).then((release) => {
      bAt = Date.now();
      return release;
    });
    await delay(150);
    expect(bAt).toBe(0);
    const backAt = Date.now();
    for (const release of held) await release();
    await (await bCall)();
    expect(bAt - backAt).toBeGreaterThanOrEqual(195);
  });

  it('takes back a killed process’s token after its lease; its late give-back frees nothing', async () => {
    const k = key('c');
    const dead = gate({ leaseMs: 300 });
    const lost = await dead.admit(k, 1, 100);
    const started = Date.now();
    const next = await gate({ leaseMs: 60_000 }).admit(k, 1, 100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await lost();
    const row = await db.selectFrom('temu_rate_slots').selectAll().where('bucket', '=', k).executeTakeFirstOrThrow();
    expect(row.holder).not.toBeNull();
    await next();
  });

  it('deletes tokens unused for a while and recreates them on use', async () => {
    const stale = key('d');
    await db
      .insertInto('temu_rate_slots')
      .values({ bucket: stale, slot: 0, free_at: Date.now() - 120_000 })
      .execute();
    const g = gate({ idleMs: 60_000, cleanupEveryMs: 0 });
    const k = key('e');
    await (await g.admit(k, 3, 50))();
    await delay(100);
    const left = await db.selectFrom('temu_rate_slots').select('bucket').where('bucket', 'in', [stale, k]).execute();
    expect(left.map((r) => r.bucket).sort()).toEqual([k, k, k].sort());
  });

  it('is on by default on PostgreSQL only, and follows TEMU_SHARED_RATE_LIMIT', () => {
    const ctx = (dialect: 'sqlite' | 'postgres', temuSharedRateLimit: boolean | null) => ({
      db,
      dialect,
      config: { marketplace: { temuSharedRateLimit } },
    });
    expect(temuRateGateFor(ctx('postgres', null))).toBeDefined();
    expect(temuRateGateFor(ctx('sqlite', null))).toBeUndefined();
    expect(temuRateGateFor(ctx('sqlite', true))).toBeDefined();
    expect(temuRateGateFor(ctx('postgres', false))).toBeUndefined();
    const read = (v?: string) =>
      loadConfig({ DATA_DIR: t.dataDir, ...(v ? { TEMU_SHARED_RATE_LIMIT: v } : {}) }).marketplace.temuSharedRateLimit;
    expect([read(), read('auto'), read('true'), read('false')]).toEqual([null, null, true, false]);
    expect(() => read('yes please')).toThrow('TEMU_SHARED_RATE_LIMIT 只能是 auto、true 或 false');
  });
});

describe('two processes calling one sandbox shop', () => {
  /** Two clients, each with its own in-process limiter (two processes), hammering one shop's one type at once. */
  async function hammer(shared: boolean, perClient: number) {
    const shop = await sandboxShop(t);
    const sent: number[] = [];
    const limited: TemuApiError[] = [];
    const direct = inProcessFetch(t.app);
    const client = () =>
      sandboxClient(t, {
        fetch: (url, init) => {
          sent.push(Date.now());
          return direct(url, init);
        },
        retry: { maxAttempts: 1 },
        sharedGate: shared ? gate() : undefined,
      });
    const clients = [await client(), await client()];
    const results = await Promise.allSettled(
      clients.flatMap((c) =>
        Array.from({ length: perClient }, () =>
          c.call('bg.mall.info.get', {}, { accessToken: shop.accessToken, shopKey: shop.mallId }),
        ),
      ),
    );
    for (const r of results) {
      if (r.status === 'rejected' && r.reason instanceof TemuApiError && r.reason.kind === 'rate_limit') {
        limited.push(r.reason);
      }
    }
    return { results, sent, limited };
  }

  it('never exceed the shop’s qps together when they share the gate', { timeout: 40_000 }, async () => {
    const qps = qpsOf('bg.mall.info.get');
    const { results, sent, limited } = await hammer(true, 9);
    expect(limited).toEqual([]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(sent).toHaveLength(18);
    expect(maxInWindow(sent, 1000)).toBeLessThanOrEqual(qps);
    const perSecond = new Map<number, number>();
    for (const at of sent) perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(qps);
    // Still at the limit's pace: 18 calls at 3 per window need 5 further windows (plus the calls' own time).
    expect(Math.max(...sent) - Math.min(...sent)).toBeLessThan(8000);
  });

  it('without it, each paces only itself and the sandbox answers 429', { timeout: 20_000 }, async () => {
    const { limited } = await hammer(false, 6);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.httpStatus).toBe(429);
  });
});

describe('two server runtimes on one database', () => {
  it('call one sandbox shop through their own Temu clients: no 429, never over qps at the gateway', {
    timeout: 40_000,
  }, async () => {
    const qps = qpsOf('bg.mall.info.get');
    const shop = await sandboxShop(t);
    const arrivals: number[] = [];
    let refused = 0;
    // Two runtimes as two processes would build them (own context, app, Temu client and in-process limiter); the
    // hooks watch the sandbox's gateway in both.
    const runtimes = await Promise.all([1, 2].map(() => createRuntime(t.config, t.runtime.handle)));
    const apps = await Promise.all(runtimes.map((r) => buildApp(r.ctx, { logger: false })));
    onTestFinished(async () => {
      await Promise.all(apps.map((a) => a.close()));
    });
    for (const app of apps) {
      app.addHook('onRequest', async (req) => {
        if (req.url.endsWith('/openapi/router')) arrivals.push(Date.now());
      });
      app.addHook('onResponse', async (req, reply) => {
        if (req.url.endsWith('/openapi/router') && reply.statusCode === 429) refused++;
      });
      await app.ready();
    }
    const clients = await Promise.all(runtimes.map(async (r, i) => (await temuAccessFor(r.ctx, apps[i]!)()).client));
    const results = await Promise.allSettled(
      clients.flatMap((c) =>
        Array.from({ length: 9 }, () =>
          c.call('bg.mall.info.get', {}, { accessToken: shop.accessToken, shopKey: shop.mallId }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(refused).toBe(0);
    expect(arrivals).toHaveLength(18);
    expect(maxInWindow(arrivals, 1000)).toBeLessThanOrEqual(qps);
    const perSecond = new Map<number, number>();
    for (const at of arrivals) perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(qps);
  });
});
