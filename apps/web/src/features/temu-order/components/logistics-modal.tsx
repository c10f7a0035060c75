import { CarOutlined } from '@ant-design/icons';
import { type PageResult, TEMU_LOGISTICS_API, type TemuShipmentRow } from '@podbench/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Input, Modal, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { http } from '@/shared/request/request';
import { parseTime } from '@/shared/utils/parse-time';

const STATE: Record<string, { text: string; color: string }> = {
  pending: { text: '发货中', color: 'processing' },
  sent: { text: '已发出', color: 'success' },
  failed: { text: '发货失败', color: 'error' },
};

/** 物流查询 (header): shipments to Temu's warehouses with carrier, tracking number, Temu's status and the history. */
export function LogisticsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [q, setQ] = useState<{ pageNum: number; keyword?: string }>({ pageNum: 1 });
  const { data, isFetching } = useQuery({
    queryKey: ['temu-orders', 'logistics', q],
    queryFn: () => http.get<PageResult<TemuShipmentRow>>(TEMU_LOGISTICS_API.page, { ...q, pageSize: 10 }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="物流查询" width={880} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder="备货单号 / 发货单号 / 运单号"
        style={{ width: 320, marginBottom: 16 }}
        onSearch={(v) => setQ({ pageNum: 1, keyword: v.trim() || undefined })}
        aria-label="物流查询关键词"
      />
      <Table<TemuShipmentRow>
        rowKey={(r) => `${r.orderId}:${r.deliveryOrderSn ?? ''}`}
        size="small"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 760 }}
        expandable={{
          rowExpandable: (r) => r.history.length > 0,
          expandedRowRender: (r) => (
            <Timeline
              style={{ marginTop: 8 }}
              items={r.history.map((h) => ({
                children: (
                  <>
                    <Typography.Text strong>{h.stateText}</Typography.Text>
                    <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                      {parseTime(h.at)}
                      {h.remark ? ` · ${h.remark}` : ''}
                    </Typography.Text>
                  </>
                ),
              }))}
            />
          ),
        }}
        columns={[
          { title: '备货单号', dataIndex: 'subPurchaseOrderSn', width: 170 },
          {
            title: '物流',
            key: 'carrier',
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <span>
                  <CarOutlined /> {r.carrier}
                </span>
                <Typography.Text copyable style={{ fontSize: 12 }}>
                  {r.trackingNo}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '发货单', dataIndex: 'deliveryOrderSn', width: 170, render: (v: string | null) => v ?? '—' },
          {
            title: '状态',
            key: 'state',
            width: 120,
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATE[r.state]?.color}>{STATE[r.state]?.text ?? r.state}</Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Temu：{r.temuStatusText}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '发货时间',
            dataIndex: 'shippedAt',
            width: 160,
            render: (t: number | null) => (t ? parseTime(t) : '—'),
          },
        ]}
        locale={{ emptyText: <Empty description="暂无发货记录：备货单发往 Temu 仓库后，在这里查看物流" /> }}
        pagination={{
          current: q.pageNum,
          pageSize: 10,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (pageNum) => setQ((x) => ({ ...x, pageNum })),
        }}
      />
    </Modal>
  );
}
