import http from 'node:http';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, type ServerProcess, startServer } from './server-process';

/** A request whose body arrives in two parts: it is in flight while the test signals the server in between. */
function slowLogin(url: string) {
  const body = JSON.stringify({ username: 'nobody-here', password: 'wrong-password-1' });
  const u = new URL('/api/authC/login', url);
  const req = http.request({
    host: u.hostname,
    port: u.port,
    path: u.pathname,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => {
        text += String(d);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { finish: () => req.end(body.slice(10)), answer };
}

describe('graceful shutdown of a real server process', () => {
  let server: ServerProcess | null = null;
  let drop: (() => Promise<void>) | null = null;
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await drop?.();
  });

  it('SIGTERM: answers the request in flight, hands jobs back, closes the database and exits 0', {
    timeout: 120_000,
  }, async () => {
    const db = await freshDatabase();
    drop = db.drop;
    server = await startServer(db.env);
    const s = server;
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);

    const inFlight = slowLogin(s.url);
    await new Promise((r) => setTimeout(r, 300));
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // The server no longer accepts connections, but the request it had is still answered.
    await expect(fetch(`${s.url}/healthz`)).rejects.toThrow();
    inFlight.finish();
    const answer = await inFlight.answer;
    // Answered by the route (a refused sign-in), not cut off.
    expect([400, 401]).toContain(answer.status);
    expect(JSON.parse(answer.body).msg).toMatch(/[\u4e00-\u9fff]/);

    expect(await s.exited, s.output()).toBe(0);
    // Nothing is left claimed by the stopped process: every job it had is finished or queued again.
    const held = await db.query<{ id: number }>("select id from jobs where status = 'running'");
    expect(held).toEqual([]);
  });

  it('SIGTERM while a background-removal job runs: the job is handed back (or finished), never left claimed, and a restarted process completes it once', {
    timeout: 180_000,
  }, async () => {
    const db = await freshDatabase();
    const dropThis = db.drop;
    try {
      let s = await startServer({ ...db.env, CAPTCHA_ENABLED: 'false' });
      server = s;
      const login = await fetch(`${s.url}/api/authC/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const auth = { authorization: `Bearer ${token}` };
      // A big noisy picture keeps the removal busy for a while.
      const noise = Buffer.alloc(3000 * 3000 * 3);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
      const png = await sharp(noise, { raw: { width: 3000, height: 3000, channels: 3 } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'big.png');
      const up = (await (await fetch(`${s.url}/upload`, { method: 'POST', headers: auth, body: form })).json()) as {
        data: { id: number };
      };
      const created = await fetch(`${s.url}/api/removal/batches`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ imageIds: [], fileIds: [up.data.id] }),
      });
      expect(created.status).toBe(200);
      const removalJob = async () =>
        (
          await db.query<{ id: number; status: string; lease_owner: string | null; attempts: number }>(
            "select id, status, lease_owner, attempts from jobs where kind = 'removal'",
          )
        )[0];
      const end = Date.now() + 60_000;
      while ((await removalJob())?.status !== 'running' && Date.now() < end)
        await new Promise((r) => setTimeout(r, 20));
      expect((await removalJob())?.status).toBe('running');

      s.child.kill('SIGTERM');
      expect(await s.exited, s.output()).toBe(0);
      const after = await removalJob();
      expect(['queued', 'done']).toContain(after?.status);
      expect(after?.lease_owner).toBeNull();

      s = await startServer({ ...db.env, CAPTCHA_ENABLED: 'false' });
      server = s;
      const end2 = Date.now() + 90_000;
      while ((await removalJob())?.status !== 'done' && Date.now() < end2) await new Promise((r) => setTimeout(r, 100));
      const done = await removalJob();
      expect(done?.status, s.output()).toBe('done');
      const tasks = await db.query<{ n: number | string }>("select count(*) as n from jobs where kind = 'removal'");
      expect(Number(tasks[0]?.n)).toBe(1);
      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
    } finally {
      await dropThis();
    }
  });
});
