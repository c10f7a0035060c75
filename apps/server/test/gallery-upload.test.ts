import { GALLERY_API, type GalleryImage, type GalleryImageDetail, type GalleryUsage } from '@podbench/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newSeller, signIn } from './account-fixtures';
import { artPng, filePart, galleryUpload, get, jpeg, uploadOne } from './gallery-fixtures';
import { useTestApp } from './helper';
import { makePng } from './multipart';

const t = await useTestApp();
const db = t.runtime.ctx.db;
let demo: string;

beforeAll(async () => {
  demo = await signIn(t, DEMO.userName, DEMO.password);
});

const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });

describe('gallery upload', () => {
  it('keeps the original byte for byte and records pixels, DPI, colour space and previews', async () => {
    const png = await artPng(300, 200, 1, 300);
    const r = await galleryUpload(t, demo, [filePart('海报.png', png)]);
    expect(r.code).toBe(200);
    const image = r.data.items[0].image;
    expect(r.data.items[0].duplicate).toBe(false);
    expect(image).toMatchObject({
      name: '海报.png',
      width: 300,
      height: 200,
      dpi: 300,
      colorSpace: 'srgb',
      mime: 'image/png',
    });
    expect(image.size).toBe(png.length);

    const detail = await get<GalleryImageDetail>(t, demo, GALLERY_API.image.replace(':id', String(image.id)));
    const original = await fetchUrl(detail.data.originalUrl);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(png)).toBe(true);
    expect(original.headers['cache-control']).toBe('private, max-age=300');

    const large = await fetchUrl(image.previewLarge);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.previewLarge).toContain(image.sha256);
    const meta = await sharp(large.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    const small = await sharp((await fetchUrl(image.previewSmall)).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([256, 171]);
  });

  it('applies EXIF orientation to the facts and the previews', async () => {
    const r = await galleryUpload(t, demo, [filePart('rotated.jpg', await jpeg(400, 100, { orientation: 6 }))]);
    const image = r.data.items[0].image;
    expect([image.width, image.height]).toEqual([100, 400]);
    const meta = await sharp((await fetchUrl(image.previewLarge)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 400]);
  });

  it('refuses a PNG whose header claims 100000×100000 before storing anything', async () => {
    const before = await db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const bomb = makePng(1, 1);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const started = Date.now();
    const r = await galleryUpload(t, demo, [filePart('bomb.png', bomb)]);
    expect(r.status).toBe(413);
    expect(r.msg).toBe('图片尺寸过大（100000×100000 像素），单张最多 200 百万像素：bomb.png');
    expect(Date.now() - started).toBeLessThan(1000);
    const after = await db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('dedupes: the same bytes twice are one file and one live image', async () => {
    const png = await artPng(40, 40, 7);
    const a = await galleryUpload(t, demo, [filePart('a.png', png)]);
    const b = await galleryUpload(t, demo, [filePart('b.png', png)]);
    expect(b.data.items[0]).toMatchObject({ duplicate: true, image: { id: a.data.items[0].image.id, name: 'a.png' } });
    const files = await db
      .selectFrom('files')
      .select('id')
      .where('sha256', '=', a.data.items[0].image.sha256)
      .execute();
    expect(files).toHaveLength(1);
  });

  it('another seller reaches neither the image nor its original (404)', async () => {
    const mine = await uploadOne(t, demo, 'mine.png', 11);
    const other = await newSeller(t, 'gsnoop');
    expect((await get(t, other.token, GALLERY_API.image.replace(':id', String(mine.id)))).status).toBe(404);
    const list = await get<{ rows: GalleryImage[] }>(t, other.token, GALLERY_API.images);
    expect(list.data.rows).toHaveLength(0);
  });

  it('reports storage use against the VIP quota', async () => {
    const u = await get<GalleryUsage>(t, demo, GALLERY_API.usage);
    expect(u.data.quotaBytes).toBe(1024 ** 3);
    expect(u.data.usedBytes).toBeGreaterThan(0);
  });
});
