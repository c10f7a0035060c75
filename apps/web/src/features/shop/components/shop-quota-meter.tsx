import { InfoCircleOutlined } from '@ant-design/icons';
import { Flex, Progress, Skeleton, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ShopQuota } from '../api/use-shop-quota';

/** 已授权 used / limit: Temu and Shein shops count against one VIP limit. */
export function ShopQuotaMeter({ quota }: { quota: ShopQuota | undefined }) {
  if (!quota) return <Skeleton.Input active size="small" style={{ width: 150 }} />;
  const full = quota.used >= quota.limit;
  return (
    <Flex vertical gap={2} style={{ minWidth: 150 }} data-testid="shop-quota">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        店铺额度{' '}
        <Tooltip title="Temu 与 SHEIN 店铺合计（不含已解绑），上限随会员等级提升">
          <InfoCircleOutlined />
        </Tooltip>
      </Typography.Text>
      <Flex align="baseline" gap={6}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {quota.used} / {quota.limit}
        </Typography.Text>
        {full ? (
          <Link to="/system/vip" style={{ fontSize: 12 }}>
            升级会员
          </Link>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            还可授权 {quota.limit - quota.used} 个
          </Typography.Text>
        )}
      </Flex>
      <Progress
        percent={quota.limit ? Math.min(100, (quota.used / quota.limit) * 100) : 100}
        showInfo={false}
        size="small"
        // Being at the limit is a reason to act, not an error: orange, not red.
        strokeColor={full ? '#fa8c16' : undefined}
        aria-label={`已授权 ${quota.used} 个，上限 ${quota.limit} 个`}
      />
    </Flex>
  );
}
