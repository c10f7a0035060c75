import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DbHandle } from './index';

/** How long a process waits for another one's start-up (migrations, seed) before giving up. */
const WAIT_MS = 10 * 60_000;

/**
 * Runs `fn` (migrations and seed) while holding a lock every process starting on the same database takes: several
 * processes started at once migrate and seed once, the others wait and then find nothing to do. Kysely's migrator
 * locks on its own, but the seed after it checks-then-inserts (menus, notices) and would run twice.
 *
 * PostgreSQL: a session advisory lock keyed by the schema, held on one pooled connection while `fn` uses the others
 * (released by PostgreSQL if the process dies). SQLite: an exclusive transaction on a lock file beside the database
 * (released by the OS if the process dies); an in-memory database has no other process.
 */
export async function withStartupLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.dialect === 'postgres') {
    return handle.db.connection().execute(async (conn) => {
      const key = sql`hashtext('podbench:startup:' || current_schema())`;
      await sql`select pg_advisory_lock(${key})`.execute(conn);
      try {
        return await fn();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn);
      }
    });
  }
  const main = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(
    handle.db,
  );
  const file = main.rows[0]?.file;
  if (!file) return fn();
  const lock = new SQLite(`${file}.startup-lock`);
  try {
    // Polled rather than busy-waited: a busy timeout would block this process's event loop while it waits.
    const end = Date.now() + WAIT_MS;
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > end) throw err;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    try {
      return await fn();
    } finally {
      lock.exec('commit');
    }
  } finally {
    lock.close();
  }
}
