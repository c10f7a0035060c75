import {
  type AdminBlankDetail,
  CATALOGUE_ADMIN_API as CAT,
  type ProductDetail,
  type ViewCylinder,
} from '@podbench/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MUG_HANDLE_WRAP } from '../src/db/seed/catalogue/art/mug';
import { down, up } from '../src/db/migrations/20261127_0034_mug_wrap';
import { renderPool } from '../src/modules/design/render/render-pool';
import { DEMO, signIn } from './account-fixtures';
import { productId } from './catalogue-fixtures';
import { detail as designDetail, drainRenders, save } from './design-fixtures';
import { useTestApp } from './helper';
import { newOperator } from './money-fixtures';
import { makePng, multipart } from './multipart';

/**
 * Issue 20 §1: the mug's wrap on its views — what the catalogue serves, what the operator's editor may do with a
 * wrap, and migration 0034 turning the old flat front quad of an existing catalogue into the wrap.
 */
const t = await useTestApp();
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => renderPool.stop());
const db = t.runtime.ctx.db;
const op = await newOperator(t);
const mugId = await productId(t, '马克杯');

const publicDetail = async () =>
  (await t.call<ProductDetail>({ method: 'GET', url: `/api/product/detail?id=${mugId}` })).data;
const adminDetail = async () =>
  (await t.call<AdminBlankDetail>({ method: 'GET', url: `${CAT.blank}?id=${mugId}`, token: op.token })).data;
const stored = async (viewKey: string) =>
  (
    await db
      .selectFrom('blank_view_areas as va')
      .innerJoin('blank_views as v', 'v.id', 'va.view_id')
      .select(['va.id', 'va.quad'])
      .where('v.blank_id', '=', mugId)
      .where('v.view_key', '=', viewKey)
      .executeTakeFirstOrThrow()
  ).quad;

// The mug as drawn: body axis 600 (560 with the handle on the right), radius 310, rim ellipse 52, body edges 500–1230; 82 mm across
// (3042.64 print px round at 300 DPI). The 1050 px band at 2π·310 / 3042.64 = 0.64016 view px per print px is
// 672.18 px tall, centred at (500 + 1230) / 2 + 52 = 917: 580.91–1253.09.
const OLD_FRONT_QUAD = '[{"x":268,"y":546},{"x":852,"y":546},{"x":852,"y":1206},{"x":268,"y":1206}]';

