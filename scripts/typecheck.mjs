// `npm run typecheck`: every workspace's tsc projects, two at a time (a workspace-by-workspace run left one of the
// two cores idle for minutes). Prints each project's errors as it finishes; exits non-zero if any failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rootPkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** The tsc projects each workspace's own `typecheck` script names, so the two lists cannot drift apart. */
function projects() {
  const out = [];
  for (const ws of rootPkg.workspaces) {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, ws, 'package.json'), 'utf8'));
    const script = pkg.scripts?.typecheck;
    if (!script) continue;
    for (const part of script.split('&&')) {
      const m = part.trim().match(/^tsc -p (\S+)$/);
      if (!m) throw new Error(`${ws}: typecheck script part "${part.trim()}" is not "tsc -p <config>"`);
      out.push({ ws, config: m[1] });
    }
  }
  // Biggest first, so the long ones do not start last.
  const weight = (p) => (p.ws === 'apps/server' ? 0 : p.ws === 'apps/web' ? 1 : 2);
  return out.sort((a, b) => weight(a) - weight(b));
}

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const concurrency = Math.max(1, Math.min(Number(process.env.TYPECHECK_CONCURRENCY) || os.availableParallelism(), 4));

function run({ ws, config }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', config], { cwd: path.join(root, ws) });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✔' : '✘'} ${ws} ${config} (${secs}s)`);
      if (code !== 0) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = projects();
let ok = true;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) ok = (await run(p)) && ok;
  }),
);
process.exit(ok ? 0 : 1);
