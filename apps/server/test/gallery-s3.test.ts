import { GALLERY_API, type GalleryImageDetail, REMOVAL_API, type RemovalBatch } from '@podbench/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerJobs } from '../src/jobs';
import { DEMO, signIn } from './account-fixtures';
import { artPng, filePart, galleryUpload, get, post } from './gallery-fixtures';
import { createTestApp } from './helper';
import { startS3 } from './s3-server';
import { readZip } from './zip-reader';

// The whole gallery path on the S3 driver, against an S3-compatible server started here.
const s3 = await startS3();
const t = await createTestApp(s3.env);
afterAll(async () => {
  await t.close();
  await s3.stop();
});

describe('gallery on S3-compatible storage', () => {
  it('uploads, previews, serves originals, zips, removes backgrounds and purges, all through the bucket', async () => {
    expect(t.runtime.ctx.storage.driver).toBe('s3');
    const token = await signIn(t, DEMO.userName, DEMO.password);
    const png = await artPng(320, 200, 5, 300);
    const up = await galleryUpload(t, token, [
      filePart('s3.png', png),
      filePart('s3-b.png', await artPng(100, 100, 6)),
    ]);
    expect(up.code).toBe(200);
    const [a, b] = up.data.items.map((i) => i.image);
    expect(a).toMatchObject({ width: 320, height: 200, dpi: 300 });
    expect((await t.app.inject({ method: 'GET', url: a.previewSmall })).statusCode).toBe(200);

    const detail = await get<GalleryImageDetail>(t, token, GALLERY_API.image.replace(':id', String(a.id)));
    expect((await t.app.inject({ method: 'GET', url: detail.data.originalUrl })).rawPayload.equals(png)).toBe(true);

    const link = await post<{ url: string }>(t, token, GALLERY_API.downloadLink, { ids: [a.id, b.id] });
    const zip = readZip((await t.app.inject({ method: 'GET', url: link.data.url })).rawPayload);
    expect(zip.map((e) => e.name).sort()).toEqual(['s3-b.png', 's3.png']);

    const batch = await post<RemovalBatch>(t, token, REMOVAL_API.create, { imageIds: [a.id] });
    await createServerJobs(t.runtime.ctx).drain();
    const done = await get<RemovalBatch>(t, token, REMOVAL_API.batch.replace(':batchId', batch.data.batchId));
    expect(done.data.tasks[0].status).toBe('done');

    await post(t, token, GALLERY_API.remove, { ids: [b.id] });
    await post(t, token, GALLERY_API.purge, { ids: [b.id] });
    const keys: string[] = [];
    for await (const o of t.runtime.ctx.storage.list('')) keys.push(o.key);
    expect(keys.some((k) => k.includes(b.sha256))).toBe(false);
    expect(keys.filter((k) => k.includes(a.sha256))).toHaveLength(3);
    expect(keys.some((k) => k.startsWith('tmp/'))).toBe(false);
  });
});
