import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { passwordSchema, phoneSchema, smsCodeSchema } from '@podbench/contract';
import { Alert, Button, Form, Input } from 'antd';
import { SmsCodeInput } from '@/shared/ui/sms-code-input';
import { toastSuccess } from '@/shared/ui/feedback';
import { required, zodRule } from '@/shared/utils/form-rules';
import { useResetPassword } from '../api/reset-password';

interface Values {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * 忘记密码 (issue 21 §6), inside /login (the whitelist is the spec's): the bound phone gets a code for scene
 * resetPassword, the new password follows the sign-up rules, and afterwards the user signs in with it.
 */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();

  const onFinish = async (values: Values) => {
    try {
      await reset.mutateAsync({ phone: values.phone, code: values.code, password: values.password });
    } catch {
      form.setFieldValue('code', '');
      return; // the request layer has shown why
    }
    toastSuccess('密码已重置，请使用新密码登录');
    onDone();
  };

  return (
    <Form form={form} name="resetPassword" size="large" onFinish={onFinish} requiredMark={false}>
      <Alert
        type="info"
        showIcon
        message="通过账号绑定的手机号重置密码，重置后其他设备上的登录将失效。"
        style={{ marginBottom: 16 }}
      />
      <Form.Item name="phone" rules={[required('请输入手机号'), zodRule(phoneSchema)]}>
        <Input
          prefix={<MobileOutlined />}
          placeholder="绑定的手机号"
          maxLength={11}
          inputMode="tel"
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item name="code" rules={[required('请输入短信验证码'), zodRule(smsCodeSchema)]}>
        <SmsCodeInput scene="resetPassword" size="large" />
      </Form.Item>
      <Form.Item name="password" rules={[required('请输入新密码'), zodRule(passwordSchema)]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="新密码（8 位以上，含字母和数字）"
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        dependencies={['password']}
        rules={[
          required('请再次输入新密码'),
          ({ getFieldValue }) => ({
            validator: (_r, v) =>
              !v || v === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="确认新密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        重置密码
      </Button>
    </Form>
  );
}
