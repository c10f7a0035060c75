import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { createRuntime, type Runtime } from '../src/bootstrap';
import { type AppConfig, loadConfig } from '../src/config';
import { type DbHandle, openDb } from '../src/db';

/** Which database this run uses: SQLite by default, PostgreSQL when TEST_DB=postgres (CI sets it). */
export const TEST_DIALECT = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

async function openTestDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (TEST_DIALECT === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = openDb({ databaseUrl: url, pgSchema: schema, pgPoolSize: 5 });
    return {
      handle,
      drop: async () => {
        await handle.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const handle = openDb({ sqliteFile: ':memory:' });
  return { handle, drop: () => handle.close() };
}

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  config: AppConfig;
  dataDir: string;
  /** app.inject with the envelope parsed. */
  call: <T = unknown>(opts: InjectOptions & { token?: string }) => Promise<TestResponse<T>>;
  /** Signs in and returns the bearer token. */
  login: (userName: string, password: string) => Promise<string>;
  close: () => Promise<void>;
}

export interface TestResponse<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
  raw: LightMyRequestResponse;
}

/** A fresh, migrated and seeded app per test file (local mode, captcha off unless asked). */
export async function createTestApp(env: Record<string, string> = {}, build: BuildOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { handle, drop } = await openTestDb();
  let runtime: Runtime;
  let app: FastifyInstance;
  try {
    runtime = await createRuntime(config, handle);
    app = await buildApp(runtime.ctx, { logger: false, ...build });
    await app.ready();
  } catch (err) {
    // a failed start must not leave a PostgreSQL schema or a temp dir behind
    await drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  const call: TestApp['call'] = async ({ token, headers, ...opts }) => {
    const raw = await app.inject({
      ...opts,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    let body: { code?: number; msg?: string; data?: unknown } = {};
    try {
      body = raw.json();
    } catch {
      // binary or non-JSON body
    }
    return {
      status: raw.statusCode,
      code: body.code ?? raw.statusCode,
      msg: body.msg ?? '',
      data: body.data as never,
      raw,
    };
  };
  const login = async (userName: string, password: string) => {
    const r = await call<{ token: string }>({
      method: 'POST',
      url: '/api/authC/login',
      payload: { username: userName, password },
    });
    if (r.code !== 200) throw new Error(`login failed for ${userName}: ${r.msg}`);
    return r.data.token;
  };
  const t: TestApp = {
    app,
    runtime,
    config,
    dataDir,
    call,
    login,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** createTestApp + closing after the file's tests. */
export async function useTestApp(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  afterAll(() => t.close());
  return t;
}
