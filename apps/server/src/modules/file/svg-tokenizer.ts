/** What the SVG checks see: tags with decoded attributes, text (CDATA included), doctype and instructions. */
export type SvgToken =
  | { type: 'open'; name: string; attrs: Array<[string, string]>; selfClosing: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string }
  | { type: 'doctype'; body: string; internalSubset: boolean }
  | { type: 'pi'; target: string };

export class SvgSyntaxError extends Error {}

const ATTR = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML's five named entities and numeric references; anything else (custom entities need a DTD) stays as is. */
export const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (m, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? m;
    const cp = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
  });

/**
 * A streaming XML tokenizer, just enough to check an SVG: text is fed in pieces, complete tokens come out.
 * An unfinished token waits for more text; the scan for its end resumes where it stopped, so a tag holding
 * megabytes of base64 costs linear time.
 */
export class SvgTokenizer {
  private buf = '';
  private resume = 0;
  private quote: string | null = null;

  write(text: string, emit: (t: SvgToken) => void, final = false): void {
    this.buf += text;
    let pos = 0;
    for (;;) {
      const next = this.step(pos, emit, final);
      if (next < 0) break;
      pos = next;
    }
    this.buf = this.buf.slice(pos);
    this.resume = Math.max(0, this.resume - pos);
  }

  /** Flushes what is left; an unfinished tag, comment or section at the end is a malformed file. */
  end(emit: (t: SvgToken) => void): void {
    this.write('', emit, true);
    if (this.buf.trim()) throw new SvgSyntaxError('SVG 文件不完整或格式错误');
  }

  /** Parses one token at `pos`; returns the position after it, or -1 when more text is needed. */
  private step(pos: number, emit: (t: SvgToken) => void, final: boolean): number {
    const b = this.buf;
    if (pos >= b.length) return -1;
    if (b[pos] !== '<') {
      const lt = b.indexOf('<', pos);
      const end = lt < 0 ? b.length : lt;
      emit({ type: 'text', text: decodeEntities(b.slice(pos, end)) });
      return end;
    }
    // Enough characters to tell `<![CDATA[` from `<!DOCTYPE` from a tag.
    if (!final && b.length - pos < 9) return -1;
    if (b.startsWith('<!--', pos)) return this.until(pos, '-->', () => undefined);
    if (b.startsWith('<![CDATA[', pos)) {
      return this.until(pos, ']]>', (end) => emit({ type: 'text', text: b.slice(pos + 9, end) }));
    }
    if (b.startsWith('<!', pos)) {
      const gt = b.indexOf('>', pos);
      const bracket = b.indexOf('[', pos);
      if (bracket >= 0 && (gt < 0 || bracket < gt)) {
        emit({ type: 'doctype', body: b.slice(pos, bracket), internalSubset: true });
        return bracket + 1;
      }
      if (gt < 0) return -1;
      emit({ type: 'doctype', body: b.slice(pos, gt), internalSubset: false });
      return gt + 1;
    }
    if (b.startsWith('<?', pos)) {
      return this.until(pos, '?>', () =>
        emit({ type: 'pi', target: /^<\?([^\s?]*)/.exec(b.slice(pos, pos + 64))![1] }),
      );
    }
    const end = this.tagEnd(pos);
    if (end < 0) return -1;
    const tag = b.slice(pos, end + 1);
    if (tag[1] === '/') {
      emit({ type: 'close', name: tag.slice(2, -1).trim() });
    } else {
      const name = /^<([^\s/>]+)/.exec(tag)?.[1] ?? '';
      const attrs: Array<[string, string]> = [];
      for (const m of tag.slice(1 + name.length, -1).matchAll(ATTR)) {
        attrs.push([m[1], decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')]);
      }
      emit({ type: 'open', name, attrs, selfClosing: tag.endsWith('/>') });
    }
    return end + 1;
  }

  private until(pos: number, marker: string, found: (end: number) => void): number {
    const end = this.buf.indexOf(marker, Math.max(pos, this.resume));
    if (end < 0) {
      this.resume = Math.max(pos, this.buf.length - marker.length);
      return -1;
    }
    this.resume = 0;
    found(end);
    return end + marker.length;
  }

  /** The `>` closing the tag at `pos`, outside quoted attribute values. */
  private tagEnd(pos: number): number {
    const b = this.buf;
    let i = Math.max(pos + 1, this.resume);
    for (; i < b.length; i++) {
      const c = b[i];
      if (this.quote) {
        if (c === this.quote) this.quote = null;
      } else if (c === '"' || c === "'") {
        this.quote = c;
      } else if (c === '>') {
        this.resume = 0;
        return i;
      }
    }
    this.resume = i;
    return -1;
  }
}
