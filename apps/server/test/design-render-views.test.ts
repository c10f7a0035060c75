import type { DesignRenderFile, ProductDetail } from '@podbench/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderPool } from '../src/modules/design/render/render-pool';
import { DEMO, signIn } from './account-fixtures';
import { productDetail } from './catalogue-fixtures';
import { detail, drainRenders, save, teeDetail } from './design-fixtures';
import { useTestApp } from './helper';
import { decodeRgb, firstChecker, lastChecker, type Pixels, redShare } from './mockup-checker';

/**
 * A saved design gets a listing mockup on every view that shows an area, per colour, through the real render job
 * (docs/mockups.md). The pixels are read as in catalogue-mockup-aspect.test.ts: a red/blue print, its red share.
 */
const t = await useTestApp();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => renderPool.stop());
const token = await signIn(t, DEMO.userName, DEMO.password);

type View = ProductDetail['mockupViews'][number];
const SIZE = { width: 1340, height: 1785 };
/** View pixels → output pixels: the photo is contained in the listing size, centred (as the aspect test). */
const fitOf = (view: View) => {
  const s = Math.min(SIZE.width / view.widthPx, SIZE.height / view.heightPx);
  const ox = (SIZE.width - view.widthPx * s) / 2;
  const oy = (SIZE.height - view.heightPx * s) / 2;
  return { s, at: (x: number, y: number) => ({ x: Math.round(ox + x * s), y: Math.round(oy + y * s) }) };
};
const pixels = async (f: DesignRenderFile): Promise<Pixels> =>
  decodeRgb((await t.app.inject({ method: 'GET', url: f.url })).rawPayload);
const area = (d: ProductDetail, key: string, layers: unknown[]) => {
  const a = d.printAreas.find((p) => p.key === key)!;
  return { name: a.name, widthPx: a.widthPx, heightPx: a.heightPx, dpi: a.dpi, safeInsetPx: a.safeInsetPx, layers };
};
const rect = (id: string, x: number, width: number, height: number, fill: string) => ({
  id,
  type: 'shape',
  shape: 'rect',
  x,
  y: 0,
  width,
  height,
  fill,
});

// The mug as sold: 82 mm across, a 9 in (228.6 mm) wrap: the gap at the handle is 29 mm, 14.5 mm either side.
const HALF_GAP_RAD = (82 * Math.PI - 228.6) / 2 / 41;

