import { describe, expect, it } from 'vitest';
import { SVG_LIMITS } from './svg-complexity';
import { SvgScanner, SvgTooComplexError } from './svg-guard';

const scan = (svg: string, chunk = 64) => {
  const s = new SvgScanner();
  const bytes = Buffer.from(svg);
  for (let i = 0; i < bytes.length; i += chunk) s.push(bytes.subarray(i, i + chunk));
  s.end();
};
const reason = (svg: string) => {
  try {
    scan(svg);
    return null;
  } catch (err) {
    if (err instanceof SvgTooComplexError) return err.message;
    throw err;
  }
};
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">${body}</svg>`;

/** Each level is a group of `fan` references to the level below: fan^levels renders from a few KB. */
function useBomb(levels = 9, fan = 10, ref = (id: string) => `<use xlink:href="#${id}"/>`) {
  let body = '<defs><rect id="l0" width="1" height="1" fill="red"/>';
  for (let i = 1; i <= levels; i++) body += `<g id="l${i}">${ref(`l${i - 1}`).repeat(fan)}</g>`;
  return svg(`${body}</defs>${ref(`l${levels}`)}`);
}

describe('SVG work limits', () => {
  it('refuses the nested-<use> bomb (10⁹ renders from 2.4 KB) in linear time', () => {
    const bomb = useBomb();
    expect(bomb.length).toBeLessThan(3000);
    const t0 = performance.now();
    expect(reason(bomb)).toMatch(/展开后超过 50,000 个，解析代价过高/);
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it.each([
    ['a pattern fill', (id: string) => `<rect width="1" height="1" fill="url(#${id})"/>`],
    ['a filter', (id: string) => `<rect width="1" height="1" style="filter: url('#${id}')"/>`],
    ['feImage', (id: string) => `<filter><feImage href="#${id}"/></filter>`],
  ])('counts references through %s as expansions', (_label, ref) => {
    expect(reason(useBomb(7, 10, ref))).toMatch(/解析代价过高/);
  });

  it('counts what a reference expands to, not only how many are written', () => {
    // 6 levels × 5 references: 30 written, 5⁶ = 15,625 rendered groups of 40 rects.
    const heavy = `<g id="l0">${'<rect/>'.repeat(40)}</g>`;
    let body = `<defs>${heavy}`;
    for (let i = 1; i <= 6; i++) body += `<g id="l${i}">${`<use href="#l${i - 1}"/>`.repeat(5)}</g>`;
    expect(reason(svg(`${body}</defs><use href="#l6"/>`))).toMatch(/展开后超过 200,000 个元素/);
  });

  it('refuses cycles, direct and indirect', () => {
    expect(reason(svg('<g id="a"><use href="#a"/></g>'))).toMatch(/循环引用/);
    expect(reason(svg('<g id="a"><use href="#b"/></g><g id="b"><rect fill="url(#a)"/></g>'))).toMatch(/循环引用/);
  });

  it('refuses a chain of references whose renders add up (each link renders the whole chain below)', () => {
    let body = '<rect id="c0"/>';
    for (let i = 1; i < 1000; i++) body += `<use id="c${i}" href="#c${i - 1}"/>`;
    expect(reason(svg(body))).toMatch(/展开后超过/);
  });

  it('refuses too many elements, too deep nesting and too many references as written', () => {
    expect(reason(svg('<rect/>'.repeat(SVG_LIMITS.elements)))).toMatch(/元素过多（超过 100,000 个）/);
    expect(reason(svg(`${'<g>'.repeat(SVG_LIMITS.depth)}${'</g>'.repeat(SVG_LIMITS.depth)}`))).toMatch(
      /嵌套层级过深（超过 128 层）/,
    );
    expect(
      reason(svg(`<linearGradient id="g"/>${'<rect fill="url(#g)"/>'.repeat(SVG_LIMITS.references + 1)}`)),
    ).toMatch(/引用（<use>、图案、滤镜等）过多（超过 20,000 个）/);
  });

  it('passes real artwork: shared symbols, gradients from a style sheet, links, ids defined later', () => {
    const symbols = '<symbol id="star"><path d="M0 0L1 1"/><circle r="1"/></symbol>';
    const uses = '<use href="#star" x="1"/>'.repeat(500);
    const styled =
      '<style>.a{fill:url(#g)} .b{clip-path:url( "#clip" )}</style><rect class="a"/><g class="b"><rect/></g>';
    const later = '<use href="#late"/><g id="late"><rect/></g><a href="#top"><text>top</text></a>';
    const gradient = '<linearGradient id="g"><stop/><stop/></linearGradient><clipPath id="clip"><rect/></clipPath>';
    expect(
      reason(svg(`<defs>${symbols}${gradient}</defs>${uses}${styled}${later}${'<path d="M0 0"/>'.repeat(20_000)}`)),
    ).toBe(null);
    expect(reason(useBomb(4, 10))).toBe(null);
  });
});
