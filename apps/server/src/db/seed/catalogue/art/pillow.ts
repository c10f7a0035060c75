import type { Quad } from '../blank-types';
import { seam, studioBackdrop, VIEW_H, VIEW_W } from './common';
import type { ViewArt } from './layers';

/** A filled 45×45 cm cushion, front-on: puffed edges, pinched corners, piped seam all round. */
const OUTLINE = 'M205 405 Q600 368 995 405 Q1034 800 995 1195 Q600 1234 205 1195 Q166 800 205 405 Z';

export const PILLOW_QUAD: Quad = [
  { x: 228, y: 426 },
  { x: 972, y: 426 },
  { x: 972, y: 1170 },
  { x: 228, y: 1170 },
];

const CORNER_CREASES = `
  <g fill="none" stroke-linecap="round" stroke="#cccccc" stroke-width="12">
    <path d="M210 410 Q270 470 330 500"/><path d="M990 410 Q930 470 870 500"/>
    <path d="M210 1190 Q270 1130 330 1100"/><path d="M990 1190 Q930 1130 870 1100"/>
    <path d="M230 420 Q300 440 360 440" stroke-width="8"/><path d="M970 1180 Q900 1160 840 1160" stroke-width="8"/>
  </g>`;

export function pillowFront(): ViewArt {
  return {
    width: VIEW_W,
    height: VIEW_H,
    backdrop: studioBackdrop('#f4f3f1', '#e3e1dd'),
    shadow: { svg: `<path d="${OUTLINE}" fill="#000" fill-opacity="0.3" transform="translate(8 22)"/>`, blur: 26 },
    tint: `<path d="${OUTLINE}" fill="#fff"/>`,
    shade: { svg: CORNER_CREASES, blur: 14 },
    softShade: {
      svg: `<defs><radialGradient id="puff" cx="0.47" cy="0.45" r="0.62">
          <stop offset="0" stop-color="#ffffff"/><stop offset="0.62" stop-color="#f4f4f4"/>
          <stop offset="0.9" stop-color="#d2d2d2"/><stop offset="1" stop-color="#b4b4b4"/>
        </radialGradient></defs>
        <path d="${OUTLINE}" fill="url(#puff)"/>
        <path d="M220 1180 Q600 1216 980 1180" fill="none" stroke="#bbbbbb" stroke-width="40"/>`,
      blur: 18,
    },
    light: {
      svg: `<ellipse cx="520" cy="640" rx="300" ry="220" fill="#1e1e1e"/>
        <path d="M240 430 Q600 396 960 430" fill="none" stroke="#2a2a2a" stroke-width="30"/>`,
      blur: 50,
    },
    detail: `${seam(OUTLINE, 3)}${seam('M212 412 Q600 376 988 412', 1.5)}`,
    grain: 4,
  };
}
