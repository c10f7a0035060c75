import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Alert, Button, Card, Descriptions, Drawer, Empty, Image, Skeleton, Space, Tag, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import { useOrderPush, useRepush } from '../api/push-records';

const AREA: Record<string, string> = { front: '正面', back: '背面', left: '左袖', right: '右袖' };

/** 印刷文件: what an order sent to production — the files to print, when, by whom; a failed push can be redone. */
export function PushRecordDrawer({
  orderId,
  orderSn,
  onClose,
}: {
  orderId: number | null;
  orderSn: string;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const { data, isLoading } = useOrderPush(orderId);
  const repush = useRepush();
  return (
    <Drawer open={orderId !== null} onClose={onClose} width={640} title={`印刷文件 · ${orderSn}`} destroyOnHidden>
      {isLoading ? (
        <Skeleton active />
      ) : !data ? (
        <Empty description="该订单尚未推送生产（支付后自动推送）" />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {data.result === 'failed' && (
            <Alert
              type="error"
              showIcon
              message={data.message}
              action={
                <Button
                  size="small"
                  icon={<ReloadOutlined />}
                  loading={repush.isPending}
                  onClick={async () => {
                    await repush.mutateAsync(data.orderId);
                    message.success('已重新推送');
                  }}
                >
                  重新推送
                </Button>
              }
            />
          )}
          <Descriptions column={2} size="small">
            <Descriptions.Item label="结果">
              <Tag color={data.result === 'success' ? 'success' : 'error'}>
                {data.result === 'success' ? '推送成功' : '推送失败'}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="数量">{data.quantity}</Descriptions.Item>
            <Descriptions.Item label="商品" span={2}>
              {data.productName}
            </Descriptions.Item>
            <Descriptions.Item label="店铺">{data.shopName}</Descriptions.Item>
            <Descriptions.Item label="推送人">{data.pushedBy}</Descriptions.Item>
            <Descriptions.Item label="推送时间" span={2}>
              {parseTime(data.createdAt)}
            </Descriptions.Item>
          </Descriptions>
          <Space wrap size={12}>
            {data.files.map((f) => (
              <Card key={f.url} size="small" style={{ width: 180 }} styles={{ body: { padding: 8 } }}>
                <Image src={f.url} width={162} height={162} style={{ objectFit: 'contain', background: '#f5f5f5' }} />
                <Space style={{ marginTop: 6, width: '100%', justifyContent: 'space-between' }}>
                  <span>
                    <Tag>{AREA[f.areaKey] ?? f.areaKey}</Tag>
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
                    aria-label="下载印刷文件"
                  />
                </Space>
              </Card>
            ))}
          </Space>
        </Space>
      )}
    </Drawer>
  );
}
