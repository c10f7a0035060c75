import type { ShopRow } from '@podbench/contract';
import { App, Button, Popconfirm, Space } from 'antd';
import { useUnbindShop } from '../api/unbind-shop';

interface Props {
  shop: ShopRow;
  onReauthorize: (shop: ShopRow) => void;
}

/** 重新授权 and 解绑 (with a confirmation that says what unbinding stops). */
export function ShopActions({ shop, onReauthorize }: Props) {
  const { message } = App.useApp();
  const unbind = useUnbindShop();
  const onUnbind = () =>
    unbind.mutateAsync(shop.id).then(
      () => message.success(`已解绑「${shop.mallName}」`),
      () => undefined,
    );
  const expired = shop.status === '已过期';

  return (
    <Space size={0}>
      <Button
        type="link"
        size="small"
        onClick={() => onReauthorize(shop)}
        style={expired ? { fontWeight: 600 } : undefined}
      >
        重新授权
      </Button>
      {shop.status === '已解绑' ? null : (
        <Popconfirm
          title={`解绑「${shop.mallName}」？`}
          description={
            <div style={{ maxWidth: 300 }}>
              解绑后将删除该店铺的授权凭证，停止发布与同步；历史记录会保留，之后可随时重新授权。
            </div>
          }
          okText="解绑"
          okButtonProps={{ danger: true }}
          onConfirm={onUnbind}
        >
          <Button type="link" size="small" danger>
            解绑
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
