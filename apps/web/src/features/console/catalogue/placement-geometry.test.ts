import { describe, expect, it } from 'vitest';
import { clampRect, initialRect, insideImage, moveRect, resizeRect } from './placement-geometry';

const view = { width: 600, height: 800 };
const r = { x: 100, y: 100, width: 200, height: 240 };

describe('print-area placement geometry', () => {
  it('moves within the image and stops at its edges', () => {
    expect(moveRect(r, 30.4, -20.6, view)).toEqual({ x: 130, y: 79, width: 200, height: 240 });
    expect(moveRect(r, 1000, 1000, view)).toEqual({ x: 400, y: 560, width: 200, height: 240 });
    expect(moveRect(r, -1000, -1000, view)).toEqual({ x: 0, y: 0, width: 200, height: 240 });
  });

  it('resizes from a corner, keeping the opposite corner fixed', () => {
    expect(resizeRect(r, 'se', 50, 10, view, null)).toEqual({ x: 100, y: 100, width: 250, height: 250 });
    expect(resizeRect(r, 'nw', 50, 40, view, null)).toEqual({ x: 150, y: 140, width: 150, height: 200 });
    expect(resizeRect(r, 'nw', -500, -500, view, null)).toEqual({ x: 0, y: 0, width: 300, height: 340 });
  });

  it("keeps the print area's proportions and still fits the image", () => {
    const got = resizeRect(r, 'se', 100, 0, view, 200 / 240);
    expect(got).toEqual({ x: 100, y: 100, width: 300, height: 360 });
    const big = resizeRect(r, 'se', 5000, 0, view, 200 / 240);
    expect(insideImage(big, view)).toBe(true);
    expect(big.x + big.width).toBe(600);
    expect(Math.abs(big.width / big.height - 200 / 240)).toBeLessThan(0.01);
    const ne = resizeRect(r, 'ne', 0, -5000, view, 200 / 240);
    expect(insideImage(ne, view)).toBe(true);
    expect(ne.y + ne.height).toBe(340);
  });

  it('never shrinks below the minimum side', () => {
    expect(resizeRect(r, 'se', -1000, -1000, view, null)).toEqual({ x: 100, y: 100, width: 8, height: 8 });
  });

  it('puts typed values back inside the image', () => {
    expect(clampRect({ x: -5, y: 790, width: 100.4, height: 50 }, view)).toEqual({
      x: 0,
      y: 750,
      width: 100,
      height: 50,
    });
    expect(clampRect({ x: 0, y: 0, width: 9000, height: 0 }, view)).toEqual({ x: 0, y: 0, width: 600, height: 1 });
    expect(insideImage({ x: 1, y: 1, width: 600, height: 10 }, view)).toBe(false);
    expect(insideImage({ x: 0, y: 0, width: 600, height: 800 }, view)).toBe(true);
  });

  it('starts a new placement centred with the area proportions', () => {
    expect(initialRect(1, view)).toEqual({ x: 150, y: 250, width: 300, height: 300 });
    expect(initialRect(0.25, view)).toEqual({ x: 250, y: 200, width: 100, height: 400 });
  });
});
