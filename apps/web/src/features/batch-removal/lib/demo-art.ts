/**
 * The sample on the signed-out page: a sticker-style artwork on a flat backdrop, and the same artwork cut out.
 * Drawn here as SVG so the demo needs no upload and no server.
 */
const ART = `
  <circle cx="200" cy="150" r="92" fill="#7c3aed"/>
  <path d="M200 88l17 37 40 5-29 28 7 40-35-19-35 19 7-40-29-28 40-5z" fill="#fde68a"/>
  <text x="200" y="278" font-family="Arial, sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#1f1b2e">POD STAR</text>`;

const svg = (backdrop: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">${backdrop}${ART}</svg>`)}`;

export const DEMO_BEFORE = svg('<rect width="400" height="300" fill="#f3e9d8"/>');
export const DEMO_AFTER = svg('');
export const DEMO_ASPECT = 4 / 3;
