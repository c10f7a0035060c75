// `npm test`: typecheck, lint, unit + API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the Playwright suite in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['类型检查 typecheck', 'npm', ['run', 'typecheck']],
  ['代码规范 lint', 'npm', ['run', 'lint']],
  ['单元与接口测试 unit + API', 'npm', ['run', 'test:unit']],
  ['浏览器测试 e2e', 'npm', ['run', 'test:e2e']],
];
const only = process.argv.slice(2);
let failed = 0;
let passed = 0;
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
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
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
