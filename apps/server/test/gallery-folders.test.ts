import { GALLERY_API, type GalleryFolders, type GalleryImage, type GalleryListResult } from '@podbench/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSeller } from './account-fixtures';
import { get, post, uploadOne } from './gallery-fixtures';
import { useTestApp } from './helper';

const t = await useTestApp();
let token: string;

beforeAll(async () => {
  token = (await newSeller(t, 'gfold')).token;
});

const folders = async () => (await get<GalleryFolders>(t, token, GALLERY_API.folders)).data;
const create = async (name: string, parentId = 0) => {
  const r = await post<{ id: number }>(t, token, GALLERY_API.folderCreate, { name, parentId });
  return r;
};

describe('gallery folders', () => {
  it('creates a tree, counts images per folder, refuses a duplicate name beside it', async () => {
    const a = (await create('节日')).data.id;
    const b = (await create('圣诞', a)).data.id;
    await uploadOne(t, token, 'tree.png', 101, b);
    await uploadOne(t, token, 'root.png', 102);
    const f = await folders();
    expect(f.folders.find((x) => x.id === b)).toMatchObject({ parentId: a, name: '圣诞', imageCount: 1 });
    expect(f).toMatchObject({ rootCount: 1, totalCount: 2 });
    const dup = await create('圣诞', a);
    expect(dup.status).toBe(409);
    expect(dup.msg).toBe('该位置已有名为「圣诞」的文件夹');
    expect((await create('圣诞')).code).toBe(200);
  });

  it('renames; moves, but never into itself, a descendant or past 5 levels', async () => {
    const top = (await create('顶层')).data.id;
    const mid = (await create('中间', top)).data.id;
    expect((await post(t, token, GALLERY_API.folderRename, { id: mid, name: '中层' })).code).toBe(200);
    const inside = await post(t, token, GALLERY_API.folderMove, { id: top, parentId: mid });
    expect(inside.status).toBe(400);
    expect(inside.msg).toBe('不能把文件夹移动到它自己或它的子文件夹中');
    let parent = mid;
    for (const name of ['3', '4', '5']) parent = (await create(name, parent)).data.id;
    const tooDeep = await create('6', parent);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.msg).toBe('文件夹最多 5 层');
    const other = (await create('另一个')).data.id;
    expect((await post(t, token, GALLERY_API.folderMove, { id: top, parentId: other })).msg).toBe(
      '移动后层级将超过 5 层',
    );
    expect((await post(t, token, GALLERY_API.folderMove, { id: mid, parentId: 0 })).code).toBe(200);
  });

  it('deleting a folder moves its images and sub-folders to the parent, renaming clashes', async () => {
    const parent = (await create('素材')).data.id;
    const doomed = (await create('旧', parent)).data.id;
    await create('图标', parent);
    const child = (await create('图标', doomed)).data.id;
    const img = await uploadOne(t, token, 'doomed.png', 103, doomed);
    const r = await post<{ movedImages: number; movedFolders: number }>(t, token, GALLERY_API.folderDelete, {
      id: doomed,
    });
    expect(r.data).toEqual({ movedImages: 1, movedFolders: 1 });
    const f = await folders();
    expect(f.folders.find((x) => x.id === doomed)).toBeUndefined();
    expect(f.folders.find((x) => x.id === child)).toMatchObject({ parentId: parent, name: '图标 (2)' });
    const list = await get<GalleryListResult>(t, token, GALLERY_API.images, { folderId: parent });
    expect(list.data.rows.map((i: GalleryImage) => i.id)).toEqual([img.id]);
  });

  it("another seller's folder is not found", async () => {
    const mine = (await create('私有')).data.id;
    const other = await newSeller(t, 'gfold2');
    expect((await post(t, other.token, GALLERY_API.folderRename, { id: mine, name: 'x' })).status).toBe(404);
    expect((await post(t, other.token, GALLERY_API.folderCreate, { name: 'x', parentId: mine })).status).toBe(404);
  });
});
