// `npm run test:unit`: every workspace's `test` script. The server's API suite (the long one, mostly waiting on
// databases and HTTP) streams its output; the other workspaces' suites run beside it, one after another, their
// output kept and printed when the server's is done, so the two never interleave. Fails if any suite fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
// The root package.json lists its workspaces one by one (no globs).
const workspaces = pkg.workspaces.filter((w) => {
  const file = path.join(root, w, 'package.json');
  return fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).scripts?.test;
});
const LONG = 'apps/server';

function run(workspace, stream) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'test', '-w', workspace], {
      cwd: root,
      env: process.env,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    if (!stream) {
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
    }
    const started = Date.now();
    child.on('close', (code) => resolve({ workspace, code, out, secs: (Date.now() - started) / 1000 }));
  });
}

const others = (async () => {
  const results = [];
  for (const w of workspaces.filter((x) => x !== LONG)) results.push(await run(w, false));
  return results;
})();
const server = workspaces.includes(LONG) ? await run(LONG, true) : null;
const rest = await others;
for (const r of rest) {
  console.log(`\n── ${r.workspace} (${r.secs.toFixed(1)}s, beside ${LONG}) ──\n${r.out}`);
}
const all = [...(server ? [server] : []), ...rest];
const failed = all.filter((r) => r.code !== 0);
for (const r of all) console.log(`${r.code === 0 ? '✔' : '✘'} ${r.workspace} (${r.secs.toFixed(1)}s)`);
process.exit(failed.length ? 1 : 0);
