import type { SheinOrderLine } from '@podbench/contract';
import { Descriptions, Drawer, Skeleton, Table, Tag } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { useSheinOrder } from '../api/shein-orders';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** One Shein stock-up order: its header and every SKU line. */
export function SheinOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, isLoading } = useSheinOrder(id);
  return (
    <Drawer
      title="备货单详情"
      open={id !== null}
      onClose={onClose}
      size="large"
      styles={{ wrapper: { width: 860, maxWidth: '100vw' } }}
      destroyOnHidden
    >
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered data-testid="shein-order-detail">
            <Descriptions.Item label="备货单号">{data.orderNo}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag>{data.statusLabel}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="店铺">{data.shopName}</Descriptions.Item>
            <Descriptions.Item label="SPU">{data.spuName}</Descriptions.Item>
            <Descriptions.Item label="商品" span={2}>
              {data.title}
            </Descriptions.Item>
            <Descriptions.Item label="件数">{data.quantity}</Descriptions.Item>
            <Descriptions.Item label="金额">{yuan(data.amountFen)}</Descriptions.Item>
            <Descriptions.Item label="下单时间">{parseTime(data.placedAt)}</Descriptions.Item>
            <Descriptions.Item label="同步时间">{parseTime(data.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <Table<SheinOrderLine>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="skuCode"
            pagination={false}
            scroll={{ x: 720 }}
            dataSource={data.lines}
            columns={[
              { title: '颜色', dataIndex: 'color' },
              { title: '尺码', dataIndex: 'size' },
              { title: 'SKC', dataIndex: 'skcName' },
              { title: 'SKU 编码', dataIndex: 'skuCode' },
              { title: '供应商 SKU', dataIndex: 'supplierSku' },
              { title: '数量', dataIndex: 'quantity' },
              { title: '单价', dataIndex: 'priceFen', render: yuan },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
