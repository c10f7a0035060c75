/** A background colour and how much of the border it covers. */
export interface PaletteColour {
  r: number;
  g: number;
  b: number;
  weight: number;
}

export interface BorderPalette {
  colours: PaletteColour[];
  /** Share of the border that is already transparent (alpha < 128). */
  transparent: number;
  /** Share of opaque border pixels within `mergeDistance` of a palette colour. */
  coverage: number;
}

const MAX_COLOURS = 6;
const MIN_SHARE = 0.03;

/**
 * The background colours, read from a ring along the image's edges: border pixels are binned (4 bits per
 * channel), the biggest bins become palette colours (their mean), and bins close to an existing colour add to it.
 * A flat background gives one colour covering nearly the whole border; a near-flat one (gradient, JPEG noise, a
 * two-tone backdrop) a few.
 */
export function borderPalette(rgba: Uint8Array, w: number, h: number, mergeDistance: number): BorderPalette {
  const ring = Math.max(1, Math.round(Math.min(w, h) * 0.004));
  const count = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  let opaque = 0;
  let transparent = 0;
  const take = (i: number) => {
    const o = i * 4;
    if (rgba[o + 3] < 128) {
      transparent++;
      return;
    }
    opaque++;
    const bin = ((rgba[o] >> 4) << 8) | ((rgba[o + 1] >> 4) << 4) | (rgba[o + 2] >> 4);
    count[bin]++;
    sums[bin * 3] += rgba[o];
    sums[bin * 3 + 1] += rgba[o + 1];
    sums[bin * 3 + 2] += rgba[o + 2];
  };
  for (let y = 0; y < h; y++) {
    const edgeRow = y < ring || y >= h - ring;
    for (let x = 0; x < w; x++) {
      if (edgeRow || x < ring || x >= w - ring) take(y * w + x);
      else x = w - ring - 1;
    }
  }
  const bins = [...count.keys()].filter((b) => count[b] > 0).sort((a, b) => count[b] - count[a] || a - b);
  const colours: PaletteColour[] = [];
  const merge2 = mergeDistance * mergeDistance;
  let covered = 0;
  for (const bin of bins) {
    const n = count[bin];
    const c = { r: sums[bin * 3] / n, g: sums[bin * 3 + 1] / n, b: sums[bin * 3 + 2] / n };
    const near = colours.find((p) => (p.r - c.r) ** 2 + (p.g - c.g) ** 2 + (p.b - c.b) ** 2 <= merge2);
    if (near) {
      near.weight += n;
      covered += n;
    } else if (colours.length < MAX_COLOURS && n >= MIN_SHARE * opaque) {
      colours.push({ ...c, weight: n });
      covered += n;
    }
  }
  const total = opaque + transparent;
  return {
    colours,
    transparent: total ? transparent / total : 0,
    coverage: opaque ? covered / opaque : 1,
  };
}

/** √d for every squared distance up to 255², so the per-pixel loop does integer maths only. */
const SQRT = Uint8Array.from({ length: 255 * 255 + 1 }, (_, d) => Math.round(Math.sqrt(d)));

/**
 * Per pixel, the distance (RGB, 0–255 clamped) to the nearest background colour; fully transparent pixels read 0
 * when the border was transparent. Computed once and shared by the flood fill and the edge refinement.
 */
export function distanceMap(rgba: Uint8Array, n: number, p: BorderPalette): Uint8Array {
  const out = new Uint8Array(n);
  const k = p.colours.length;
  const pr = Int32Array.from(p.colours, (c) => Math.round(c.r));
  const pg = Int32Array.from(p.colours, (c) => Math.round(c.g));
  const pb = Int32Array.from(p.colours, (c) => Math.round(c.b));
  const alphaIsBackground = p.transparent >= 0.5 || k === 0;
  const far = SQRT.length - 1;
  for (let i = 0, o = 0; i < n; i++, o += 4) {
    if (rgba[o + 3] < 128 && alphaIsBackground) continue;
    let best = far;
    for (let c = 0; c < k; c++) {
      const dr = rgba[o] - pr[c];
      const dg = rgba[o + 1] - pg[c];
      const db = rgba[o + 2] - pb[c];
      const d = dr * dr + dg * dg + db * db;
      if (d < best) best = d;
    }
    out[i] = SQRT[best];
  }
  return out;
}
