import { StringDecoder } from 'node:string_decoder';
import { SvgComplexity } from './svg-complexity';
import { SvgRules, UnsafeSvgError } from './svg-rules';
import { SvgSyntaxError, SvgTokenizer } from './svg-tokenizer';

export { SvgTooComplexError } from './svg-complexity';
export { UnsafeSvgError } from './svg-rules';

/**
 * SVG safety. An uploaded SVG is kept byte for byte (it may go to print), so it is not rewritten: it is
 * accepted only when it is already safe, and refused with the reason otherwise. Safe means static: known SVG
 * elements (editor metadata tolerated), no script, event handler, animation, foreignObject or embedded HTML,
 * no entity declarations, and nothing referenced outside the file (only `#fragment` links and embedded raster
 * `data:` images). Downloads are also served with a CSP that blocks scripts, and `<img>` never runs them, so
 * this is a second line, not the only one.
 */

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

/**
 * Streams an SVG's bytes through the checks without holding the whole file: safety (`UnsafeSvgError`) and the
 * decoder's work (`SvgTooComplexError`: element, depth and reference limits, references expanded). Throws the
 * first finding.
 */
export class SvgScanner {
  private readonly decoder = new StringDecoder('utf8');
  private readonly tokens = new SvgTokenizer();
  private readonly rules = new SvgRules();
  private readonly complexity = new SvgComplexity();
  private readonly emit = (t: Parameters<SvgRules['check']>[0]) => {
    this.rules.check(t);
    this.complexity.check(t);
  };

  push(chunk: Buffer): void {
    this.feed(this.decoder.write(chunk), false);
  }

  end(): void {
    this.feed(this.decoder.end(), true);
  }

  private feed(text: string, final: boolean): void {
    if (text.includes('\uFFFD')) throw new UnsafeSvgError('SVG 文件不是有效的 UTF-8 文本');
    try {
      this.tokens.write(text.replace(/^\uFEFF/, ''), this.emit);
      if (final) {
        this.tokens.end(this.emit);
        this.complexity.end();
      }
    } catch (err) {
      if (err instanceof SvgSyntaxError) throw new UnsafeSvgError(err.message);
      throw err;
    }
  }
}
