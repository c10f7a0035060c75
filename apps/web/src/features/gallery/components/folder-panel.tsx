import {
  DeleteOutlined,
  FolderAddOutlined,
  FolderOutlined,
  MoreOutlined,
  PictureOutlined,
  InboxOutlined,
} from '@ant-design/icons';
import type { GalleryFolder } from '@podbench/contract';
import { Button, Card, Dropdown, Skeleton, Tree, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useFolders } from '../api/get-folders';
import { buildFolderTree, type FolderNode } from '../lib/folder-tree';
import { type FolderAction, FolderActions, useConfirmDeleteFolder } from './folder-actions';
import styles from './gallery.module.css';
import type { GalleryView } from './gallery-view';

interface Props {
  view: GalleryView;
  onView: (v: GalleryView) => void;
  trashCount: number;
}

/** Left column: all images, not-in-a-folder, the folder tree with its menu, and the recycle bin. */
export function FolderPanel({ view, onView, trashCount }: Props) {
  const { data, isLoading } = useFolders();
  const [action, setAction] = useState<FolderAction | null>(null);
  const folders = data?.folders ?? [];
  const byId = useMemo(() => new Map(folders.map((f) => [f.id, f])), [folders]);
  const tree = useMemo(() => buildFolderTree(folders), [folders]);
  const selectedFolder = view.kind === 'folder' && view.id > 0 ? view.id : 0;
  const confirmDelete = useConfirmDeleteFolder(
    (f) => view.kind === 'folder' && view.id === f.id && onView({ kind: 'folder', id: f.parentId }),
  );

  const nav = (
    active: boolean,
    icon: React.ReactNode,
    label: string,
    count: number | undefined,
    onClick: () => void,
  ) => (
    <button
      type="button"
      className={`${styles.navItem} ${active ? styles.navItemActive : ''}`}
      onClick={onClick}
      aria-current={active}
    >
      {icon}
      <span>{label}</span>
      {count !== undefined && <span className={styles.count}>{count}</span>}
    </button>
  );

  const titleRender = (node: FolderNode) => {
    const f = byId.get(node.key) as GalleryFolder;
    const items = [
      { key: 'create', label: '新建子文件夹' },
      { key: 'rename', label: '重命名' },
      { key: 'move', label: '移动到…' },
      { type: 'divider' as const },
      { key: 'delete', label: '删除', danger: true },
    ];
    return (
      <span className={styles.treeTitle}>
        <FolderOutlined />
        <span className={styles.treeName} title={node.title}>
          {node.title}
        </span>
        <span className={styles.count}>{node.count}</span>
        <Dropdown
          trigger={['click']}
          menu={{
            items,
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              if (key === 'delete') confirmDelete(f);
              else
                setAction(
                  key === 'create' ? { kind: 'create', parentId: f.id } : { kind: key as 'rename' | 'move', folder: f },
                );
            },
          }}
        >
          <Button
            size="small"
            type="text"
            className={styles.treeMore}
            icon={<MoreOutlined />}
            aria-label={`${node.title} 的操作`}
            onClick={(e) => e.stopPropagation()}
          />
        </Dropdown>
      </span>
    );
  };

  return (
    <Card variant="borderless" className={styles.side}>
      {nav(view.kind === 'all', <PictureOutlined />, '全部图片', data?.totalCount, () => onView({ kind: 'all' }))}
      {nav(view.kind === 'folder' && view.id === 0, <InboxOutlined />, '未分类', data?.rootCount, () =>
        onView({ kind: 'folder', id: 0 }),
      )}
      <div className={styles.sideTitle}>
        <span>我的文件夹</span>
        <Tooltip title={selectedFolder ? '在当前文件夹下新建' : '新建文件夹'}>
          <Button
            size="small"
            type="text"
            icon={<FolderAddOutlined />}
            onClick={() => setAction({ kind: 'create', parentId: selectedFolder })}
          >
            新建
          </Button>
        </Tooltip>
      </div>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : tree.length ? (
        <Tree<FolderNode>
          blockNode
          defaultExpandAll
          treeData={tree}
          fieldNames={{ key: 'key', title: 'title', children: 'children' }}
          selectedKeys={selectedFolder ? [selectedFolder] : []}
          onSelect={(keys) => keys.length && onView({ kind: 'folder', id: Number(keys[0]) })}
          titleRender={titleRender}
          style={{ margin: '0 0 4px' }}
        />
      ) : (
        <p className={styles.muted} style={{ padding: '4px 8px', margin: 0 }}>
          还没有文件夹，点「新建」按主题整理素材
        </p>
      )}
      <div className={styles.sideFoot}>
        {nav(view.kind === 'trash', <DeleteOutlined />, '回收站', trashCount, () => onView({ kind: 'trash' }))}
      </div>
      <FolderActions action={action} folders={folders} onClose={() => setAction(null)} />
    </Card>
  );
}
