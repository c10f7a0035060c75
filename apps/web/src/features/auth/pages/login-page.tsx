import { Segmented, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { afterLoginTarget } from '@/shared/auth/login-redirect';
import { AuthLayout } from '../components/auth-layout';
import { PasswordLoginForm } from '../components/password-login-form';

// The SMS form validates with the contract's zod schemas; it loads when its tab is first shown (or once the
// page is idle) so the sign-in page itself stays small.
const loadSmsForm = () => import('../components/sms-login-form');
const SmsLoginForm = lazy(() => loadSmsForm().then((m) => ({ default: m.SmsLoginForm })));

/** /login: 账号密码登录 (with captcha) or 短信登录; afterwards back to where the user wanted to go. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'password' | 'sms'>('password');
  const onSuccess = () => navigate(afterLoginTarget(params.get('redirect')), { replace: true });

  useEffect(() => {
    const timer = window.setTimeout(() => void loadSmsForm(), 2000);
    return () => window.clearTimeout(timer);
  }, []);

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
      <Segmented
        block
        size="large"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'password', label: '账号密码登录' },
          { value: 'sms', label: '短信登录' },
        ]}
        style={{ marginBottom: 24 }}
      />
      {mode === 'password' ? (
        <PasswordLoginForm onSuccess={onSuccess} />
      ) : (
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
          <SmsLoginForm onSuccess={onSuccess} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
