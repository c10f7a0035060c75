import type { ShopRow } from '@podbench/contract';
import { Button, Descriptions, Result } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';

interface Props {
  shop: ShopRow;
  secondsLeft: number;
  onBack: () => void;
}

/** The shop the marketplace confirmed, while the page counts down to the shop list. */
export function AuthorizeSuccess({ shop, secondsLeft, onBack }: Props) {
  const temu = shop.platform === 'temu';
  return (
    <Result
      status="success"
      title="店铺授权成功"
      subTitle={`「${shop.mallName}」已绑定到你的账号${secondsLeft > 0 ? `，${secondsLeft} 秒后自动返回店铺列表` : ''}。`}
      extra={
        <Button type="primary" onClick={onBack}>
          立即返回店铺列表
        </Button>
      }
    >
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'name', label: '店铺名称', children: shop.mallName },
          { key: 'mall', label: temu ? 'Mall ID' : '店铺 ID', children: shop.mallId },
          ...(temu ? [{ key: 'type', label: '托管类型', children: shop.managedType ?? '—' }] : []),
          {
            key: 'expiry',
            label: '授权有效期至',
            children:
              shop.tokenExpireTime === null ? '长期有效' : parseTime(shop.tokenExpireTime, '{y}-{m}-{d} {h}:{i}'),
          },
        ]}
      />
    </Result>
  );
}
