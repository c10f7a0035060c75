import { GALLERY_API, type GalleryImage, type GalleryListResult, type GalleryTag } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSubAccount, newSeller, signIn } from './account-fixtures';
import { get, post, uploadOne } from './gallery-fixtures';
import { useTestApp } from './helper';
import { readZip } from './zip-reader';

const t = await useTestApp();
const db = t.runtime.ctx.db;
let seller: { id: number; token: string };
const uploaded: GalleryImage[] = [];

beforeAll(async () => {
  seller = await newSeller(t, 'gimg');
  for (let i = 0; i < 25; i++)
    uploaded.push(await uploadOne(t, seller.token, `图-${String(i).padStart(2, '0')}.png`, 200 + i));
  // Distinct, known creation times and sizes for the sort checks.
  for (const [i, img] of uploaded.entries()) {
    await db
      .updateTable('gallery_images')
      .set({ created_at: 1_700_000_000_000 + i * 1000, size: 5000 - i * 7 })
      .where('id', '=', img.id)
      .execute();
  }
});

const list = (query: Record<string, string | number | undefined> = {}) =>
  get<GalleryListResult>(t, seller.token, GALLERY_API.images, query);

/** Every row of a listing, following cursors. */
async function all(query: Record<string, string | number | undefined>) {
  const rows: GalleryImage[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const r = await list({ ...query, cursor });
    expect(r.code).toBe(200);
    if (!cursor) expect(r.data.total).toBeGreaterThanOrEqual(r.data.rows.length);
    else expect(r.data.total).toBeNull();
    rows.push(...r.data.rows);
    cursor = r.data.nextCursor ?? undefined;
    pages++;
  } while (cursor);
  return { rows, pages };
}

describe('gallery listing', () => {
  it('pages by keyset without gaps or repeats, in each sort and order', async () => {
    const byTime = await all({ limit: 10 });
    expect(byTime.pages).toBe(3);
    expect(byTime.rows.map((r) => r.id)).toEqual([...uploaded].reverse().map((r) => r.id));
    const byName = await all({ sort: 'name', order: 'asc', limit: 7 });
    expect(byName.rows.map((r) => r.name)).toEqual(uploaded.map((r) => r.name));
    const bySize = await all({ sort: 'size', order: 'asc', limit: 4 });
    expect(bySize.rows.map((r) => r.id)).toEqual([...uploaded].reverse().map((r) => r.id));
    expect((await list({ limit: 10 })).data.total).toBe(25);
  });

  it('refuses a tampered cursor with a clear message', async () => {
    const r = await list({ cursor: Buffer.from('["x",1]').toString('base64url') });
    expect(r.status).toBe(400);
    expect(r.msg).toBe('翻页参数无效，请刷新后重试');
  });

  it('searches by name (case-insensitive, wildcards literal) and by tag', async () => {
    await post(t, seller.token, GALLERY_API.rename, { id: uploaded[3].id, name: 'Summer_Logo 100%.png' });
    expect((await list({ q: 'summer_logo 100%' })).data.rows.map((r) => r.id)).toEqual([uploaded[3].id]);
    expect((await list({ q: '%' })).data.rows.map((r) => r.id)).toEqual([uploaded[3].id]);
    const tag = await post(t, seller.token, GALLERY_API.tags, {
      ids: [uploaded[1].id, uploaded[2].id],
      add: ['节日', '红色'],
    });
    expect(tag.code).toBe(200);
    await post(t, seller.token, GALLERY_API.tags, { ids: [uploaded[2].id], remove: ['红色'] });
    expect((await list({ tag: '红色' })).data.rows.map((r) => r.id)).toEqual([uploaded[1].id]);
    expect((await list({ tag: '节日', sort: 'name', order: 'asc' })).data.rows.map((r) => r.tags)).toEqual([
      ['红色', '节日'],
      ['节日'],
    ]);
    const tags = await get<GalleryTag[]>(t, seller.token, GALLERY_API.tagList);
    expect(tags.data.map((x) => [x.name, x.count])).toEqual([
      ['红色', 1],
      ['节日', 2],
    ]);
    expect((await list({ tag: '没有' })).data).toEqual({ rows: [], nextCursor: null, total: 0 });
  });

  it('moves images into a folder and lists that folder', async () => {
    const folder = (await post<{ id: number }>(t, seller.token, GALLERY_API.folderCreate, { name: '移动' })).data.id;
    const r = await post<{ count: number }>(t, seller.token, GALLERY_API.move, {
      ids: [uploaded[5].id, uploaded[6].id],
      folderId: folder,
    });
    expect(r.data.count).toBe(2);
    expect((await list({ folderId: folder })).data.total).toBe(2);
    expect((await list({ folderId: 0 })).data.total).toBe(23);
    expect((await post(t, seller.token, GALLERY_API.move, { ids: [uploaded[5].id], folderId: 999999 })).status).toBe(
      404,
    );
  });
});

