/** Band radius (px) around the background in which alpha is estimated rather than taken as 1. */
const BAND = 2;
/** How far to look for a pure foreground colour. */
const REACH = 3;

/**
 * Marks (1) the foreground pixels within `BAND` px of the background. Transitions are found by comparing each
 * pixel with its right and lower neighbour (two comparisons per pixel), and only their surroundings are visited.
 */
export function edgeBand(bg: Uint8Array, w: number, h: number): Uint8Array {
  const band = new Uint8Array(w * h);
  const mark = (cx: number, cy: number) => {
    for (let y = Math.max(0, cy - BAND); y <= Math.min(h - 1, cy + BAND); y++) {
      for (let x = Math.max(0, cx - BAND); x <= Math.min(w - 1, cx + BAND); x++) {
        const i = y * w + x;
        if (!bg[i]) band[i] = 1;
      }
    }
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if ((x + 1 < w && bg[i] !== bg[i + 1]) || (y + 1 < h && bg[i] !== bg[i + w])) mark(x, y);
    }
  }
  return band;
}

/**
 * Alpha and colour of the band's pixels, assuming each is a blend `c = α·F + (1−α)·B` of a nearby pure foreground
 * colour F and the local background B (the mean of background pixels around it): α is the projection of c − B
 * onto F − B. That recovers the source's own anti-aliasing instead of cutting a hard edge, and un-mixing the
 * colour (c − (1−α)·B) / α removes the background's fringe. Writes into `out` (RGBA) in place.
 */
export function refineEdges(
  rgba: Uint8Array,
  out: Uint8Array,
  bg: Uint8Array,
  band: Uint8Array,
  w: number,
  h: number,
  t: number,
) {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!band[i]) continue;
      let br = 0;
      let bgc = 0;
      let bb = 0;
      let nb = 0;
      for (let yy = Math.max(0, y - BAND); yy <= Math.min(h - 1, y + BAND); yy++) {
        for (let xx = Math.max(0, x - BAND); xx <= Math.min(w - 1, x + BAND); xx++) {
          const j = yy * w + xx;
          if (!bg[j]) continue;
          br += rgba[j * 4];
          bgc += rgba[j * 4 + 1];
          bb += rgba[j * 4 + 2];
          nb++;
        }
      }
      if (!nb) continue;
      br /= nb;
      bgc /= nb;
      bb /= nb;
      // The purest foreground nearby: the interior pixel farthest from B (any foreground pixel on thin strokes).
      let best = -1;
      let bestBand = -1;
      let fr = 0;
      let fg = 0;
      let fb = 0;
      for (let yy = Math.max(0, y - REACH); yy <= Math.min(h - 1, y + REACH); yy++) {
        for (let xx = Math.max(0, x - REACH); xx <= Math.min(w - 1, x + REACH); xx++) {
          const j = yy * w + xx;
          if (bg[j]) continue;
          const o = j * 4;
          const d = (rgba[o] - br) ** 2 + (rgba[o + 1] - bgc) ** 2 + (rgba[o + 2] - bb) ** 2;
          if (band[j] ? d > bestBand && best < 0 : d > best) {
            if (band[j]) bestBand = d;
            else best = d;
            fr = rgba[o];
            fg = rgba[o + 1];
            fb = rgba[o + 2];
          }
        }
      }
      const vr = fr - br;
      const vg = fg - bgc;
      const vb = fb - bb;
      const len2 = vr * vr + vg * vg + vb * vb;
      // Foreground hardly differs from the background here: nothing to separate, keep the pixel.
      if (len2 <= 4 * t * t) continue;
      const o = i * 4;
      const cr = rgba[o] - br;
      const cg = rgba[o + 1] - bgc;
      const cb = rgba[o + 2] - bb;
      const a = Math.min(1, Math.max(0, (cr * vr + cg * vg + cb * vb) / len2));
      if (a >= 0.995) continue;
      out[o + 3] = Math.round(rgba[o + 3] * a);
      if (a > 0.02) {
        out[o] = clamp(br + cr / a);
        out[o + 1] = clamp(bgc + cg / a);
        out[o + 2] = clamp(bb + cb / a);
      }
    }
  }
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
