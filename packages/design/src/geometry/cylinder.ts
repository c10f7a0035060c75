import type { Quad } from './homography';
import type { Point } from './rect';

/**
 * A print area wrapped round a cylinder (a mug's body) and seen from the side, in a view's pixels. The camera is
 * far away (orthographic across the body) and may look down a little, so a circle round the body shows as an
 * ellipse of half-height `ellipse`.
 *
 * - `cx`: the body's axis, x in view pixels; `radius`: half the body's width in view pixels.
 * - `top` / `bottom`: the printed band's upper and lower edge where it crosses the axis (the point facing the
 *   camera). Away from the axis both rise by `ellipse · (1 − cos θ)`.
 * - `circumferencePx`: once round the body, in print pixels (a wrap shorter than this leaves a gap, e.g. at a
 *   mug's handle, centred opposite the print's middle).
 * - `angleDeg`: which part of the wrap faces the camera, as the angle round the body from the print's middle
 *   (u = width / 2). Positive turns towards the print's right end.
 *
 * True proportions: at the facing point a print pixel is `2π·radius / circumferencePx` view pixels wide and
 * `(bottom − top) / heightPx` high; a blank's seed makes the two equal.
 */
export interface CylinderWrap {
  kind: 'cylinder';
  cx: number;
  top: number;
  bottom: number;
  radius: number;
  ellipse: number;
  circumferencePx: number;
  angleDeg: number;
}

/**
 * The print pixel (u, v) seen at view point (x, y), or null where the body's far half or the air is. For output
 * x: θ = asin((x − cx) / r) is the angle from the facing point, the wrap angle φ = angle + θ, and u runs along the
 * circumference from the print's middle; v is linear in y between the band's edges at that θ.
 */
export function cylinderToPrint(c: CylinderWrap, width: number, height: number, p: Point): Point | null {
  const s = (p.x - c.cx) / c.radius;
  if (!(s > -1 && s < 1)) return null;
  const theta = Math.asin(s);
  const lift = c.ellipse * (1 - Math.cos(theta));
  const top = c.top - lift;
  const v = ((p.y - top) / (c.bottom - c.top)) * height;
  const turns = (c.angleDeg * Math.PI) / 180 + theta;
  let u = (turns / (2 * Math.PI)) * c.circumferencePx;
  // Wrap into the turn centred on the print's middle, so the gap (if any) sits opposite it.
  const half = c.circumferencePx / 2;
  u = ((((u + half) % c.circumferencePx) + c.circumferencePx) % c.circumferencePx) - half;
  return { x: width / 2 + u, y: v };
}

/** Where print pixel (u, v) shows in the view, or null when it is on the far side. */
export function printToCylinder(c: CylinderWrap, width: number, height: number, p: Point): Point | null {
  let theta = (((p.x - width / 2) / c.circumferencePx) * 2 - c.angleDeg / 180) * Math.PI;
  theta = Math.atan2(Math.sin(theta), Math.cos(theta));
  if (Math.abs(theta) >= Math.PI / 2) return null;
  const lift = c.ellipse * (1 - Math.cos(theta));
  return { x: c.cx + c.radius * Math.sin(theta), y: c.top - lift + (p.y / height) * (c.bottom - c.top) };
}

/** View pixels per print pixel at the facing point: across (round the body) and down. */
export function cylinderScale(c: CylinderWrap, height: number): { across: number; down: number } {
  return { across: (2 * Math.PI * c.radius) / c.circumferencePx, down: (c.bottom - c.top) / height };
}

/** The box the visible band can touch: the body's width, from the edges' raised top to the bottom at the axis. */
export function cylinderBounds(c: CylinderWrap): Quad {
  const x0 = c.cx - c.radius;
  const x1 = c.cx + c.radius;
  const y0 = c.top - c.ellipse;
  const y1 = c.bottom;
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}
