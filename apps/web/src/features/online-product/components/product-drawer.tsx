import { Descriptions, Drawer, Image, Skeleton, Space } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { useOnlineProduct } from '../api/get-online-products';
import { ProductStatusTag } from './product-status-tag';
import { SkuTable } from './sku-table';

export function ProductDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data } = useOnlineProduct(id);
  return (
    <Drawer title="商品详情" open={id !== null} onClose={onClose} size="large" styles={{ wrapper: { width: 860 } }}>
      {!data ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Image.PreviewGroup>
            <Space wrap>
              {data.carouselImageUrls.map((u) => (
                <Image key={u} src={u} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
              ))}
            </Space>
          </Image.PreviewGroup>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="商品名称" span={2}>
              {data.productName}
            </Descriptions.Item>
            <Descriptions.Item label="SPU ID">{data.productId}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <ProductStatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label="店铺">{data.shopName}</Descriptions.Item>
            <Descriptions.Item label="上架时间">{data.onSaleAt ? parseTime(data.onSaleAt) : '—'}</Descriptions.Item>
            <Descriptions.Item label="近30天销量">{data.sales30d}</Descriptions.Item>
            <Descriptions.Item label="同步时间">{parseTime(data.lastSyncedAt)}</Descriptions.Item>
          </Descriptions>
          <SkuTable skcs={data.skcs} />
        </Space>
      )}
    </Drawer>
  );
}
