/**
 * Background removal speed: the engine alone on RGBA pixels, and the whole job step (decode with orientation,
 * engine, PNG + WebP encode) on generated artwork of 4, 12 and 24 megapixels, per megapixel. Baseline in the same
 * run: sharp decoding and encoding the same image without removing anything (the part no engine can avoid).
 *   npm run bench:gallery -w bench
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { removeBackground } from '../apps/server/src/modules/removal/engine';
import { processImage } from '../apps/server/src/modules/removal/process-image';
import { artwork } from './lib/gallery-art';
import { root } from './lib/server';

const SIZES = [
  { width: 2500, height: 1600 },
  { width: 4500, height: 2700 },
  { width: 6000, height: 4000 },
];
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const best = async (f: () => Promise<unknown>) => {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < REPEAT; i++) {
    const t0 = performance.now();
    await f();
    min = Math.min(min, performance.now() - t0);
  }
  return min;
};

const rows = [];
for (const [i, size] of SIZES.entries()) {
  const mp = (size.width * size.height) / 1e6;
  const png = await artwork(50 + i, 'png', size);
  const raw = await sharp(png).ensureAlpha().raw().toBuffer();
  const pixels = new Uint8Array(raw.buffer, raw.byteOffset, raw.length);
  const engine = await best(async () =>
    removeBackground(pixels, size.width, size.height, { tolerance: 12, removeEnclosed: false }),
  );
  const full = await best(() =>
    processImage(png, { tolerance: 12, removeEnclosed: false, maxPixels: 2e8, density: 300 }, () => undefined),
  );
  const io = await best(async () => {
    const r = await sharp(png).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    await sharp(r.data, { raw: { width: r.info.width, height: r.info.height, channels: 4 } })
      .png({ compressionLevel: 3, adaptiveFiltering: false })
      .toBuffer();
  });
  const row = {
    megapixels: Number(mp.toFixed(1)),
    engineMsPerMp: engine / mp,
    jobMsPerMp: full / mp,
    decodeEncodeMsPerMp: io / mp,
  };
  rows.push(row);
  console.log(
    `${String(row.megapixels).padStart(5)} MP   engine ${row.engineMsPerMp.toFixed(1).padStart(6)} ms/MP   whole job ${row.jobMsPerMp.toFixed(1).padStart(6)} ms/MP   (decode + PNG encode alone ${row.decodeEncodeMsPerMp.toFixed(1)} ms/MP)`,
  );
}
fs.writeFileSync(
  path.join(root, 'bench/results/gallery-removal.json'),
  JSON.stringify({ at: new Date().toISOString(), repeat: REPEAT, rows }, null, 2),
);
