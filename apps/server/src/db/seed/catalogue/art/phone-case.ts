import type { Quad } from '../blank-types';
import { studioBackdrop, VIEW_H, VIEW_W, zoom, zoomPoint } from './common';
import type { ViewArt } from './layers';

/**
 * Back of a slim phone case (about 76×152 mm). The bumper and the camera surround take the variant colour;
 * the flat back is the white printable plate. The camera is dark in the shading map too, so a printed design
 * multiplied by it disappears under the lenses as it does on the real case.
 */
const CASE = { x: 370, y: 330, w: 460, h: 940, r: 78 };
const BACK = { x: 387, y: 347, w: 426, h: 906, r: 62 };
const CAM = { x: 404, y: 364, w: 200, h: 200, r: 48 };

const rect = (b: typeof CASE, extra = '') =>
  `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${b.r}" ${extra}/>`;

const LENSES = [
  [456, 416],
  [456, 512],
  [552, 464],
] as const;

const camera = (glass: string, lens: string) =>
  rect(CAM, `fill="${glass}"`) +
  LENSES.map(
    ([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="40" fill="${lens}"/><circle cx="${x}" cy="${y}" r="27" fill="#0b0b0d"/>` +
      `<circle cx="${x}" cy="${y}" r="14" fill="#1b2433"/>`,
  ).join('') +
  `<circle cx="552" cy="404" r="12" fill="#e9e4d4"/><circle cx="552" cy="526" r="7" fill="#111"/>`;

/** Drawn at 1:1 and shown 1.2× larger, so the case fills the frame like a product photo. */
const Z = 1.2;

export const PHONE_CASE_QUAD: Quad = [
  zoomPoint({ x: 387, y: 374 }, Z),
  zoomPoint({ x: 813, y: 374 }, Z),
  zoomPoint({ x: 813, y: 1226 }, Z),
  zoomPoint({ x: 387, y: 1226 }, Z),
];

export function phoneCaseBack(): ViewArt {
  const camHole = { x: CAM.x - 8, y: CAM.y - 8, w: CAM.w + 16, h: CAM.h + 16, r: CAM.r + 8 };
  return {
    width: VIEW_W,
    height: VIEW_H,
    backdrop: studioBackdrop('#f3f3f5', '#e2e2e8'),
    shadow: {
      svg: zoom(rect({ ...CASE, x: CASE.x + 14, y: CASE.y + 22 }, 'fill="#000" fill-opacity="0.3"'), Z),
      blur: 22,
    },
    fixed: zoom(rect(BACK, 'fill="#fafafa"'), Z),
    tint: zoom(
      `<path fill="#fff" fill-rule="evenodd" d="M${CASE.x + CASE.r} ${CASE.y} h${CASE.w - 2 * CASE.r} a${CASE.r} ${CASE.r} 0 0 1 ${CASE.r} ${CASE.r} v${CASE.h - 2 * CASE.r} a${CASE.r} ${CASE.r} 0 0 1 -${CASE.r} ${CASE.r} h-${CASE.w - 2 * CASE.r} a${CASE.r} ${CASE.r} 0 0 1 -${CASE.r} -${CASE.r} v-${CASE.h - 2 * CASE.r} a${CASE.r} ${CASE.r} 0 0 1 ${CASE.r} -${CASE.r} Z
      M${BACK.x + BACK.r} ${BACK.y} h${BACK.w - 2 * BACK.r} a${BACK.r} ${BACK.r} 0 0 1 ${BACK.r} ${BACK.r} v${BACK.h - 2 * BACK.r} a${BACK.r} ${BACK.r} 0 0 1 -${BACK.r} ${BACK.r} h-${BACK.w - 2 * BACK.r} a${BACK.r} ${BACK.r} 0 0 1 -${BACK.r} -${BACK.r} v-${BACK.h - 2 * BACK.r} a${BACK.r} ${BACK.r} 0 0 1 ${BACK.r} -${BACK.r} Z"/>
      ${rect(camHole, 'fill="#fff"')}`,
      Z,
    ),
    shade: {
      svg: zoom(
        `<defs><linearGradient id="edge" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stop-color="#d2d2d2"/><stop offset="0.5" stop-color="#f2f2f2"/><stop offset="1" stop-color="#bdbdbd"/>
        </linearGradient>
        <linearGradient id="plate" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ececec"/>
        </linearGradient></defs>
        ${rect(CASE, 'fill="url(#edge)"')}${rect(BACK, 'fill="url(#plate)"')}
        ${rect(BACK, 'fill="none" stroke="#c8c8c8" stroke-width="6"')}
        ${rect(camHole, 'fill="#cfcfcf"')}${camera('#262629', '#3a3a3e')}`,
        Z,
      ),
      blur: 1.5,
    },
    light: {
      svg: zoom(
        `<path d="M${CASE.x + 10} ${CASE.y + 120} L${CASE.x + 10} ${CASE.y + CASE.h - 120}" stroke="#7a7a7a" stroke-width="5"/>
        <path d="M${BACK.x + 260} ${BACK.y + 10} L${BACK.x + 40} ${BACK.y + 900}" stroke="#161616" stroke-width="160"/>`,
        Z,
      ),
      blur: 8,
    },
    detail: zoom(
      `${camera('#222225', '#34343a')}
      ${LENSES.map(([x, y]) => `<circle cx="${x - 8}" cy="${y - 9}" r="5" fill="#fff" fill-opacity="0.55"/>`).join('')}
      ${rect(CASE, 'fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="2"')}
      ${rect(BACK, 'fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="2"')}`,
      Z,
    ),
    grain: 0,
  };
}
