import type { Quad } from '../blank-types';
import { seam, studioBackdrop, VIEW_H, VIEW_W } from './common';
import type { ViewArt } from './layers';

/**
 * Flat-lay pullover hoodie, size L (61 cm chest): about 10.5 px per cm. Long sleeves hang at the sides,
 * the hood lies flat behind the neck, the kangaroo pocket sits below the 13×13.5 in front print area.
 */
const BODY =
  'M470 455 Q540 470 600 470 Q660 470 730 455 Q830 470 912 500 Q1064 640 1140 1130 L1148 1240 L1030 1252 ' +
  'L1018 1140 Q990 900 920 720 L922 1250 L912 1345 Q600 1362 288 1345 L278 1250 L280 720 Q210 900 182 1140 ' +
  'L170 1252 L52 1240 L60 1130 Q136 640 288 500 Q370 470 470 455 Z';
const HOOD = 'M436 482 C400 340 455 240 600 232 C745 240 800 340 764 482 Z';
const HOOD_OPENING =
  'M482 470 C474 372 522 306 600 302 C678 306 726 372 718 470 C704 540 656 590 600 604 C544 590 496 540 482 470 Z';
const HOOD_STITCH =
  'M477 471 C468 368 518 299 600 295 C682 299 732 368 723 471 C709 544 658 596 600 611 C542 596 491 544 477 471';
const POCKET = 'M420 1010 L780 1010 Q800 1110 850 1240 L350 1240 Q400 1110 420 1010 Z';

const CORDS = `
  <path d="M566 586 C560 640 566 690 560 742" fill="none" stroke="#fff" stroke-width="11" stroke-linecap="round"/>
  <path d="M634 586 C640 640 634 690 640 742" fill="none" stroke="#fff" stroke-width="11" stroke-linecap="round"/>`;

const AGLETS = `
  <rect x="553" y="738" width="14" height="34" rx="5" fill="#d4d4d8"/>
  <rect x="633" y="738" width="14" height="34" rx="5" fill="#d4d4d8"/>
  <rect x="553" y="738" width="5" height="34" rx="2" fill="#fff" fill-opacity="0.7"/>
  <rect x="633" y="738" width="5" height="34" rx="2" fill="#fff" fill-opacity="0.7"/>`;

const ribs = (x1: number, x2: number, y1: number, y2: number, step = 9) => {
  let d = '';
  for (let x = x1; x <= x2; x += step) d += `M${x} ${y1} L${x} ${y2} `;
  return `<path d="${d}" stroke="#000" stroke-opacity="0.07" stroke-width="2.5"/>`;
};

const sideShade = `
  <defs>
    <linearGradient id="side" x1="278" y1="0" x2="922" y2="0" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#c0c0c0"/><stop offset="0.12" stop-color="#f0f0f0"/>
      <stop offset="0.5" stop-color="#fff"/><stop offset="0.88" stop-color="#ededed"/><stop offset="1" stop-color="#bcbcbc"/>
    </linearGradient>
  </defs>
  <rect x="278" y="440" width="644" height="920" fill="url(#side)"/>
  <path d="M912 500 Q1064 640 1140 1130 L1148 1240 L1030 1252 L1018 1140 Q990 900 920 720 Z" fill="#e2e2e2"/>
  <path d="M288 500 Q136 640 60 1130 L52 1240 L170 1252 L182 1140 Q210 900 280 720 Z" fill="#e2e2e2"/>
  <path d="M278 1250 L922 1250 L912 1345 Q600 1362 288 1345 Z" fill="#dadada"/>
  <path d="M1020 1140 L1140 1130 L1148 1240 L1030 1252 Z" fill="#d8d8d8"/>
  <path d="M180 1140 L60 1130 L52 1240 L170 1252 Z" fill="#d8d8d8"/>`;

const SOFT = `
  <g fill="none" stroke-linecap="round">
    <path d="M918 730 C860 780 800 810 740 850" stroke="#cdcdcd" stroke-width="30"/>
    <path d="M282 730 C340 780 400 810 460 850" stroke="#cdcdcd" stroke-width="30"/>
    <path d="M1040 700 Q1080 900 1080 1120" stroke="#d8d8d8" stroke-width="44"/>
    <path d="M160 700 Q120 900 120 1120" stroke="#d8d8d8" stroke-width="44"/>
    <path d="M360 1250 Q600 1236 840 1250" stroke="#c8c8c8" stroke-width="26"/>
    <path d="M420 1010 L780 1010" stroke="#cfcfcf" stroke-width="18" transform="translate(0 10)"/>
  </g>`;

