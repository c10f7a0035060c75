import type { GalleryFolder } from '@podbench/contract';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { useCreateFolder } from '../api/create-folder';
import { useDeleteFolder } from '../api/delete-folder';
import { useMoveFolder } from '../api/move-folder';
import { useRenameFolder } from '../api/rename-folder';
import { subtreeIds } from '../lib/folder-tree';
import { FolderNameModal } from './folder-name-modal';
import { FolderPicker } from './folder-picker';

export type FolderAction = { kind: 'create'; parentId: number } | { kind: 'rename' | 'move'; folder: GalleryFolder };

/** Deleting asks first and says what happens: the contents move up a level, nothing is lost. */
export function useConfirmDeleteFolder(onDeleted: (folder: GalleryFolder) => void) {
  const { message, modal } = App.useApp();
  const remove = useDeleteFolder();
  return (f: GalleryFolder) =>
    modal.confirm({
      title: `删除文件夹「${f.name}」？`,
      content: '文件夹中的图片和子文件夹会移到上一级，图片不会被删除。',
      okText: '删除文件夹',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove.mutateAsync(f.id).then(
          (r) => {
            message.success(`已删除「${f.name}」，${r.movedImages} 张图片、${r.movedFolders} 个子文件夹已移到上一级`);
            onDeleted(f);
          },
          () => undefined,
        ),
    });
}

/** The dialogs behind the folder tree's menu: create, rename, move. */
export function FolderActions({
  action,
  folders,
  onClose,
}: {
  action: FolderAction | null;
  folders: GalleryFolder[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const move = useMoveFolder();
  const [target, setTarget] = useState<number | undefined>(undefined);
  const named = action?.kind === 'create' || action?.kind === 'rename';
  return (
    <>
      <FolderNameModal
        open={named}
        title={action?.kind === 'rename' ? '重命名文件夹' : '新建文件夹'}
        initial={action?.kind === 'rename' ? action.folder.name : ''}
        confirmLoading={create.isPending || rename.isPending}
        onCancel={onClose}
        onOk={(name) => {
          const done =
            action?.kind === 'rename'
              ? rename.mutateAsync({ id: action.folder.id, name })
              : create.mutateAsync({ parentId: action?.kind === 'create' ? action.parentId : 0, name });
          done.then(
            () => {
              message.success(action?.kind === 'rename' ? '已重命名' : `已创建文件夹「${name}」`);
              onClose();
            },
            () => undefined,
          );
        }}
      />
      <Modal
        open={action?.kind === 'move'}
        title={action?.kind === 'move' ? `移动文件夹「${action.folder.name}」到` : ''}
        okText="移动"
        cancelText="取消"
        confirmLoading={move.isPending}
        okButtonProps={{ disabled: target === undefined }}
        destroyOnHidden
        afterClose={() => setTarget(undefined)}
        onCancel={onClose}
        onOk={() => {
          if (action?.kind !== 'move' || target === undefined) return;
          move.mutateAsync({ id: action.folder.id, parentId: target }).then(
            () => {
              message.success('已移动');
              onClose();
            },
            () => undefined,
          );
        }}
      >
        {action?.kind === 'move' && (
          <FolderPicker
            folders={folders}
            value={target}
            onChange={setTarget}
            exclude={subtreeIds(folders, action.folder.id)}
            rootLabel="顶层"
          />
        )}
      </Modal>
    </>
  );
}
