import sharp from 'sharp';

/** Generated test images for the gallery benches: print-sized, distinct per seed, made in this process. */

export const MP24 = { width: 6000, height: 4000 };

/**
 * Artwork as sellers upload it: a flat backdrop with discs and bars in a few colours, 300 DPI. PNG by default;
 * `jpeg` gives a photo-like variant (a gradient with grain) where JPEG is the natural format.
 */
export async function artwork(seed: number, kind: 'png' | 'jpeg', size = MP24): Promise<Buffer> {
  const { width: w, height: h } = size;
  const raw = Buffer.alloc(w * h * 3);
  const bg = [240 - (seed % 7) * 9, 236 - (seed % 5) * 11, 228 - (seed % 3) * 13];
  const discs = Array.from({ length: 5 }, (_, k) => ({
    x: ((seed * 977 + k * 1511) % 1000) / 1000,
    y: ((seed * 613 + k * 887) % 1000) / 1000,
    r: 0.06 + ((seed + k) % 5) * 0.03,
    c: [(seed * 37 + k * 90) % 256, (seed * 71 + k * 50) % 200, (seed * 13 + k * 120) % 256],
  }));
  let grain = seed * 2654435761;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 3;
      let c = bg;
      for (const d of discs) {
        const dx = x / w - d.x;
        const dy = (y / h - d.y) * (h / w);
        if (dx * dx + dy * dy < d.r * d.r * 0.45) c = d.c;
      }
      if (kind === 'jpeg') {
        grain = (grain * 1103515245 + 12345) >>> 0;
        const n = ((grain >>> 24) % 15) - 7;
        const g = (x / w) * 40;
        raw[o] = Math.max(0, Math.min(255, c[0] - g + n));
        raw[o + 1] = Math.max(0, Math.min(255, c[1] + n));
        raw[o + 2] = Math.max(0, Math.min(255, c[2] + g + n));
      } else {
        raw[o] = c[0];
        raw[o + 1] = c[1];
        raw[o + 2] = c[2];
      }
    }
  }
  const img = sharp(raw, { raw: { width: w, height: h, channels: 3 } }).withMetadata({ density: 300 });
  return kind === 'png' ? img.png({ compressionLevel: 6 }).toBuffer() : img.jpeg({ quality: 90 }).toBuffer();
}

/** min / p50 / p95 / max of a list of milliseconds (min shows the cost on a quiet machine). */
export function percentiles(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  return { min: s[0], p50: at(50), p95: at(95), max: s[s.length - 1] };
}
