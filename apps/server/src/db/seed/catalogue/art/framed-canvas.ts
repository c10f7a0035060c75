import type { Quad } from '../blank-types';
import { VIEW_H, VIEW_W } from './common';
import type { ViewArt } from './layers';

/**
 * A framed canvas print hanging on a wall, 3:4 like the print (60×80 cm at 150 DPI). The frame takes the
 * variant colour with a bevel lit from the top left; the canvas is the printable white.
 */
const O = { x: 217, y: 292, w: 766, h: 996 };
const I = { x: 255, y: 330, w: 690, h: 920 };

export const FRAMED_CANVAS_QUAD: Quad = [
  { x: I.x, y: I.y },
  { x: I.x + I.w, y: I.y },
  { x: I.x + I.w, y: I.y + I.h },
  { x: I.x, y: I.y + I.h },
];

const r = (b: typeof O, extra: string) => `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" ${extra}/>`;
const ox2 = O.x + O.w;
const oy2 = O.y + O.h;
const ix2 = I.x + I.w;
const iy2 = I.y + I.h;

export function framedCanvasFront(): ViewArt {
  return {
    width: VIEW_W,
    height: VIEW_H,
    backdrop: `<defs><linearGradient id="wall" x1="0" y1="0" x2="0.3" y2="1">
        <stop offset="0" stop-color="#f4f2ee"/><stop offset="1" stop-color="#e2ded6"/>
      </linearGradient></defs><rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#wall)"/>`,
    shadow: { svg: r({ ...O, x: O.x + 18, y: O.y + 28 }, 'fill="#000" fill-opacity="0.38"'), blur: 24 },
    fixed: r(I, 'fill="#fbfbfa"'),
    tint: `<path fill="#fff" fill-rule="evenodd" d="M${O.x} ${O.y} H${ox2} V${oy2} H${O.x} Z M${I.x} ${I.y} V${iy2} H${ix2} V${I.y} Z"/>`,
    shade: {
      svg: `<path d="M${O.x} ${O.y} H${ox2} L${ix2} ${I.y} H${I.x} Z" fill="#ffffff"/>
        <path d="M${O.x} ${O.y} L${I.x} ${I.y} V${iy2} L${O.x} ${oy2} Z" fill="#e4e4e4"/>
        <path d="M${ox2} ${O.y} V${oy2} L${ix2} ${iy2} V${I.y} Z" fill="#b9b9b9"/>
        <path d="M${O.x} ${oy2} H${ox2} L${ix2} ${iy2} H${I.x} Z" fill="#a6a6a6"/>
        <defs>
          <linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b0b0b0"/><stop offset="1" stop-color="#fff"/></linearGradient>
          <linearGradient id="left" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c4c4c4"/><stop offset="1" stop-color="#fff"/></linearGradient>
        </defs>
        <rect x="${I.x}" y="${I.y}" width="${I.w}" height="26" fill="url(#top)"/>
        <rect x="${I.x}" y="${I.y}" width="20" height="${I.h}" fill="url(#left)"/>`,
      blur: 1.2,
    },
    light: {
      svg: `<path d="M${O.x + 6} ${O.y + 5} H${ox2 - 6}" stroke="#5a5a5a" stroke-width="4"/>
        <path d="M${O.x + 5} ${O.y + 6} V${oy2 - 6}" stroke="#3a3a3a" stroke-width="4"/>`,
      blur: 1.5,
    },
    detail: `${r(O, 'fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2"')}
      ${r(I, 'fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="2"')}
      <path d="M${O.x} ${O.y} L${I.x} ${I.y} M${ox2} ${O.y} L${ix2} ${I.y} M${ox2} ${oy2} L${ix2} ${iy2} M${O.x} ${oy2} L${I.x} ${iy2}"
        stroke="#000" stroke-opacity="0.12" stroke-width="1.5"/>`,
    grain: 2,
  };
}
