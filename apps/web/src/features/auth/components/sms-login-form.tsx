import { MobileOutlined } from '@ant-design/icons';
import { phoneSchema, smsCodeSchema } from '@podbench/contract';
import { Button, Form, Input } from 'antd';
import { required, zodRule } from '@/shared/utils/form-rules';
import { SmsCodeInput } from '@/shared/ui/sms-code-input';
import { useLoginByPhone } from '../api/login-by-phone';

interface Values {
  phone: string;
  code: string;
}

/** 短信登录: phone + the code sent for scene `login`. */
export function SmsLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [form] = Form.useForm<Values>();
  const login = useLoginByPhone();

  const onFinish = async (values: Values) => {
    try {
      await login.mutateAsync(values);
      onSuccess();
    } catch {
      form.setFieldValue('code', '');
    }
  };

  return (
    <Form form={form} name="smsLogin" size="large" onFinish={onFinish} requiredMark={false}>
      <Form.Item name="phone" rules={[required('请输入手机号'), zodRule(phoneSchema)]}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="code" rules={[required('请输入短信验证码'), zodRule(smsCodeSchema)]}>
        <SmsCodeInput scene="login" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}
