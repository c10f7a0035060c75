import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_DIALECT } from './helper';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** A real server process (`tsx src/main.ts`) on a free port. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code (signals count as failures: null). */
  exited: Promise<number | null>;
}

/** Starts `src/main.ts` with the given environment and waits for its start-up line (or its exit). */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  // Node itself with tsx's loader (not the tsx wrapper): SIGKILL must reach the server, not a parent that would
  // leave it running as an orphan.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      SANDBOX_TEMU_ORDER_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const look = () => {
      const m = /已启动[^:]*: (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before starting:\n${out}`));
    });
  });
  return { child, url, output: () => out, exited };
}

/** A database nobody else uses: a fresh PostgreSQL database, or a fresh DATA_DIR for SQLite. Dropped by `drop`. */
export async function freshDatabase(): Promise<{
  env: Record<string, string>;
  query: <R>(text: string) => Promise<R[]>;
  drop: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-proc-'));
  if (TEST_DIALECT !== 'postgres') {
    const { default: SQLite } = await import('better-sqlite3');
    return {
      env: { DATA_DIR: dataDir },
      query: async <R>(text: string) => {
        const db = new SQLite(path.join(dataDir, 'podbench.db'), { readonly: true });
        try {
          return db.prepare(text).all() as R[];
        } finally {
          db.close();
        }
      },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `pb_proc_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const url = u.toString();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    query: async <R>(text: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(text)).rows as R[];
      } finally {
        await c.end();
      }
    },
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
