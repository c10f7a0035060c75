/**
 * Timing, not a test: renders a T恤 front print file (4500×5400 @300 DPI) with a rotated photo and
 * Chinese text, and prints where the time goes. Run: npm run render:4500 -w packages/design
 * ARCHITECTURE.md quotes about 1.2 s for this on the project's machines.
 */
import { createCanvas } from '@napi-rs/canvas';
import { parseDesignDocument } from '../src/index';
import {
  drawAreaCanvas,
  encodePremultipliedPng,
  loadAreaImages,
  renderPrintArea,
  setupNodeRenderer,
} from '../src/node/index';

const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;

/** A 12 MP photo-like JPEG: gradients and soft shapes, so PNG encoding is neither trivial nor noise. */
async function makePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#0ea5e9');
  sky.addColorStop(0.5, '#f472b6');
  sky.addColorStop(1, '#f59e0b');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 60; i++) {
    const r = 80 + ((i * 97) % 400);
    const glow = ctx.createRadialGradient(
      (i * 613) % width,
      (i * 389) % height,
      0,
      (i * 613) % width,
      (i * 389) % height,
      r,
    );
    glow.addColorStop(0, `hsla(${(i * 37) % 360}, 80%, 60%, 0.9)`);
    glow.addColorStop(1, 'hsla(0, 0%, 100%, 0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, width, height);
  }
  return canvas.encode('jpeg', 90);
}

let t = performance.now();
const fonts = setupNodeRenderer();
console.log(`setup (Konva backend + ${fonts.reduce((n, f) => n + f.files, 0)} font files): ${ms(t)}`);
const photo = await makePhoto();
const parsed = parseDesignDocument({
  version: 1,
  productId: 1,
  areas: {
    front: {
      name: '正面',
      widthPx: 4500,
      heightPx: 5400,
      dpi: 300,
      layers: [
        { id: 'photo', type: 'image', imageId: 1, x: 900, y: 300, width: 3600, height: 2700, rotation: 12 },
        {
          id: 'title',
          type: 'text',
          content: '定制T恤 你好世界',
          x: 250,
          y: 3300,
          width: 4000,
          height: 700,
          fontSize: 480,
          fill: '#111827',
          align: 'center',
          fontWeight: 700,
        },
        {
          id: 'arc',
          type: 'text',
          content: '跨境POD 卖家工作台',
          x: 250,
          y: 4100,
          width: 4000,
          height: 1000,
          fontSize: 300,
          fill: '#be123c',
          curve: -120,
          stroke: '#ffffff',
          strokeWidth: 12,
        },
      ],
    },
  },
});
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const doc = parsed.doc;
const images = new Map([[1, photo]]);

// First run warms glyph caches and the JIT; the figures that matter are the second run's.
for (const run of ['cold', 'warm']) {
  const total = performance.now();
  t = performance.now();
  const decoded = await loadAreaImages(doc, 'front', images);
  const decode = ms(t);
  t = performance.now();
  const canvas = drawAreaCanvas(doc, 'front', decoded, 1);
  const draw = ms(t);
  t = performance.now();
  const png = await encodePremultipliedPng(canvas.data(), canvas.width, canvas.height, { dpi: 300 });
  const encode = ms(t);
  console.log(
    `${run}: decode ${decode}, draw ${draw}, PNG encode ${encode}, total ${ms(total)} (${(png.length / 1e6).toFixed(1)} MB)`,
  );
}
t = performance.now();
const out = await renderPrintArea(doc, 'front', { images });
console.log(`renderPrintArea end to end: ${ms(t)}, ${(out.length / 1e6).toFixed(1)} MB`);
// For comparison: the canvas's own PNG encoder (adaptive filters, level 6) on the same pixels.
const canvas = drawAreaCanvas(doc, 'front', await loadAreaImages(doc, 'front', images), 1);
t = performance.now();
const own = await canvas.encode('png');
console.log(`@napi-rs/canvas encode('png') of the same canvas: ${ms(t)}, ${(own.length / 1e6).toFixed(1)} MB`);
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
