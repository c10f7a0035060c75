import type { GalleryFolder } from '@podbench/contract';
import { TreeSelect } from 'antd';
import { buildFolderTree, type FolderNode } from '../lib/folder-tree';

interface Props {
  folders: GalleryFolder[];
  value: number | undefined;
  onChange: (id: number) => void;
  /** Folders that cannot be chosen (a folder and its sub-folders when moving it). */
  exclude?: Set<number>;
  rootLabel?: string;
}

const toData = (nodes: FolderNode[], exclude?: Set<number>): Array<Record<string, unknown>> =>
  nodes.map((n) => ({
    value: n.key,
    title: n.title,
    disabled: exclude?.has(n.key),
    children: toData(n.children, exclude),
  }));

/** Picks a destination folder; 0 is the top level. */
export function FolderPicker({ folders, value, onChange, exclude, rootLabel = '未分类（顶层）' }: Props) {
  return (
    <TreeSelect
      style={{ width: '100%' }}
      value={value}
      onChange={onChange}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      placeholder="选择文件夹"
      aria-label="目标文件夹"
      treeData={[{ value: 0, title: rootLabel, children: toData(buildFolderTree(folders), exclude) }]}
    />
  );
}
