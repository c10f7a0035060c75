/** What the SVG checks see: tags with decoded attributes, raw text (CDATA included), doctype and instructions. */
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

type Kind = 'tag' | 'comment' | 'cdata' | 'pi' | 'doctype';
const OPENER: Record<Kind, string> = { comment: '<!--', cdata: '<![CDATA[', doctype: '<!', pi: '<?', tag: '<' };
const CLOSER: Record<Exclude<Kind, 'tag'>, string> = { comment: '-->', cdata: ']]>', doctype: '>', pi: '?>' };

const kindAt = (s: string, pos: number): Kind =>
  s.startsWith('<!--', pos)
    ? 'comment'
    : s.startsWith('<![CDATA[', pos)
      ? 'cdata'
      : s[pos + 1] === '!'
        ? 'doctype'
        : s[pos + 1] === '?'
          ? 'pi'
          : 'tag';

/**
 * A streaming XML tokenizer, just enough to check an SVG: text is fed in pieces, complete tokens come out.
 * A token still open at the end of a piece is kept as a list of pieces and only the new piece is scanned for its
 * end, so a tag holding megabytes of base64 costs linear time (no string is re-read or re-flattened per piece).
 */
export class SvgTokenizer {
  private parts: string[] = [];
  private kind: Kind | null = null;
  private quote: string | null = null;
  /** A `<` too close to the end of a piece to tell what it opens. */
  private head = '';

  write(piece: string, emit: (t: SvgToken) => void, final = false): void {
    let text = piece;
    let pos = 0;
    if (this.kind) {
      const end = this.endIn(text, 0, this.parts.at(-1) ?? '');
      if (end < 0) {
        this.parts.push(text);
        if (final) throw new SvgSyntaxError('SVG 文件不完整或格式错误');
        return;
      }
      this.parts.push(text.slice(0, end));
      this.finish(this.parts.join(''), this.kind, emit);
      this.parts = [];
      this.kind = null;
      pos = end;
    } else if (this.head) {
      text = this.head + text;
      this.head = '';
    }
    while (pos < text.length) {
      if (text[pos] !== '<') {
        const lt = text.indexOf('<', pos);
        const end = lt < 0 ? text.length : lt;
        emit({ type: 'text', text: text.slice(pos, end) });
        pos = end;
        continue;
      }
      // Enough characters to tell `<![CDATA[` from `<!DOCTYPE` from a tag.
      if (!final && text.length - pos < 9) {
        this.head = text.slice(pos);
        return;
      }
      const kind = kindAt(text, pos);
      this.quote = null;
      const end = this.endIn(text, pos + OPENER[kind].length, '', kind);
      if (end < 0) {
        if (final) throw new SvgSyntaxError('SVG 文件不完整或格式错误');
        this.kind = kind;
        this.parts = [text.slice(pos)];
        return;
      }
      this.finish(text.slice(pos, end), kind, emit);
      pos = end;
    }
  }

  /** Flushes what is left; an unfinished tag, comment or section at the end is a malformed file. */
  end(emit: (t: SvgToken) => void): void {
    this.write('', emit, true);
  }

  /**
   * Index just past the end of the current token in `text` from `from`, or -1. `before` is the previous piece,
   * whose last characters may hold the start of a split `-->`.
   */
  private endIn(text: string, from: number, before: string, kind = this.kind!): number {
    if (kind === 'tag') {
      for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (this.quote) {
          if (c === this.quote) this.quote = null;
        } else if (c === '"' || c === "'") {
          this.quote = c;
        } else if (c === '>') {
          return i + 1;
        }
      }
      return -1;
    }
    const closer = CLOSER[kind];
    const carry = before.slice(-(closer.length - 1));
    const at = (carry + text.slice(from)).indexOf(closer);
    return at < 0 ? -1 : from + at - carry.length + closer.length;
  }

  private finish(token: string, kind: Kind, emit: (t: SvgToken) => void): void {
    if (kind === 'comment') return;
    if (kind === 'cdata') {
      emit({ type: 'text', text: token.slice(9, -3) });
    } else if (kind === 'doctype') {
      emit({ type: 'doctype', body: token, internalSubset: token.includes('[') });
    } else if (kind === 'pi') {
      emit({ type: 'pi', target: /^<\?([^\s?]*)/.exec(token)?.[1] ?? '' });
    } else if (token[1] === '/') {
      emit({ type: 'close', name: token.slice(2, -1).trim() });
    } else {
      const name = /^<([^\s/>]+)/.exec(token)?.[1] ?? '';
      const attrs: Array<[string, string]> = [];
      for (const m of token.slice(1 + name.length, -1).matchAll(ATTR)) {
        attrs.push([m[1], decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')]);
      }
      emit({ type: 'open', name, attrs, selfClosing: token.endsWith('/>') });
    }
  }
}
