import type { GalleryFolder } from '@podbench/contract';
import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTags } from '../api/get-tags';
import { useMoveImages } from '../api/move-images';
import { useTagImages } from '../api/tag-images';
import { FolderPicker } from './folder-picker';

/** Moves the selected images to a folder. */
export function MoveImagesModal({
  ids,
  folders,
  open,
  onClose,
}: {
  ids: number[];
  folders: GalleryFolder[];
  open: boolean;
  onClose: (moved: boolean) => void;
}) {
  const { message } = App.useApp();
  const move = useMoveImages();
  const [target, setTarget] = useState<number | undefined>(undefined);
  return (
    <Modal
      open={open}
      title={`移动 ${ids.length} 张图片到`}
      okText="移动"
      cancelText="取消"
      confirmLoading={move.isPending}
      okButtonProps={{ disabled: target === undefined }}
      afterClose={() => setTarget(undefined)}
      onCancel={() => onClose(false)}
      onOk={() =>
        target !== undefined &&
        move.mutateAsync({ ids, folderId: target }).then(
          (r) => {
            message.success(`已移动 ${r.count} 张图片`);
            onClose(true);
          },
          () => undefined,
        )
      }
    >
      <FolderPicker folders={folders} value={target} onChange={setTarget} />
    </Modal>
  );
}

/** Adds and removes tags on the selected images in one go. */
export function TagImagesModal({ ids, open, onClose }: { ids: number[]; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const tags = useTags();
  const tag = useTagImages();
  const [form] = Form.useForm<{ add: string[]; remove: string[] }>();
  const options = (tags.data ?? []).map((t) => ({ value: t.name, label: t.name }));
  return (
    <Modal
      open={open}
      title={`为 ${ids.length} 张图片设置标签`}
      okText="保存"
      cancelText="取消"
      confirmLoading={tag.isPending}
      destroyOnHidden
      onCancel={onClose}
      onOk={() =>
        form.validateFields().then(
          ({ add = [], remove = [] }) => {
            if (!add.length && !remove.length) return onClose();
            return tag.mutateAsync({ ids, add: add.map((t) => t.trim()).filter(Boolean), remove }).then(
              () => {
                message.success('标签已更新');
                onClose();
              },
              () => undefined,
            );
          },
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="add"
          label="添加标签"
          extra="输入后按回车，可添加多个；每个最多 20 个字符"
          rules={[
            {
              validator: (_r, v: string[] = []) =>
                v.every((t) => t.trim().length <= 20 && !/[,，]/.test(t))
                  ? Promise.resolve()
                  : Promise.reject(new Error('标签最多 20 个字符，且不能包含逗号')),
            },
          ]}
        >
          <Select
            mode="tags"
            options={options}
            placeholder="如：圣诞、猫咪、复古"
            tokenSeparators={[',', '，']}
            maxCount={20}
          />
        </Form.Item>
        <Form.Item name="remove" label="移除标签">
          <Select mode="multiple" options={options} placeholder="选择要移除的标签" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
