import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageQuery } from '../src/modules/gallery/image-repository';
import { TEST_DIALECT, useTestApp } from './helper';

/**
 * The hot query's plan (queries.sql beside the repository): each sort, in a folder or across all, walks its own
 * partial index in order and stops after a page — never a scan and sort of the seller's images.
 */
const t = await useTestApp();
const db = t.runtime.ctx.db;
const SELLER = 7;

beforeAll(async () => {
  const series =
    TEST_DIALECT === 'postgres'
      ? sql`select i from generate_series(1, 20000) as g(i)`
      : sql`with recursive s(i) as (select 1 union all select i + 1 from s where i < 20000) select i from s`;
  await sql`insert into gallery_images (main_id, file_id, folder_id, name, mime, size, sha256, width, height, uploader_id, created_at, updated_at, deleted_at)
    select case when i % 4 = 0 then ${sql.lit(SELLER)} else 100 + i % 50 end, i, i % 5, 'img-' || i, 'image/png', 1000 + i % 777,
      'x', 100, 100, 1, 1700000000000 + i, 1700000000000 + i, case when i % 97 = 0 then 1 else null end
    from (${series}) as src`.execute(db);
  // This table only: a bare ANALYZE walks every schema in the database, other test files' included (and waits
  // on their drops).
  await sql`analyze gallery_images`.execute(db);
});

async function plan(q: ReturnType<typeof pageQuery>): Promise<string> {
  const c = q.compile();
  const prefix = TEST_DIALECT === 'postgres' ? 'explain ' : 'explain query plan ';
  const r = await db.executeQuery<Record<string, unknown>>({ ...c, sql: prefix + c.sql });
  return r.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
}

describe('gallery page query plan', () => {
  it.each([
    ['time', 2, 'gallery_images_folder_time_idx'],
    ['name', 2, 'gallery_images_folder_name_idx'],
    ['size', 2, 'gallery_images_folder_size_idx'],
    ['time', undefined, 'gallery_images_time_idx'],
    ['name', undefined, 'gallery_images_name_idx'],
  ] as const)('sort %s, folder %s → %s, no sort step', async (sort, folderId, index) => {
    const after = sort === 'name' ? (['img-9', 9] as const) : ([1700000010000, 10000] as const);
    const text = await plan(
      pageQuery(db, { mainId: SELLER, folderId, trash: false, sort, order: 'desc', after, limit: 60 }),
    );
    expect(text).toContain(index);
    expect(text).not.toMatch(/TEMP B-TREE|Sort|Seq Scan/);
  });
});