describe('the mug wraps its print round the body', () => {
  it('serves three views with a cylinder each, and the box the band can touch as their quad', async () => {
    const d = await publicDetail();
    expect(d.mockupViews.map((v) => [v.key, v.name])).toEqual([
      ['front', '正面'],
      ['back', '背面'],
      ['handle', '把手侧'],
    ]);
    const front = d.mockupViews[0].areas[0];
    expect(front.areaKey).toBe('wrap');
    const c = front.cylinder as ViewCylinder;
    expect([c.cx, c.radius, c.ellipse, c.angleDeg]).toEqual([600, 310, 52, 0]);
    expect(c.circumferencePx).toBeCloseTo(3042.64, 2);
    expect(c.top).toBeCloseTo(580.91, 2);
    expect(c.bottom).toBeCloseTo(1253.09, 2);
    expect(front.quad[0].x).toBe(290);
    expect(front.quad[0].y).toBeCloseTo(528.91, 2);
    expect(front.quad[2].x).toBe(910);
    // 正面 faces the print's middle (handle hidden behind), 背面 the handle, 把手侧 the right half (handle right).
    expect(d.mockupViews.map((v) => [v.areas[0].cylinder?.cx, v.areas[0].cylinder?.angleDeg])).toEqual([
      [600, 0],
      [600, 180],
      [560, 90],
    ]);
  });

  it('a saved design’s listing mockup wraps the print: a band at the print’s middle faces the camera on 正面', async () => {
    const token = await signIn(t, DEMO.userName, DEMO.password);
    const d = await publicDetail();
    // A red band 300 px wide round u = 1350 (the print's middle, which 正面 faces), the rest of the wrap blue.
    const document = {
      version: 1,
      productId: mugId,
      colors: ['白色'],
      areas: {
        wrap: {
          name: '环绕杯身',
          widthPx: 2700,
          heightPx: 1050,
          dpi: 300,
          safeInsetPx: 40,
          layers: [
            { id: 'b', type: 'shape', shape: 'rect', x: 0, y: 0, width: 2700, height: 1050, fill: '#0000ff' },
            { id: 'r', type: 'shape', shape: 'rect', x: 1200, y: 0, width: 300, height: 1050, fill: '#ff0000' },
          ],
        },
      },
    };
    const saved = await save(t, token, { name: '马克杯', productId: d.id, document, version: 0 });
    expect(saved.code, saved.msg).toBe(200);
    expect(await drainRenders(t)).toBe(1);
    const files = (await designDetail(t, token, saved.data.id)).data.files;
    const listing = files.find((f) => f.kind === 'listing')!;
    const { data, info } = await sharp((await t.app.inject({ method: 'GET', url: listing.url })).rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The 1200×1600 view contained in 1340×1785: ×1.115625, 0.625 px margin either side.
    const at = (x: number, y: number) => {
      const i = (Math.round(y * 1.115625) * info.width + Math.round(0.625 + x * 1.115625)) * 3;
      return [data[i], data[i + 1], data[i + 2]];
    };
    const red = ([r, g, b]: number[]) => r > 150 && g < 80 && b < 80;
    const blue = ([r, g, b]: number[]) => b > 150 && r < 80 && g < 80;
    // ±150 print px round the body is ±150 / 3042.64 · 2π = ±0.3098 rad: x = 600 ± 310 · sin 0.3098 = 600 ± 94.5.
    // (The old flat quad squeezed the 300 px to 300 × 584 / 2700 = 65 px: ±32 round its middle.)
    for (const x of [520, 600, 680]) expect(red(at(x, 917)), `x ${x}`).toBe(true);
    for (const x of [490, 710, 340]) expect(blue(at(x, 917)), `x ${x}`).toBe(true);
  });

  it('shows the operator each wrap as its box, and refuses to turn it into a rectangle', async () => {
    const views = (await adminDetail()).views;
    expect(views[0].placements).toEqual([
      { areaKey: 'wrap', rect: { x: 290, y: 529, width: 620, height: 724 }, wrap: true },
    ]);
    const before = await stored('front');
    const r = await t.call({
      method: 'POST',
      url: CAT.placementSave,
      token: op.token,
      payload: { blankId: mugId, viewKey: 'front', areaKey: 'wrap', rect: { x: 290, y: 529, width: 620, height: 724 } },
    });
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(/「环绕杯身」在「正面」上环绕杯身贴图/);
    expect(await stored('front')).toBe(before);
  });

  it('rescales a wrap with a replaced photo of another size, and takes it off on request', async () => {
    const { payload, headers } = multipart([
      { name: 'blankId', data: String(mugId) },
      { name: 'viewKey', data: 'back' },
      { name: 'file', filename: 'handle.png', contentType: 'image/png', data: makePng(600, 800, 3) },
    ]);
    const up1 = await t.call({ method: 'POST', url: CAT.mockupUpload, token: op.token, payload, headers });
    expect(up1.code, up1.msg).toBe(200);
    const back = (await publicDetail()).mockupViews[1].areas[0].cylinder!;
    // Half the photo's size: axis 600 → 300, radius 310 → 155, rim 52 → 26; the wrap itself is unchanged.
    expect([back.cx, back.radius, back.ellipse, back.angleDeg]).toEqual([300, 155, 26, 180]);
    expect(back.top).toBeCloseTo(580.91 / 2, 2);
    expect(back.circumferencePx).toBeCloseTo(3042.64, 2);

    const off = await t.call({
      method: 'POST',
      url: CAT.placementSave,
      token: op.token,
      payload: { blankId: mugId, viewKey: 'back', areaKey: 'wrap', rect: null },
    });
    expect(off.code, off.msg).toBe(200);
    expect((await adminDetail()).views[1].placements).toEqual([]);
  });

  it('migration 0034 turns the old seeded front quad into the wrap its photo shows, leaving an operator’s own quad alone', async () => {
    const seeded = await stored('front');
    // The old 正面 photo is the drawing with the handle on the right: today's 把手侧.
    const wrapOfOldPhoto = JSON.stringify(MUG_HANDLE_WRAP);
    const row = await db
      .selectFrom('blank_view_areas as va')
      .innerJoin('blank_views as v', 'v.id', 'va.view_id')
      .select('va.id')
      .where('v.blank_id', '=', mugId)
      .where('v.view_key', '=', 'front')
      .executeTakeFirstOrThrow();
    const set = (quad: string) => db.updateTable('blank_view_areas').set({ quad }).where('id', '=', row.id).execute();

    await set(OLD_FRONT_QUAD);
    await up(db);
    expect(await stored('front')).toBe(wrapOfOldPhoto);
    await down(db);
    expect(await stored('front')).toBe(OLD_FRONT_QUAD);

    const moved = '[{"x":270,"y":546},{"x":852,"y":546},{"x":852,"y":1206},{"x":270,"y":1206}]';
    await set(moved);
    await up(db);
    expect(await stored('front')).toBe(moved);
    await set(seeded);
  });
});
