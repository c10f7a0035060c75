import { describe, expect, it } from 'vitest';
import { isInternalAddress, markDraining, metricsAllowed } from '../src/modules/ops/routes';
import { sheinAccessFor } from '../src/modules/marketplace/shein';
import { temuAccessOf } from '../src/modules/marketplace/temu';
import { metricsOf } from '../src/modules/ops/metrics';
import { createTestApp, useTestApp } from './helper';

describe('health, readiness and metrics', async () => {
  const t = await useTestApp();

  it('/healthz answers without touching the database; /readyz checks database and storage', async () => {
    const h = await t.call({ method: 'GET', url: '/healthz' });
    expect(h.status).toBe(200);
    expect(h.data).toEqual({ status: 'ok' });
    const r = await t.call({ method: 'GET', url: '/readyz' });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ database: 'ok', storage: 'ok' });
    expect(r.raw.headers['cache-control']).toBe('no-store');
  });

  it('/metrics counts requests by route pattern (never the raw URL), with latency', async () => {
    await t.call({ method: 'GET', url: '/api/gallery/folders/123456/images' });
    await t.call({ method: 'GET', url: '/api/no-such-thing/98765' });
    const m = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(m.statusCode).toBe(200);
    expect(m.headers['content-type']).toContain('text/plain');
    const text = m.body;
    expect(text).toMatch(/podbench_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
    expect(text).toContain('route="(unmatched)",status="404"');
    expect(text).not.toContain('98765');
    expect(text).not.toContain('123456');
    expect(text).toMatch(/podbench_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/readyz"\}/);
    expect(text).toContain('podbench_process_cpu_user_seconds_total');
  });

  it('/metrics reports the shared queue depth, job failures and marketplace errors by code', async () => {
    const now = Date.now();
    await t.runtime.ctx.db
      .insertInto('jobs')
      .values([
        { kind: 'ops-test', payload: '{}', status: 'queued', run_at: now, created_at: now, updated_at: now },
        { kind: 'ops-test', payload: '{}', status: 'queued', run_at: now, created_at: now, updated_at: now },
        { kind: 'ops-test', payload: '{}', status: 'failed', run_at: now, created_at: now, updated_at: now },
      ])
      .execute();
    const m = metricsOf(t.runtime.ctx);
    m.jobFailed('ops-test', true);
    m.marketplaceError('temu', 'bg.goods.add', 'business', 7000020);
    m.marketplaceError('shein', '/open-api/x', 'network', null);
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('podbench_jobs{kind="ops-test",status="queued"} 2');
    expect(text).toContain('podbench_jobs{kind="ops-test",status="failed"} 1');
    expect(text).toContain('podbench_job_failures_total{kind="ops-test",permanent="true"} 1');
    expect(text).toContain('podbench_publishes{state="queued"} 0');
    expect(text).toContain(
      'podbench_marketplace_errors_total{marketplace="temu",api="bg.goods.add",kind="business",code="7000020"} 1',
    );
    expect(text).toContain('marketplace="shein",api="/open-api/x",kind="network",code="network"} 1');
  });

  it("counts real failed marketplace calls through the clients' error hooks", async () => {
    const temu = await temuAccessOf(t.runtime.ctx)();
    await expect(temu.client.call('bg.mall.info.get', {}, { accessToken: 'not-a-token' })).rejects.toThrow();
    const shein = await sheinAccessFor(t.runtime.ctx, t.app)();
    await expect(
      shein.client.call('categoryTree', {}, { openKeyId: 'no-such-key', secretKey: 'no-such-secret' }),
    ).rejects.toThrow();
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(
      /podbench_marketplace_errors_total\{marketplace="temu",api="bg.mall.info.get",kind="auth",code="70\d+"\} 1/,
    );
    expect(text).toMatch(
      /podbench_marketplace_errors_total\{marketplace="shein",api="\/open-api\/goods\/query-category-tree",kind="auth",code="\w+"\} 1/,
    );
  });

  it('/readyz answers 503 with a Chinese reason once the process is draining', async () => {
    const other = await createTestApp();
    try {
      markDraining(other.runtime.ctx);
      const r = await other.call({ method: 'GET', url: '/readyz' });
      expect(r.status).toBe(503);
      expect(r.msg).toBe('服务正在停止');
      expect((await other.call({ method: 'GET', url: '/healthz' })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('/readyz answers 503 naming the database when it cannot be reached', async () => {
    const other = await createTestApp();
    try {
      await other.runtime.handle.close();
      const r = await other.call({ method: 'GET', url: '/readyz' });
      expect(r.status).toBe(503);
      expect(r.msg).toBe('数据库不可用');
      expect(r.data).toEqual({ database: 'error', storage: 'ok' });
    } finally {
      await other.app.close();
    }
  });
});

describe('/metrics protection in production', () => {
  it('recognises loopback and private addresses only', () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '172.16.0.1', '172.31.255.1', '192.168.1.9', '::ffff:10.0.0.1'])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2001:db8::1', '::ffff:1.2.3.4'])
      expect(isInternalAddress(ip), ip).toBe(false);
  });

  it('without METRICS_TOKEN: open in local mode, internal addresses only in production', () => {
    const prod = { mode: 'production' as const, metricsToken: null };
    expect(metricsAllowed(prod, '127.0.0.1', undefined)).toBe(true);
    expect(metricsAllowed(prod, '10.0.0.5', undefined)).toBe(true);
    expect(metricsAllowed(prod, '203.0.113.7', undefined)).toBe(false);
    expect(metricsAllowed({ mode: 'local', metricsToken: null }, '203.0.113.7', undefined)).toBe(true);
    const withToken = { mode: 'production' as const, metricsToken: 'metrics-token-0123456789' };
    expect(metricsAllowed(withToken, '127.0.0.1', undefined)).toBe(false);
    expect(metricsAllowed(withToken, '203.0.113.7', 'Bearer metrics-token-0123456789')).toBe(true);
  });

  it('METRICS_TOKEN: only the bearer token reads metrics, from anywhere', async () => {
    const token = 'metrics-token-0123456789';
    const t = await createTestApp({ METRICS_TOKEN: token });
    try {
      const none = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(403);
      expect(none.json().msg).toContain('METRICS_TOKEN');
      const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(403);
      const right = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.7',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('podbench_http_requests_total');
    } finally {
      await t.close();
    }
  });
});