const LIGHTS = `
  <defs><radialGradient id="sheen" cx="0.42" cy="0.38" r="0.6">
    <stop offset="0" stop-color="#1e1e1e"/><stop offset="1" stop-color="#000"/>
  </radialGradient></defs>
  <rect x="278" y="460" width="644" height="890" fill="url(#sheen)"/>
  <path d="M600 252 C690 262 745 320 748 420" stroke="#262626" stroke-width="30" fill="none"/>
  <g fill="none" stroke-linecap="round" stroke="#222">
    <path d="M930 530 Q1050 660 1110 1110" stroke-width="24"/>
    <path d="M270 530 Q150 660 90 1110" stroke-width="24"/>
    <path d="M905 760 C850 806 792 836 732 876" stroke-width="14"/>
    <path d="M295 760 C350 806 408 836 468 876" stroke-width="14"/>
  </g>`;

const SEAMS = [
  seam('M912 500 Q900 610 920 720'),
  seam('M288 500 Q300 610 280 720'),
  seam('M280 1250 L920 1250'),
  seam('M1018 1140 L1140 1130'),
  seam('M182 1140 L60 1130'),
  seam(POCKET.replace(' Z', ''), 2.5),
  seam('M428 1024 L772 1024 Q790 1116 836 1228 L364 1228 Q410 1116 428 1024', 2, '8 6'),
].join('');

const shadow = {
  svg: `<g fill="#000" fill-opacity="0.3" transform="translate(0 14)"><path d="${BODY}"/><path d="${HOOD}"/></g>`,
  blur: 18,
};

export const HOODIE_FRONT_QUAD: Quad = [
  { x: 426, y: 600 },
  { x: 774, y: 600 },
  { x: 774, y: 961 },
  { x: 426, y: 961 },
];
export const HOODIE_BACK_QUAD: Quad = [
  { x: 400, y: 640 },
  { x: 800, y: 640 },
  { x: 800, y: 1120 },
  { x: 400, y: 1120 },
];

export function hoodieFront(): ViewArt {
  return {
    width: VIEW_W,
    height: VIEW_H,
    backdrop: studioBackdrop(),
    shadow,
    tint: `<g fill="#fff"><path d="${HOOD}"/><path d="${BODY}"/></g>${CORDS}`,
    shade: {
      svg: `${sideShade}
        <path d="${HOOD}" fill="#d2d2d2"/>
        <defs><linearGradient id="lining" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#9a9a9a"/><stop offset="1" stop-color="#5e5e5e"/>
        </linearGradient></defs>
        <path d="${HOOD_OPENING}" fill="url(#lining)"/>
        <path d="${HOOD_OPENING}" fill="none" stroke="#f6f6f6" stroke-width="26"/>
        <path d="${POCKET}" fill="#f4f4f4"/>
        <g stroke="#9c9c9c" stroke-width="3" fill="none">${CORDS.replaceAll('#fff', '#b0b0b0')}</g>`,
      blur: 6,
    },
    softShade: { svg: SOFT, blur: 24 },
    light: { svg: LIGHTS, blur: 28 },
    detail: `${SEAMS}${ribs(290, 910, 1256, 1340)}${ribs(1030, 1140, 1142, 1244)}${ribs(62, 172, 1142, 1244)}
      ${seam(HOOD_OPENING.replace(' Z', ''), 2.5)}${seam(HOOD_STITCH, 2, '8 6')}${AGLETS}`,
    grain: 5,
  };
}

export function hoodieBack(): ViewArt {
  const hoodBack =
    'M455 470 C440 560 500 600 600 604 C700 600 760 560 745 470 C770 330 730 215 600 208 C470 215 430 330 455 470 Z';
  return {
    width: VIEW_W,
    height: VIEW_H,
    backdrop: studioBackdrop(),
    shadow,
    tint: `<g fill="#fff"><path d="${BODY}"/><path d="${hoodBack}"/></g>`,
    shade: {
      svg: `${sideShade}<path d="${hoodBack}" fill="#f2f2f2"/>
        <path d="M455 470 C440 560 500 600 600 604 C700 600 760 560 745 470" fill="none" stroke="#bdbdbd" stroke-width="12" transform="translate(0 10)"/>
        <path d="M600 212 L600 600" stroke="#d6d6d6" stroke-width="6"/>`,
      blur: 6,
    },
    softShade: { svg: SOFT.replace(/<path d="M420 1010[^>]*>/, ''), blur: 24 },
    light: { svg: LIGHTS, blur: 28 },
    detail: `${SEAMS.split('<path').slice(0, 11).join('<path')}${ribs(290, 910, 1256, 1340)}${ribs(1030, 1140, 1142, 1244)}
      ${ribs(62, 172, 1142, 1244)}${seam('M600 214 L600 600', 2)}
      ${seam('M455 470 C440 560 500 600 600 604 C700 600 760 560 745 470', 2.5)}`,
    grain: 5,
  };
}
