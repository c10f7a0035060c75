import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_CSP, SANDBOX_CSP } from '../src/plugins/security-headers';
import { createTestApp } from './helper';

// A stand-in build so the static routes (shell, assets) are walked too.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');

const SECRET = 'internal-detail-4f1c: relation "users" at /work/main/apps/server/src/db/index.ts:42:7';
const routes: Array<{ method: string; url: string }> = [];
const t = await createTestApp(
  { SERVE_WEB: 'true', WEB_DIST: dist },
  {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      // One public route is made to fail the way a bug would: an Error with internal text and a stack.
      if (route.url === '/api/site/config' && route.method === 'GET') {
        route.handler = async () => {
          throw new Error(SECRET);
        };
      }
    },
  },
);
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A concrete URL for a route pattern: every parameter `1`, a wildcard `x`. */
const concrete = (url: string) =>
  url
    .replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1')
    .replace(/\*$/, 'x')
    .replace(/\/$/, '') || '/';

const STACK = /\n\s+at \S+|node_modules|\/work\/|\.ts:\d+|internal-detail/;

function expectSecure(r: { headers: Record<string, unknown>; body: string }, where: string) {
  expect(r.headers['x-content-type-options'], where).toBe('nosniff');
  expect(r.headers['x-frame-options'], where).toBe('SAMEORIGIN');
  expect(r.headers['referrer-policy'], where).toBe('same-origin');
  expect(String(r.headers['content-security-policy']), where).toMatch(/frame-ancestors '(self|none)'/);
  expect(r.body, where).not.toMatch(STACK);
}

describe('security headers on every response', () => {
  it('walks every registered route: headers present, no stack or internal text', async () => {
    expect(routes.length).toBeGreaterThan(150);
    const seen = new Set<string>();
    for (const { method, url } of routes) {
      const target = concrete(url);
      const key = `${method} ${target}`;
      if (seen.has(key) || method === 'OPTIONS') continue;
      seen.add(key);
      const r = await t.app.inject({
        method: method as 'GET',
        url: target,
        remoteAddress: '10.9.0.1',
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
      });
      expectSecure(r, `${key} → ${r.statusCode}`);
      expect(r.statusCode, key).toBeLessThan(method === 'GET' && url === '/api/site/config' ? 501 : 500);
    }
    expect(seen.size).toBeGreaterThan(150);
  });

  it('the SPA shell gets the app policy: own scripts only, inline styles (antd), frames only by our pages', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-security-policy']).toBe(APP_CSP);
    expect(APP_CSP).toContain("script-src 'self'");
    expect(APP_CSP).not.toMatch(/script-src[^;]*unsafe/);
    expect(APP_CSP).toContain("style-src 'self' 'unsafe-inline'");
    expect(APP_CSP).toContain("frame-ancestors 'self'");
  });

  it('with the SPA served, /healthz, /readyz and /metrics are still answered by the server, not the web app', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.json().code, url).toBe(200);
    }
    const m = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(m.headers['content-type']).toContain('text/plain');
    expect(m.body).toContain('podbench_http_requests_total');
  });

  it('a forced 500 answers the generic Chinese message, never the error text or stack', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ code: 500, msg: '服务器开小差了，请稍后再试', data: null });
    expectSecure(r, 'forced 500');
  });

  it('404s, malformed JSON, malformed URLs and oversized bodies carry the headers too', async () => {
    const cases = [
      { method: 'GET' as const, url: '/no/such/page' },
      { method: 'GET' as const, url: '/api/%E0%A4%A' },
      {
        method: 'POST' as const,
        url: '/api/authC/login',
        payload: '{"username":',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST' as const, url: '/api/authC/login', payload: 'x'.repeat(2 * 1024 * 1024) },
    ];
    const withParam = routes.find((r) => r.method === 'GET' && r.url.startsWith('/api/') && r.url.includes(':'));
    cases.push({ method: 'GET' as const, url: (withParam?.url ?? '').replace(/:\w+/, 'x'.repeat(300)) });
    for (const c of cases) {
      const r = await t.app.inject({ ...c, remoteAddress: '10.9.0.2' });
      expect(r.statusCode, c.url).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, c.url).toBeLessThan(500);
      expectSecure(r, `${c.method} ${c.url}`);
      expect(r.json().msg, c.url).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("sandbox pages (local mode's stand-ins with inline scripts) allow those and still refuse framing", async () => {
    const r = await t.app.inject({ method: 'GET', url: '/sandbox/shein/empower' });
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['content-security-policy']).toBe(SANDBOX_CSP);
    expect(SANDBOX_CSP).toContain("script-src 'self' 'unsafe-inline'");
    expect(SANDBOX_CSP).toContain("frame-ancestors 'self'");
  });
});
