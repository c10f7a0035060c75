// `npm start`: build the web app when needed, then run the server (web + API) in local mode by default.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (process.env.SERVE_WEB !== 'false') ensureWebBuild();

const tsx = path.join(root, 'node_modules/.bin/tsx');
const child = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
