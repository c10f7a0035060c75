import { passwordSchema, SUB_ACCOUNT_PERMISSIONS, usernameSchema } from '@podbench/contract';
import { App, Checkbox, Form, Input, Modal, Skeleton } from 'antd';
import { useEffect } from 'react';
import { required, zodRule } from '@/shared/utils/form-rules';
import { useAddSubAccount } from '../api/add-sub-account';
import { useEditSubAccount } from '../api/edit-sub-account';
import { useSubAccount } from '../api/get-sub-account';

interface Values {
  userName: string;
  nickName: string;
  password?: string;
  permissions: string[];
}

interface SubAccountModalProps {
  /** null: closed; 'new': add; a number: edit that sub-account. */
  target: 'new' | number | null;
  onClose: () => void;
}

const OPTIONS = SUB_ACCOUNT_PERMISSIONS.map((p) => ({ label: p.label, value: p.value }));

export function SubAccountModal({ target, onClose }: SubAccountModalProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const editing = typeof target === 'number' ? target : null;
  const detail = useSubAccount(editing);
  const add = useAddSubAccount();
  const edit = useEditSubAccount();

  useEffect(() => {
    if (target === 'new') form.resetFields();
    if (detail.data && editing !== null) {
      form.setFieldsValue({ ...detail.data, password: '' });
    }
  }, [target, editing, detail.data, form]);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      if (editing === null) {
        await add.mutateAsync({
          userName: values.userName.trim(),
          nickName: values.nickName.trim(),
          password: values.password ?? '',
          permissions: values.permissions ?? [],
        });
        message.success('子账号已创建');
      } else {
        await edit.mutateAsync({
          id: editing,
          nickName: values.nickName.trim(),
          permissions: values.permissions ?? [],
          ...(values.password ? { password: values.password } : {}),
        });
        message.success('子账号已更新');
      }
      onClose();
    } catch {
      // Shown by the request layer.
    }
  };

  return (
    <Modal
      open={target !== null}
      title={editing === null ? '新增子账号' : '编辑子账号'}
      okText={editing === null ? '创建' : '保存'}
      cancelText="取消"
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={add.isPending || edit.isPending}
      destroyOnHidden
      forceRender
      width={560}
    >
      {editing !== null && detail.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={form} name="subAccount" layout="vertical" requiredMark={false} initialValues={{ permissions: [] }}>
          <Form.Item
            label="登录用户名"
            name="userName"
            rules={editing === null ? [required('请输入用户名'), zodRule(usernameSchema)] : []}
          >
            <Input disabled={editing !== null} placeholder="字母开头，4-20 位" autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="昵称"
            name="nickName"
            rules={[required('请输入昵称'), { max: 30, message: '昵称最多 30 个字符' }]}
          >
            <Input placeholder="如：设计-小王" maxLength={30} />
          </Form.Item>
          <Form.Item
            label={editing === null ? '登录密码' : '重置密码'}
            name="password"
            rules={editing === null ? [required('请输入密码'), zodRule(passwordSchema)] : [zodRule(passwordSchema)]}
            extra={editing === null ? '至少 8 位，需同时包含字母和数字' : '留空则不修改密码'}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="功能权限" name="permissions" extra="子账号只能使用勾选的功能，数据与主账号共享。">
            <Checkbox.Group
              options={OPTIONS}
              style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
