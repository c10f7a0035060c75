import type { ViewCylinder } from '@podbench/contract';
import { studioBackdrop, VIEW_H, VIEW_W } from './common';
import type { ViewArt } from './layers';

/**
 * 11oz ceramic mug (82 mm across, 95 mm tall), camera a little above the rim, drawn with the handle to the right
 * (把手侧) and, moved to the view's middle, with the handle hidden behind the body (正面) or pointing at the camera
 * (背面). The white glazed body is fixed; the variant colour is the inside and the handle (内彩 mugs).
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

/**
 * The wrap round the body. The print (2700×1050 px, 9×3.5 in) is shorter than once round (82 mm × π = 3042.6 px
 * at 300 DPI): the 342 px gap is centred at the handle, opposite the print's middle. The band's height in view
 * pixels is the print's height at the across scale 2π·RX / circumference, so a square stays square at the point
 * facing the camera; it sits midway down the body (which, at the axis, runs from TOP + RY to BOTTOM + RY).
 */
export const MUG_CIRCUMFERENCE_PX = (82 * Math.PI * 300) / 25.4;
const BAND = (1050 * 2 * Math.PI * RX) / MUG_CIRCUMFERENCE_PX;
const MID = (TOP + BOTTOM) / 2 + RY;

/** `angleDeg`: the angle round the body, from the print's middle, that faces the camera. */
const wrapAt = (cx: number, angleDeg: number): ViewCylinder => ({
  kind: 'cylinder',
  cx,
  top: MID - BAND / 2,
  bottom: MID + BAND / 2,
  radius: RX,
  ellipse: RY,
  circumferencePx: MUG_CIRCUMFERENCE_PX,
  angleDeg,
});

/** 正面: the print's middle faces the camera; the handle, opposite it, is hidden behind the body. */
export const MUG_FRONT_WRAP = wrapAt(VIEW_W / 2, 0);
/** 背面: the handle points at the camera; the print's two ends show either side of it, the gap round it. */
export const MUG_BACK_WRAP = wrapAt(VIEW_W / 2, 180);
/** 把手侧: the handle on the right, so the wrap's right half faces the camera (90° from the print's middle). */
export const MUG_HANDLE_WRAP = wrapAt(CX, 90);

export function mugHandleSide(): ViewArt {
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

export const mugFront = () => centred(false);
export const mugBack = () => centred(true);

/**
 * The body in the view's middle, the handle straight behind it (hidden) or, with `bar`, pointing at the camera: a
 * rounded bar in front of the body's middle, inside the print's gap (±107 px round the axis), so a print never
 * covers it.
 */
function centred(withBar: boolean): ViewArt {
  const dx = VIEW_W / 2 - CX;
  const a = mugHandleSide();
  const move = (svg: string) => `<g transform="translate(${dx} 0)">${svg}</g>`;
  const BAR_X = VIEW_W / 2 - 34;
  const BAR_TOP = TOP + RY + 110;
  const BAR_H = 470;
  const bar = (fill: string) =>
    `<rect x="${BAR_X}" y="${BAR_TOP}" width="68" height="${BAR_H}" rx="34" fill="${fill}"/>`;
  const body = `<path d="${BODY}" fill="#fbfbfb"/><ellipse cx="${CX}" cy="${TOP}" rx="${RX}" ry="${RY}" fill="#fbfbfb"/>`;
  const shade = `
    <defs>
      <linearGradient id="cylh" x1="${L}" y1="0" x2="${R}" y2="0" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="#9c9c9c"/><stop offset="0.12" stop-color="#d6d6d6"/>
        <stop offset="0.35" stop-color="#fbfbfb"/><stop offset="0.6" stop-color="#f4f4f4"/>
        <stop offset="0.88" stop-color="#cfcfcf"/><stop offset="1" stop-color="#8e8e8e"/>
      </linearGradient>
      <linearGradient id="inside" x1="0" y1="${TOP - RY}" x2="0" y2="${TOP + RY}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="#f0f0f0"/><stop offset="0.55" stop-color="#bdbdbd"/><stop offset="1" stop-color="#6f6f6f"/>
      </linearGradient>
    </defs>
    <rect x="${L}" y="${TOP - RY}" width="${2 * RX}" height="${BOTTOM - TOP + 2 * RY}" fill="url(#cylh)"/>
    <g fill="url(#inside)">${OPENING}</g>
    <path d="M${L} ${BOTTOM - 14} A${RX} ${RY} 0 0 0 ${R} ${BOTTOM - 14}" fill="none" stroke="#bdbdbd" stroke-width="14"/>`;
  return {
    ...a,
    shadow: a.shadow && {
      ...a.shadow,
      svg: `<ellipse cx="${CX + dx}" cy="${BOTTOM + RY - 4}" rx="${RX + 30}" ry="${RY + 10}" fill="#000" fill-opacity="0.35"/>`,
    },
    fixed: move(body),
    tint: `${move(`<g fill="#fff">${OPENING}</g>`)}${withBar ? bar('#fff') : ''}`,
    // The shadow the bar casts on the body (light from the upper left), then the bar's own roundness over it:
    // darker flanks, lit down the middle, so it reads as a handle standing out of the body, not a slot in it.
    shade: {
      svg: `${move(shade)}<defs>
          <linearGradient id="bar" x1="${BAR_X}" y1="0" x2="${BAR_X + 68}" y2="0" gradientUnits="userSpaceOnUse">
            <stop offset="0" stop-color="#b4b4b4"/><stop offset="0.3" stop-color="#f4f4f4"/>
            <stop offset="0.55" stop-color="#ffffff"/><stop offset="1" stop-color="#9a9a9a"/>
          </linearGradient>
        </defs>
        ${withBar ? `<rect x="${BAR_X + 22}" y="${BAR_TOP + 20}" width="72" height="${BAR_H}" rx="36" fill="#a6a6a6"/>${bar('url(#bar)')}` : ''}`,
      blur: 4,
    },
    light: {
      svg: `${move(`<rect x="${L + 92}" y="${TOP + 40}" width="30" height="${BOTTOM - TOP - 30}" rx="15" fill="#e8e8e8"/>
        <rect x="${L + 70}" y="${TOP + 30}" width="90" height="${BOTTOM - TOP - 10}" rx="45" fill="#303030"/>`)}
        ${withBar ? `<rect x="${BAR_X + 24}" y="${BAR_TOP + 24}" width="10" height="${BAR_H - 48}" rx="5" fill="#7a7a7a"/>` : ''}`,
      blur: 10,
    },
    detail: `${move(`<ellipse cx="${CX}" cy="${TOP}" rx="${RX - 1}" ry="${RY - 1}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`)}
      ${withBar ? `<rect x="${BAR_X}" y="${BAR_TOP}" width="68" height="${BAR_H}" rx="34" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>` : ''}`,
  };
}
