import type { Quad } from '../blank-types';
import { seam, studioBackdrop, VIEW_H, VIEW_W } from './common';
import type { ViewArt } from './layers';

/**
 * Flat-lay crew-neck T-shirt in proportion to a size L (56 cm chest, 74 cm long): about 11 px per cm,
 * so the 15×18 in print area is 415×498 px. Front and back share the outline; only the neckline differs.
 */
const OUTLINE =
  'M485 330 C540 346 660 346 715 330 Q810 352 900 385 Q1040 470 1142 590 L1012 722 Q960 690 906 648 ' +
  'C904 850 910 1030 916 1182 Q600 1202 284 1182 C290 1030 296 850 294 648 Q240 690 188 722 L58 590 ' +
  'Q160 470 300 385 Q390 352 485 330 Z';

const FRONT_NECK = 'M487 334 C505 405 555 440 600 440 C645 440 695 405 713 334';
const FRONT_RIB = 'M461 336 C478 432 545 468 600 468 C655 468 722 432 739 336';
const BACK_NECK = 'M485 330 C540 358 660 358 715 330';

const sideShade = `
  <defs>
    <linearGradient id="side" x1="280" y1="0" x2="920" y2="0" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#c2c2c2"/><stop offset="0.13" stop-color="#f1f1f1"/>
      <stop offset="0.5" stop-color="#ffffff"/><stop offset="0.87" stop-color="#eeeeee"/>
      <stop offset="1" stop-color="#bdbdbd"/>
    </linearGradient>
  </defs>
  <rect x="280" y="320" width="640" height="900" fill="url(#side)"/>
  <path d="M900 385 Q1040 470 1142 590 L1012 722 Q960 690 906 648 Z" fill="#e6e6e6"/>
  <path d="M300 385 Q160 470 58 590 L188 722 Q240 690 294 648 Z" fill="#e6e6e6"/>
  <path d="M284 1164 Q600 1184 916 1164 L916 1190 Q600 1210 284 1190 Z" fill="#d8d8d8"/>`;

/** Crisp creases: the armhole seams' pull and the sleeve hem turn-ups. */
const creases = (tone: string) => `
  <g fill="none" stroke-linecap="round">
    <path d="M900 385 Q880 520 906 648" stroke="${tone}" stroke-width="10"/>
    <path d="M300 385 Q320 520 294 648" stroke="${tone}" stroke-width="10"/>
  </g>`;

/** Broad folds under a wide blur: drape from the armpits and down the body. */
const SOFT_FOLDS = `
  <g fill="none" stroke-linecap="round">
    <path d="M904 668 C850 710 790 740 720 790" stroke="#c8c8c8" stroke-width="30"/>
    <path d="M296 668 C350 710 410 740 480 790" stroke="#c8c8c8" stroke-width="30"/>
    <path d="M430 860 C450 960 420 1060 440 1180" stroke="#e4e4e4" stroke-width="70"/>
    <path d="M780 820 C760 940 800 1050 780 1180" stroke="#e8e8e8" stroke-width="60"/>
    <path d="M1120 610 Q1060 650 1020 705" stroke="#dcdcdc" stroke-width="36"/>
    <path d="M80 610 Q140 650 180 705" stroke="#dcdcdc" stroke-width="36"/>
  </g>`;

const lights = `
  <defs>
    <radialGradient id="sheen" cx="0.42" cy="0.4" r="0.55">
      <stop offset="0" stop-color="#1c1c1c"/><stop offset="1" stop-color="#000"/>
    </radialGradient>
  </defs>
  <rect x="280" y="330" width="640" height="870" fill="url(#sheen)"/>
  <g fill="none" stroke-linecap="round">
    <path d="M886 700 C832 740 772 770 702 820" stroke="#222" stroke-width="16"/>
    <path d="M314 700 C368 740 428 770 498 820" stroke="#222" stroke-width="16"/>
    <path d="M494 860 C514 960 484 1060 504 1180" stroke="#1a1a1a" stroke-width="30"/>
    <path d="M716 820 C696 940 736 1050 716 1180" stroke="#181818" stroke-width="28"/>
    <path d="M915 400 Q1030 470 1122 580" stroke="#242424" stroke-width="22"/>
    <path d="M285 400 Q170 470 78 580" stroke="#242424" stroke-width="22"/>
  </g>`;

const seams = [
  seam('M900 385 Q880 520 906 648'),
  seam('M300 385 Q320 520 294 648'),
  seam('M1123 572 L993 704', 2.5, '9 6'),
  seam('M77 572 L207 704', 2.5, '9 6'),
  seam('M287 1152 Q600 1172 913 1152', 2.5, '9 6'),
  seam('M715 330 Q810 352 900 385', 2),
  seam('M485 330 Q390 352 300 385', 2),
].join('');

const shadow = { svg: `<path d="${OUTLINE}" fill="#000" fill-opacity="0.3" transform="translate(0 14)"/>`, blur: 18 };

export const T_SHIRT_FRONT_QUAD: Quad = [
  { x: 393, y: 500 },
  { x: 808, y: 500 },
  { x: 808, y: 998 },
  { x: 393, y: 998 },
];
export const T_SHIRT_BACK_QUAD: Quad = [
  { x: 393, y: 405 },
  { x: 808, y: 405 },
  { x: 808, y: 903 },
  { x: 393, y: 903 },
];

export function tshirtFront(): ViewArt {
  return {
    width: VIEW_W,
    height: VIEW_H,
    backdrop: studioBackdrop(),
    shadow,
    tint: `<path d="${OUTLINE}" fill="#fff"/>`,
    shade: {
      svg: `${sideShade}${creases('#d0d0d0')}
        <defs><linearGradient id="inner" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#6c6c6c"/><stop offset="1" stop-color="#9a9a9a"/>
        </linearGradient></defs>
        <path d="M485 330 C540 346 660 346 715 330 L713 334 C695 405 645 440 600 440 C555 440 505 405 487 334 Z" fill="url(#inner)"/>
        <path d="${FRONT_NECK}" fill="none" stroke="#b4b4b4" stroke-width="9" transform="translate(0 34)"/>`,
      blur: 8,
    },
    softShade: { svg: SOFT_FOLDS, blur: 26 },
    light: { svg: lights, blur: 30 },
    detail: `${seams}${seam(FRONT_NECK, 2.5)}${seam(FRONT_RIB, 2.5)}
      ${seam('M470 338 C488 424 548 458 600 458 C652 458 712 424 730 338', 2, '7 5')}`,
    grain: 4,
  };
}

export function tshirtBack(): ViewArt {
  return {
    width: VIEW_W,
    height: VIEW_H,
    backdrop: studioBackdrop(),
    shadow,
    tint: `<path d="${OUTLINE}" fill="#fff"/>`,
    shade: {
      svg: `${sideShade}${creases('#d6d6d6')}
        <path d="${BACK_NECK}" fill="none" stroke="#c2c2c2" stroke-width="9" transform="translate(0 26)"/>`,
      blur: 8,
    },
    softShade: { svg: SOFT_FOLDS, blur: 26 },
    light: { svg: lights, blur: 30 },
    detail: `${seams}${seam(BACK_NECK, 2.5)}${seam('M468 334 C530 382 670 382 732 334', 2.5)}`,
    grain: 4,
  };
}
