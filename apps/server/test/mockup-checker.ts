import sharp from 'sharp';

/**
 * Checkerboard prints and measurements on rendered mockups, for `catalogue-mockup-aspect.test.ts`. The measuring
 * knows nothing of how the renderer warps: it reads colours off the output pixels.
 */

/** A real PNG of square cells, red and blue, `cell` print pixels each, stored at half the print's resolution. */
export async function checkerPng(width: number, height: number, cell: number): Promise<Buffer> {
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const c = cell / 2;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / c);
    for (let x = 0; x < w; x++) {
      const red = (Math.floor(x / c) + row) % 2 === 0;
      raw[(y * w + x) * 3] = red ? 255 : 0;
      raw[(y * w + x) * 3 + 2] = red ? 0 : 255;
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

export async function decodeRgb(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * How much of pixel (x, y) is red (1) or blue (0), or null when it is not checker at all (the blank, or the
 * print's edge blended into it). Shading multiplies red and blue alike, so the ratio survives it; a red/blue
 * boundary pixel holds both in proportion to what it covers.
 */
export function redShare(p: Pixels, x: number, y: number): number | null {
  if (x < 0 || y < 0 || x >= p.width || y >= p.height) return null;
  const i = (y * p.width + x) * 3;
  const [r, g, b] = [p.data[i], p.data[i + 1], p.data[i + 2]];
  const sum = r + b;
  if (sum < 60 || g > 0.2 * Math.max(r, b)) return null;
  return r / sum;
}

export interface Run {
  /** Sub-pixel length: the summed share of the colour along the run, boundary pixels counting in part. */
  length: number;
  /** Centre of the run, in pixels along its axis. */
  centre: number;
  /** True when the run ended at non-checker pixels (the print's edge) rather than at the other colour. */
  cut: boolean;
}

/** Measures the cell under (x, y) along a row (`axis` 'x') or a column ('y'). */
export function cellRun(p: Pixels, x: number, y: number, axis: 'x' | 'y'): Run {
  const start = redShare(p, x, y);
  if (start === null) throw new Error(`(${x}, ${y}) is not on the checkerboard`);
  const red = start >= 0.5;
  const share = (s: number) => (red ? s : 1 - s);
  let length = share(start);
  let weighted = length * (axis === 'x' ? x : y);
  let cut = false;
  for (const dir of [-1, 1]) {
    for (let k = 1; k < 4000; k++) {
      const px = axis === 'x' ? x + dir * k : x;
      const py = axis === 'y' ? y + dir * k : y;
      const s = redShare(p, px, py);
      if (s === null) {
        cut = true;
        break;
      }
      const part = share(s);
      if (part <= 0.02) break;
      length += part;
      weighted += part * (axis === 'x' ? px : py);
    }
  }
  return { length, centre: weighted / length, cut };
}

/** Whether the 5×5 pixels round (x, y) are all one colour, solidly. */
function solidAt(p: Pixels, x: number, y: number): boolean {
  const c = redShare(p, x, y);
  if (c === null || (c > 0.03 && c < 0.97)) return false;
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) {
      const s = redShare(p, x + dx, y + dy);
      if (s === null || Math.abs(s - c) > 0.03) return false;
    }
  return true;
}

/** A point nudged off a cell boundary (where the colour is mixed) into a solid cell nearby. */
export function solidNear(p: Pixels, x: number, y: number): { x: number; y: number } {
  for (let r = 0; r < 16; r++) {
    for (const [dx, dy] of [
      [r, 0],
      [-r, 0],
      [0, r],
      [0, -r],
      [r, r],
      [-r, -r],
      [r, -r],
      [-r, r],
    ]) {
      if (solidAt(p, x + dx, y + dy)) return { x: x + dx, y: y + dy };
    }
  }
  throw new Error(`no solid checker cell near (${x}, ${y})`);
}

/** The first checker pixel from (x, y) stepping by `dir` along the row, or null within `limit` pixels. */
export function firstChecker(p: Pixels, x: number, y: number, dir: 1 | -1, limit: number): number | null {
  for (let k = 0; k <= limit; k++) if (redShare(p, x + dir * k, y) !== null) return x + dir * k;
  return null;
}

/** The last checker pixel from (x, y) stepping by `dir` along the row. */
export function lastChecker(p: Pixels, x: number, y: number, dir: 1 | -1): number {
  let at = x;
  while (redShare(p, at + dir, y) !== null) at += dir;
  return at;
}
