import { passwordSchema } from '@podbench/contract';
import { Alert, App, Button, Form, Input } from 'antd';
import { required, zodRule } from '@/shared/utils/form-rules';
import { useChangePassword } from '../api/change-password';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** 修改密码: the old password is checked by the server, which then signs out the other sessions. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const changePassword = useChangePassword();

  const onFinish = async ({ oldPassword, newPassword }: Values) => {
    try {
      await changePassword.mutateAsync({ oldPassword, newPassword });
      message.success('密码已修改，其他设备上的登录已失效');
      form.resetFields();
    } catch {
      // Shown by the request layer.
    }
  };

  return (
    <Form
      form={form}
      name="changePassword"
      layout="vertical"
      onFinish={onFinish}
      style={{ maxWidth: 480 }}
      requiredMark={false}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 20 }} title="修改密码后，其他设备上的登录将自动退出。" />
      <Form.Item label="原密码" name="oldPassword" rules={[required('请输入原密码')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPassword"
        rules={[required('请输入新密码'), zodRule(passwordSchema)]}
        extra="至少 8 位，需同时包含字母和数字"
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirm"
        dependencies={['newPassword']}
        rules={[
          required('请再次输入新密码'),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
        修改密码
      </Button>
    </Form>
  );
}
