import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

// A stand-in build: the plugin must serve it without route clashes and with the right cache headers.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');

const t = await useTestApp({ SERVE_WEB: 'true', WEB_DIST: dist });

describe('serving the built web app', () => {
  it('serves the shell at / and /index.html, never cached', async () => {
    for (const url of ['/', '/index.html']) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('id="root"');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toContain('immutable');
  });

  it('keeps API 404s in the envelope', async () => {
    const r = await t.call({ method: 'GET', url: '/api/does-not-exist' });
    expect(r.status).toBe(404);
    expect(r.msg).toContain('接口不存在');
  });
});
