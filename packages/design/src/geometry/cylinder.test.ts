import { describe, expect, it } from 'vitest';
import { type RgbaImage, warpCylinder } from '../node/warp';
import { type CylinderWrap, cylinderBounds, cylinderScale, cylinderToPrint, printToCylinder } from './cylinder';

// A body 400 px wide (axis x = 500) whose band runs y 100–300 at the axis; once round is 1000 print px; the print
// is 800 × 400, so a 200 px gap is centred at u = 900 ≡ −100.
const wrap = (over: Partial<CylinderWrap> = {}): CylinderWrap => ({
  kind: 'cylinder',
  cx: 500,
  top: 100,
  bottom: 300,
  radius: 200,
  ellipse: 0,
  circumferencePx: 1000,
  angleDeg: 0,
  ...over,
});
const W = 800;
const H = 400;

describe('cylinderToPrint', () => {
  it('maps the axis to the print middle, and 30° round to a twelfth of the circumference further', () => {
    expect(cylinderToPrint(wrap(), W, H, { x: 500, y: 100 })).toEqual({ x: 400, y: 0 });
    // x = 500 + 200·sin 30° = 600 → θ = π/6 → u = 400 + 1000/12 = 483.33; y halfway down the band → v = 200.
    const p = cylinderToPrint(wrap(), W, H, { x: 600, y: 200 })!;
    expect(p.x).toBeCloseTo(483.3333, 3);
    expect(p.y).toBeCloseTo(200, 9);
  });

  it('shows nothing beyond the silhouette', () => {
    expect(cylinderToPrint(wrap(), W, H, { x: 300, y: 200 })).toBeNull();
    expect(cylinderToPrint(wrap(), W, H, { x: 700.5, y: 200 })).toBeNull();
  });

  it('turns the body: 90° faces a quarter round further, 180° faces the gap', () => {
    expect(cylinderToPrint(wrap({ angleDeg: 90 }), W, H, { x: 500, y: 100 })!.x).toBeCloseTo(650, 9);
    expect(cylinderToPrint(wrap({ angleDeg: -90 }), W, H, { x: 500, y: 100 })!.x).toBeCloseTo(150, 9);
    // Half a turn from the middle: u = 400 + 500 wraps to 400 − 500 = −100, the gap's centre (800 + 1000) / 2 − 1000.
    expect(cylinderToPrint(wrap({ angleDeg: 180 }), W, H, { x: 500, y: 100 })!.x).toBeCloseTo(-100, 9);
  });

  it('raises the band towards the edges by ellipse · (1 − cos θ)', () => {
    // θ = 60°: x = 500 + 200·sin 60° = 673.205; the band's top there is 100 − 20·(1 − 0.5) = 90.
    const x = 500 + 200 * Math.sin(Math.PI / 3);
    expect(cylinderToPrint(wrap({ ellipse: 20 }), W, H, { x, y: 90 })!.y).toBeCloseTo(0, 9);
    expect(cylinderToPrint(wrap({ ellipse: 20 }), W, H, { x, y: 290 })!.y).toBeCloseTo(400, 9);
  });
});

describe('printToCylinder and the scales', () => {
  it('inverts cylinderToPrint and hides the far side', () => {
    const p = printToCylinder(wrap(), W, H, { x: 400 + 1000 / 12, y: 200 })!;
    expect(p.x).toBeCloseTo(600, 9);
    expect(p.y).toBeCloseTo(200, 9);
    expect(printToCylinder(wrap(), W, H, { x: 400 + 250, y: 0 })).toBeNull();
  });

  it('across = 2π·r / circumference, down = band / height; the box spans the body and the raised top', () => {
    const s = cylinderScale(wrap(), H);
    expect(s.across).toBeCloseTo(1.256637, 5);
    expect(s.down).toBe(0.5);
    expect(cylinderBounds(wrap({ ellipse: 20 }))).toEqual([
      { x: 300, y: 80 },
      { x: 700, y: 80 },
      { x: 700, y: 300 },
      { x: 300, y: 300 },
    ]);
  });
});

describe('warpCylinder', () => {
  // The print drawn at a quarter of its pixels (200 × 100): left half red, right half blue.
  const src: RgbaImage = { data: new Uint8ClampedArray(200 * 100 * 4), width: 200, height: 100 };
  for (let i = 0; i < 200 * 100; i++) src.data.set(i % 200 < 100 ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4);

  it('puts the print middle on the axis, the halves either side, nothing off the body or above the band', () => {
    const dst: RgbaImage = { data: new Uint8ClampedArray(1000 * 400 * 4), width: 1000, height: 400 };
    warpCylinder(src, dst, 0, 0, wrap(), W, H);
    const at = (x: number, y: number) => Array.from(dst.data.subarray((y * 1000 + x) * 4, (y * 1000 + x) * 4 + 4));
    expect(at(480, 200)).toEqual([255, 0, 0, 255]);
    expect(at(520, 200)).toEqual([0, 0, 255, 255]);
    expect(at(250, 200)[3]).toBe(0);
    expect(at(500, 50)[3]).toBe(0);
    expect(at(500, 350)[3]).toBe(0);
  });

  it('leaves the gap empty when the handle side faces the camera', () => {
    const dst: RgbaImage = { data: new Uint8ClampedArray(1000 * 400 * 4), width: 1000, height: 400 };
    warpCylinder(src, dst, 0, 0, wrap({ angleDeg: 180 }), W, H);
    const at = (x: number, y: number) => Array.from(dst.data.subarray((y * 1000 + x) * 4, (y * 1000 + x) * 4 + 4));
    // The gap is ±100 print px = ±36° round the axis: x within 500 ± 200·sin 36° = ±117.6 is empty.
    expect(at(500, 200)[3]).toBe(0);
    expect(at(610, 200)[3]).toBe(0);
    // Left of the gap is the print's right end (blue), right of it the left end (red).
    expect(at(370, 200)).toEqual([0, 0, 255, 255]);
    expect(at(630, 200)).toEqual([255, 0, 0, 255]);
  });
});
