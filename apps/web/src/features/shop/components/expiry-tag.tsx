import { ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import type { ShopRow } from '@podbench/contract';
import { Tag } from 'antd';
import { shopExpiry } from '../lib/token-expiry';

/** 剩余 N 天 (quiet), N 天后到期 (warning, from 7 days before), 已过期 (error). */
export function ExpiryTag({ shop, now }: { shop: Pick<ShopRow, 'status' | 'tokenExpireTime'>; now: number }) {
  const { level, text } = shopExpiry(shop, now);
  if (level === 'none') return null;
  if (level === 'expired') {
    return (
      <Tag color="error" icon={<ExclamationCircleOutlined />}>
        {text}
      </Tag>
    );
  }
  if (level === 'soon') {
    return (
      <Tag color="warning" icon={<ClockCircleOutlined />}>
        {text}
      </Tag>
    );
  }
  return <Tag variant="filled">{text}</Tag>;
}
