import http from 'node:http';
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
});
