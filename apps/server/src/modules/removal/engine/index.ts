import { edgeBand, refineEdges } from './edges';
import { dropSmallComponents, floodFromEdges } from './flood';
import { borderPalette, distanceMap } from './palette';

export interface RemovalEngineOptions {
  /** 1–60: colour distance still counted as background, in % of a scale where 100 ≈ 220 RGB units. */
  tolerance: number;
  /** Also clear background-coloured regions enclosed by the artwork (inside letters). */
  removeEnclosed: boolean;
  /** Called with 0–100 between stages. */
  onProgress?: (percent: number) => void;
}

export interface RemovalEngineResult {
  /** RGBA, same size: background transparent, edges anti-aliased and un-mixed from the background colour. */
  rgba: Uint8Array;
  /** Share of the image's area made transparent, 0–100. */
  removedPercent: number;
  /** The border was not (mostly) one flat colour: the cut-out may need a look. */
  uncertain: boolean;
}

/**
 * Removes a flat or near-flat background (the usual case for print-on-demand artwork), deterministically:
 * 1. background colours from a ring along the edges; 2. per-pixel distance to them; 3. flood fill from the edges
 * over pixels within tolerance (and, if asked, enclosed regions of background colour, minus tiny ones);
 * 4. alpha of the 2-px band along the cut estimated by un-mixing foreground and background (smooth edges, no
 * fringe); 5. specks — foreground islands too small to be artwork (JPEG dust) — cleared.
 */
export function removeBackground(
  rgba: Uint8Array,
  w: number,
  h: number,
  opts: RemovalEngineOptions,
): RemovalEngineResult {
  const n = w * h;
  const t = Math.round(opts.tolerance * 2.2);
  const progress = opts.onProgress ?? (() => undefined);
  const palette = borderPalette(rgba, w, h, Math.max(t, 16));
  const uncertain = palette.coverage < 0.85 && palette.transparent < 0.5;
  const dist = distanceMap(rgba, n, palette);
  progress(30);
  const bg = floodFromEdges(dist, w, h, t);
  const minSpeck = Math.max(6, Math.round(n * 2e-6));
  if (opts.removeEnclosed) {
    const enclosed = new Uint8Array(n);
    for (let i = 0; i < n; i++) enclosed[i] = dist[i] <= t && !bg[i] ? 1 : 0;
    // A few background-coloured pixels inside the artwork are part of it (highlights), not holes.
    dropSmallComponents(enclosed, w, h, 1, minSpeck * 8, 0);
    for (let i = 0; i < n; i++) if (enclosed[i]) bg[i] = 1;
  }
  progress(55);
  const out = rgba.slice();
  for (let i = 0; i < n; i++) if (bg[i]) out[i * 4 + 3] = 0;
  refineEdges(rgba, out, bg, edgeBand(bg, w, h), w, h, t);
  progress(80);
  const fg = new Uint8Array(n);
  for (let i = 0; i < n; i++) fg[i] = out[i * 4 + 3] > 0 ? 1 : 0;
  dropSmallComponents(fg, w, h, 1, minSpeck, 0);
  let clear = 0;
  for (let i = 0; i < n; i++) {
    if (!fg[i]) out[i * 4 + 3] = 0;
    if (out[i * 4 + 3] === 0) clear++;
  }
  progress(90);
  return { rgba: out, removedPercent: Math.round((clear / n) * 1000) / 10, uncertain };
}
