import { Tabs } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { afterLoginTarget } from '@/shared/auth/login-redirect';
import { AuthLayout } from '../components/auth-layout';
import { PasswordLoginForm } from '../components/password-login-form';
import { SmsLoginForm } from '../components/sms-login-form';

/** /login: 账号密码登录 (with captcha) or 短信登录; afterwards back to where the user wanted to go. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onSuccess = () => navigate(afterLoginTarget(params.get('redirect')), { replace: true });

  return (
    <AuthLayout
      title="欢迎登录"
      subtitle="登录 PodBench 跨境POD卖家工作台"
      footer={
        <>
          还没有账号？<Link to="/register">立即注册</Link>
          <span style={{ margin: '0 10px', color: '#d4d0e0' }}>|</span>
          <Link to="/index">了解 PodBench</Link>
        </>
      }
    >
      <Tabs
        defaultActiveKey="password"
        items={[
          { key: 'password', label: '账号密码登录', children: <PasswordLoginForm onSuccess={onSuccess} /> },
          { key: 'sms', label: '短信登录', children: <SmsLoginForm onSuccess={onSuccess} /> },
        ]}
      />
    </AuthLayout>
  );
}
