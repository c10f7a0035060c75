import { DownloadOutlined } from '@ant-design/icons';
import type { TemuOrderDetail } from '@podbench/contract';
import { Button, Card, Descriptions, Empty, Image, Space, Tag, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';

/** 印刷文件 and 效果图 of the order's design: what production prints, at the design's current version. */
export function OrderFiles({ order }: { order: TemuOrderDetail }) {
  return (
    <Card title={`印刷文件与效果图（${order.printFiles.length} 个印刷文件）`}>
      {order.printFiles.length === 0 && order.mockupUrls.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={order.designId ? '设计的印刷文件尚未生成，请在设计中心打开该设计重新生成' : '订单未匹配到设计'}
        />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap size={12}>
            {order.printFiles.map((f) => (
              <Card key={f.url} size="small" style={{ width: 180 }} styles={{ body: { padding: 8 } }}>
                <Image
                  src={f.url}
                  width={162}
                  height={162}
                  style={{ objectFit: 'contain', background: '#f5f5f5' }}
                  alt={`印刷文件 ${f.areaName}`}
                />
                <Space style={{ marginTop: 6, justifyContent: 'space-between', width: '100%' }}>
                  <span>
                    <Tag>{f.areaName}</Tag>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {f.width}×{f.height}
                    </Typography.Text>
                  </span>
                  <Button
                    size="small"
                    type="text"
                    icon={<DownloadOutlined />}
                    href={f.url}
                    download
                    aria-label={`下载${f.areaName}印刷文件`}
                  />
                </Space>
              </Card>
            ))}
          </Space>
          {order.mockupUrls.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap size={8}>
                {order.mockupUrls.map((u, i) => (
                  <Image
                    key={u}
                    src={u}
                    width={88}
                    height={88}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                    alt={`效果图 ${i + 1}`}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </Space>
      )}
    </Card>
  );
}

const SHIP_STATE: Record<string, { text: string; color: string }> = {
  pending: { text: '发货中', color: 'processing' },
  sent: { text: '已发出', color: 'success' },
  failed: { text: '发货失败', color: 'error' },
};

/** 物流: the shipment to Temu's warehouse once the operator ships. */
export function OrderShipment({ order }: { order: TemuOrderDetail }) {
  const s = order.shipment;
  return (
    <Card title="物流">
      {s ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="状态">
            <Tag color={SHIP_STATE[s.state]?.color}>{SHIP_STATE[s.state]?.text ?? s.state}</Tag>
            <Typography.Text type="secondary">Temu：{s.temuStatusText}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="承运商">{s.carrier}</Descriptions.Item>
          <Descriptions.Item label="运单号">
            <Typography.Text copyable>{s.trackingNo}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="发货单号">{s.deliveryOrderSn ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="包裹重量">{(s.weightG / 1000).toFixed(2)} kg</Descriptions.Item>
          <Descriptions.Item label="发货时间">{s.shippedAt ? parseTime(s.shippedAt) : '—'}</Descriptions.Item>
          {s.error && (
            <Descriptions.Item label="失败原因">
              <Typography.Text type="danger">{s.error}</Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未发货" />
      )}
    </Card>
  );
}
