import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** Repositories take `Db | Trx` first so that transactions compose by passing `trx` down. */
export type Executor = Kysely<Database> | Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';

// int8 (bigint) and numeric counts come back as strings from pg; our integers (epoch ms, fen, ids)
// stay far below 2^53, so read them as numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close: () => Promise<void>;
}

export interface OpenDbOptions {
  databaseUrl?: string | null;
  /** SQLite file; `:memory:` for tests. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves in one). */
  pgSchema?: string;
  pgPoolSize?: number;
}

export function openDb(opts: OpenDbOptions): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.pgPoolSize ?? 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    // An idle client whose connection PostgreSQL ends (a restart, a failover, an administrator) is dropped and
    // replaced by the pool; without a listener that error would be unhandled and take the process down.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's default page cache is 2 MB: a gallery of 100,000 images (~40 MB of rows) then re-reads pages from the OS
  // on every primary-key lookup (a tag page does 2,000 of them: 12 ms). 64 MB of cache and memory-mapped reads.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every query anew, and preparing costs more than running a small query (it was
 * the top of the CPU profile under load). Compiled SQL repeats, so keep prepared statements by their SQL text.
 * A statement still being iterated is busy and cannot be reused: then a fresh one is prepared.
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      const hit = cache.get(sql);
      if (hit && !hit.busy) return hit;
      const stmt = sqlite.prepare(sql);
      if (!hit) {
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/** Normalises `count()` results: a string on PostgreSQL, a number on SQLite. */
export const toCount = (v: string | number | bigint | null | undefined): number => Number(v ?? 0);
