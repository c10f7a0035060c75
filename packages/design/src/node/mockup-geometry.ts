import { type CylinderWrap, cylinderScale } from '../geometry/cylinder';
import type { Quad } from '../geometry/homography';
import type { Rect } from '../geometry/rect';

export interface MockupSize {
  width: number;
  height: number;
}

/** Listing images: 3:4 at the marketplaces' minimum of 1340×1785, and the 800×800 square. */
export const MOCKUP_SIZES = {
  listing: { width: 1340, height: 1785 },
  square: { width: 800, height: 800 },
} as const satisfies Record<string, MockupSize>;

/** Where the base photo lands in the output: contained (never cropped, so the design never is). */
export function containRect(srcWidth: number, srcHeight: number, out: MockupSize): Rect {
  const scale = Math.min(out.width / srcWidth, out.height / srcHeight);
  const width = srcWidth * scale;
  const height = srcHeight * scale;
  return { x: (out.width - width) / 2, y: (out.height - height) / 2, width, height };
}

export function mapQuad(quad: Quad, fit: Rect, srcWidth: number): Quad {
  const s = fit.width / srcWidth;
  return quad.map((p) => ({ x: fit.x + p.x * s, y: fit.y + p.y * s })) as unknown as Quad;
}

const dist = (a: Quad[number], b: Quad[number]) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * How much to scale the area's pixels so the flat design is about as detailed as its warped image,
 * with 25% headroom for the perspective's stretched side; never above the print resolution.
 */
export function designScaleForQuad(quad: Quad, areaWidth: number, areaHeight: number): number {
  const across = Math.max(dist(quad[0], quad[1]), dist(quad[3], quad[2])) / areaWidth;
  const down = Math.max(dist(quad[0], quad[3]), dist(quad[1], quad[2])) / areaHeight;
  return Math.min(1, Math.max(across, down) * 1.25);
}

/** The integer pixel box a quad touches, clipped to the output. */
export function quadPixelBox(quad: Quad, out: MockupSize): Rect {
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const x = Math.max(0, Math.floor(Math.min(...xs)) - 1);
  const y = Math.max(0, Math.floor(Math.min(...ys)) - 1);
  const right = Math.min(out.width, Math.ceil(Math.max(...xs)) + 1);
  const bottom = Math.min(out.height, Math.ceil(Math.max(...ys)) + 1);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

export function mapCylinder(c: CylinderWrap, fit: Rect, srcWidth: number): CylinderWrap {
  const s = fit.width / srcWidth;
  return {
    ...c,
    cx: fit.x + c.cx * s,
    top: fit.y + c.top * s,
    bottom: fit.y + c.bottom * s,
    radius: c.radius * s,
    ellipse: c.ellipse * s,
  };
}

/** As `designScaleForQuad` for a wrap: the facing point shows the print largest (it shrinks towards the edges). */
export function designScaleForCylinder(c: CylinderWrap, areaHeight: number): number {
  const { across, down } = cylinderScale(c, areaHeight);
  return Math.min(1, Math.max(across, down) * 1.25);
}
