import type { MockupView, ProductDetail } from '@podbench/contract';
import type { PrintAreaDesign } from '@podbench/design';
import { describe, expect, it } from 'vitest';
import { placeArea } from './view-geometry';

const view = (key: string, areas: MockupView['areas']): MockupView => ({
  key,
  name: key,
  widthPx: 1200,
  heightPx: 1600,
  shadingUrl: '',
  images: [],
  areas,
});
const product = (views: MockupView[]) => ({ mockupViews: views }) as unknown as ProductDetail;
const box = (x: number, y: number, w: number, h: number) =>
  [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ] as MockupView['areas'][number]['quad'];
const area = (widthPx: number, heightPx: number) => ({ widthPx, heightPx }) as PrintAreaDesign;

describe('placeArea', () => {
  it('contains a flat area in its quad on the view', () => {
    // 4500×5400 in a 415×498 box: 415 / 4500 = 0.092222 either way, flush with the box.
    const p = placeArea(
      product([view('front', [{ areaKey: 'front', quad: box(393, 500, 415, 498) }])]),
      'front',
      area(4500, 5400),
    );
    expect(p.view?.key).toBe('front');
    expect([p.boardWidth, p.boardHeight, p.x, p.y]).toEqual([1200, 1600, 393, 500]);
    expect(p.scale).toBeCloseTo(0.092222, 6);
  });

  it('edits a wrapped area flat on its own board, 6% margin round it', () => {
    const cylinder = {
      kind: 'cylinder' as const,
      cx: 560,
      top: 581,
      bottom: 1253,
      radius: 310,
      ellipse: 52,
      circumferencePx: 3042.6,
      angleDeg: 90,
    };
    const p = placeArea(
      product([view('front', [{ areaKey: 'wrap', quad: box(250, 529, 620, 724), cylinder }])]),
      'wrap',
      area(2700, 1050),
    );
    // The old contain-in-the-box put the 2700 px strip at 620 / 2700 = 0.23 of its size on the mug.
    expect(p.view).toBeNull();
    expect([p.boardWidth, p.boardHeight, p.x, p.y, p.scale]).toEqual([2700 + 324, 1050 + 324, 162, 162, 1]);
  });
});
