import type { Quad } from '../blank-types';
import { seam, studioBackdrop, VIEW_H, VIEW_W } from './common';
import type { ViewArt } from './layers';

/**
 * Cotton canvas tote (40×43 cm, about 15.7 px per cm) standing front-on. The 15×16 in print covers nearly the
 * whole face, as on the real bag; the handles loop up behind the hem.
 */
const BODY = 'M285 700 Q600 694 915 700 Q922 1030 918 1362 Q600 1374 282 1362 Q278 1030 285 700 Z';
const FRONT_HANDLE = 'M420 712 C412 430 788 430 780 712';
const BACK_HANDLE = 'M445 706 C440 470 760 470 755 706';

export const TOTE_QUAD: Quad = [
  { x: 300, y: 712 },
  { x: 900, y: 712 },
  { x: 900, y: 1352 },
  { x: 300, y: 1352 },
];

export function toteFront(): ViewArt {
  const straps = (d: string, fill: string) =>
    `<path d="${d}" fill="none" stroke="${fill}" stroke-width="38" stroke-linecap="butt"/>`;
  return {
    width: VIEW_W,
    height: VIEW_H,
    backdrop: studioBackdrop('#f5f4f2', '#e4e2de'),
    shadow: {
      svg: `<path d="${BODY}" fill="#000" fill-opacity="0.28" transform="translate(10 18)"/>
        <ellipse cx="600" cy="1372" rx="340" ry="26" fill="#000" fill-opacity="0.35"/>`,
      blur: 20,
    },
    tint: `${straps(BACK_HANDLE, '#fff')}${straps(FRONT_HANDLE, '#fff')}<path d="${BODY}" fill="#fff"/>`,
    shade: {
      svg: `${straps(BACK_HANDLE, '#9a9a9a')}${straps(FRONT_HANDLE, '#e6e6e6')}
        <path d="${FRONT_HANDLE}" fill="none" stroke="#c4c4c4" stroke-width="8" transform="translate(6 4)"/>
        <defs><linearGradient id="face" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stop-color="#cfcfcf"/><stop offset="0.12" stop-color="#f6f6f6"/><stop offset="0.5" stop-color="#fff"/>
          <stop offset="0.88" stop-color="#f1f1f1"/><stop offset="1" stop-color="#c6c6c6"/>
        </linearGradient></defs>
        <path d="${BODY}" fill="url(#face)"/>
        <path d="M285 700 Q600 694 915 700 L915 712 Q600 706 285 712 Z" fill="#d6d6d6"/>`,
      blur: 3,
    },
    softShade: {
      svg: `<g fill="none" stroke-linecap="round">
        <path d="M600 760 C606 900 594 1100 604 1350" stroke="#f0f0f0" stroke-width="60"/>
        <path d="M300 1250 C400 1270 450 1300 500 1350" stroke="#e2e2e2" stroke-width="40"/>
        <path d="M900 1250 C800 1270 750 1300 700 1350" stroke="#e2e2e2" stroke-width="40"/>
        <path d="M290 1340 Q600 1352 910 1340" stroke="#c8c8c8" stroke-width="30"/>
      </g>`,
      blur: 22,
    },
    light: {
      svg: `<ellipse cx="520" cy="960" rx="200" ry="260" fill="#161616"/>
      <path d="M${FRONT_HANDLE.slice(1)}" fill="none" stroke="#262626" stroke-width="10" transform="translate(-8 -4)"/>`,
      blur: 40,
    },
    detail: [
      seam('M288 746 Q600 740 912 746', 2.5, '9 6'),
      seam('M287 1350 Q600 1360 913 1350', 2, '9 6'),
      seam(FRONT_HANDLE.replace('M420 712', 'M406 712'), 2, '8 6').replace(
        /d="[^"]*"/g,
        `d="M404 712 C396 418 804 418 796 712"`,
      ),
      seam('M436 712 C430 446 770 446 764 712', 2, '8 6'),
    ].join(''),
    grain: 9,
  };
}
