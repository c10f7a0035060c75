/** SVG snippets shared by the product drawings. Views are 1200×1600 (3:4, the listing photo shape). */
export const VIEW_W = 1200;
export const VIEW_H = 1600;

/** Light studio backdrop: a soft top-to-bottom falloff and a faint vignette. */
export const studioBackdrop = (top = '#f6f6f7', bottom = '#e6e6ea') => `
  <defs>
    <linearGradient id="bd" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <radialGradient id="vg" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.07"/>
    </radialGradient>
  </defs>
  <rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#bd)"/>
  <rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#vg)"/>`;

/** A seam drawn twice, dark and light, so it reads on white and on black cloth alike. */
export const seam = (d: string, width = 2.5, dash?: string) => {
  const dashAttr = dash ? ` stroke-dasharray="${dash}"` : '';
  return (
    `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="${width}"${dashAttr} stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.13" stroke-width="${width}"${dashAttr} stroke-linecap="round" transform="translate(0 ${width})"/>`
  );
};

/** Mirrors a path written for the right half (x ≥ 600) onto the left half. */
export const mirrored = (d: string) =>
  `<path d="${d}"/><path d="${d}" transform="translate(${VIEW_W} 0) scale(-1 1)"/>`;

/** Scales a drawing about the view's centre: lets a product be drawn at a convenient size and framed later. */
export const zoom = (svg: string, s: number) =>
  `<g transform="translate(${VIEW_W / 2} ${VIEW_H / 2}) scale(${s}) translate(${-VIEW_W / 2} ${-VIEW_H / 2})">${svg}</g>`;

export const zoomPoint = (p: { x: number; y: number }, s: number) => ({
  x: Math.round(VIEW_W / 2 + (p.x - VIEW_W / 2) * s),
  y: Math.round(VIEW_H / 2 + (p.y - VIEW_H / 2) * s),
});