describe('listing mockups on every view', () => {
  it('a mug gets 正面, 背面 and 把手侧 per colour, each showing its side of the wrap', async () => {
    const mug = await productDetail(t, '马克杯');
    expect(mug.mockupViews.map((v) => v.name)).toEqual(['正面', '背面', '把手侧']);
    const colors = mug.colors.slice(0, 2).map((c) => c.name);
    expect(colors).toHaveLength(2);
    // The print's left half red, its right half blue: 2700 × 1050.
    const layers = [rect('l', 0, 1350, 1050, '#ff0000'), rect('r', 1350, 1350, 1050, '#0000ff')];
    const document = { version: 1, productId: mug.id, colors, areas: { wrap: area(mug, 'wrap', layers) } };
    const saved = await save(t, token, { name: '三面杯', productId: mug.id, document, version: 0 });
    expect(saved.code, saved.msg).toBe(200);
    const started = performance.now();
    expect(await drainRenders(t)).toBe(1);
    if (process.env.RENDER_VIEWS_TIMING) console.log(`mug render job ${(performance.now() - started).toFixed(0)} ms`);
    const files = (await detail(t, token, saved.data.id)).data.files;
    const listings = files.filter((f) => f.kind === 'listing');
    // Colour by colour, views in the catalogue's order; the card's square only from 正面.
    expect(listings.map((f) => [f.color, f.viewKey])).toEqual(
      colors.flatMap((c) => ['front', 'back', 'handle'].map((v) => [c, v])),
    );
    expect(files.filter((f) => f.kind === 'square').map((f) => [f.color, f.viewKey])).toEqual(
      colors.map((c) => [c, 'front']),
    );
    expect(new Set(listings.map((f) => f.url.split('?')[0])).size).toBe(6);
    for (const f of listings) expect([f.width, f.height]).toEqual([1340, 1785]);

    const view = (key: string) => mug.mockupViews.find((v) => v.key === key)!;
    const geometry = (key: string) => {
      const v = view(key);
      const cyl = v.areas[0].cylinder!;
      const fit = fitOf(v);
      return { o: fit.at(cyl.cx, (cyl.top + cyl.bottom) / 2), r: cyl.radius * fit.s };
    };
    for (const color of colors) {
      const of = (key: string) => pixels(listings.find((f) => f.color === color && f.viewKey === key)!);
      // 正面 faces the print's middle: red (its left half) left of the axis, blue right of it, running on round
      // the body to the silhouette both ways (JPEG blurs an edge by a pixel or two).
      {
        const p = await of('front');
        const { o, r } = geometry('front');
        expect(redShare(p, o.x - 40, o.y)).toBeGreaterThan(0.9);
        expect(redShare(p, o.x + 40, o.y)).toBeLessThan(0.1);
        expect(Math.abs(lastChecker(p, o.x, o.y, -1) - (o.x - r))).toBeLessThanOrEqual(5);
        expect(Math.abs(lastChecker(p, o.x, o.y, 1) - (o.x + r))).toBeLessThanOrEqual(5);
      }
      // 背面 faces the handle: no print on the axis, the gap's edges at cx ± r·sin(14.5/41); the print's right end
      // (blue) on the left of the handle, its left end (red) on the right.
      {
        const p = await of('back');
        const { o, r } = geometry('back');
        const halfGap = r * Math.sin(HALF_GAP_RAD);
        expect(redShare(p, o.x, o.y)).toBeNull();
        const right = firstChecker(p, o.x, o.y, 1, Math.round(r))!;
        const left = firstChecker(p, o.x, o.y, -1, Math.round(r))!;
        expect(Math.abs(right - (o.x + halfGap))).toBeLessThanOrEqual(4);
        expect(Math.abs(o.x - halfGap - left)).toBeLessThanOrEqual(4);
        expect(redShare(p, left - 20, o.y)).toBeLessThan(0.1);
        expect(redShare(p, right + 20, o.y)).toBeGreaterThan(0.9);
      }
      // 把手侧 (handle on the right) faces u ≈ 2111: the wrap's right half, all blue, ending 14.5 mm short of the
      // handle at cx + r·cos(14.5/41) and running to the silhouette on the left.
      {
        const p = await of('handle');
        const { o, r } = geometry('handle');
        expect(redShare(p, o.x, o.y)).toBeLessThan(0.1);
        expect(redShare(p, Math.round(o.x - r / 2), o.y)).toBeLessThan(0.1);
        expect(Math.abs(lastChecker(p, o.x, o.y, 1) - (o.x + r * Math.cos(HALF_GAP_RAD)))).toBeLessThanOrEqual(4);
        expect(Math.abs(lastChecker(p, o.x, o.y, -1) - (o.x - r))).toBeLessThanOrEqual(5);
      }
    }
  });

  it('a document last rendered before view keys (one listing per colour) is rendered again, not re-used', async () => {
    const mug = await productDetail(t, '马克杯');
    const layers = [rect('g', 0, 2700, 1050, '#00ff00')];
    const document = {
      version: 1,
      productId: mug.id,
      colors: [mug.colors[0].name],
      areas: { wrap: area(mug, 'wrap', layers) },
    };
    const first = (await save(t, token, { name: '旧杯', productId: mug.id, document, version: 0 })).data.id;
    expect(await drainRenders(t)).toBe(1);
    // As a pre-0041 render left it: the 正面 listing with no view key, no other views.
    const db = t.runtime.ctx.db;
    await db
      .deleteFrom('design_renders')
      .where('design_id', '=', first)
      .where('view_key', 'in', ['back', 'handle'])
      .execute();
    await db.updateTable('design_renders').set({ view_key: '' }).where('design_id', '=', first).execute();
    const copy = (await save(t, token, { name: '旧杯副本', productId: mug.id, document, version: 0 })).data.id;
    expect(await drainRenders(t)).toBe(1);
    const files = (await detail(t, token, copy)).data.files;
    expect(files.filter((f) => f.kind === 'listing').map((f) => f.viewKey)).toEqual(['front', 'back', 'handle']);
  });

  it('a T-shirt with front and back prints: 正面 shows the front print, 背面 the back print', async () => {
    const tee = await teeDetail(t);
    const keys = tee.mockupViews.map((v) => [v.name, v.areas.map((a) => a.areaKey)]);
    expect(keys).toEqual([
      ['正面', ['front']],
      ['背面', ['back']],
    ]);
    const colors = [tee.colors[0].name];
    const full = (key: string, fill: string) => {
      const a = tee.printAreas.find((p) => p.key === key)!;
      return area(tee, key, [rect(key, 0, a.widthPx, a.heightPx, fill)]);
    };
    const document = {
      version: 1,
      productId: tee.id,
      colors,
      areas: { front: full('front', '#ff0000'), back: full('back', '#0000ff') },
    };
    const saved = await save(t, token, { name: '双面T恤', productId: tee.id, document, version: 0 });
    expect(saved.code, saved.msg).toBe(200);
    expect(await drainRenders(t)).toBe(1);
    const files = (await detail(t, token, saved.data.id)).data.files;
    const listings = files.filter((f) => f.kind === 'listing');
    expect(listings.map((f) => [f.areaKey, f.viewKey])).toEqual([
      ['front', 'front'],
      ['back', 'back'],
    ]);
    for (const [i, want] of [
      [0, 'red'],
      [1, 'blue'],
    ] as const) {
      const v = tee.mockupViews[i];
      const q = v.areas[0].quad;
      const c = fitOf(v).at((q[0].x + q[2].x) / 2, (q[0].y + q[2].y) / 2);
      const share = redShare(await pixels(listings[i]), c.x, c.y);
      if (want === 'red') expect(share).toBeGreaterThan(0.9);
      else expect(share).toBeLessThan(0.1);
    }
  });
});
