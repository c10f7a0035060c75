// `npm test`: typecheck, lint, unit + API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the Playwright suite in Chromium. Stops at the first failing step.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['类型检查 typecheck', 'npm', ['run', 'typecheck']],
  ['代码规范 lint', 'npm', ['run', 'lint']],
  ['单元与接口测试 unit + API', 'npm', ['run', 'test:unit']],
  ['浏览器测试 e2e', 'npm', ['run', 'test:e2e']],
];
const only = process.argv.slice(2);
const runs = (step) => !only.length || only.some((o) => step[0].includes(o));
const willRun = steps.filter(runs);
// The unit + API step leaves more than half of two cores idle (tests mostly wait on databases and HTTP), so the web
// app the browser tests need is built beside it, not after it; e2e's global setup waits on the same build lock.
let webBuild = null;
let failed = 0;
let passed = 0;
for (const [name, cmd, args] of willRun) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  if (name.includes('unit') && willRun.some(([n]) => n.includes('e2e'))) webBuild = buildWebInBackground();
  if (name.includes('e2e') && webBuild) await webBuild;
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status === 0) {
    passed++;
    console.log(`✔ ${name} (${secs}s)`);
  } else {
    failed++;
    console.log(`✘ ${name} failed (${secs}s)`);
    break;
  }
}
if (webBuild) await webBuild;
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

/** `node scripts/web-build.mjs` in the background, its output in a log shown only when it fails. */
function buildWebInBackground() {
  const log = path.join(root, 'apps/web/.build-background.log');
  const out = fs.openSync(log, 'w');
  const child = spawn('node', [path.join(root, 'scripts/web-build.mjs')], { cwd: root, stdio: ['ignore', out, out] });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      if (code !== 0) console.log(`前端后台构建失败 (background web build failed):\n${fs.readFileSync(log, 'utf8')}`);
      resolve(code);
    });
  });
}
