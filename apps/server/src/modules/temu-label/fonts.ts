import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff';

/**
 * Chinese for label PDFs, from npm (@fontsource/noto-sans-sc; no system font needed). pdfkit embeds WOFF (not WOFF2:
 * fontkit cannot subset a WOFF2's transformed glyf table) as a subset of the glyphs used, so a page of labels stays a
 * few kilobytes (each file is unwrapped to plain OpenType once per process: see woff.ts). Fontsource splits Noto Sans SC into files: "chinese-simplified" holds the ~8,000 common characters
 * (and ASCII); anything else (a rare character in a product name) is drawn from the numbered file whose
 * unicode-range covers it, found through the package's unicode.json.
 */
export type Weight = 400 | 700;

const require = createRequire(import.meta.url);
const PKG = dirname(require.resolve('@fontsource/noto-sans-sc/package.json'));
const fileOf = (subset: string, weight: Weight) => join(PKG, 'files', `noto-sans-sc-${subset}-${weight}-normal.woff`);

interface LoadedFont {
  /** The name registered with pdfkit. */
  name: string;
  /** The font file as plain OpenType, shared by every document. */
  data: Buffer;
  has(cp: number): boolean;
}

const loaded = new Map<string, LoadedFont>();
function load(subset: string, weight: Weight): LoadedFont {
  const key = `${subset}-${weight}`;
  let f = loaded.get(key);
  if (!f) {
    const data = woffToSfnt(readFileSync(fileOf(subset, weight)));
    const font = fontkit.create(data) as fontkit.Font;
    f = { name: `sc-${key}`, data, has: (cp) => font.hasGlyphForCodePoint(cp) };
    loaded.set(key, f);
  }
  return f;
}

let ranges: Array<{ subset: string; from: number; to: number }> | null = null;
/** unicode.json: `{ "[4]": "U+1f1e9-1f1f5,U+1f21a,…", "latin": "…" }`. */
function subsetRanges() {
  if (!ranges) {
    const map = JSON.parse(readFileSync(join(PKG, 'unicode.json'), 'utf8')) as Record<string, string>;
    ranges = Object.entries(map).flatMap(([key, list]) =>
      list.split(',').map((r) => {
        const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
        const from = Number.parseInt(a!, 16);
        return { subset: key.replace(/[[\]]/g, ''), from, to: b ? Number.parseInt(b, 16) : from };
      }),
    );
  }
  return ranges;
}

/** The font that draws `cp`: the common-characters file, else the subset file that covers it, else the common one. */
function fontFor(cp: number, weight: Weight): LoadedFont {
  const main = load('chinese-simplified', weight);
  if (main.has(cp)) return main;
  for (const r of subsetRanges()) {
    if (cp >= r.from && cp <= r.to) {
      const f = load(r.subset, weight);
      if (f.has(cp)) return f;
    }
  }
  return main;
}

export interface TextRun {
  font: string;
  data: Buffer;
  text: string;
}

/** `text` split into runs that one font draws each (usually one run). */
export function textRuns(text: string, weight: Weight = 400): TextRun[] {
  const runs: TextRun[] = [];
  for (const ch of text) {
    const f = fontFor(ch.codePointAt(0)!, weight);
    const last = runs.at(-1);
    if (last?.font === f.name) last.text += ch;
    else runs.push({ font: f.name, data: f.data, text: ch });
  }
  return runs;
}
