import {
  GALLERY_API,
  type GalleryListResult,
  REMOVAL_API,
  type RemovalBatch,
  type RemovalSaveResult,
  type UploadResult,
} from '@podbench/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServerJobs } from '../src/jobs';
import { newSeller } from './account-fixtures';
import { filePart, galleryUpload, get, post } from './gallery-fixtures';
import { useTestApp } from './helper';
import { multipart } from './multipart';
import { alphaError, render } from './removal-scenes';

const t = await useTestApp();
let seller: { id: number; token: string };
const jobs = createServerJobs(t.runtime.ctx);
const scene = render({
  width: 240,
  height: 160,
  background: () => [250, 250, 250],
  noise: 2,
  shapes: [{ kind: 'circle', cx: 120, cy: 80, r: 50.4, colour: [200, 30, 60] }],
});
let artwork: Buffer;

beforeAll(async () => {
  seller = await newSeller(t, 'grm');
  artwork = await sharp(Buffer.from(scene.rgba), { raw: { width: 240, height: 160, channels: 4 } })
    .removeAlpha()
    .withMetadata({ density: 300 })
    .png()
    .toBuffer();
});

const batch = (id: string, token = seller.token) =>
  get<RemovalBatch>(t, token, REMOVAL_API.batch.replace(':batchId', id));

describe('batch background removal', () => {
  it('runs one job per image with progress, leaves the original untouched, saves the result as a new image', async () => {
    const up = await galleryUpload(t, seller.token, [filePart('红圆.png', artwork)]);
    const image = up.data.items[0].image;
    const plain = await t.call<UploadResult>({
      method: 'POST',
      url: '/upload',
      token: seller.token,
      ...multipart([filePart('direct.png', await sharp(artwork).png({ compressionLevel: 1 }).toBuffer())]),
    });
    const created = await post<RemovalBatch>(t, seller.token, REMOVAL_API.create, {
      imageIds: [image.id],
      fileIds: [plain.data.id],
    });
    expect(created.code).toBe(200);
    // No options sent: the documented default tolerance 12, edge-touching background only.
    expect(created.data.options).toEqual({ tolerance: 12, removeEnclosed: false });
    expect(created.data.tasks.map((x) => [x.name, x.status, x.progress])).toEqual([
      ['红圆.png', 'queued', 0],
      ['direct.png', 'queued', 0],
    ]);
    expect(await jobs.drain()).toBe(2);
    const done = await batch(created.data.batchId);
    const [task] = done.data.tasks;
    expect(task).toMatchObject({ status: 'done', progress: 100, error: null, width: 240, height: 160 });
    expect(task.after?.uncertain).toBe(false);
    expect(task.after!.removedPercent).toBeGreaterThan(70);

    const png = await t.app.inject({ method: 'GET', url: task.after!.downloadUrl });
    expect(png.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(alphaError(scene.alpha, new Uint8Array(data)).mean).toBeLessThan(0.005);
    expect((await sharp(png.rawPayload).metadata()).density).toBe(300);
    expect((await t.app.inject({ method: 'GET', url: task.after!.previewUrl })).headers['content-type']).toBe(
      'image/webp',
    );

    const saved = await post<RemovalSaveResult>(t, seller.token, REMOVAL_API.save, { taskIds: [task.id], folderId: 0 });
    expect(saved.code).toBe(200);
    expect(saved.data.items[0].image).toMatchObject({
      name: '红圆-抠图.png',
      source: 'removal',
      hasAlpha: true,
      dpi: 300,
    });
    expect((await batch(created.data.batchId)).data.tasks[0].savedImageId).toBe(saved.data.items[0].image.id);
    const list = await get<GalleryListResult>(t, seller.token, GALLERY_API.images, { sort: 'name', order: 'asc' });
    expect(list.data.rows.map((r) => r.name)).toEqual(['红圆-抠图.png', '红圆.png']);
    const original = list.data.rows.find((r) => r.id === image.id)!;
    expect(original.sha256).toBe(image.sha256);
  });

  it('the batch answers the tolerance it was started with, for 重新处理 to start from', async () => {
    const up = await galleryUpload(t, seller.token, [filePart('容差.png', artwork)]);
    const created = await post<RemovalBatch>(t, seller.token, REMOVAL_API.create, {
      imageIds: [up.data.items[0].image.id],
      options: { tolerance: 31, removeEnclosed: true },
    });
    expect(created.code).toBe(200);
    expect((await batch(created.data.batchId)).data.options).toEqual({ tolerance: 31, removeEnclosed: true });
    await jobs.drain();
  });

  it('refuses what is not the seller’s, and another seller cannot see a batch', async () => {
    const other = await newSeller(t, 'grm2');
    const up = await galleryUpload(t, seller.token, [filePart('mine.png', artwork)]);
    const mine = up.data.items[0].image.id;
    expect((await post(t, other.token, REMOVAL_API.create, { imageIds: [mine] })).status).toBe(404);
    const created = await post<RemovalBatch>(t, seller.token, REMOVAL_API.create, { imageIds: [mine] });
    expect((await batch(created.data.batchId, other.token)).status).toBe(404);
    expect((await post(t, seller.token, REMOVAL_API.create, {})).msg).toContain('请选择或上传要处理的图片');
    // Not finished yet: nothing to save.
    expect((await post(t, seller.token, REMOVAL_API.save, { taskIds: [created.data.tasks[0].id] })).msg).toBe(
      '只能保存已处理完成的图片',
    );
    await jobs.drain();
  });

  it('a failed image says why, and the others still finish', async () => {
    const a = (await galleryUpload(t, seller.token, [filePart('a.png', artwork)])).data.items[0].image;
    const created = await post<RemovalBatch>(t, seller.token, REMOVAL_API.create, { imageIds: [a.id] });
    // The original disappears from storage before the job runs (an operator mistake, a broken disk).
    const file = await t.runtime.ctx.db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', a.fileId)
      .executeTakeFirstOrThrow();
    await t.runtime.ctx.storage.delete(file.storage_key);
    await jobs.drain();
    expect((await batch(created.data.batchId)).data.tasks[0]).toMatchObject({
      status: 'failed',
      error: '原图已不存在',
      after: null,
    });
  });

  it('needs a session and gallery:manage', async () => {
    expect((await t.call({ method: 'POST', url: REMOVAL_API.create, payload: { imageIds: [1] } })).status).toBe(401);
  });
});
