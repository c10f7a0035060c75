import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { passwordSchema, phoneSchema, smsCodeSchema, usernameSchema } from '@podbench/contract';
import { App, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { required, zodRule } from '@/shared/utils/form-rules';
import { SmsCodeInput } from '@/shared/ui/sms-code-input';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';

interface Values {
  username: string;
  password: string;
  confirm: string;
  phone: string;
  code: string;
}

/** /register: a main account needs a username, a password and a phone verified by SMS (scene register). */
export default function RegisterPage() {
  const [form] = Form.useForm<Values>();
  const register = useRegister();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const onFinish = async ({ confirm: _confirm, ...values }: Values) => {
    const data = await register.mutateAsync(values).catch(() => undefined);
    if (data === undefined) return;
    if (data?.token) {
      message.success('注册成功，欢迎使用 PodBench');
      navigate('/', { replace: true });
    } else {
      message.success('注册成功，请登录');
      navigate('/login', { replace: true });
    }
  };

  return (
    <AuthLayout
      title="注册账号"
      subtitle="几分钟开通，立即开始设计与发布"
      footer={
        <>
          已有账号？<Link to="/login">去登录</Link>
        </>
      }
    >
      <Form form={form} name="register" size="large" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="username" rules={[required('请输入用户名'), zodRule(usernameSchema)]}>
          <Input prefix={<UserOutlined />} placeholder="用户名（字母开头，4-20 位）" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[required('请输入密码'), zodRule(passwordSchema)]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="密码（至少 8 位，含字母和数字）"
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          dependencies={['password']}
          rules={[
            required('请再次输入密码'),
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder="确认密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="phone" rules={[required('请输入手机号'), zodRule(phoneSchema)]}>
          <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="code" rules={[required('请输入短信验证码'), zodRule(smsCodeSchema)]}>
          <SmsCodeInput scene="register" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={register.isPending}>
          注册
        </Button>
      </Form>
    </AuthLayout>
  );
}
