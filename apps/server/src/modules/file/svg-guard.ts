import { StringDecoder } from 'node:string_decoder';

/**
 * Minimal SVG safety until the gallery issue adds full sanitisation. Downloads are also served with a
 * CSP that blocks scripts, and `<img>` never runs them, so this is a second line, not the only one.
 */

/** Content (after entity decoding) that makes an uploaded SVG unacceptable. */
const UNSAFE: readonly RegExp[] = [
  /<script/i,
  // Event handlers; `/` counts as a separator because browsers parse `<svg/onload=…>`.
  /[\s/"']on[a-z]+\s*=/i,
  // Browsers drop tabs and newlines inside URLs: `java\tscript:` still runs.
  /j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i,
  /(?:xlink:)?href\s*=\s*["']?\s*(?:https?:|\/\/)/i,
  /url\(\s*["']?\s*(?:https?:|\/\/)/i,
  /@import/i,
  // Entity declarations: external entities and the billion-laughs expansion.
  /<!ENTITY/i,
];

/** Overlap kept between chunks so a pattern split by a chunk boundary is still seen. */
const OVERLAP_CHARS = 4096;

const decodeNumericEntities = (s: string) =>
  s.replace(/&#(x[0-9a-f]+|\d+);?/gi, (m, n: string) => {
    const cp = n[0] === 'x' || n[0] === 'X' ? Number.parseInt(n.slice(1), 16) : Number.parseInt(n, 10);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
  });

/**
 * True when the bytes are UTF-8 text whose first element, after an optional BOM, XML prolog,
 * comments, doctype and whitespace, is `<svg`.
 */
export function looksLikeSvg(head: Buffer): boolean {
  const text = head.toString('utf8');
  // U+FFFD means the bytes are not UTF-8 text (a binary cut at the 4100-byte mark may end mid-character).
  if (text.slice(0, -4).includes('\uFFFD') || text.includes('\0')) return false;
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    const skip = /^(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/i.exec(rest);
    if (!skip) break;
    rest = rest.slice(skip[0].length);
  }
  return /^<svg[\s>/]/i.test(rest);
}

/** Streams an SVG's bytes through the checks without holding the whole file. */
export class SvgScanner {
  private readonly decoder = new StringDecoder('utf8');
  private tail = '';

  /** Throws the first unsafe finding. */
  push(chunk: Buffer): void {
    this.check(this.decoder.write(chunk));
  }

  end(): void {
    this.check(this.decoder.end());
  }

  private check(text: string): void {
    if (text.includes('\uFFFD')) throw new UnsafeSvgError('SVG 文件不是有效的 UTF-8 文本');
    const window = this.tail + text;
    const decoded = decodeNumericEntities(window);
    if (UNSAFE.some((re) => re.test(decoded))) {
      throw new UnsafeSvgError('SVG 文件包含脚本、事件属性或外部链接，不允许上传');
    }
    this.tail = window.slice(-OVERLAP_CHARS);
  }
}

export class UnsafeSvgError extends Error {}
