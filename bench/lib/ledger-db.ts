import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALL_PERMISSIONS, ROLE_SELLER, UserType } from '@podbench/contract';
import pg from 'pg';
import { type Db, type Dialect, openDb } from '../../apps/server/src/db';
import { migrateToLatest } from '../../apps/server/src/db/migrate';

export interface BenchDb {
  db: Db;
  dialect: Dialect;
  close: () => Promise<void>;
}

/**
 * A fresh, migrated database: a SQLite file in a temp dir (WAL, as the server opens it), or a throw-away schema on
 * the PostgreSQL at `databaseUrl`. Both are dropped on close.
 */
export async function openBenchDb(databaseUrl: string | null, poolSize = 10): Promise<BenchDb> {
  if (databaseUrl) {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = openDb({ databaseUrl, pgSchema: schema, pgPoolSize: poolSize });
    await migrateToLatest(handle.db);
    return {
      db: handle.db,
      dialect: 'postgres',
      close: async () => {
        await handle.close();
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-ledger-'));
  const handle = openDb({ sqliteFile: path.join(dir, 'bench.db') });
  await migrateToLatest(handle.db);
  return {
    db: handle.db,
    dialect: 'sqlite',
    close: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A main account (optionally with a balance set directly: benches measure changes, not the seeding). */
export async function insertMainAccount(db: Db, name: string, balanceFen = 0) {
  const now = Date.now();
  const { id } = await db
    .insertInto('users')
    .values({
      main_id: 0,
      user_name: name,
      nick_name: name,
      password_hash: 'x',
      user_type: UserType.MAIN,
      roles: JSON.stringify([ROLE_SELLER]),
      permissions: JSON.stringify([ALL_PERMISSIONS]),
      balance_fen: balanceFen,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ main_id: id }).where('id', '=', id).execute();
  return Number(id);
}

/** p50 / p95 / max of a list of milliseconds. */
export function percentiles(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  return { p50: at(50), p95: at(95), max: s[s.length - 1] };
}

export const targets = () => {
  const list: { name: string; url: string | null }[] = [{ name: 'SQLite', url: null }];
  if (process.env.DATABASE_URL) list.push({ name: 'PostgreSQL', url: process.env.DATABASE_URL });
  return list;
};
