import type { Matrix3 } from '../geometry/homography';
import { type CylinderWrap, cylinderToPrint } from '../geometry/cylinder';

/** Straight (non-premultiplied) RGBA pixels, as canvas ImageData holds them. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * Projective warp by inverse mapping: every destination pixel is mapped back through `inverse`
 * (destination → source pixel space) and sampled bilinearly. Taps outside the source count as
 * transparent, which antialiases the quad's edges for free. Sampling is alpha-weighted so transparent
 * neighbours never darken an edge. When `shading` (same size as `dst`) is given, the colour is
 * multiplied by it: fabric folds and light from the blank's shading map.
 *
 * `dst` covers the destination rectangle starting at (`originX`, `originY`); pixels whose source
 * falls outside are left untouched (transparent in a fresh buffer).
 */
export function warpPerspective(
  src: RgbaImage,
  dst: RgbaImage,
  originX: number,
  originY: number,
  inverse: Matrix3,
  shading?: RgbaImage,
): void {
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = inverse;
  const { data: s, width: sw, height: sh } = src;
  const d = dst.data;
  const sd = shading?.data;
  for (let y = 0; y < dst.height; y++) {
    // Pixel centres; numerators and denominator advance linearly along a row.
    const Y = originY + y + 0.5;
    const X0 = originX + 0.5;
    let nu = m0 * X0 + m1 * Y + m2;
    let nv = m3 * X0 + m4 * Y + m5;
    let w = m6 * X0 + m7 * Y + m8;
    for (let x = 0; x < dst.width; x++, nu += m0, nv += m3, w += m6) {
      const u = nu / w - 0.5;
      const v = nv / w - 0.5;
      if (!(u > -1 && v > -1 && u < sw && v < sh)) continue;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < 4; k++) {
        const tx = x0 + (k & 1);
        const ty = y0 + (k >> 1);
        if (tx < 0 || ty < 0 || tx >= sw || ty >= sh) continue;
        const i = (ty * sw + tx) * 4;
        const weight = ((k & 1 ? fx : 1 - fx) * (k >> 1 ? fy : 1 - fy) * s[i + 3]) / 255;
        r += s[i] * weight;
        g += s[i + 1] * weight;
        b += s[i + 2] * weight;
        a += weight;
      }
      if (a <= 0) continue;
      const o = (y * dst.width + x) * 4;
      let mr = 1;
      let mg = 1;
      let mb = 1;
      if (sd) {
        mr = sd[o] / 255;
        mg = sd[o + 1] / 255;
        mb = sd[o + 2] / 255;
      }
      d[o] = (r / a) * mr;
      d[o + 1] = (g / a) * mg;
      d[o + 2] = (b / a) * mb;
      d[o + 3] = a * 255;
    }
  }
}

/**
 * Wraps `src` (the print area drawn at `src.width / areaWidth` of its pixels) round a cylinder, by inverse
 * mapping as `warpPerspective`: each destination column is one angle θ = asin((x − cx) / r) round the body, so
 * u (with its wrap into the circumference) is worked out once per column and v is linear down it. Columns off
 * the body's facing half are left untouched.
 */
export function warpCylinder(
  src: RgbaImage,
  dst: RgbaImage,
  originX: number,
  originY: number,
  wrap: CylinderWrap,
  areaWidth: number,
  areaHeight: number,
  shading?: RgbaImage,
): void {
  const sx = src.width / areaWidth;
  const sy = src.height / areaHeight;
  const band = wrap.bottom - wrap.top;
  const columnU = new Float64Array(dst.width);
  const columnTop = new Float64Array(dst.width);
  const visible = new Uint8Array(dst.width);
  for (let x = 0; x < dst.width; x++) {
    const X = originX + x + 0.5;
    const p = cylinderToPrint(wrap, areaWidth, areaHeight, { x: X, y: wrap.top });
    if (!p) continue;
    visible[x] = 1;
    columnU[x] = p.x * sx - 0.5;
    // At y = top the print row is v = −lift·H/band: the band's top edge in this column sits `lift` higher.
    columnTop[x] = wrap.top - (p.y / areaHeight) * band;
  }
  for (let y = 0; y < dst.height; y++) {
    const Y = originY + y + 0.5;
    for (let x = 0; x < dst.width; x++) {
      if (!visible[x]) continue;
      const v = ((Y - columnTop[x]) / band) * areaHeight * sy - 0.5;
      samplePixel(src, columnU[x], v, dst, (y * dst.width + x) * 4, shading);
    }
  }
}

/** Alpha-weighted bilinear tap of `src` at (u, v) written to `dst` at byte offset `o`, times the shading there. */
function samplePixel(src: RgbaImage, u: number, v: number, dst: RgbaImage, o: number, shading?: RgbaImage) {
  const { data: s, width: sw, height: sh } = src;
  if (!(u > -1 && v > -1 && u < sw && v < sh)) return;
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const fx = u - x0;
  const fy = v - y0;
  let r = 0;
  let g = 0;
  let b = 0;
  let a = 0;
  for (let k = 0; k < 4; k++) {
    const tx = x0 + (k & 1);
    const ty = y0 + (k >> 1);
    if (tx < 0 || ty < 0 || tx >= sw || ty >= sh) continue;
    const i = (ty * sw + tx) * 4;
    const weight = ((k & 1 ? fx : 1 - fx) * (k >> 1 ? fy : 1 - fy) * s[i + 3]) / 255;
    r += s[i] * weight;
    g += s[i + 1] * weight;
    b += s[i + 2] * weight;
    a += weight;
  }
  if (a <= 0) return;
  const d = dst.data;
  const sd = shading?.data;
  const mr = sd ? sd[o] / 255 : 1;
  const mg = sd ? sd[o + 1] / 255 : 1;
  const mb = sd ? sd[o + 2] / 255 : 1;
  d[o] = (r / a) * mr;
  d[o + 1] = (g / a) * mg;
  d[o + 2] = (b / a) * mb;
  d[o + 3] = a * 255;
}
