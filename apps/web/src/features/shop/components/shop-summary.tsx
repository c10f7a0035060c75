import { CheckCircleFilled } from '@ant-design/icons';
import type { ShopRow } from '@podbench/contract';
import { Descriptions, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { ExpiryTag } from './expiry-tag';
import { ManagedTypeTag } from './managed-type-tag';
import { ScopeWarning } from './scope-warning';

const DATE_TIME = '{y}-{m}-{d} {h}:{i}';

/** What the marketplace told us about a freshly authorised shop. */
export function ShopSummary({ shop, now }: { shop: ShopRow; now: number }) {
  const temu = shop.platform === 'temu';
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'name', label: '店铺名称', children: <Typography.Text strong>{shop.mallName}</Typography.Text> },
        {
          key: 'mall',
          label: temu ? 'Mall ID' : '店铺 ID',
          children: <Typography.Text copyable>{shop.mallId}</Typography.Text>,
        },
        ...(temu ? [{ key: 'type', label: '托管类型', children: <ManagedTypeTag value={shop.managedType} /> }] : []),
        {
          key: 'expiry',
          label: '授权有效期至',
          children: (
            <>
              {shop.tokenExpireTime === null ? '长期有效' : parseTime(shop.tokenExpireTime, DATE_TIME)}{' '}
              {shop.tokenExpireTime === null ? null : <ExpiryTag shop={shop} now={now} />}
            </>
          ),
        },
        ...(temu
          ? [
              {
                key: 'scopes',
                label: '接口权限',
                span: 'filled' as const,
                children: shop.missingScopes.length ? (
                  <ScopeWarning scopes={shop.missingScopes} />
                ) : (
                  <Typography.Text type="success">
                    <CheckCircleFilled /> 已授权全部所需接口
                  </Typography.Text>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
