import { GALLERY_API, type GalleryFolders, type GalleryImage, type GalleryListResult } from '@podbench/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newSeller } from './account-fixtures';
import { get, post, uploadOne } from './gallery-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
const db = t.runtime.ctx.db;

/** gallery_counts must equal a real count of gallery_images, folder by folder. */
async function expectCountsTrue(mainId: number) {
  const real = await sql<{ folder_id: number; live: number; trash: number }>`
    select folder_id, sum(case when deleted_at is null then 1 else 0 end) as live, sum(case when deleted_at is null then 0 else 1 end) as trash
    from gallery_images where main_id = ${mainId} group by folder_id`.execute(db);
  const kept = await db.selectFrom('gallery_counts').selectAll().where('main_id', '=', mainId).execute();
  const norm = (rows: Array<{ folder_id: number; live: number; trash: number }>) =>
    rows
      .map((r) => [Number(r.folder_id), Number(r.live), Number(r.trash)])
      .filter(([, l, tr]) => l || tr)
      .sort((a, b) => a[0] - b[0]);
  expect(norm(kept)).toEqual(norm(real.rows));
}

describe('gallery counts', () => {
  it('stay equal to the rows through upload, move, delete, restore, purge and folder deletion', async () => {
    const s = await newSeller(t, 'gcount');
    const a = (await post<{ id: number }>(t, s.token, GALLERY_API.folderCreate, { name: 'A' })).data.id;
    const b = (await post<{ id: number }>(t, s.token, GALLERY_API.folderCreate, { name: 'B', parentId: a })).data.id;
    const imgs: GalleryImage[] = [];
    for (let i = 0; i < 8; i++) imgs.push(await uploadOne(t, s.token, `c${i}.png`, 500 + i, [0, a, b][i % 3]));
    await expectCountsTrue(s.id);
    await post(t, s.token, GALLERY_API.move, { ids: [imgs[0].id, imgs[1].id, imgs[2].id], folderId: b });
    await post(t, s.token, GALLERY_API.remove, { ids: [imgs[3].id, imgs[4].id, imgs[5].id] });
    await expectCountsTrue(s.id);
    // Folder B goes (its live and deleted images move up to A); a deleted image of B then restores into A.
    await post(t, s.token, GALLERY_API.folderDelete, { id: b });
    await expectCountsTrue(s.id);
    await post(t, s.token, GALLERY_API.restore, { ids: [imgs[5].id] });
    await post(t, s.token, GALLERY_API.purge, { ids: [imgs[3].id] });
    await expectCountsTrue(s.id);
    // Folder A goes straight from the table (as a concurrent delete might leave it): a restore lands in the root.
    await post(t, s.token, GALLERY_API.remove, { ids: [imgs[6].id] });
    await db.deleteFrom('gallery_folders').where('id', '=', a).execute();
    await post(t, s.token, GALLERY_API.restore, { ids: [imgs[6].id] });
    await expectCountsTrue(s.id);

    const folders = await get<GalleryFolders>(t, s.token, GALLERY_API.folders);
    const list = await get<GalleryListResult>(t, s.token, GALLERY_API.images);
    expect(folders.data.totalCount).toBe(list.data.total);
    expect(list.data.total).toBe(6);
  });

  it('stay true when the same images are deleted, restored and moved by concurrent requests', async () => {
    const s = await newSeller(t, 'gcount2');
    const f = (await post<{ id: number }>(t, s.token, GALLERY_API.folderCreate, { name: 'F' })).data.id;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await uploadOne(t, s.token, `r${i}.png`, 600 + i)).id);
    await Promise.all([
      post(t, s.token, GALLERY_API.remove, { ids }),
      post(t, s.token, GALLERY_API.remove, { ids }),
      post(t, s.token, GALLERY_API.move, { ids, folderId: f }),
      post(t, s.token, GALLERY_API.move, { ids: ids.slice(0, 2), folderId: f }),
    ]);
    await expectCountsTrue(s.id);
    await Promise.all([post(t, s.token, GALLERY_API.restore, { ids }), post(t, s.token, GALLERY_API.restore, { ids })]);
    await expectCountsTrue(s.id);
  });
});
