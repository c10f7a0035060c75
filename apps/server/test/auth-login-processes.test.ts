import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, type ServerProcess, startServer } from './server-process';

/**
 * The sign-in reservation is one atomic upsert in the database, so two server processes sharing the database hold the
 * limit together: a burst split between them checks LIMIT guesses in all, never LIMIT per process.
 */
const store = await freshDatabase();
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) {
    s.child.kill('SIGKILL');
    await s.exited;
  }
  await store.drop();
});

describe('two processes, one database', () => {
  it('a 40-guess burst spread over both checks 10 passwords, and the right 36th does not sign in', async () => {
    const env = { ...store.env, MODE: 'local', CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '10' };
    // Started together: the start-up lock lets one migrate and seed while the other waits.
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    const [a, b] = servers.map((s) => s.url);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const r = await fetch(`${i % 2 ? b : a}/api/authC/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'demo', password: i === 35 ? 'demo123456' : `wrong-${i}-pass` }),
        });
        return (await r.json()) as { code: number; data: unknown };
      }),
    );
    expect(guesses.filter((g) => g.code === 400)).toHaveLength(10);
    expect(guesses.filter((g) => g.code === 429)).toHaveLength(30);
    expect(guesses[35].code).toBe(429);
    const sessions = await store.query<{ n: number | string }>(
      "select count(*) as n from sessions where user_id = (select id from users where user_name = 'demo')",
    );
    expect(Number(sessions[0].n)).toBe(0);
  }, 180_000);
});
