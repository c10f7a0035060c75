import type { Quad } from '../blank-types';
import { studioBackdrop, VIEW_H, VIEW_W } from './common';
import type { ViewArt } from './layers';

/**
 * 11oz ceramic mug (82 mm across, 95 mm tall) seen from the front, handle to the right, camera a little above
 * the rim. The white glazed body is fixed; the variant colour is the inside and the handle (内彩 mugs).
 */
const CX = 560;
const RX = 310;
const TOP = 500;
const BOTTOM = 1230;
const RY = 52;
const L = CX - RX;
const R = CX + RX;

const BODY = `M${L} ${TOP} L${L} ${BOTTOM} A${RX} ${RY} 0 0 0 ${R} ${BOTTOM} L${R} ${TOP} A${RX} ${RY} 0 0 0 ${L} ${TOP} Z`;
const OPENING = `<ellipse cx="${CX}" cy="${TOP + 2}" rx="${RX - 16}" ry="${RY - 12}"/>`;
// Butt ends that start just inside the body's edge, so the handle seems to grow out of the wall.
const HANDLE = `M${R - 4} ${TOP + 130} C${R + 215} ${TOP + 100} ${R + 230} ${TOP + 540} ${R - 4} ${TOP + 560}`;

const bodyShade = `
  <defs>
    <linearGradient id="cyl" x1="${L}" y1="0" x2="${R}" y2="0" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#9c9c9c"/><stop offset="0.1" stop-color="#d6d6d6"/>
      <stop offset="0.3" stop-color="#fbfbfb"/><stop offset="0.55" stop-color="#f2f2f2"/>
      <stop offset="0.85" stop-color="#cfcfcf"/><stop offset="1" stop-color="#8e8e8e"/>
    </linearGradient>
    <linearGradient id="inside" x1="0" y1="${TOP - RY}" x2="0" y2="${TOP + RY}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#f0f0f0"/><stop offset="0.55" stop-color="#bdbdbd"/><stop offset="1" stop-color="#6f6f6f"/>
    </linearGradient>
  </defs>
  <rect x="${L}" y="${TOP - RY}" width="${2 * RX}" height="${BOTTOM - TOP + 2 * RY}" fill="url(#cyl)"/>
  <g fill="url(#inside)">${OPENING}</g>
  <path d="${HANDLE}" fill="none" stroke="#d0d0d0" stroke-width="58"/>
  <path d="${HANDLE}" fill="none" stroke="#a8a8a8" stroke-width="18" transform="translate(14 6)"/>
  <path d="M${L} ${BOTTOM - 14} A${RX} ${RY} 0 0 0 ${R} ${BOTTOM - 14}" fill="none" stroke="#bdbdbd" stroke-width="14"/>`;

const LIGHTS = `
  <rect x="${L + 92}" y="${TOP + 40}" width="30" height="${BOTTOM - TOP - 30}" rx="15" fill="#e8e8e8"/>
  <rect x="${L + 70}" y="${TOP + 30}" width="90" height="${BOTTOM - TOP - 10}" rx="45" fill="#303030"/>
  <rect x="${R - 70}" y="${TOP + 60}" width="16" height="${BOTTOM - TOP - 90}" rx="8" fill="#3a3a3a"/>
  <path d="M${R + 40} ${TOP + 140} C${R + 165} ${TOP + 155} ${R + 172} ${TOP + 480} ${R + 40} ${TOP + 520}" fill="none" stroke="#6a6a6a" stroke-width="10" stroke-linecap="round"/>
  <path d="M${CX - 200} ${TOP - RY + 14} A${RX - 10} ${RY - 8} 0 0 1 ${CX + 120} ${TOP - RY + 10}" fill="none" stroke="#5a5a5a" stroke-width="6"/>`;

export const MUG_WRAP_QUAD: Quad = [
  { x: L + 18, y: TOP + 46 },
  { x: R - 18, y: TOP + 46 },
  { x: R - 18, y: BOTTOM - 24 },
  { x: L + 18, y: BOTTOM - 24 },
];

export function mugFront(): ViewArt {
  return {
    width: VIEW_W,
    height: VIEW_H,
    backdrop: studioBackdrop('#f4f4f5', '#dedee3'),
    shadow: {
      svg: `<ellipse cx="${CX + 30}" cy="${BOTTOM + RY - 4}" rx="${RX + 40}" ry="${RY + 8}" fill="#000" fill-opacity="0.35"/>`,
      blur: 22,
    },
    fixed: `<path d="${BODY}" fill="#fbfbfb"/>
      <ellipse cx="${CX}" cy="${TOP}" rx="${RX}" ry="${RY}" fill="#fbfbfb"/>`,
    tint: `<g fill="#fff">${OPENING}</g>
      <path d="${HANDLE}" fill="none" stroke="#fff" stroke-width="58"/>`,
    shade: { svg: bodyShade, blur: 3 },
    light: { svg: LIGHTS, blur: 10 },
    detail: `<ellipse cx="${CX}" cy="${TOP}" rx="${RX - 1}" ry="${RY - 1}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
      <path d="M${CX - 220} ${TOP - RY + 6} A${RX - 4} ${RY - 4} 0 0 1 ${CX + 150} ${TOP - RY + 4}" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="3"/>`,
    grain: 0,
  };
}
