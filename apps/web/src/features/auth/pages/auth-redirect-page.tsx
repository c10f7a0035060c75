import { LoginOutlined } from '@ant-design/icons';
import type { ShopPlatform } from '@podbench/contract';
import { Button, Card, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useFinishShopAuthorize } from '../api/finish-shop-authorize';
import { AuthorizeFailure } from '../components/authorize-failure';
import { AuthorizeProgressSteps } from '../components/authorize-progress-steps';
import { AuthorizeSuccess } from '../components/authorize-success';
import { type RedirectParams, useRedirectParams } from '../components/use-redirect-params';

const MARKETPLACE: Record<ShopPlatform, string> = { temu: 'Temu', shein: 'SHEIN' };
const BACK_AFTER_SECONDS = 3;

/**
 * /auth-redirect: landing point of a marketplace authorisation (Temu `code`, Shein `tempToken`, each with our
 * `state`). Finishes it once, shows progress, then the bound shop or the reason it failed, and returns to the
 * marketplace's shop list.
 */
export default function AuthRedirectPage() {
  const params = useRedirectParams();
  // Keyed by the parameters: a second redirect landing on the already-open page starts afresh.
  return <AuthRedirect key={params.query} {...params} />;
}

function AuthRedirect({ redirect, query }: RedirectParams) {
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const finish = useFinishShopAuthorize();
  const [secondsLeft, setSecondsLeft] = useState(BACK_AFTER_SECONDS);
  // The code and state are spent by the first call; StrictMode's second effect run must not send them again.
  const sent = useRef(false);
  const platform = redirect?.platform ?? 'temu';
  const bound = finish.data;

  const backToList = useCallback(
    () => navigate(`/authorizeShop/${platform}`, { replace: true, state: bound ? { shopId: bound.id } : null }),
    [navigate, platform, bound],
  );

  useEffect(() => {
    if (!redirect || !signedIn || sent.current) return;
    sent.current = true;
    finish.mutate(redirect);
  }, [redirect, signedIn, finish]);

  // Once bound, count down and go back to the list on our own; the button goes at once.
  useEffect(() => {
    if (!bound) return;
    if (secondsLeft <= 0) {
      backToList();
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [bound, secondsLeft, backToList]);

  if (!redirect) {
    return (
      <Card variant="borderless">
        <Result
          status="warning"
          title="缺少授权参数"
          subTitle="链接中没有平台返回的授权码（code 或 tempToken）及 state，请回到店铺授权页重新发起授权。"
          extra={
            <Button type="primary" onClick={() => navigate('/authorizeShop/temu')}>
              返回店铺授权
            </Button>
          }
        />
      </Card>
    );
  }
  if (!signedIn) {
    const again = `/auth-redirect?${query}`;
    return (
      <Card variant="borderless">
        <Result
          icon={<LoginOutlined style={{ color: '#7c3aed' }} />}
          title="请先登录 PodBench"
          subTitle="请登录发起授权的 PodBench 账号，登录后将自动完成店铺授权（授权码 10 分钟内有效）。"
          extra={
            <Button type="primary" onClick={() => navigate(`/login?redirect=${encodeURIComponent(again)}`)}>
              登录并继续授权
            </Button>
          }
        />
      </Card>
    );
  }

  const marketplace = MARKETPLACE[platform];
  return (
    <Card variant="borderless" styles={{ body: { padding: '32px 24px' } }}>
      <AuthorizeProgressSteps marketplace={marketplace} phase={bound ? 'done' : finish.error ? 'failed' : 'working'} />
      {bound ? (
        <AuthorizeSuccess shop={bound} secondsLeft={secondsLeft} onBack={backToList} />
      ) : finish.error ? (
        <AuthorizeFailure
          platform={platform}
          error={finish.error}
          onRetry={() => finish.mutate(redirect)}
          onBack={backToList}
        />
      ) : (
        <Result
          icon={<Spin size="large" />}
          title="正在完成店铺授权"
          subTitle={`正在向 ${marketplace} 换取授权并校验店铺信息，请勿关闭页面…`}
        />
      )}
    </Card>
  );
}
