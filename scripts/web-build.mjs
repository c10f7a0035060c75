// Builds the web app when its build is missing or older than its sources. Shared by `npm start` and e2e.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const contractDir = path.join(root, 'packages/contract/src');
const distIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') newest = Math.max(newest, newestMtime(p));
    } else {
      newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  }
  return newest;
}

export function webBuildIsStale() {
  if (!fs.existsSync(distIndex)) return true;
  const built = fs.statSync(distIndex).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(webDir, 'src')),
    newestMtime(path.join(webDir, 'public')),
    newestMtime(contractDir),
    ...['index.html', 'vite.config.ts', 'package.json'].map((f) =>
      fs.existsSync(path.join(webDir, f)) ? fs.statSync(path.join(webDir, f)).mtimeMs : 0,
    ),
  );
  return sources > built;
}

const lockDir = path.join(webDir, '.build-lock');
const LOCK_STALE_MS = 10 * 60 * 1000;

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * One build at a time per checkout: two runs (two Playwright invocations, `npm start` beside a test run) building
 * at once empty each other's dist/ mid-write ("No such file or directory"). mkdir is atomic; a lock older than a
 * build could take is left over from a killed run and is taken over.
 */
function withBuildLock(fn) {
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lockDir, { recursive: true, force: true });
      else sleep(500);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return;
  withBuildLock(() => {
    // Another run may have built it while this one waited.
    if (!force && !webBuildIsStale()) return;
    console.log('正在构建前端 (building the web app)…');
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('前端构建失败 (web build failed)');
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild({ force: process.argv.includes('--force') });
