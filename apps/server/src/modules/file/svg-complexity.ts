import type { SvgToken } from './svg-tokenizer';

/** An SVG whose rendering work is unbounded or too large to decode: refused before any byte reaches librsvg. */
export class SvgTooComplexError extends Error {}

/**
 * Limits on what an SVG may ask the decoder to do. librsvg renders a `<use>` (and a pattern, filter, mask, clip
 * path or marker) by rendering its target again, so ten `<use>` of a group of ten `<use>` … nine levels deep is a
 * 2.6 KB file asking for 10⁹ renders ("billion laughs" without entities). Counting elements alone does not catch
 * that: the checks below count what the references expand to, in linear time, before the decoder sees the file.
 * Generous for real artwork (an Illustrator export of a detailed print is a few thousand elements); the decode
 * time budget (`SVG_DECODE_TIMEOUT_MS`) catches what is slow without being large (e.g. hundreds of blurs).
 */
export const SVG_LIMITS = {
  /** Elements in the file as written. */
  elements: 100_000,
  /** Open elements inside one another. */
  depth: 128,
  /** References as written: href/xlink:href to `#id`, `url(#id)` in attributes, styles and style sheets. */
  references: 20_000,
  /** Elements the renderer would visit with every reference expanded (each `<use>` renders its target again). */
  expandedElements: 200_000,
  /** References the renderer would resolve with every reference expanded. */
  expandedReferences: 50_000,
};

const fmt = (n: number) => n.toLocaleString('en-US');
const tooComplex = (msg: string): never => {
  throw new SvgTooComplexError(msg);
};

