import bwipjs from 'bwip-js/node';

type Doc = PDFKit.PDFDocument;

/**
 * Code 128 bar and space widths in modules, bar first, quiet zones excluded — bwip-js encodes (it picks code sets
 * A/B/C and the check character), we draw: every bar is a filled vector rectangle, so the label prints sharp at any
 * printer resolution and a PDF reader (or the tests) can read the bars back.
 */
export function code128Modules(value: string): number[] {
  const [raw] = bwipjs.raw({ bcid: 'code128', text: value }) as Array<{ sbs?: number[] }>;
  if (!raw?.sbs?.length) throw new Error(`code128: nothing encoded for ${value}`);
  return raw.sbs;
}

/** Draws `value` as Code 128 filling `width` × `height` at (x, y); answers the module width used (points). */
export function drawCode128(doc: Doc, value: string, x: number, y: number, width: number, height: number) {
  const sbs = code128Modules(value);
  const modules = sbs.reduce((n, w) => n + w, 0);
  const unit = width / modules;
  let at = x;
  doc.save();
  for (let i = 0; i < sbs.length; i++) {
    const w = sbs[i]! * unit;
    if (i % 2 === 0) doc.rect(at, y, w, height);
    at += w;
  }
  doc.fill('#000000');
  doc.restore();
  return unit;
}
