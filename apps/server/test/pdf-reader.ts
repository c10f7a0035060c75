import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reads a PDF the way a person checking labels would: the text on each page and every Code 128 barcode, decoded from
 * the drawn bars (vector rectangles) with the standard's own width table — independent of the encoder that drew them.
 */

/** Code 128 patterns by value (bar, space, bar, space, bar, space widths in modules); 106 = stop (7 elements). */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 ' +
  '123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 ' +
  '232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 ' +
  '111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112'
).split(' ');
const VALUE = new Map(PATTERNS.map((p, v) => [p, v]));

/** Decodes module widths (bar first, no quiet zone) to text; throws on a bad pattern or check character. */
export function decodeCode128(modules: number[]): string {
  const values: number[] = [];
  let i = 0;
  while (i < modules.length) {
    const len = modules.length - i === 7 ? 7 : 6;
    const v = VALUE.get(modules.slice(i, i + len).join(''));
    if (v === undefined) throw new Error(`not a Code 128 pattern at element ${i}`);
    values.push(v);
    i += len;
  }
  const [start, ...rest] = values;
  if (values.at(-1) !== 106 || start === undefined || start < 103) throw new Error('missing start or stop');
  const data = rest.slice(0, -2);
  const check = rest.at(-2)!;
  const sum = data.reduce((s, v, k) => s + v * (k + 1), start);
  if (sum % 103 !== check) throw new Error('bad check character');
  let set = start === 103 ? 'A' : start === 104 ? 'B' : 'C';
  let out = '';
  for (const v of data) {
    if (set === 'C') {
      if (v < 100) out += String(v).padStart(2, '0');
      else if (v === 100) set = 'B';
      else if (v === 101) set = 'A';
    } else if (v === 99) set = 'C';
    else if (set === 'B' && v === 101) set = 'A';
    else if (set === 'A' && v === 100) set = 'B';
    else if (v < 96) out += String.fromCharCode(set === 'B' || v < 64 ? v + 32 : v - 64);
  }
  return out;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Axis-aligned rectangles among a constructPath's sub-paths (pdf.js: 0 moveTo, 1 lineTo, 4 closePath). */
function rectsOf(path: ArrayLike<number>): Rect[] {
  const out: Rect[] = [];
  let pts: number[][] = [];
  for (let i = 0; i < path.length; ) {
    const op = path[i]!;
    if (op === 0 || op === 1) {
      if (op === 0) pts = [];
      pts.push([path[i + 1]!, path[i + 2]!]);
      i += 3;
    } else if (op === 4) {
      const xs = pts.map((p) => p[0]!);
      const ys = pts.map((p) => p[1]!);
      if (pts.length === 4 && new Set(xs).size === 2 && new Set(ys).size === 2) {
        out.push({
          x: Math.min(...xs),
          y: Math.min(...ys),
          w: Math.max(...xs) - Math.min(...xs),
          h: Math.max(...ys) - Math.min(...ys),
        });
      }
      i += 1;
    } else {
      i += op === 2 ? 7 : op === 3 ? 5 : 1;
    }
  }
  return out;
}

/** Groups bars by their vertical extent (one barcode = bars of one height on one line), decodes each group. */
function barcodesOf(rects: Rect[]): string[] {
  const groups = new Map<string, Rect[]>();
  for (const r of rects) {
    const key = `${r.y.toFixed(2)}|${r.h.toFixed(2)}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const found: string[] = [];
  for (const bars of groups.values()) {
    if (bars.length < 10) continue;
    bars.sort((a, b) => a.x - b.x);
    const widths: number[] = [];
    bars.forEach((b, k) => {
      if (k > 0) widths.push(b.x - (bars[k - 1]!.x + bars[k - 1]!.w));
      widths.push(b.w);
    });
    const unit = Math.min(...widths);
    found.push(decodeCode128(widths.map((w) => Math.round(w / unit))));
  }
  return found;
}

export interface PdfPageRead {
  text: string;
  barcodes: string[];
  widthPt: number;
  heightPt: number;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPageRead[]> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfPageRead[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
    const ops = await page.getOperatorList();
    const rects: Rect[] = [];
    ops.fnArray.forEach((fn, k) => {
      if (fn !== OPS.constructPath) return;
      const [, paths] = ops.argsArray[k] as [number, ArrayLike<number>[]];
      for (const p of paths ?? []) if (p) rects.push(...rectsOf(p));
    });
    const [, , w, h] = page.view;
    pages.push({ text, barcodes: barcodesOf(rects), widthPt: w!, heightPt: h! });
  }
  await pdf.destroy();
  return pages;
}