const local = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();
const URL_REF = /url\s*\(\s*["']?\s*#([^"')\s]+)/gi;

/** The `#id` references of one attribute (or style text). */
function referencesIn(attr: string, value: string, out: string[]): void {
  const a = local(attr);
  if (a === 'href') {
    const v = value.trim();
    if (v.startsWith('#') && v.length > 1) out.push(v.slice(1));
    return;
  }
  if (!value.includes('(')) return;
  for (const m of value.matchAll(URL_REF)) out.push(m[1]);
}

/**
 * A node of the reference graph: an element with an `id` (what references point at), or the document itself.
 * Its own elements are those inside it but not inside a nested node; its edges are the nested nodes (contained
 * once, by index) and the ids it references (each expanded in full, by id).
 */
interface GraphNode {
  elements: number;
  contains: number[];
  refs: string[];
}

interface Totals {
  elements: number;
  references: number;
}

/** Fed the tokens of one SVG; refuses as soon as a limit is passed, and checks the expansion at the end. */
export class SvgComplexity {
  private readonly nodes: GraphNode[] = [{ elements: 0, contains: [], refs: [] }];
  private readonly byId = new Map<string, number[]>();
  /** The graph node each open element belongs to. */
  private readonly stack: number[] = [];
  private elements = 0;
  private references = 0;
  private styleDepth = 0;
  private styleText = '';

  constructor(private readonly limits = SVG_LIMITS) {}

  check(t: SvgToken): void {
    if (t.type === 'open') this.open(t.name, t.attrs, t.selfClosing);
    else if (t.type === 'close') {
      this.stack.pop();
      if (local(t.name) === 'style' && this.styleDepth > 0 && --this.styleDepth === 0) {
        // A style sheet may apply its url(#…) to any element; counted once each from the document (the decode
        // time budget covers selectors that fan a reference out over many elements).
        this.addRefs(0, this.refsOf('style', this.styleText));
        this.styleText = '';
      }
    } else if (t.type === 'text' && this.styleDepth > 0) {
      this.styleText += t.text;
    }
  }

  /** Call after the last token: expands every reference and refuses cycles and explosions. */
  end(): void {
    if (this.styleText) this.addRefs(0, this.refsOf('style', this.styleText));
    this.expand();
  }

  private refsOf(attr: string, value: string): string[] {
    const out: string[] = [];
    referencesIn(attr, value, out);
    return out;
  }

  private addRefs(node: number, refs: string[]): void {
    if (!refs.length) return;
    this.references += refs.length;
    if (this.references > this.limits.references) {
      tooComplex(
        `SVG 文件包含的引用（<use>、图案、滤镜等）过多（超过 ${fmt(this.limits.references)} 个），请简化后再上传`,
      );
    }
    this.nodes[node].refs.push(...refs);
  }

  private open(name: string, attrs: Array<[string, string]>, selfClosing: boolean): void {
    if (++this.elements > this.limits.elements) {
      tooComplex(`SVG 文件元素过多（超过 ${fmt(this.limits.elements)} 个），请简化后再上传`);
    }
    if (this.stack.length >= this.limits.depth) {
      tooComplex(`SVG 文件嵌套层级过深（超过 ${this.limits.depth} 层），请简化后再上传`);
    }
    const parent = this.stack.at(-1) ?? 0;
    let node = parent;
    const id = attrs.find(([a]) => a === 'id' || a.toLowerCase() === 'xml:id')?.[1].trim();
    if (id) {
      node = this.nodes.push({ elements: 0, contains: [], refs: [] }) - 1;
      this.nodes[parent].contains.push(node);
      const defs = this.byId.get(id);
      if (defs) defs.push(node);
      else this.byId.set(id, [node]);
    }
    this.nodes[node].elements++;
    const refs: string[] = [];
    // A link's href (`<a href="#top">`) navigates; it renders nothing.
    for (const [a, v] of attrs) if (local(name) !== 'a' || local(a) !== 'href') referencesIn(a, v, refs);
    this.addRefs(node, refs);
    if (!selfClosing) {
      this.stack.push(node);
      if (local(name) === 'style') this.styleDepth++;
    }
  }

  /**
   * Totals per node, depth first without recursion (a chain of 20,000 references would overflow the stack).
   * A reference to an id defined twice counts both definitions (the renderer uses one: an over-estimate). The
   * walk stops at the first total past a limit, so a 10⁹-fold expansion costs no more than a small one: each
   * node is visited once and its total summed from its children's.
   */
  private expand(): void {
    const { expandedElements: maxE, expandedReferences: maxR } = this.limits;
    const state = new Uint8Array(this.nodes.length); // 0 new, 1 on the path, 2 done
    const totals: Totals[] = new Array(this.nodes.length);
    const targets = (n: number): Array<[number, boolean]> => [
      ...this.nodes[n].contains.map((c): [number, boolean] => [c, false]),
      ...this.nodes[n].refs.flatMap((id) => (this.byId.get(id) ?? []).map((c): [number, boolean] => [c, true])),
    ];
    const check = (t: Totals) => {
      if (t.references > maxR) {
        tooComplex(
          `SVG 文件的引用（<use>、图案、滤镜等）层层嵌套，展开后超过 ${fmt(maxR)} 个，解析代价过高，请简化后再上传`,
        );
      }
      if (t.elements > maxE) {
        tooComplex(`SVG 文件的引用（<use> 等）展开后超过 ${fmt(maxE)} 个元素，解析代价过高，请简化后再上传`);
      }
    };
    const walk: Array<{ node: number; edges: Array<[number, boolean]>; next: number; total: Totals }> = [];
    const enter = (node: number) => {
      state[node] = 1;
      walk.push({ node, edges: targets(node), next: 0, total: { elements: this.nodes[node].elements, references: 0 } });
    };
    enter(0);
    while (walk.length) {
      const top = walk[walk.length - 1];
      if (top.next < top.edges.length) {
        const [child] = top.edges[top.next];
        if (state[child] === 1) tooComplex('SVG 文件存在循环引用（元素直接或间接引用了自身），不允许上传');
        if (state[child] === 0) {
          enter(child);
          continue;
        }
        const [, isRef] = top.edges[top.next++];
        const c = totals[child];
        top.total.elements += c.elements;
        top.total.references += c.references + (isRef ? 1 : 0);
        check(top.total);
        continue;
      }
      totals[top.node] = top.total;
      state[top.node] = 2;
      walk.pop();
    }
    check(totals[0]);
  }
}
