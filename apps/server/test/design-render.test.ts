import { DESIGN_API, type DesignRenderFile } from '@podbench/contract';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderPool } from '../src/modules/design/render/render-pool';
import { DEMO, signIn } from './account-fixtures';
import { detail, drainRenders, save, teeDetail, teeDocument } from './design-fixtures';
import { artPng, filePart, galleryUpload } from './gallery-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => renderPool.stop());
const token = await signIn(t, DEMO.userName, DEMO.password);
const tee = await teeDetail(t);
const up = await galleryUpload(t, token, [filePart('photo.png', await artPng(1200, 900, 5))]);
const image = up.data.items[0].image;
const doc = teeDocument(tee, image.id);

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const byKind = (files: DesignRenderFile[], kind: string) => files.filter((f) => f.kind === kind);

describe('print files and mockups', () => {
  let id = 0;

  it('renders a version in the background: a print PNG with its DPI, and mockups per colour', async () => {
    id = (await save(t, token, { productId: tee.id, document: doc, version: 0 })).data.id;
    expect(await drainRenders(t)).toBe(1);
    const d = (await detail(t, token, id)).data;
    expect(d.renderStatus).toBe('done');
    expect(byKind(d.files, 'print')).toHaveLength(1);
    expect(byKind(d.files, 'listing').map((f) => f.color)).toEqual(doc.colors);
    expect(byKind(d.files, 'square')).toHaveLength(2);
    const print = await fetchFile(byKind(d.files, 'print')[0].url);
    expect(print.statusCode).toBe(200);
    const meta = await sharp(print.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 4500, height: 5400, density: 300, hasAlpha: true });
    const listing = await sharp((await fetchFile(byKind(d.files, 'listing')[0].url)).rawPayload).metadata();
    expect([listing.format, listing.width, listing.height]).toEqual(['jpeg', 1340, 1785]);
    expect(d.thumbnailUrl).toBe(byKind(d.files, 'square')[0].url);
  });

  it('serves rendered files only with a valid signature', async () => {
    const d = (await detail(t, token, id)).data;
    const url = byKind(d.files, 'square')[0].url;
    expect((await fetchFile(url.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAAAA'))).statusCode).toBe(403);
    expect((await fetchFile(url.replace(/\/(\d+)\//, '/99999/'))).statusCode).toBe(403);
  });

  it('re-uses the files of an unchanged document and re-renders a changed one, pruning the old files', async () => {
    const before = (await detail(t, token, id)).data;
    const same = await save(t, token, {
      id,
      productId: tee.id,
      document: before.document,
      version: before.version,
      name: '改名',
    });
    const after = (await detail(t, token, id)).data;
    expect(after.version).toBe(same.data.version);
    expect(after.renderStatus).toBe('done');
    expect(after.files.map((f) => f.url.split('?')[0])).toEqual(before.files.map((f) => f.url.split('?')[0]));
    expect(await drainRenders(t)).toBe(0);

    const moved = teeDocument(tee, image.id, { colors: [doc.colors?.[0] ?? '白色'] });
    const changed = await save(t, token, {
      id,
      productId: tee.id,
      document: moved,
      version: after.version,
      name: '改名',
    });
    expect((await detail(t, token, id)).data.renderStatus).toBe('pending');
    expect(await drainRenders(t)).toBe(1);
    const now = (await detail(t, token, id)).data;
    expect([now.version, now.renderStatus, byKind(now.files, 'listing').length]).toEqual([
      changed.data.version,
      'done',
      1,
    ]);
    // The second colour's mockups belonged only to the old version: gone from storage.
    const old = byKind(before.files, 'listing').find((f) => f.color === doc.colors?.[1]);
    expect((await fetchFile(old?.url ?? '')).statusCode).toBe(404);
  });

  it('a superseded version is skipped, not rendered', async () => {
    const r = await save(t, token, {
      productId: tee.id,
      document: teeDocument(tee, image.id, { colors: [] }),
      version: 0,
    });
    await save(t, token, { id: r.data.id, productId: tee.id, document: doc, version: 1 });
    const queued = await t.runtime.ctx.db.selectFrom('jobs').select('id').where('status', '=', 'queued').execute();
    expect(queued).toHaveLength(2);
    await drainRenders(t);
    const results = await t.runtime.ctx.db
      .selectFrom('jobs')
      .select('result')
      .where(
        'id',
        'in',
        queued.map((j) => j.id),
      )
      .orderBy('id')
      .execute();
    expect(results.map((j) => JSON.parse(j.result ?? '{}').status)).toEqual(['stale', 'done']);
  });
});

describe('export', () => {
  it('streams a ZIP of print files, mockups and a manifest, rendering what is missing first', async () => {
    const a = (await save(t, token, { productId: tee.id, document: doc, version: 0, name: '导出/一' })).data.id;
    const b = (
      await save(t, token, {
        productId: tee.id,
        document: teeDocument(tee, image.id, { colors: [] }),
        version: 0,
        name: '导出二',
      })
    ).data.id;
    const res = await t.app.inject({
      method: 'POST',
      url: DESIGN_API.export,
      headers: { authorization: `Bearer ${token}` },
      payload: { ids: [a, b] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toContain('manifest.json');
    expect(names).toContain(`导出_一-${a}/print/正面-front.png`);
    expect(names.filter((n) => n.startsWith(`导出_一-${a}/mockups/`))).toHaveLength(4);
    expect(names.filter((n) => n.startsWith(`导出二-${b}/mockups/`))).toHaveLength(2);
    const png = await zip.file(`导出_一-${a}/print/正面-front.png`)?.async('nodebuffer');
    expect(await sharp(png).metadata()).toMatchObject({ width: 4500, height: 5400, density: 300 });
    const manifest = JSON.parse((await zip.file('manifest.json')?.async('string')) ?? '{}');
    expect(manifest.designs).toHaveLength(2);
    expect(manifest.designs[0].files.find((f: { kind: string }) => f.kind === 'print')).toMatchObject({
      widthPx: 4500,
      heightPx: 5400,
      dpi: 300,
    });
    expect(manifest.designs[0].areas[0]).toMatchObject({ key: 'front', dpi: 300 });
  });

  it('GET with ids works too; unknown ids are 404 and bad lists 400', async () => {
    const a = (await save(t, token, { productId: tee.id, document: doc, version: 0 })).data.id;
    const get = (q: string) => t.call({ method: 'GET', url: `${DESIGN_API.export}?ids=${q}`, token });
    expect((await get(String(a))).raw.headers['content-type']).toBe('application/zip');
    expect((await get(`${a},987654`)).status).toBe(404);
    expect((await get('x')).status).toBe(400);
  });
});
