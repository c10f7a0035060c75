/**
 * One measured render in a fresh process (so peak RSS is this render's alone): reads the bench's inputs from
 * BENCH_DIR, draws them either with PodBench's print renderer or with sharp compositing the same images, and prints
 * `{ ms, maxRssMb, bytes }` as JSON on the last line.
 *   tsx bench/lib/design-render-child.ts podbench|sharp
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDesignDocument } from '@podbench/design';
import { renderPrintArea, setupNodeRenderer } from '@podbench/design/node';
import sharp from 'sharp';

const mode = process.argv[2];
const dir = process.env.BENCH_DIR ?? '';
const doc = JSON.parse(fs.readFileSync(path.join(dir, 'document.json'), 'utf8'));
const ids: number[] = JSON.parse(fs.readFileSync(path.join(dir, 'images.json'), 'utf8'));
const images = new Map(ids.map((id) => [id, fs.readFileSync(path.join(dir, `${id}.jpg`))]));

async function podbench(): Promise<Buffer> {
  setupNodeRenderer();
  const parsed = parseDesignDocument(doc);
  if (!parsed.ok) throw new Error(parsed.errors[0]?.message);
  return renderPrintArea(parsed.doc, 'front', { images });
}

interface ImageLayer {
  type: 'image';
  imageId: number;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** The baseline: the same originals resized to their boxes (rotated where the layer is) and composited by libvips. */
async function viaSharp(): Promise<Buffer> {
  const area = doc.areas.front;
  const layers = (area.layers as Array<ImageLayer | { type: string }>).filter(
    (l): l is ImageLayer => l.type === 'image',
  );
  const inputs = await Promise.all(
    layers.map(async (l) => {
      let img = sharp(images.get(l.imageId)).resize(Math.round(l.width), Math.round(l.height), { fit: 'fill' });
      if (l.rotation) img = sharp(await img.png().toBuffer()).rotate(l.rotation, { background: '#0000' });
      return { input: await img.png({ compressionLevel: 0 }).toBuffer(), left: Math.round(l.x), top: Math.round(l.y) };
    }),
  );
  return sharp({ create: { width: area.widthPx, height: area.heightPx, channels: 4, background: '#0000' } })
    .composite(inputs)
    .png()
    .withMetadata({ density: area.dpi })
    .toBuffer();
}

const started = performance.now();
const out = mode === 'sharp' ? await viaSharp() : await podbench();
const ms = performance.now() - started;
const maxRssMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ ms, maxRssMb, bytes: out.byteLength }));
