import type { ProductDetail } from '@podbench/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productDetail } from './catalogue-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();

type Quad = ProductDetail['mockupViews'][number]['areas'][number]['quad'];
interface DesignModules {
  parseDesignDocument: (input: unknown) => { ok: true; doc: unknown } | { ok: false; errors: unknown };
  renderMockup: (
    doc: unknown,
    areaKey: string,
    options: { images: Map<number, Buffer>; view: { base: Buffer; shading: Buffer; quad: Quad } } & Record<
      string,
      unknown
    >,
  ) => Promise<Buffer>;
}
// The server does not depend on @podbench/design yet (the print-file jobs will). Loaded by a computed name, so the
// server's typecheck does not compile that package's browser half against Node's types.
const load = async (name: string) => (await import(name)) as Partial<DesignModules>;
const { parseDesignDocument } = (await load('@podbench/design')) as DesignModules;
const { renderMockup } = (await load('@podbench/design/node')) as DesignModules;

/**
 * The catalogue feeds @podbench/design as it is: a design document built from the detail's print area, and a
 * view's base image, shading map and quad passed straight to `renderMockup`.
 */
async function mockupWithRedArea(d: ProductDetail, viewIndex: number, colour: string) {
  const view = d.mockupViews[viewIndex];
  const placed = view.areas[0];
  const area = d.printAreas.find((a) => a.key === placed.areaKey)!;
  const parsed = parseDesignDocument({
    version: 1,
    productId: d.id,
    colors: [colour],
    areas: {
      [area.key]: {
        name: area.name,
        widthPx: area.widthPx,
        heightPx: area.heightPx,
        dpi: area.dpi,
        safeInsetPx: area.safeInsetPx,
        layers: [
          {
            id: 'r',
            type: 'shape',
            shape: 'rect',
            x: 0,
            y: 0,
            width: area.widthPx,
            height: area.heightPx,
            fill: '#ff0000',
          },
        ],
      },
    },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const bytes = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload;
  const image = view.images.find((i) => i.colorName === colour)!;
  const png = await renderMockup(parsed.doc, area.key, {
    images: new Map(),
    view: { base: await bytes(image.url), shading: await bytes(view.shadingUrl), quad: placed.quad },
    width: view.widthPx,
    height: view.heightPx,
    format: 'png',
  });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return [data[i], data[i + 1], data[i + 2]];
  };
  return { quad: placed.quad, at };
}

describe('catalogue views fit the mockup renderer', () => {
  it('T恤 front: the print lands inside the quad, shaded by the folds; the rest is the shirt', async () => {
    const d = await productDetail(t, 'T恤');
    const { quad, at } = await mockupWithRedArea(d, 0, '白色');
    const [r, g, b] = at((quad[0].x + quad[1].x) / 2, (quad[0].y + quad[3].y) / 2);
    expect(r).toBeGreaterThan(200);
    expect(Math.max(g, b)).toBeLessThan(40);
    // Near the side seam the fold shading darkens the red.
    expect(at(quad[0].x + 4, (quad[0].y + quad[3].y) / 2)[0]).toBeLessThan(r);
    // Above the quad: the white shirt, untouched.
    expect(Math.min(...at((quad[0].x + quad[1].x) / 2, quad[0].y - 20))).toBeGreaterThan(200);
  }, 30_000);

  it('鼠标垫: a perspective (trapezoid) quad', async () => {
    const d = await productDetail(t, '鼠标垫');
    const { quad, at } = await mockupWithRedArea(d, 0, '黑色锁边');
    expect(quad[1].x - quad[0].x).toBeLessThan(quad[2].x - quad[3].x);
    const [r, g] = at((quad[3].x + quad[2].x) / 2, quad[3].y - 10);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(60);
  }, 30_000);
});
