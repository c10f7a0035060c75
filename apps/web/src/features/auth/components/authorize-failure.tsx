import type { ShopPlatform } from '@podbench/contract';
import { Button, Result, Space, Typography } from 'antd';
import { useStartShopAuthorize } from '@/shared/api/start-shop-authorize';
import { ApiError } from '@/shared/request/request';

interface Props {
  platform: ShopPlatform;
  error: Error;
  onRetry: () => void;
  onBack: () => void;
}

/**
 * Only a call that never reached the server is worth sending again: once it arrives the server spends the
 * state, so any answer means the seller has to start a new authorisation.
 */
const unreached = (error: Error) => error instanceof ApiError && error.code === 0;

export function AuthorizeFailure({ platform, error, onRetry, onBack }: Props) {
  const start = useStartShopAuthorize();
  const retry = unreached(error);
  return (
    <Result
      status="error"
      title="店铺授权未完成"
      subTitle={error.message}
      extra={
        <Space wrap>
          <Button type={retry ? 'default' : 'primary'} loading={start.isPending} onClick={() => start.mutate(platform)}>
            重新发起授权
          </Button>
          {retry ? (
            <Button type="primary" onClick={onRetry}>
              重试
            </Button>
          ) : null}
          <Button onClick={onBack}>返回店铺列表</Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
        授权链接 10 分钟内有效且只能使用一次；请用发起授权的 PodBench 账号完成，换账号登录或重复打开链接都会导致失败。
      </Typography.Paragraph>
    </Result>
  );
}
