import PDFDocument from 'pdfkit';
import { textRuns, type Weight } from './fonts';

type Doc = PDFKit.PDFDocument;

/** Millimetres to PDF points. */
export const mm = (v: number) => (v * 72) / 25.4;

/** A document of `width` × `height` mm pages, filled in by `draw`, as bytes. */
export async function renderPdf(
  size: { width: number; height: number },
  meta: { title: string },
  draw: (doc: Doc) => void | Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [mm(size.width), mm(size.height)],
    margin: 0,
    autoFirstPage: false,
    info: { Title: meta.title, Creator: 'PodBench', Producer: 'PodBench' },
    pdfVersion: '1.7',
    lang: 'zh-CN',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Lets other requests run between pages of a long document (2,000 labels take a few seconds). */
export const yieldEvery = async (n: number, every = 50) => {
  if (n > 0 && n % every === 0) await new Promise((resolve) => setImmediate(resolve));
};

const registered = new WeakMap<Doc, Set<string>>();
function useFont(doc: Doc, name: string, data: Buffer) {
  let names = registered.get(doc);
  if (!names) {
    names = new Set();
    registered.set(doc, names);
  }
  if (!names.has(name)) {
    doc.registerFont(name, data);
    names.add(name);
  }
  doc.font(name);
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/** Width of `text` in points at `style`, across the runs of fonts that draw it. */
export function textWidth(doc: Doc, text: string, style: TextStyle) {
  let w = 0;
  for (const r of textRuns(text, style.weight)) {
    useFont(doc, r.font, r.data);
    w += doc.fontSize(style.size).widthOfString(r.text);
  }
  return w;
}

/** Fitting and wrapping measure character by character: a label printed 50 times is measured once. */
const memo = new WeakMap<Doc, Map<string, string[]>>();
function remembered(doc: Doc, key: string, make: () => string[]) {
  let m = memo.get(doc);
  if (!m) {
    m = new Map();
    memo.set(doc, m);
  }
  let v = m.get(key);
  if (!v) {
    v = make();
    m.set(key, v);
  }
  return v;
}

/** `text` cut to fit `width`, ending in "…" when cut. */
export function fitText(doc: Doc, text: string, width: number, style: TextStyle): string {
  return remembered(doc, `fit|${width}|${style.size}|${style.weight ?? 400}|${text}`, () => {
    if (textWidth(doc, text, style) <= width) return [text];
    const chars = [...text];
    while (chars.length > 0 && textWidth(doc, `${chars.join('')}…`, style) > width) chars.pop();
    return [`${chars.join('')}…`];
  })[0]!;
}

/** One line at (x, y) (top of the line), cut to `width`; `align` within `width`. */
export function drawLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle & { align?: 'left' | 'center' | 'right' },
) {
  const line = fitText(doc, text, width, style);
  const w = style.align && style.align !== 'left' ? textWidth(doc, line, style) : 0;
  let at = style.align === 'center' ? x + (width - w) / 2 : style.align === 'right' ? x + width - w : x;
  doc.fillColor(style.color ?? '#000000');
  for (const r of textRuns(line, style.weight)) {
    useFont(doc, r.font, r.data);
    doc.fontSize(style.size).text(r.text, at, y, { lineBreak: false });
    at += doc.widthOfString(r.text);
  }
}

/** Up to `maxLines` lines of `text` wrapped at any character (Chinese has no spaces), the last one cut with "…". */
export function wrapLines(doc: Doc, text: string, width: number, style: TextStyle, maxLines: number) {
  return remembered(doc, `wrap|${width}|${style.size}|${style.weight ?? 400}|${maxLines}|${text}`, () => {
    const lines: string[] = [];
    let rest = [...text];
    while (rest.length > 0 && lines.length < maxLines) {
      if (lines.length === maxLines - 1) {
        lines.push(fitText(doc, rest.join(''), width, style));
        break;
      }
      let n = 1;
      while (n < rest.length && textWidth(doc, rest.slice(0, n + 1).join(''), style) <= width) n++;
      lines.push(rest.slice(0, n).join(''));
      rest = rest.slice(n);
    }
    return lines;
  });
}

/** Draws wrapped lines from `y` with `leading` points between baselines; answers the y below them. */
export function drawLines(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  maxLines: number,
  leading = style.size * 1.25,
) {
  const lines = wrapLines(doc, text, width, style, maxLines);
  lines.forEach((l, i) => {
    drawLine(doc, l, x, y + i * leading, width, style);
  });
  return y + lines.length * leading;
}
