import type { Quad } from '../blank-types';
import { studioBackdrop, VIEW_H, VIEW_W } from './common';
import type { ViewArt } from './layers';

/**
 * A 250×210×3 mm mouse pad on a desk, seen slightly from the front (the top edge recedes), so the print
 * quad is a trapezoid. The stitched edge takes the variant colour; the cloth top is the printable white.
 * The pad's depth is drawn so that at the print's centre a square stays square (the homography's scales
 * across and down there agree within 0.1%); it was 650 px deep before, which squeezed prints by 10%.
 */
type P = readonly [number, number];
const TL: P = [196, 468];
const TR: P = [1004, 468];
const BR: P = [1046, 1182];
const BL: P = [154, 1182];

const lerp = (a: P, b: P, t: number): P => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const toward = (c: P, o: P, px: number) => lerp(c, o, px / Math.hypot(o[0] - c[0], o[1] - c[1]));

/** A quadrilateral with rounded corners (radius `rad` measured along each edge). */
function roundedQuad(q: readonly P[], rad: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const c = q[i];
    const a = toward(c, q[(i + 3) % 4], rad);
    const b = toward(c, q[(i + 1) % 4], rad);
    parts.push(
      `${i === 0 ? 'M' : 'L'}${a[0].toFixed(1)} ${a[1].toFixed(1)} Q${c[0]} ${c[1]} ${b[0].toFixed(1)} ${b[1].toFixed(1)}`,
    );
  }
  return `${parts.join(' ')} Z`;
}

/** The quad shrunk towards its centre by about `px` pixels. */
function inset(q: readonly P[], px: number): P[] {
  const cx = q.reduce((s, p) => s + p[0], 0) / 4;
  const cy = q.reduce((s, p) => s + p[1], 0) / 4;
  return q.map((p) => toward(p, [cx, cy], px * 1.35));
}

const OUTER = [TL, TR, BR, BL] as const;
const SURFACE = inset(OUTER, 14);
const STITCH = inset(OUTER, 7);

export const MOUSE_PAD_QUAD: Quad = SURFACE.map(([x, y]) => ({
  x: Math.round(x),
  y: Math.round(y),
})) as unknown as Quad;

export function mousePadTop(): ViewArt {
  const outer = roundedQuad(OUTER, 30);
  const edgeBand = roundedQuad([TL, TR, [BR[0], BR[1] + 14], [BL[0], BL[1] + 14]], 30);
  return {
    width: VIEW_W,
    height: VIEW_H,
    backdrop: `${studioBackdrop('#eeeeef', '#d9d9de')}`,
    shadow: { svg: `<path d="${edgeBand}" fill="#000" fill-opacity="0.4" transform="translate(0 16)"/>`, blur: 16 },
    fixed: `<path d="${roundedQuad(SURFACE, 20)}" fill="#fafafa"/>`,
    // The stitched rim and the 3 mm side below it: the outline (top face plus side) minus the cloth top.
    tint: `<path fill="#fff" fill-rule="evenodd" d="${edgeBand} ${roundedQuad(SURFACE, 20)}"/>`,
    shade: {
      svg: `<path d="${edgeBand}" fill="#8c8c8c"/><path d="${outer}" fill="#e8e8e8"/>
        <defs><linearGradient id="desk" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#f2f2f2"/><stop offset="1" stop-color="#ffffff"/>
        </linearGradient></defs>
        <path d="${roundedQuad(SURFACE, 20)}" fill="url(#desk)"/>`,
      blur: 1.5,
    },
    light: {
      svg: `<path d="M${TL[0] + 40} ${TL[1] + 4} L${TR[0] - 40} ${TR[1] + 4}" stroke="#555" stroke-width="4"/>
        <ellipse cx="420" cy="700" rx="300" ry="160" fill="#141414"/>`,
      blur: 30,
    },
    detail: `<path d="${roundedQuad(STITCH, 24)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="6 5"/>
      <path d="${roundedQuad(STITCH, 24)}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="6 5" transform="translate(0 1.5)"/>`,
    grain: 3,
  };
}