describe('recycle bin', () => {
  it('deletes to the bin, restores, and purges for good', async () => {
    const [a, b] = [uploaded[10], uploaded[11]];
    expect((await post<{ count: number }>(t, seller.token, GALLERY_API.remove, { ids: [a.id, b.id] })).data.count).toBe(
      2,
    );
    const bin = await list({ trash: 'true' });
    expect(bin.data.rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(bin.data.rows[0].purgeAt).toBe(bin.data.rows[0].deletedAt! + 30 * 86_400_000);
    expect((await list()).data.total).toBe(23);
    expect((await post(t, seller.token, GALLERY_API.restore, { ids: [a.id] })).code).toBe(200);
    expect((await list()).data.total).toBe(24);
    // Purging needs the image in the bin; a live one is untouched.
    expect((await post<{ count: number }>(t, seller.token, GALLERY_API.purge, { ids: [a.id] })).data.count).toBe(0);
    expect((await post<{ count: number }>(t, seller.token, GALLERY_API.purge, { ids: [b.id] })).data.count).toBe(1);
    expect(await db.selectFrom('files').select('id').where('id', '=', b.fileId).executeTakeFirst()).toBeUndefined();
    expect(await t.runtime.ctx.storage.exists(`u/${seller.id}/${b.sha256}`)).toBe(false);
    expect(await t.runtime.ctx.storage.exists(`pv/${seller.id}/${b.sha256}-256.webp`)).toBe(false);
  });

  it('the hourly purge deletes what has been in the bin for 30 days, and nothing newer', async () => {
    const [old, recent] = [uploaded[12], uploaded[13]];
    await post(t, seller.token, GALLERY_API.remove, { ids: [old.id, recent.id] });
    await db
      .updateTable('gallery_images')
      .set({ deleted_at: Date.now() - 31 * 86_400_000 })
      .where('id', '=', old.id)
      .execute();
    const { createServerJobs } = await import('../src/jobs');
    const jobs = createServerJobs(t.runtime.ctx);
    await jobs.schedule();
    expect(await jobs.drain()).toBeGreaterThanOrEqual(2);
    const left = await db.selectFrom('gallery_images').select('id').where('id', 'in', [old.id, recent.id]).execute();
    expect(left.map((r) => r.id)).toEqual([recent.id]);
  });

  it('an image whose folder was deleted while it sat in the bin comes back to the root', async () => {
    const folder = (await post<{ id: number }>(t, seller.token, GALLERY_API.folderCreate, { name: '临时' })).data.id;
    const img = await uploadOne(t, seller.token, 'temp.png', 300, folder);
    await post(t, seller.token, GALLERY_API.remove, { ids: [img.id] });
    await db.deleteFrom('gallery_folders').where('id', '=', folder).execute();
    await post(t, seller.token, GALLERY_API.restore, { ids: [img.id] });
    expect((await list({ folderId: 0, q: 'temp' })).data.rows.map((r) => r.id)).toEqual([img.id]);
  });
});

describe('batch download', () => {
  it('streams a ZIP of the originals, byte for byte, with unique names and a signed, expiring link', async () => {
    await post(t, seller.token, GALLERY_API.rename, { id: uploaded[20].id, name: '同名' });
    await post(t, seller.token, GALLERY_API.rename, { id: uploaded[21].id, name: '同名' });
    const ids = [uploaded[20].id, uploaded[21].id, uploaded[22].id];
    const link = await post<{ url: string }>(t, seller.token, GALLERY_API.downloadLink, { ids });
    const res = await t.app.inject({ method: 'GET', url: link.data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = readZip(res.rawPayload);
    expect(entries.map((e) => e.name).sort()).toEqual(['同名 (2).png', '同名.png', '图-22.png']);
    const detail = await get<{ originalUrl: string }>(
      t,
      seller.token,
      GALLERY_API.image.replace(':id', String(uploaded[22].id)),
    );
    const original = (await t.app.inject({ method: 'GET', url: detail.data.originalUrl })).rawPayload;
    expect(entries.find((e) => e.name === '图-22.png')!.data.equals(original)).toBe(true);
    expect(entries.every((e) => e.stored)).toBe(true);
    // The signature covers the ids: another list with the same signature is refused.
    expect(
      (await t.app.inject({ method: 'GET', url: link.data.url.replace(/ids=[^&]+/, `ids=${uploaded[0].id}`) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('access', () => {
  it('needs a session, and gallery:manage for a sub-account', async () => {
    expect((await t.call({ method: 'GET', url: GALLERY_API.images })).status).toBe(401);
    await insertSubAccount(t, seller.id, 'gimgSubNo', ['shop:manage']);
    await insertSubAccount(t, seller.id, 'gimgSubYes', ['gallery:manage']);
    expect((await get(t, await signIn(t, 'gimgSubNo'), GALLERY_API.images)).status).toBe(403);
    const yes = await get<GalleryListResult>(t, await signIn(t, 'gimgSubYes'), GALLERY_API.images);
    expect(yes.data.total).toBeGreaterThan(0);
  });

  it("another seller's ids do nothing to this seller's images", async () => {
    const other = await newSeller(t, 'gimgx');
    const target = uploaded[24];
    expect((await post<{ count: number }>(t, other.token, GALLERY_API.remove, { ids: [target.id] })).data.count).toBe(
      0,
    );
    expect((await post(t, other.token, GALLERY_API.rename, { id: target.id, name: 'x' })).status).toBe(404);
    expect((await post(t, other.token, GALLERY_API.downloadLink, { ids: [target.id] })).status).toBe(400);
    expect((await list({ q: '图-24' })).data.rows.map((r) => r.name)).toEqual(['图-24.png']);
  });
});
