import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

interface Props {
  open: boolean;
  title: string;
  initial?: string;
  confirmLoading?: boolean;
  onOk: (name: string) => void;
  onCancel: () => void;
}

/** Asks for a folder name (create / rename), with the server's rules checked before sending. */
export function FolderNameModal({ open, title, initial = '', confirmLoading, onOk, onCancel }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initial });
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={confirmLoading}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (v) => onOk(v.name.trim()),
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => onOk(v.name.trim())}>
        <Form.Item
          name="name"
          label="文件夹名称"
          rules={[
            { required: true, whitespace: true, message: '请输入文件夹名称' },
            { max: 50, message: '文件夹名称最多 50 个字符' },
            { pattern: /^[^\\/]+$/, message: '名称不能包含 / 或 \\' },
          ]}
        >
          <Input autoFocus maxLength={50} placeholder="如：圣诞节、宠物、文字素材" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
