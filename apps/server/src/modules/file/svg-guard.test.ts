import { describe, expect, it } from 'vitest';
import { looksLikeSvg, SvgScanner, UnsafeSvgError } from './svg-guard';

const scanInChunks = (text: string, size: number) => {
  const s = new SvgScanner();
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) s.push(bytes.subarray(i, i + size));
  s.end();
};

describe('looksLikeSvg', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"/>', true],
    ['\uFEFF  <?xml version="1.0"?>\n<!-- c --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>', true],
    ['<SVG\n width="1">', true],
    ['<svgfoo>', false],
    ['<html><svg>', false],
    ['hello', false],
  ])('%j → %s', (text, expected) => {
    expect(looksLikeSvg(Buffer.from(text))).toBe(expected);
  });

  it('binary is not SVG', () => {
    expect(looksLikeSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe, 0x00]))).toBe(false);
  });
});

describe('SvgScanner', () => {
  it('finds a pattern split across chunk boundaries, one byte at a time', () => {
    expect(() => scanInChunks('<svg><rect/><script>x()</script></svg>', 1)).toThrow(UnsafeSvgError);
    expect(() => scanInChunks('<svg><a href="&#x6A;avascript:x"/></svg>', 3)).toThrow(UnsafeSvgError);
  });

  it('passes a harmless SVG with Chinese text, a local href and inline styles, split mid-character', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
      '<style>rect{fill:#000}</style><use xlink:href="#a"/><text>中文 button upon</text></svg>';
    expect(() => scanInChunks(svg, 2)).not.toThrow();
  });

  it('rejects bytes that are not UTF-8', () => {
    const s = new SvgScanner();
    expect(() => {
      s.push(Buffer.from('<svg>'));
      s.push(Buffer.from([0xff, 0xfe, 0xfd]));
      s.end();
    }).toThrow(UnsafeSvgError);
  });
});
