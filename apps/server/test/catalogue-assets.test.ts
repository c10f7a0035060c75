import type { ProductDetail } from '@podbench/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { productDetail } from './catalogue-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
const IMMUTABLE = 'public, max-age=31536000, immutable';

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('mockup assets', () => {
  let tee: ProductDetail;

  it('base images are JPEGs of the view size, served without a token and cached for good', async () => {
    tee = await productDetail(t, 'T恤');
    const front = tee.mockupViews[0];
    expect([front.key, front.widthPx, front.heightPx]).toEqual(['front', 1200, 1600]);
    for (const img of front.images.slice(0, 3)) {
      const r = await get(img.url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('image/jpeg');
      expect(r.headers['cache-control']).toBe(IMMUTABLE);
      expect(r.headers.etag).toMatch(/^"[a-f0-9]{64}\.jpg"$/);
      const meta = await sharp(r.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 1600]);
    }
    const thumb = await get(front.images[0].thumbUrl);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 480, height: 640 });
  });

  it('colours differ where the shirt is and not in the corner (the backdrop)', async () => {
    const [white, black] = tee.mockupViews[0].images;
    const px = async (url: string, x: number, y: number) => {
      const { data, info } = await sharp((await get(url)).rawPayload)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const i = (y * info.width + x) * info.channels;
      return [data[i], data[i + 1], data[i + 2]];
    };
    const [w, b] = [await px(white.url, 600, 700), await px(black.url, 600, 700)];
    expect(Math.min(...w)).toBeGreaterThan(200);
    expect(Math.max(...b)).toBeLessThan(80);
    expect(await px(white.url, 10, 10)).toEqual(await px(black.url, 10, 10));
  });

  it('the shading map is a grey PNG: white off the product, darker in its folds', async () => {
    const r = await get(tee.mockupViews[0].shadingUrl);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(await sharp(r.rawPayload).metadata()).toMatchObject({ width: 1200, height: 1600, channels: 1 });
    const { data, info } = await sharp(r.rawPayload).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect(data[10 * info.width + 10]).toBe(255);
    const quad = tee.mockupViews[0].areas[0].quad;
    let darkest = 255;
    for (let y = quad[0].y; y < quad[2].y; y += 4) {
      for (let x = quad[0].x; x < quad[1].x; x += 4) darkest = Math.min(darkest, data[y * info.width + x]);
    }
    expect(darkest).toBeLessThan(245);
    expect(darkest).toBeGreaterThan(120);
  });

  it('revalidation with the ETag answers 304', async () => {
    const url = tee.mockupViews[0].images[0].url;
    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('unknown names are 404 (and not cached for good); anything but a hash name is a 400', async () => {
    const missing = await get(`/api/catalogue/asset/${'0'.repeat(64)}.jpg`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toBe(IMMUTABLE);
    expect(missing.json().msg).toBe('图片不存在');
    for (const name of ['abc.jpg', '..%2Fpodbench.db', `${'a'.repeat(64)}.svg`, `${'A'.repeat(64)}.jpg`]) {
      const r = await get(`/api/catalogue/asset/${name}`);
      expect(r.statusCode, name).toBe(400);
    }
  });

  it('seeding again adds nothing and draws nothing', async () => {
    const started = Date.now();
    expect(await seedCatalogue(t.runtime.ctx.db, t.runtime.ctx.storage, { cacheDir: null })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
