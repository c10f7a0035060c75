import { Button, Segmented, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { afterLoginTarget } from '@/shared/auth/login-redirect';
import { AuthLayout } from '../components/auth-layout';
import { PasswordLoginForm } from '../components/password-login-form';

// The SMS form validates with the contract's zod schemas; it loads when its tab is first shown (or once the
// page is idle) so the sign-in page itself stays small.
const loadSmsForm = () => import('../components/sms-login-form');
const SmsLoginForm = lazy(() => loadSmsForm().then((m) => ({ default: m.SmsLoginForm })));
const ResetPasswordForm = lazy(() =>
  import('../components/reset-password-form').then((m) => ({ default: m.ResetPasswordForm })),
);

/**
 * /login: 账号密码登录 (with captcha) or 短信登录; afterwards back to where the user wanted to go. 忘记密码 switches
 * the page to the SMS reset form (no route of its own: the public routes are the spec's whitelist).
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'password' | 'sms'>('password');
  const [resetting, setResetting] = useState(false);
  const onSuccess = () => navigate(afterLoginTarget(params.get('redirect')), { replace: true });

  useEffect(() => {
    const timer = window.setTimeout(() => void loadSmsForm(), 2000);
    return () => window.clearTimeout(timer);
  }, []);

  if (resetting) {
    return (
      <AuthLayout
        title="重置密码"
        subtitle="忘记密码？用绑定的手机号设置新密码"
        footer={
          <>
            想起来了？
            <Button type="link" size="small" onClick={() => setResetting(false)} style={{ padding: 0 }}>
              返回登录
            </Button>
          </>
        }
      >
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
          <ResetPasswordForm
            onDone={() => {
              setResetting(false);
              setMode('password');
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="欢迎登录"
      subtitle="登录 PodBench 跨境POD卖家工作台"
      footer={
        <>
          还没有账号？<Link to="/register">立即注册</Link>
          <span style={{ margin: '0 10px', color: '#d4d0e0' }}>|</span>
          <Link to="/index">了解 PodBench</Link>
          <span style={{ margin: '0 10px', color: '#d4d0e0' }}>|</span>
          <Button type="link" size="small" onClick={() => setResetting(true)} style={{ padding: 0 }}>
            忘记密码
          </Button>
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
