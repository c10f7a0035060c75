import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProductDetail } from '@podbench/contract';
import { parseDesignDocument } from '@podbench/design';
import { MOCKUP_SIZES, renderMockup } from '@podbench/design/node';
import { describe, expect, it } from 'vitest';
import { productPage } from './catalogue-fixtures';
import { useTestApp } from './helper';
import {
  cellRun,
  checkerPng,
  decodeRgb,
  firstChecker,
  lastChecker,
  type Pixels,
  type Run,
  solidNear,
} from './mockup-checker';

const t = await useTestApp();

/**
 * Issue 20 §1: every mockup shows its print at true proportions. For every seeded blank, view and placed area, a
 * checkerboard of square cells goes through the real mockup renderer (the catalogue's photo, shading map and
 * placement, as the render jobs use them) and the cells are measured on the output pixels: where the print faces
 * the camera a cell must be as wide as it is tall, within 2%. The expected answer is the cells' squareness; on a
 * mug it is also the mug's size (82 mm across, a 228.6 mm wrap: a 29 mm gap at the handle).
 */
const SIZE = MOCKUP_SIZES.listing;
const TOLERANCE = 0.02;

type View = ProductDetail['mockupViews'][number];
type Placed = View['areas'][number];

/** View pixels → output pixels: the photo is contained in the listing size (never cropped), centred. */
const fitOf = (view: View) => {
  const s = Math.min(SIZE.width / view.widthPx, SIZE.height / view.heightPx);
  const ox = (SIZE.width - view.widthPx * s) / 2;
  const oy = (SIZE.height - view.heightPx * s) / 2;
  return { s, at: (x: number, y: number) => ({ x: Math.round(ox + x * s), y: Math.round(oy + y * s) }) };
};

