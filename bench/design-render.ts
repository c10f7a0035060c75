/**
 * Design benchmark (1): the server's print render of a 4500×5400 area with 10 layers — 4 images of 24 MP (one
 * rotated) and 6 texts (Chinese, Latin, curved, stroked) — against sharp compositing the same 4 originals into the
 * same canvas in the same run. Each render runs in its own process so its peak RSS is its own; 3 rounds, median.
 * Goals: ≤ 3 s, ≤ 1 GB, ratio ≤ 2×.
 *   npm run bench:design -w bench
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { artwork } from './lib/gallery-art';
import { root } from './lib/server';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podbench-design-bench-'));

const ids = [101, 102, 103, 104];
console.log('generating 4 × 24 MP originals…');
for (const [i, id] of ids.entries()) fs.writeFileSync(path.join(dir, `${id}.jpg`), await artwork(i + 1, 'jpeg'));
const text = (id: string, content: string, extra: Record<string, unknown>) => ({
  id,
  type: 'text',
  content,
  x: 250,
  y: 0,
  width: 4000,
  height: 500,
  fontSize: 220,
  fill: '#1f2937',
  ...extra,
});
const document = {
  version: 1,
  productId: 1,
  colors: ['白色'],
  areas: {
    front: {
      name: '正面',
      widthPx: 4500,
      heightPx: 5400,
      dpi: 300,
      safeInsetPx: 75,
      layers: [
        { id: 'i1', type: 'image', imageId: 101, x: 150, y: 150, width: 2100, height: 1400 },
        { id: 'i2', type: 'image', imageId: 102, x: 2300, y: 150, width: 2050, height: 1366 },
        { id: 'i3', type: 'image', imageId: 103, x: 2300, y: 1600, width: 1800, height: 1200, rotation: 17 },
        { id: 'i4', type: 'image', imageId: 104, x: 150, y: 1700, width: 2000, height: 1333, opacity: 0.9 },
        text('t1', '定制T恤 你好世界', { y: 3300, fontSize: 360, fontWeight: 700, align: 'center' }),
        text('t2', 'PRINT ON DEMAND', { y: 3800, fontSize: 260, letterSpacing: 20, align: 'center' }),
        text('t3', '弧形文字 Curve', { y: 4200, width: 3100, height: 700, x: 700, fontSize: 240, curve: 120 }),
        text('t4', '描边文字', { y: 4900, fontSize: 300, stroke: '#111827', strokeWidth: 8, fill: '#f59e0b' }),
        text('t5', '限量版\n第二行文字', { x: 3000, y: 4600, width: 1400, fontSize: 160, lineHeight: 1.3 }),
        text('t6', 'Made with PodBench', { y: 5150, fontSize: 120, fill: '#6b7280', align: 'right' }),
      ],
    },
  },
};
fs.writeFileSync(path.join(dir, 'document.json'), JSON.stringify(document));
fs.writeFileSync(path.join(dir, 'images.json'), JSON.stringify(ids));

interface Run {
  ms: number;
  maxRssMb: number;
  bytes: number;
}
const child = path.join(import.meta.dirname, 'lib/design-render-child.ts');
const run = (mode: 'podbench' | 'sharp'): Run => {
  const out = execFileSync(path.join(root, 'node_modules/.bin/tsx'), [child, mode], {
    env: { ...process.env, BENCH_DIR: dir },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Run;
};

const pairs: Array<{ podbench: Run; sharp: Run; ratio: number }> = [];
for (let i = 0; i < rounds; i++) {
  const sharpRun = run('sharp');
  const podbench = run('podbench');
  pairs.push({ podbench, sharp: sharpRun, ratio: podbench.ms / sharpRun.ms });
  console.log(
    `round ${i + 1}: PodBench ${podbench.ms.toFixed(0)} ms, ${podbench.maxRssMb.toFixed(0)} MB; sharp ${sharpRun.ms.toFixed(0)} ms, ${sharpRun.maxRssMb.toFixed(0)} MB`,
  );
}
fs.rmSync(dir, { recursive: true, force: true });
const median = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)];
const peak = Math.max(...pairs.map((p) => p.podbench.maxRssMb));
console.log(
  `median: PodBench ${median.podbench.ms.toFixed(0)} ms (goal ≤ 3000), peak RSS ${peak.toFixed(0)} MB (goal ≤ 1024), ` +
    `${median.ratio.toFixed(2)}× sharp (goal ≤ 2×)`,
);
fs.writeFileSync(
  path.join(root, 'bench/results/design-render.json'),
  JSON.stringify({ at: new Date().toISOString(), rounds: pairs, median, peakRssMb: peak }, null, 2),
);
