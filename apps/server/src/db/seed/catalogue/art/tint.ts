import sharp from 'sharp';
import type { ViewLayers } from './layers';

const hexRgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** Deterministic per-pixel noise (the same every run, so the output hashes stay stable). */
function grainAt(i: number): number {
  let x = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return ((x & 0xff) - 127.5) / 127.5;
}

/**
 * The product in one colour over its backdrop: colour × shade, lifted by the highlights, details on top.
 * Returns raw RGB pixels.
 */
export function tintView(layers: ViewLayers, hex: string): Buffer {
  const [cr, cg, cb] = hexRgb(hex);
  const { width, height, backdrop, fixed, tint, shade, light, detail, grain } = layers;
  // Clamped: highlights and grain may overshoot 255, which a plain Buffer would wrap round to black.
  const out = new Uint8ClampedArray(width * height * 3);
  for (let p = 0, n = width * height; p < n; p++) {
    const o = p * 3;
    const q = p * 4;
    const mt = tint[p] / 255;
    const mf = fixed ? (fixed[q + 3] / 255) * (1 - mt) : 0;
    const a = mt + mf;
    let r = backdrop[o];
    let g = backdrop[o + 1];
    let b = backdrop[o + 2];
    if (a > 0) {
      let pr = cr * mt;
      let pg = cg * mt;
      let pb = cb * mt;
      if (fixed && mf > 0) {
        pr += fixed[q] * mf;
        pg += fixed[q + 1] * mf;
        pb += fixed[q + 2] * mf;
      }
      const s = shade[p] / 255;
      const l = light[p] / 255;
      const noise = grain ? grainAt(p) * grain : 0;
      pr = (pr / a) * s;
      pg = (pg / a) * s;
      pb = (pb / a) * s;
      pr += (255 - pr) * l + noise;
      pg += (255 - pg) * l + noise;
      pb += (255 - pb) * l + noise;
      r = r * (1 - a) + pr * a;
      g = g * (1 - a) + pg * a;
      b = b * (1 - a) + pb * a;
    }
    if (detail) {
      const da = detail[q + 3] / 255;
      if (da > 0) {
        r = r * (1 - da) + detail[q] * da;
        g = g * (1 - da) + detail[q + 1] * da;
        b = b * (1 - da) + detail[q + 2] * da;
      }
    }
    out[o] = r;
    out[o + 1] = g;
    out[o + 2] = b;
  }
  return Buffer.from(out.buffer);
}

/**
 * The view's shading map for printed designs: the body's shade inside the product, white (no change)
 * outside it, so a print multiplied by it picks up the same folds as the cloth.
 */
export function shadingMap(layers: ViewLayers): Buffer {
  const { width, height, fixed, tint, shade } = layers;
  const out = Buffer.alloc(width * height);
  for (let p = 0, n = width * height; p < n; p++) {
    const mt = tint[p] / 255;
    const a = mt + (fixed ? (fixed[p * 4 + 3] / 255) * (1 - mt) : 0);
    out[p] = 255 - (255 - shade[p]) * a;
  }
  return out;
}

export const encodeJpeg = (raw: Buffer, width: number, height: number, resize?: { width: number; height: number }) => {
  let img = sharp(raw, { raw: { width, height, channels: 3 } });
  if (resize) img = img.resize(resize.width, resize.height);
  return img.jpeg({ quality: resize ? 80 : 88, chromaSubsampling: '4:4:4' }).toBuffer();
};

export const encodeGreyPng = (raw: Buffer, width: number, height: number) =>
  sharp(raw, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 6 })
    .toBuffer();
