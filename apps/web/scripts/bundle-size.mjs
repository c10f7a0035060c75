// Gzip size of the JavaScript a route needs on first load: the entry chunk, its static imports, and the
// route's lazy page chunk with its static imports. Run after `npm run build -w apps/web`.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const ROUTES = {
  '/login': 'src/features/auth/pages/login-page.tsx',
  '/index': 'src/features/home/pages/home-page.tsx',
  '/authorizeShop/temu (signed in)': ['src/app/layout/layout-shell.tsx', 'src/features/shop/pages/temu-shops-page.tsx'],
};
const BUDGET_KB = 300;

function collect(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in manifest: ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

const gz = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
let failed = false;
for (const [route, pages] of Object.entries(ROUTES)) {
  const seen = new Set();
  collect(entryKey, seen);
  for (const page of [pages].flat()) collect(page, seen);
  const files = [...seen].map((k) => manifest[k].file);
  const css = [...new Set([...seen].flatMap((k) => manifest[k].css ?? []))];
  const js = files.reduce((sum, f) => sum + gz(f), 0);
  const cssSize = css.reduce((sum, f) => sum + gz(f), 0);
  const over = route.startsWith('/') && !route.includes('signed in') && js / 1024 > BUDGET_KB;
  failed ||= over;
  console.log(
    `${route.padEnd(34)} JS ${(js / 1024).toFixed(1).padStart(7)} KB gzip in ${files.length} files, CSS ${(cssSize / 1024).toFixed(1)} KB${over ? `  ✘ over ${BUDGET_KB} KB` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
