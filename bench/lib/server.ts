import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the real PodBench server as its own process on a free port with a fresh data dir. */
export async function startPodBench(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-bench-'));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await waitForUrl(child);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('server did not start')), 60_000);
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** A bare node:http server answering a small JSON body: the baseline. Runs in its own process. */
export async function startBareServer(): Promise<RunningServer> {
  const code = `
    const http = require('node:http');
    const body = JSON.stringify({ code: 200, msg: 'ok', data: { hello: 'world' } });
    const s = http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(body); });
    s.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + s.address().port));
  `;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await waitForUrl(child);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
