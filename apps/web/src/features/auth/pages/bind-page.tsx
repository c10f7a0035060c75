import { MobileOutlined } from '@ant-design/icons';
import { phoneSchema, smsCodeSchema } from '@podbench/contract';
import { App, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { refreshAccountInfo } from '@/shared/auth/session';
import { required, zodRule } from '@/shared/utils/form-rules';
import { SmsCodeInput } from '@/shared/ui/sms-code-input';
import { useCheckSmsCode } from '../api/check-sms-code';
import { AuthLayout } from '../components/auth-layout';

interface Values {
  phone: string;
  code: string;
}

/** /bind: attaches a phone, verified by SMS (scene bind), to an account that has none. */
export default function BindPage() {
  const [form] = Form.useForm<Values>();
  const bind = useCheckSmsCode();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const navigate = useNavigate();
  const { message } = App.useApp();

  const onFinish = async (values: Values) => {
    const ok = await bind.mutateAsync(values).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    message.success('手机号绑定成功');
    if (signedIn) await refreshAccountInfo().catch(() => undefined);
    navigate(signedIn ? '/' : '/login', { replace: true });
  };

  return (
    <AuthLayout
      title="绑定手机号"
      subtitle="为了账户安全与接收订单通知，请先绑定手机号"
      footer={signedIn ? <Link to="/">稍后再说，进入工作台</Link> : <Link to="/login">返回登录</Link>}
    >
      <Form form={form} name="bindPhone" size="large" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="phone" rules={[required('请输入手机号'), zodRule(phoneSchema)]}>
          <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="code" rules={[required('请输入短信验证码'), zodRule(smsCodeSchema)]}>
          <SmsCodeInput scene="bind" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={bind.isPending}>
          确认绑定
        </Button>
      </Form>
    </AuthLayout>
  );
}
