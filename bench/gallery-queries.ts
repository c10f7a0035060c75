/**
 * Gallery page query at volume: 100,000 live images for one seller (in 20 folders, 1 % in the recycle bin, a tag on
 * every 50th) among 100,000 of other sellers, generated in the database; then p95 of the page the gallery asks
 * for — rows, tags and signed preview URLs, with the total on the first page — as listImages serves it. Goal:
 * p95 ≤ 30 ms. Plans go to bench/results/gallery-plans.txt (queries.sql beside the repository keeps them).
 *   npm run bench:gallery -w bench        (DATABASE_URL=postgres://… adds PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';
import { galleryListQuery } from '@podbench/contract';
import { sql } from 'kysely';
import type { AppContext } from '../apps/server/src/context';
import type { Db } from '../apps/server/src/db';
import { pageQuery } from '../apps/server/src/modules/gallery/image-repository';
import { listImages } from '../apps/server/src/modules/gallery/image-service';
import { percentiles } from './lib/gallery-art';
import { insertMainAccount, openBenchDb, targets } from './lib/ledger-db';
import { root } from './lib/server';

const MINE = Number(process.env.GALLERY_ROWS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);

async function seed(db: Db, dialect: 'sqlite' | 'postgres', seller: number) {
  const total = MINE * 2;
  const series =
    dialect === 'postgres'
      ? sql`select i from generate_series(1::bigint, ${sql.lit(total)}::bigint) as g(i)`
      : sql`with recursive s(i) as (select 1 union all select i + 1 from s where i < ${sql.lit(total)}) select i from s`;
  // Every other row is the seller's; times rise with i (uploads arrive over time), sizes and names vary.
  await sql`insert into gallery_images (main_id, file_id, folder_id, name, mime, size, sha256, width, height, dpi, color_space, has_alpha, uploader_id, created_at, updated_at, deleted_at)
    select case when i % 2 = 0 then ${sql.lit(seller)} else 900000 + i % 997 end, i, case when i % 5 = 0 then 0 else 1 + i % 20 end,
      'design-' || (i * 7919 % 100000) || '.png', 'image/png', 20000 + (i * 104729) % 30000000,
      substr('0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef', 1, 64), 4500, 5400, 300, 'srgb', 1, 1,
      1700000000000 + i * 1000, 1700000000000 + i * 1000, case when i % 200 = 0 then 1700000000000 + i * 1000 else null end
    from (${series}) as src`.execute(db);
  // gallery_counts as the write paths keep it.
  await sql`insert into gallery_counts (main_id, folder_id, live, trash)
    select main_id, folder_id, sum(case when deleted_at is null then 1 else 0 end), sum(case when deleted_at is null then 0 else 1 end)
    from gallery_images group by main_id, folder_id`.execute(db);
  await sql`insert into gallery_tags (main_id, name, created_at) values (${seller}, '圣诞', 0)`.execute(db);
  await sql`insert into gallery_image_tags (image_id, tag_id, main_id) select id, 1, main_id from gallery_images where main_id = ${seller} and id % 50 = 0`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}

async function explain(db: Db, dialect: string, q: ReturnType<typeof pageQuery>) {
  const c = q.compile();
  const prefix = dialect === 'postgres' ? 'explain (analyze, costs off) ' : 'explain query plan ';
  const r = await db.executeQuery<Record<string, unknown>>({ ...c, sql: prefix + c.sql });
  return [c.sql, ...r.rows.map((row) => `  ${String(row['QUERY PLAN'] ?? row.detail)}`)].join('\n');
}

const out: Record<string, unknown> = {};
const plans: string[] = [];
for (const target of targets()) {
  const bench = await openBenchDb(target.url);
  const seller = await insertMainAccount(bench.db, 'gallery-bench');
  const t0 = performance.now();
  await seed(bench.db, bench.dialect, seller);
  console.log(`${target.name}: ${MINE * 2} images seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const ctx = {
    db: bench.db,
    config: { storage: { urlSecret: 'bench-secret-bench-secret-bench-secret' } },
  } as unknown as AppContext;
  const middle = await listImages(ctx, seller, galleryListQuery.parse({ limit: 60 }));
  let cursor = middle.nextCursor!;
  for (let i = 0; i < 400; i++)
    cursor = (await listImages(ctx, seller, galleryListQuery.parse({ limit: 60, cursor }))).nextCursor!;
  const cases: Array<[string, Record<string, unknown>]> = [
    ['first page + total, all folders, newest', { limit: 60 }],
    ['page 400 by cursor (24,000 in)', { limit: 60, cursor }],
    ['first page + total, one folder', { limit: 60, folderId: 7 }],
    ['first page + total, by name', { limit: 60, sort: 'name', order: 'asc' }],
    ['first page + total, by size', { limit: 60, sort: 'size', order: 'desc' }],
    ['first page + total, tag', { limit: 60, tag: '圣诞' }],
    ['first page + total, recycle bin', { limit: 60, trash: 'true' }],
    ['first page + total, name search', { limit: 60, q: 'design-123' }],
  ];
  const results: Record<string, ReturnType<typeof percentiles>> = {};
  for (const [label, query] of cases) {
    const parsed = galleryListQuery.parse(query);
    for (let i = 0; i < 10; i++) await listImages(ctx, seller, parsed);
    const ms: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const s = performance.now();
      await listImages(ctx, seller, parsed);
      ms.push(performance.now() - s);
    }
    results[label] = percentiles(ms);
    const p = results[label];
    console.log(
      `  ${label.padEnd(42)} min ${p.min.toFixed(2).padStart(7)} ms   p50 ${p.p50.toFixed(2).padStart(7)} ms   p95 ${p.p95.toFixed(2).padStart(7)} ms`,
    );
  }
  const hot = { mainId: seller, trash: false, sort: 'time' as const, order: 'desc' as const, limit: 60 };
  plans.push(
    `── ${target.name} · page by cursor, all folders\n${await explain(bench.db, bench.dialect, pageQuery(bench.db, { ...hot, after: [1700100000000, 100000] }))}`,
  );
  plans.push(
    `── ${target.name} · page by cursor, one folder\n${await explain(bench.db, bench.dialect, pageQuery(bench.db, { ...hot, folderId: 7, after: [1700100000000, 100000] }))}`,
  );
  plans.push(
    `── ${target.name} · first page by name\n${await explain(bench.db, bench.dialect, pageQuery(bench.db, { ...hot, sort: 'name', order: 'asc' }))}`,
  );
  plans.push(
    `── ${target.name} · first page with a tag\n${await explain(bench.db, bench.dialect, pageQuery(bench.db, { ...hot, tagId: 1 }))}`,
  );
  // Every case is indexed now, the name search included (trigram index, migration 0009).
  const worst = Math.max(...Object.values(results).map((v) => v.p95));
  console.log(`  worst p95 ${worst.toFixed(2)} ms (goal ≤ 30 ms)`);
  out[target.name] = { rows: MINE * 2, seller: MINE, results, worstP95: worst };
  await bench.close();
}
fs.writeFileSync(
  path.join(root, 'bench/results/gallery-queries.json'),
  JSON.stringify({ at: new Date().toISOString(), ...out }, null, 2),
);
fs.writeFileSync(path.join(root, 'bench/results/gallery-plans.txt'), `${plans.join('\n\n')}\n`);
