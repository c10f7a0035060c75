// Plain JavaScript on purpose: forked without tsx's loader, so it starts in a fraction of the time.
// One SVG at a time: reads its header, refuses too many pixels, renders the large preview (WebP). The parent kills
// this process when a render passes its time budget: librsvg cannot be interrupted any other way (sharp's own
// timeout is only checked between tiles, and a worker thread's terminate() does not stop native code).
import sharp from 'sharp';

sharp.concurrency(1);
sharp.cache(false);

process.on('disconnect', () => process.exit(0));

process.on('message', async (msg) => {
  const { id, source, maxPixels, previewSize } = msg;
  let width = 0;
  let height = 0;
  try {
    let meta;
    try {
      meta = await sharp(source, { limitInputPixels: false }).metadata();
    } catch {
      process.send({ id, error: 'unreadable' });
      return;
    }
    width = meta.width ?? 0;
    height = meta.height ?? 0;
    if (!width || !height) {
      process.send({ id, error: 'unreadable' });
      return;
    }
    if (width * height > maxPixels) {
      process.send({ id, error: 'pixels', width, height });
      return;
    }
    // An SVG renders at 72 DPI by default; render it at the density that makes its long side the preview size.
    const density = Math.min(72 * 64, Math.max(1, (72 * previewSize) / Math.max(width, height)));
    const large = await sharp(source, { limitInputPixels: maxPixels, density, failOn: 'error' })
      .resize(previewSize, previewSize, { fit: 'inside' })
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
    process.send({ id, width, height, space: meta.space ?? '', hasAlpha: Boolean(meta.hasAlpha), large });
  } catch (err) {
    process.send({ id, error: /pixel limit/i.test(String(err?.message)) ? 'pixels' : 'unreadable', width, height });
  }
});

// Load librsvg, cairo and fontconfig before saying ready: their first use takes a while (seconds on a loaded
// machine), and the time budget is for the file's own work.
await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><text y="8">字a</text></svg>'))
  .webp()
  .toBuffer()
  .catch(() => null);
process.send({ ready: true });
