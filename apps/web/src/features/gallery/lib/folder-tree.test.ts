import type { GalleryFolder } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { buildFolderTree, folderPath, subtreeIds } from './folder-tree';

const f = (id: number, parentId: number, name: string): GalleryFolder => ({
  id,
  parentId,
  name,
  imageCount: id,
  createdAt: 0,
});
const folders = [f(1, 0, '节日'), f(2, 1, '圣诞'), f(3, 1, '万圣节'), f(4, 0, '宠物'), f(5, 2, '雪人')];

describe('folder tree', () => {
  it('nests the flat list, sorted by name in Chinese order', () => {
    const tree = buildFolderTree(folders);
    expect(tree.map((n) => n.title)).toEqual(['宠物', '节日']);
    expect(tree[1].children.map((n) => n.title)).toEqual(['圣诞', '万圣节']);
    expect(tree[1].children[0].children[0]).toMatchObject({ key: 5, title: '雪人', count: 5 });
  });

  it('gives the path from the top and the subtree a folder cannot move into', () => {
    expect(folderPath(folders, 5)).toEqual(['节日', '圣诞', '雪人']);
    expect(folderPath(folders, 99)).toEqual([]);
    expect([...subtreeIds(folders, 1)].sort()).toEqual([1, 2, 3, 5]);
  });
});
