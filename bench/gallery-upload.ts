/**
 * Gallery upload benchmark: 20 generated 24-megapixel images (10 PNG artworks, 10 JPEG photos, 300 DPI) uploaded one
 * at a time through POST /api/gallery/upload of the real server (its own process: streamed multipart, type sniffing,
 * SHA-256, storage, read-back, 1024 + 256 px WebP previews, facts, quota, DB rows), against sharp doing the same
 * previews from the same bytes in this process, in the same run. Goal: API ≤ 1.5 × in-process sharp.
 *   npm run bench:gallery -w bench        (BENCH_IMAGES=n for fewer)
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { artwork, MP24 } from './lib/gallery-art';
import { root, startPodBench } from './lib/server';

const COUNT = Number(process.env.BENCH_IMAGES ?? 20);

console.log(`generating ${COUNT} images of ${MP24.width}×${MP24.height} …`);
const images: Array<{ name: string; bytes: Buffer; mime: string }> = [];
for (let i = 0; i < COUNT; i++) {
  const kind = i % 2 ? 'jpeg' : 'png';
  images.push({
    name: `art-${i}.${kind === 'png' ? 'png' : 'jpg'}`,
    bytes: await artwork(i + 1, kind),
    mime: `image/${kind}`,
  });
}
const mb = images.reduce((n, i) => n + i.bytes.length, 0) / 2 ** 20;
console.log(`  ${mb.toFixed(1)} MB in total`);

/** What the server does to an upload's pixels, done here: header, one decode to 1024 px WebP, 256 px from that. */
async function previewsInProcess(bytes: Buffer) {
  await sharp(bytes).metadata();
  const large = await sharp(bytes, { limitInputPixels: 200_000_000 })
    .rotate()
    .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
  await sharp(large).stats();
  await sharp(large).resize(256, 256, { fit: 'inside' }).webp({ quality: 80, effort: 2 }).toBuffer();
}

async function timeEach(run: (img: (typeof images)[number]) => Promise<void>) {
  const ms: number[] = [];
  for (const img of images) {
    const t0 = performance.now();
    await run(img);
    ms.push(performance.now() - t0);
  }
  return ms;
}
const sum = (ms: number[]) => ms.reduce((a, b) => a + b, 0);

await previewsInProcess(images[0].bytes); // warm-up
const baseline = await timeEach((img) => previewsInProcess(img.bytes));

const app = await startPodBench();
const login = (await (
  await fetch(`${app.url}/api/authC/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
  })
).json()) as { data: { token: string } };
const headers = { authorization: `Bearer ${login.data.token}` };
const upload = async (img: (typeof images)[number], name = img.name) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(img.bytes)], { type: img.mime }), name);
  const r = (await (await fetch(`${app.url}/api/gallery/upload`, { method: 'POST', headers, body: form })).json()) as {
    code: number;
    msg: string;
    data: { items: Array<{ duplicate: boolean }> };
  };
  if (r.code !== 200 || r.data.items[0].duplicate) throw new Error(`upload failed: ${r.msg}`);
};
// Warm-up with other bytes (a re-encoded copy), so the measured uploads are all new content.
await upload({ ...images[0], bytes: await sharp(images[0].bytes).png({ compressionLevel: 1 }).toBuffer() }, 'warm.png');
const api = await timeEach((img) => upload(img));
await app.stop();
// The baseline again after the server has stopped; the faster of the two runs per image counts (the stricter ratio).
const again = await timeEach((img) => previewsInProcess(img.bytes));
for (let i = 0; i < baseline.length; i++) baseline[i] = Math.min(baseline[i], again[i]);

const byKind = (ms: number[], k: number) => sum(ms.filter((_, i) => i % 2 === k));
const ratio = sum(api) / sum(baseline);
const row = (label: string, ms: number[]) =>
  `${label.padEnd(26)}${(sum(ms) / 1000).toFixed(2).padStart(8)} s${(sum(ms) / ms.length).toFixed(0).padStart(8)} ms/img   png ${(byKind(ms, 0) / 1000).toFixed(2)} s  jpeg ${(byKind(ms, 1) / 1000).toFixed(2)} s`;
console.log(row('sharp in-process', baseline));
console.log(row('POST /api/gallery/upload', api));
console.log(`ratio ${ratio.toFixed(2)}× (goal ≤ 1.5×)`);
fs.writeFileSync(
  path.join(root, 'bench/results/gallery-upload.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      images: COUNT,
      megabytes: Number(mb.toFixed(1)),
      size: MP24,
      baselineMs: baseline,
      apiMs: api,
      ratio,
    },
    null,
    2,
  ),
);
