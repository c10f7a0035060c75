import { decodeEntities, type SvgToken } from './svg-tokenizer';

export class UnsafeSvgError extends Error {}

/** Static SVG: shapes, text, paint servers, filters, editor metadata. No scripting, animation or embedded HTML. */
const ALLOWED = new Set(
  (
    'svg g defs symbol use switch title desc metadata style path rect circle ellipse line polyline polygon ' +
    'text tspan textpath image lineargradient radialgradient stop pattern clippath mask marker view a ' +
    'filter feblend fecolormatrix fecomponenttransfer fecomposite feconvolvematrix fediffuselighting ' +
    'fedisplacementmap fedistantlight fedropshadow feflood fefunca fefuncb fefuncg fefuncr fegaussianblur ' +
    'feimage femerge femergenode femorphology feoffset fepointlight fespecularlighting fespotlight fetile ' +
    'feturbulence font font-face font-face-src font-face-name glyph missing-glyph hkern vkern solidcolor'
  ).split(' '),
);
/** Refused under any namespace prefix. `<set>` and the animate elements can rewrite an href to `javascript:`. */
const DENIED = new Set(
  (
    'script foreignobject iframe frame frameset embed object applet animate animatemotion animatetransform ' +
    'animatecolor set handler listener base link meta audio video canvas form input button textarea'
  ).split(' '),
);
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** Embedded raster images are fine; an embedded SVG or HTML document is not (it could carry its own script). */
const SAFE_DATA = /^data:image\/(?:png|jpe?g|webp|gif);base64,/i;

const refuse = (msg: string): never => {
  throw new UnsafeSvgError(msg);
};
const local = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();
const short = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** An href/src: a fragment in this document or an embedded raster, nothing that leaves the file. */
function checkRef(value: string): void {
  const v = value.replace(/[\s\p{Cc}]+/gu, '');
  if (v === '' || v.startsWith('#') || SAFE_DATA.test(v)) return;
  if (/^(?:java|vb)script:/i.test(v)) refuse('SVG 文件包含脚本链接（javascript:），不允许上传');
  refuse(`SVG 文件引用了外部资源（${short(v)}），不允许上传，请将图片嵌入文件后再上传`);
}

/** Style sheets and style attributes: no imports, no external url(), no script-bearing legacy CSS. */
export function checkCss(raw: string): void {
  const css = raw
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd))
    .replace(/\\(.)/g, '$1')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  if (/@import/i.test(css)) refuse('SVG 样式包含 @import 外部样式，不允许上传');
  if (/expression\s*\(|javascript:|-moz-binding|behavior\s*:/i.test(css)) refuse('SVG 样式包含脚本，不允许上传');
  for (const m of css.matchAll(/url\s*\(\s*(["']?)([^"')]*)\1\s*\)/gi)) checkRef(m[2]);
  if (/url\s*\(/i.test(css.replace(/url\s*\(\s*(["']?)[^"')]*\1\s*\)/gi, ''))) refuse('SVG 样式格式错误');
}

/** Applies the rules token by token; keeps only what a `<style>` element needs across tokens. */
export class SvgRules {
  private styleDepth = 0;
  private styleText = '';

  check(t: SvgToken): void {
    if (t.type === 'doctype') {
      if (t.internalSubset || /<!ENTITY/i.test(t.body)) refuse('SVG 文件包含实体声明（<!ENTITY>），不允许上传');
    } else if (t.type === 'pi') {
      if (t.target.toLowerCase() !== 'xml') refuse(`SVG 文件包含处理指令（<?${short(t.target)}?>），不允许上传`);
    } else if (t.type === 'open') {
      this.open(t.name, t.attrs, t.selfClosing);
    } else if (t.type === 'close') {
      if (local(t.name) === 'style' && this.styleDepth > 0 && --this.styleDepth === 0) {
        // Decoded once, whole: an entity may have been split between two pieces of the stream.
        checkCss(decodeEntities(this.styleText));
        this.styleText = '';
      }
    } else if (this.styleDepth > 0) {
      this.styleText += t.text;
    }
  }

  private open(name: string, attrs: Array<[string, string]>, selfClosing: boolean): void {
    const el = local(name);
    const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')).toLowerCase() : '';
    if (el === 'foreignobject') {
      refuse('SVG 文件包含 foreignObject 元素（常见于 Illustrator 的“保留编辑功能”），请导出为纯 SVG 后再上传');
    }
    if (DENIED.has(el)) refuse(`SVG 文件包含不允许的元素 <${short(name)}>（脚本、动画或嵌入网页），不允许上传`);
    // Editor metadata (inkscape:, sodipodi:, rdf:, i: …) is inert; unprefixed elements must be known SVG.
    if ((prefix === '' || prefix === 'svg') && !ALLOWED.has(el)) refuse(`SVG 文件包含不支持的元素 <${short(name)}>`);
    for (const [attr, value] of attrs) {
      const a = local(attr);
      if (a.startsWith('on')) refuse(`SVG 文件包含事件属性（${short(attr)}），不允许上传`);
      if ((attr === 'xmlns' || attr.startsWith('xmlns:')) && value.trim() === XHTML_NS) {
        refuse('SVG 文件嵌入了 HTML 内容，不允许上传');
      }
      if (a === 'href' || a === 'src' || attr.toLowerCase() === 'xml:base') checkRef(value);
      else if (a === 'style' || /url\s*\(/i.test(value)) checkCss(value);
    }
    if (el === 'style' && !selfClosing) this.styleDepth++;
  }
}
