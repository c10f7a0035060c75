import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helper without types
import { ensureWebBuild } from '../scripts/web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Starts the real server once for the run; tests reach it through E2E_BASE_URL. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined; // pointed at a running server
  ensureWebBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-e2e-'));
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        MODE: 'local',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CAPTCHA_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        // Every spec signs in and registers from 127.0.0.1: the per-address SMS cap (tested in the API suite) is
        // raised so the whole suite's ~31 sends from one address do not meet it.
        SMS_DAILY_LIMIT_PER_IP: '500',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited early with code ${code}`)));
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
