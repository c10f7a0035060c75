import { GALLERY_API, type GalleryImage, type GalleryListResult } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSeller } from './account-fixtures';
import { get, post, uploadOne } from './gallery-fixtures';
import { TEST_DIALECT, useTestApp } from './helper';

/** The name search through the trigram index (migration 0009) and around it: same answers either way. */
const t = await useTestApp();
const db = t.runtime.ctx.db;
let a: { id: number; token: string };
let b: { id: number; token: string };
const imgs: GalleryImage[] = [];
const names = ['复古猫咪印花-Design-123.png', 'design-1234 夏季.png', '山脉线条 DESIGN-999.png', '猫咪.png'];

beforeAll(async () => {
  a = await newSeller(t, 'gsearch');
  b = await newSeller(t, 'gsearchb');
  for (const [i, n] of names.entries()) imgs.push(await uploadOne(t, a.token, n, 300 + i));
  await uploadOne(t, b.token, 'design-123 别人的.png', 400);
});

const search = async (token: string, q: string, extra: Record<string, string | number> = {}) => {
  const r = await get<GalleryListResult>(t, token, GALLERY_API.images, { q, sort: 'name', order: 'asc', ...extra });
  expect(r.code).toBe(200);
  return r.data;
};
const namesOf = (d: GalleryListResult) => d.rows.map((r) => r.name);

describe('gallery name search', () => {
  it('finds substrings of three or more characters, any case, Chinese included, with the total', async () => {
    const d = await search(a.token, 'design-123');
    expect(namesOf(d)).toEqual(['design-1234 夏季.png', '复古猫咪印花-Design-123.png']);
    expect(d.total).toBe(2);
    expect(namesOf(await search(a.token, 'DESIGN'))).toHaveLength(3);
    expect(namesOf(await search(a.token, '猫咪印花'))).toEqual(['复古猫咪印花-Design-123.png']);
  });

  it('answers short searches (one or two characters) the same way', async () => {
    expect(namesOf(await search(a.token, '猫咪'))).toEqual(['复古猫咪印花-Design-123.png', '猫咪.png']);
    expect(namesOf(await search(a.token, '9'))).toEqual(['山脉线条 DESIGN-999.png']);
  });

  it('follows renames and deletions, and never reaches another seller’s images', async () => {
    await post(t, a.token, GALLERY_API.rename, { id: imgs[3].id, name: '橘猫 poster-777.png' });
    expect(namesOf(await search(a.token, 'poster-777'))).toEqual(['橘猫 poster-777.png']);
    expect(namesOf(await search(a.token, '猫咪.png'))).toEqual([]);
    expect(namesOf(await search(b.token, 'poster-777'))).toEqual([]);
    expect(namesOf(await search(b.token, 'design-123'))).toEqual(['design-123 别人的.png']);
    await db.deleteFrom('gallery_image_tags').where('image_id', '=', imgs[2].id).execute();
    await db.deleteFrom('gallery_images').where('id', '=', imgs[2].id).execute();
    expect(namesOf(await search(a.token, 'DESIGN-999'))).toEqual([]);
  });

  it('keeps the search inside the recycle bin and a tag when asked', async () => {
    await post(t, a.token, GALLERY_API.remove, { ids: [imgs[1].id] });
    expect(namesOf(await search(a.token, 'design-123'))).toEqual(['复古猫咪印花-Design-123.png']);
    expect(namesOf(await search(a.token, 'design-123', { trash: 1 }))).toEqual(['design-1234 夏季.png']);
    await post(t, a.token, GALLERY_API.tags, { ids: [imgs[0].id], add: ['猫'] });
    const tagged = await search(a.token, 'design-123', { tag: '猫' });
    expect(namesOf(tagged)).toEqual(['复古猫咪印花-Design-123.png']);
    expect(tagged.total).toBe(1);
  });

  it('has its index: the FTS5 trigram table on SQLite, pg_trgm GIN on PostgreSQL', async () => {
    const { sql } = await import('kysely');
    if (TEST_DIALECT === 'sqlite') {
      const hits = await sql<{
        rowid: number;
      }>`select rowid from gallery_images_fts where name like ${'%poster-77%'}`.execute(db);
      expect(hits.rows.map((r) => Number(r.rowid))).toEqual([imgs[3].id]);
    } else {
      const idx = await sql<{ indexdef: string }>`select indexdef from pg_indexes
        where schemaname = current_schema() and indexname = 'gallery_images_name_trgm'`.execute(db);
      expect(idx.rows[0]?.indexdef).toContain('gin_trgm_ops');
    }
  });
});
