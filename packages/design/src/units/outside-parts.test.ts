import { describe, expect, it } from 'vitest';
import { outsideParts } from './outside-parts';

const area = { widthPx: 1000, heightPx: 600 };
const total = (rs: Array<{ width: number; height: number }>) => rs.reduce((s, r) => s + r.width * r.height, 0);

describe('outsideParts', () => {
  it('is empty for a layer inside the area, edges included', () => {
    expect(outsideParts({ x: 0, y: 0, width: 1000, height: 600 }, area)).toEqual([]);
    expect(outsideParts({ x: 100, y: 100, width: 200, height: 200 }, area)).toEqual([]);
  });

  it('gives the right half of a layer dragged half past the right edge', () => {
    // 400 wide from x 800: 200 inside (800–1000), 200 outside (1000–1200).
    expect(outsideParts({ x: 800, y: 100, width: 400, height: 300 }, area)).toEqual([
      { x: 1000, y: 100, width: 200, height: 300 },
    ]);
  });

  it('splits a layer over the top-left corner into a top strip and a left piece', () => {
    // Box −100..300 × −50..250: top strip −100..300 × −50..0, left piece −100..0 × 0..250.
    expect(outsideParts({ x: -100, y: -50, width: 400, height: 300 }, area)).toEqual([
      { x: -100, y: -50, width: 400, height: 50 },
      { x: -100, y: 0, width: 100, height: 250 },
    ]);
  });

  it('covers everything but the area for a layer larger than the area on all sides', () => {
    const parts = outsideParts({ x: -100, y: -100, width: 1200, height: 800 }, area);
    expect(parts).toHaveLength(4);
    // 1200×800 = 960000 minus the area's 1000×600 = 600000.
    expect(total(parts)).toBe(360_000);
  });

  it('is the whole box for a layer entirely outside', () => {
    expect(outsideParts({ x: 1200, y: 700, width: 50, height: 40 }, area)).toEqual([
      { x: 1200, y: 700, width: 50, height: 40 },
    ]);
    expect(outsideParts({ x: 1200, y: 100, width: 50, height: 40 }, area)).toEqual([
      { x: 1200, y: 100, width: 50, height: 40 },
    ]);
  });
});
