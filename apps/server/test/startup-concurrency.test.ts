import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRuntime } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db';
import { TEST_DIALECT } from './helper';
import { freshDatabase, type ServerProcess, startServer } from './server-process';

/**
 * Real processes: two servers started at the same moment on an empty database (a fresh PostgreSQL database, or one
 * SQLite file) both start, and the database is migrated and seeded once.
 */
describe('several processes starting at once', () => {
  const servers: ServerProcess[] = [];
  let drop: (() => Promise<void>) | null = null;
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await drop?.();
  });

  it('migrate and seed the empty database once; both serve', { timeout: 240_000 }, async () => {
    const db = await freshDatabase();
    drop = db.drop;
    const started = await Promise.all([startServer(db.env), startServer(db.env)]);
    servers.push(...started);
    for (const s of started) {
      const r = await fetch(`${s.url}/readyz`);
      expect(r.status, s.output()).toBe(200);
    }

    const migrations = await db.query<{ name: string; n: number | string }>(
      'select name, count(*) as n from kysely_migration group by name',
    );
    expect(migrations.length).toBeGreaterThan(10);
    expect(migrations.filter((m) => Number(m.n) !== 1)).toEqual([]);

    // The seed checks before inserting: run twice at once, menus and the welcome notice would be doubled.
    const menus = await db.query<{ n: number | string }>(
      'select count(*) as n from menus group by audience, parent_id, path, menu_name having count(*) > 1',
    );
    expect(menus).toEqual([]);
    const notices = await db.query<{ n: number | string }>('select count(*) as n from notices');
    expect(Number(notices[0]?.n)).toBe(1);
    const users = await db.query<{ n: number | string }>(
      'select count(*) as n from users group by user_name having count(*) > 1',
    );
    expect(users).toEqual([]);

    // Both processes stop cleanly.
    for (const s of started) s.child.kill('SIGTERM');
    expect(await Promise.all(started.map((s) => s.exited))).toEqual([0, 0]);
  });
});

// PostgreSQL only: SQLite databases are shared by processes, not by pools inside one process (the test above).
if (TEST_DIALECT === 'postgres')
  describe('several runtimes starting at once in one process (tighter interleaving)', () => {
    it('migrate and seed once', { timeout: 120_000 }, async () => {
      const db = await freshDatabase();
      const handles = Array.from({ length: 4 }, () =>
        openDb({
          databaseUrl: db.env.DATABASE_URL ?? null,
          sqliteFile: path.join(db.env.DATA_DIR ?? '', 'podbench.db'),
          pgPoolSize: 3,
        }),
      );
      try {
        const config = loadConfig({ ...db.env, LOG_LEVEL: 'silent' });
        await Promise.all(handles.map((h) => createRuntime(config, h)));
        const menus = await db.query<{ n: number | string }>(
          'select count(*) as n from menus group by audience, parent_id, path, menu_name having count(*) > 1',
        );
        expect(menus).toEqual([]);
        const notices = await db.query<{ n: number | string }>('select count(*) as n from notices');
        expect(Number(notices[0]?.n)).toBe(1);
      } finally {
        for (const h of handles) await h.close();
        await db.drop();
      }
    });
  });
