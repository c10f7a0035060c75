import { PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Empty, Typography } from 'antd';
import type { PlatformMeta } from '../lib/platform-meta';

interface Props {
  meta: PlatformMeta;
  onAuthorize?: () => void;
}

/** The first visit: what authorising gives, and the one button that starts it. */
export function ShopsEmpty({ meta, onAuthorize }: Props) {
  return (
    <Empty
      image={<ShopOutlined style={{ fontSize: 56, color: '#c4b5fd' }} />}
      styles={{ image: { height: 64, marginBottom: 12 } }}
      description={
        <>
          <Typography.Text strong style={{ fontSize: 15 }}>
            还没有授权 {meta.name} 店铺
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">授权后即可一键发布设计好的商品，并自动同步订单与质检结果</Typography.Text>
        </>
      }
      style={{ padding: '32px 0' }}
    >
      {onAuthorize ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAuthorize}>
          授权店铺
        </Button>
      ) : null}
    </Empty>
  );
}