async function render(d: ProductDetail, view: View, placed: Placed): Promise<Pixels> {
  const area = d.printAreas.find((a) => a.key === placed.areaKey)!;
  const cell = 2 * Math.round(Math.min(area.widthPx, area.heightPx) / 24);
  const parsed = parseDesignDocument({
    version: 1,
    productId: d.id,
    colors: [d.colors[0].name],
    areas: {
      [area.key]: {
        name: area.name,
        widthPx: area.widthPx,
        heightPx: area.heightPx,
        dpi: area.dpi,
        safeInsetPx: area.safeInsetPx,
        layers: [{ id: 'c', type: 'image', imageId: 1, x: 0, y: 0, width: area.widthPx, height: area.heightPx }],
      },
    },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const bytes = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload;
  const image = view.images.find((i) => i.colorName === d.colors[0].name) ?? view.images[0];
  const png = await renderMockup(parsed.doc, area.key, {
    images: new Map([[1, await checkerPng(area.widthPx, area.heightPx, cell)]]),
    view: {
      base: await bytes(image.url),
      shading: await bytes(view.shadingUrl),
      quad: placed.quad,
      cylinder: placed.cylinder,
    },
    ...SIZE,
    format: 'png',
  });
  // MOCKUP_ASPECT_DUMP=<dir> keeps the rendered mockups for a look.
  const dump = process.env.MOCKUP_ASPECT_DUMP;
  if (dump) {
    await fs.mkdir(dump, { recursive: true });
    await fs.writeFile(path.join(dump, `${d.code}-${view.key}-${area.key}.png`), png);
  }
  return decodeRgb(png);
}

/** Where the print's centre lands on a planar quad: its diagonals cross there (perspective included). */
function diagonalsCross(q: Placed['quad']) {
  const [a, , c] = q;
  const [, b, , e] = q;
  const d1 = { x: c.x - a.x, y: c.y - a.y };
  const d2 = { x: e.x - b.x, y: e.y - b.y };
  const k = ((b.x - a.x) * d2.y - (b.y - a.y) * d2.x) / (d1.x * d2.y - d1.y * d2.x);
  return { x: a.x + k * d1.x, y: a.y + k * d1.y };
}

/**
 * The width over the height of the cell at output point (x, y), each measured through the cell's middle (found by
 * a first pair of runs); every run must end at the other colour. Widths and heights are averaged over the cell
 * (twice) and its two neighbours either way, which cancels the half-pixel by which alternate cells' edges land
 * when the print is drawn small. `narrowing(x)` is how much a cylinder seen from afar narrows a cell centred at
 * output x (cos θ; 1 on a flat print): each width is divided by it.
 */
function cellAspect(p: Pixels, x: number, y: number, narrowing: (x: number) => number = () => 1) {
  const at = solidNear(p, x, y);
  const midY = Math.round(cellRun(p, at.x, at.y, 'y').centre);
  const across = cellRun(p, at.x, midY, 'x');
  const midX = Math.round(across.centre);
  const down = cellRun(p, midX, midY, 'y');
  const runs = [across, down];
  const width = (r: Run) => r.length / narrowing(r.centre);
  const left = cellRun(p, Math.round(across.centre - across.length), midY, 'x');
  const right = cellRun(p, Math.round(across.centre + across.length), midY, 'x');
  const up = cellRun(p, midX, Math.round(down.centre - down.length), 'y');
  const below = cellRun(p, midX, Math.round(down.centre + down.length), 'y');
  runs.push(left, right, up, below);
  expect(
    runs.some((r) => r.cut),
    `cells round (${midX}, ${midY}) run into the print's edge`,
  ).toBe(false);
  const w = (width(left) + 2 * width(across) + width(right)) / 4;
  const h = (up.length + 2 * down.length + below.length) / 4;
  if (process.env.MOCKUP_ASPECT_DUMP) console.log(`cell ${w.toFixed(2)} × ${h.toFixed(2)} at (${midX}, ${midY})`);
  return { aspect: w / h, width: w, height: h, centreX: across.centre };
}

// The mug, as sold: 82 mm across, a 9 in (228.6 mm) wrap; the gap is centred at the handle.
const MUG_RADIUS_MM = 41;
const HALF_GAP_RAD = (82 * Math.PI - 228.6) / 2 / MUG_RADIUS_MM;

describe('every catalogue mockup shows a square print cell square', async () => {
  const page = await productPage(t, '?pageSize=100');
  const details: ProductDetail[] = [];
  for (const card of page.rows) {
    const r = await t.call<ProductDetail>({ method: 'GET', url: `/api/product/detail?id=${card.id}` });
    details.push(r.data);
  }
  const cases = details.flatMap((d) =>
    d.mockupViews.flatMap((v) =>
      v.areas.map((a) => ({ d, view: v, placed: a, name: `${d.name} · ${v.name} · ${a.areaKey}` })),
    ),
  );

  it('covers every seeded blank, the mug with three wrapped views', () => {
    expect(details.length).toBe(8);
    for (const d of details) expect(d.mockupViews.flatMap((v) => v.areas).length, d.name).toBeGreaterThan(0);
    const mug = details.find((d) => d.name.includes('马克杯'))!;
    expect(mug.mockupViews.map((v) => v.name)).toEqual(['正面', '背面', '把手侧']);
    for (const v of mug.mockupViews) expect(v.areas[0].cylinder?.kind).toBe('cylinder');
  });

  it.each(cases.filter((c) => !c.placed.cylinder).map((c) => [c.name, c] as const))(
    '%s: flat placement',
    async (_, { d, view, placed }) => {
      const p = await render(d, view, placed);
      const fit = fitOf(view);
      const centre = diagonalsCross(placed.quad);
      const o = fit.at(centre.x, centre.y);
      const cell = cellAspect(p, o.x, o.y);
      expect(cell.width).toBeGreaterThan(15);
      expect(Math.abs(cell.aspect - 1), `cell ${cell.width.toFixed(2)} × ${cell.height.toFixed(2)}`).toBeLessThan(
        TOLERANCE,
      );
    },
    60_000,
  );

  it.each(
    cases
      .filter((c) => c.placed.cylinder && Math.abs(c.placed.cylinder.angleDeg) < 180)
      .map((c) => [c.name, c] as const),
  )(
    '%s: wrapped, the facing cell square, the print reaching the silhouette or ending short of the handle',
    async (_, { d, view, placed }) => {
      const cyl = placed.cylinder!;
      const p = await render(d, view, placed);
      const fit = fitOf(view);
      const o = fit.at(cyl.cx, (cyl.top + cyl.bottom) / 2);
      const r = cyl.radius * fit.s;
      const cell = cellAspect(p, o.x, o.y, (x) => Math.cos(Math.asin((x - o.x) / r)));
      expect(Math.abs(cell.aspect - 1), `cell ${cell.width.toFixed(2)} × ${cell.height.toFixed(2)}`).toBeLessThan(
        TOLERANCE,
      );
      // Where the handle is at the silhouette (±90°), the print ends 14.5 mm before it; elsewhere it runs on round
      // the body, to within a few pixels of the silhouette.
      const handleSide = Math.abs(cyl.angleDeg) === 90 ? Math.sign(cyl.angleDeg) : 0;
      for (const dir of [1, -1] as const) {
        const edge = lastChecker(p, o.x, o.y, dir);
        if (dir === handleSide)
          expect(Math.abs(edge - (o.x + dir * r * Math.cos(HALF_GAP_RAD)))).toBeLessThanOrEqual(3);
        else expect(Math.abs(edge - (o.x + dir * r))).toBeLessThanOrEqual(4);
      }
    },
    60_000,
  );

  it.each(
    cases
      .filter((c) => c.placed.cylinder && Math.abs(c.placed.cylinder.angleDeg) === 180)
      .map((c) => [c.name, c] as const),
  )(
    '%s: the handle faces the camera, the gap round it and the cells beside it foreshortened by cos θ',
    async (_, { d, view, placed }) => {
      const cyl = placed.cylinder!;
      const p = await render(d, view, placed);
      const fit = fitOf(view);
      const o = fit.at(cyl.cx, (cyl.top + cyl.bottom) / 2);
      const r = cyl.radius * fit.s;
      const halfGap = r * Math.sin(HALF_GAP_RAD);
      const right = firstChecker(p, o.x, o.y, 1, Math.round(r))!;
      const left = firstChecker(p, o.x, o.y, -1, Math.round(r))!;
      expect(Math.abs(right - (o.x + halfGap))).toBeLessThanOrEqual(3);
      expect(Math.abs(o.x - halfGap - left)).toBeLessThanOrEqual(3);
      // The third cell past the gap (its neighbours are whole): a cylinder seen from afar narrows a cell by cos θ.
      const first = cellRun(p, right + 2, o.y, 'x');
      const third = solidNear(p, Math.round(first.centre + 2 * first.length), o.y);
      const cell = cellAspect(p, third.x, third.y, (x) => Math.cos(Math.asin((x - o.x) / r)));
      expect(Math.abs(cell.aspect - 1), `cell ${cell.width.toFixed(2)} × ${cell.height.toFixed(2)}`).toBeLessThan(
        TOLERANCE,
      );
    },
    60_000,
  );
});
