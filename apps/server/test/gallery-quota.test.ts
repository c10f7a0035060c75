import { GALLERY_API, type GalleryUsage } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { newSeller } from './account-fixtures';
import { artPng, filePart, galleryUpload, get } from './gallery-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
const db = t.runtime.ctx.db;
const QUOTA = 1024 ** 3;

/** Makes the seller's recorded use `QUOTA - room` with one placeholder file row (no object needed). */
async function fillUpTo(mainId: number, room: number) {
  await db
    .insertInto('files')
    .values({
      main_id: mainId,
      uploader_id: mainId,
      storage_key: `u/${mainId}/filler`,
      file_name: 'filler.bin',
      mime: 'image/png',
      size: QUOTA - room,
      sha256: 'f'.repeat(64),
      created_at: Date.now(),
    })
    .execute();
}
const counts = async (mainId: number) => ({
  files: (await db.selectFrom('files').select('id').where('main_id', '=', mainId).execute()).length,
  images: (await db.selectFrom('gallery_images').select('id').where('main_id', '=', mainId).execute()).length,
  objects: (await Array.from(await listKeys(mainId))).length,
});
async function listKeys(mainId: number) {
  const out: string[] = [];
  for (const prefix of [`u/${mainId}/`, `pv/${mainId}/`])
    for await (const o of t.runtime.ctx.storage.list(prefix)) out.push(o.key);
  return out;
}

describe('storage quota', () => {
  it('over quota: a clear error, and nothing stored (rows, originals, previews)', async () => {
    const s = await newSeller(t, 'gquota');
    await fillUpTo(s.id, 100);
    const before = await counts(s.id);
    const r = await galleryUpload(t, s.token, [filePart('big.png', await artPng(64, 64, 1))]);
    expect(r.status).toBe(413);
    expect(r.msg).toMatch(/^存储空间不足：已用 1024 MB，共 1 GB，本次需要 [\d.]+ K?B。请清空回收站或升级会员后再上传$/);
    expect(await counts(s.id)).toEqual(before);
    const usage = await get<GalleryUsage>(t, s.token, GALLERY_API.usage);
    expect(usage.data.quotaBytes - usage.data.usedBytes).toBe(100);
  });

  it('bytes the seller already stores cost nothing again', async () => {
    const s = await newSeller(t, 'gquota2');
    const png = await artPng(64, 64, 2);
    expect((await galleryUpload(t, s.token, [filePart('a.png', png)])).code).toBe(200);
    await fillUpTo(s.id, 10);
    const again = await galleryUpload(t, s.token, [filePart('a-again.png', png)]);
    expect(again.code).toBe(200);
    expect(again.data.items[0].duplicate).toBe(true);
  });

  it('concurrent uploads never take a seller past the quota', async () => {
    const s = await newSeller(t, 'gquota3');
    const pngs = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => artPng(64, 64, 40 + i)));
    const each = Math.max(...pngs.map((p) => p.length));
    await fillUpTo(s.id, each * 3 + 10);
    const results = await Promise.all(pngs.map((p, i) => galleryUpload(t, s.token, [filePart(`c${i}.png`, p)])));
    const ok = results.filter((r) => r.code === 200).length;
    expect(ok).toBeGreaterThanOrEqual(3);
    expect(results.filter((r) => r.code !== 200).every((r) => r.status === 413)).toBe(true);
    const usage = await get<GalleryUsage>(t, s.token, GALLERY_API.usage);
    expect(usage.data.usedBytes).toBeLessThanOrEqual(QUOTA);
    expect(usage.data.imageCount).toBe(ok);
  });
});

describe('concurrent uploads', () => {
  it('the same bytes sent eight times at once: one file row, one object, one live image', async () => {
    const s = await newSeller(t, 'gconc');
    const png = await artPng(80, 60, 77);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => galleryUpload(t, s.token, [filePart(`same-${i}.png`, png)])),
    );
    expect(results.every((r) => r.code === 200)).toBe(true);
    const ids = new Set(results.map((r) => r.data.items[0].image.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => !r.data.items[0].duplicate)).toHaveLength(1);
    expect(await counts(s.id)).toEqual({ files: 1, images: 1, objects: 3 });
  });

  it('different images at once all land, each with its previews', async () => {
    const s = await newSeller(t, 'gconc2');
    const results = await Promise.all(
      Array.from({ length: 6 }, async (_, i) =>
        galleryUpload(t, s.token, [filePart(`p${i}.png`, await artPng(50, 50, 90 + i))]),
      ),
    );
    expect(results.map((r) => r.code)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await counts(s.id)).toEqual({ files: 6, images: 6, objects: 18 });
    expect((await listKeys(s.id)).some((k) => k.startsWith('tmp'))).toBe(false);
  });
});
