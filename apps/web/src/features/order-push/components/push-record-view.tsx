import { DownloadOutlined } from '@ant-design/icons';
import type { OrderPushDetail } from '@podbench/contract';
import { Button, Descriptions, Table, Tag, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';

/** One push: the order, its result and the print files (each a signed download). */
export function PushRecordView({ record }: { record: OrderPushDetail }) {
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
        <Descriptions.Item label="备货单号">{record.subPurchaseOrderSn}</Descriptions.Item>
        <Descriptions.Item label="结果">
          {record.result === 'success' ? <Tag color="success">推送成功</Tag> : <Tag color="error">推送失败</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="商品" span={2}>
          {record.productName}
        </Descriptions.Item>
        <Descriptions.Item label="店铺">{record.shopName || '—'}</Descriptions.Item>
        <Descriptions.Item label="数量">{record.quantity}</Descriptions.Item>
        <Descriptions.Item label="推送时间">{parseTime(record.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="操作人">{record.pushedBy}</Descriptions.Item>
        <Descriptions.Item label="说明" span={2}>
          <Typography.Text type={record.result === 'success' ? undefined : 'danger'}>{record.message}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        印刷文件（{record.files.length}）
      </Typography.Title>
      <Table
        size="small"
        rowKey="url"
        pagination={false}
        dataSource={record.files}
        columns={[
          { title: '印刷区域', dataIndex: 'areaName', width: 120 },
          { title: '颜色', dataIndex: 'color', width: 100, render: (c: string) => c || '全部颜色' },
          { title: '尺寸（像素）', key: 'size', render: (_, f) => `${f.width} × ${f.height}` },
          {
            title: '文件',
            key: 'file',
            width: 120,
            render: (_, f) => (
              <Button size="small" icon={<DownloadOutlined />} href={f.url} target="_blank" rel="noreferrer">
                下载
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
