import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { removeBackground } from '../src/modules/removal/engine';
import { alphaError, render, type Scene } from './removal-scenes';

/**
 * The engine on generated artwork whose true alpha is known (coverage by 4×4 supersampling). Stated bounds:
 * mean |α − α_true| ≤ 0.002 over the image and ≤ 0.03 over anti-aliased edge pixels (≤ 0.05 after a JPEG round
 * trip), and no solid pixel off by more than 0.05 (0.15 after JPEG, whose ringing changes colours near edges).
 */
const W = 512;
const H = 384;
const opts = { tolerance: 12, removeEnclosed: false };
const run = (s: ReturnType<typeof render>, o = opts) => removeBackground(s.rgba, W, H, o);

const poster: Scene = {
  width: W,
  height: H,
  background: () => [245, 240, 230],
  noise: 3,
  shapes: [
    { kind: 'circle', cx: 180, cy: 190, r: 100.3, colour: [30, 60, 200] },
    { kind: 'rect', x0: 320.4, y0: 80.6, x1: 470.2, y1: 300.3, colour: [220, 40, 40] },
  ],
};
const donut: Scene = {
  width: W,
  height: H,
  background: (x, y) => [235 + x / 51, 228 + y / 38, 240 - x / 40],
  noise: 2,
  shapes: [{ kind: 'ring', cx: 256, cy: 192, r0: 60.5, r1: 140.2, colour: [20, 20, 20] }],
};

describe('background removal engine', () => {
  it('cuts shapes out of a flat, noisy background with anti-aliased edges', () => {
    const scene = render(poster);
    const r = run(scene);
    const e = alphaError(scene.alpha, r.rgba);
    expect(e.mean).toBeLessThan(0.002);
    expect(e.edgeMean).toBeLessThan(0.03);
    expect(e.worstSolid).toBeLessThan(0.05);
    expect(r.uncertain).toBe(false);
    expect(r.removedPercent).toBeGreaterThan(60);
  });

  it('un-mixes edge colours: no background fringe on the blue circle', () => {
    const scene = render(poster);
    const r = run(scene);
    // Partly covered pixels on the circle's edge: their colour comes back as the circle's blue, not a blend.
    const edge = [...Array(W * H).keys()].filter((p) => scene.alpha[p] > 0.3 && scene.alpha[p] < 0.7 && p % W < 256);
    expect(edge.length).toBeGreaterThan(100);
    const i = edge[Math.floor(edge.length / 2)] * 4;
    expect(r.rgba[i + 3]).toBeGreaterThan(60);
    expect(r.rgba[i + 3]).toBeLessThan(200);
    expect(Math.abs(r.rgba[i + 2] - 200)).toBeLessThan(25);
    expect(Math.abs(r.rgba[i] - 30)).toBeLessThan(25);
  });

  it('handles a near-flat gradient; keeps enclosed background unless asked to clear it', () => {
    const scene = render(donut);
    const centre = (192 * W + 256) * 4 + 3;
    expect(run(scene).rgba[centre]).toBe(255);
    const cleared = run(scene, { tolerance: 12, removeEnclosed: true });
    expect(cleared.rgba[centre]).toBe(0);
    const e = alphaError(scene.alpha, cleared.rgba);
    expect(e.mean).toBeLessThan(0.002);
    expect(e.edgeMean).toBeLessThan(0.03);
  });

  it('stays within bounds after a JPEG round trip', async () => {
    const scene = render(poster);
    const jpeg = await sharp(Buffer.from(scene.rgba), { raw: { width: W, height: H, channels: 4 } })
      .removeAlpha()
      .jpeg({ quality: 90 })
      .toBuffer();
    const raw = new Uint8Array(await sharp(jpeg).ensureAlpha().raw().toBuffer());
    const e = alphaError(scene.alpha, removeBackground(raw, W, H, opts).rgba);
    expect(e.mean).toBeLessThan(0.002);
    expect(e.edgeMean).toBeLessThan(0.05);
    expect(e.worstSolid).toBeLessThan(0.15);
  });

  it('cleans specks (dust of a few pixels) but keeps small artwork', () => {
    const scene = render(poster);
    const dot = (x: number, y: number, size: number) => {
      for (let yy = y; yy < y + size; yy++)
        for (let xx = x; xx < x + size; xx++) scene.rgba.set([10, 10, 10, 255], (yy * W + xx) * 4);
    };
    dot(40, 40, 1);
    dot(60, 30, 2);
    dot(20, 340, 5);
    const r = run(scene);
    expect(r.rgba[(40 * W + 40) * 4 + 3]).toBe(0);
    expect(r.rgba[(30 * W + 60) * 4 + 3]).toBe(0);
    expect(r.rgba[(342 * W + 22) * 4 + 3]).toBe(255);
  });

  it('is deterministic', () => {
    const a = run(render(poster));
    const b = run(render(poster));
    expect(Buffer.from(a.rgba).equals(Buffer.from(b.rgba))).toBe(true);
  });

  it('flags a background that is not flat as uncertain', () => {
    const noise = render({
      width: W,
      height: H,
      background: (x, y) => [(x * 7) % 256, (y * 13) % 256, (x * y) % 256],
      shapes: [],
    });
    expect(run(noise).uncertain).toBe(true);
  });

  it('keeps an already transparent background transparent', () => {
    const scene = render(poster);
    for (let i = 0; i < W * H; i++) if (scene.alpha[i] === 0) scene.rgba[i * 4 + 3] = 0;
    const e = alphaError(scene.alpha, run(scene).rgba);
    expect(e.mean).toBeLessThan(0.002);
  });
});
