import { FileImageOutlined } from '@ant-design/icons';
import {
  type FulfilmentRow,
  TEMU_ORDER_STATE_LABELS,
  TEMU_ORDER_STATES,
  type TemuOrderState,
} from '@podbench/contract';
import { App, Badge, Button, Card, Image, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { fenToYuan } from '@/shared/utils/money';
import { parseTime } from '@/shared/utils/parse-time';
import { type FulfilmentQuery, useFulfilment, useMarkProduced, useStartProduction } from '../api/fulfilment';
import { PushRecordDrawer } from '../components/push-record-drawer';
import { ShipModal } from '../components/ship-modal';
import { LabelPrintMenu } from '@/shared/ui/label-print-menu';
import { tablePagination } from '@/shared/ui/table-pagination';

/** The step each working state offers, in the order orders move. */
const NEXT: Partial<Record<TemuOrderState, string>> = {
  to_produce: '开始生产',
  producing: '生产完成',
  to_ship: '发货',
};

/**
 * /console/fulfilment — the production floor: every seller's paid orders by state, oldest first; batch 开始生产 /
 * 生产完成 / 发货 (Temu's ship flow with carrier, tracking number and weight); 打印标签 (商品条码 / 箱唛) for the
 * selected orders opens /pdf; 印刷文件 shows an order's production push and redoes a failed one.
 */
export default function ConsoleFulfilmentPage() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<FulfilmentQuery>({ pageNum: 1, pageSize: 20, state: 'to_produce' });
  const [selected, setSelected] = useState<FulfilmentRow[]>([]);
  const selectedIds = selected.map((r) => r.id);
  const [shipping, setShipping] = useState<number[] | null>(null);
  const [files, setFiles] = useState<FulfilmentRow | null>(null);
  const { data, isFetching } = useFulfilment(query);
  const start = useStartProduction();
  const produced = useMarkProduced();
  const state = query.state;
  const step = state ? NEXT[state] : undefined;
  const set = (patch: Partial<FulfilmentQuery>) => {
    setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));
    setSelected([]);
  };

  const act = async (ids: number[]) => {
    if (state === 'to_ship') return setShipping(ids);
    const r = state === 'to_produce' ? await start.mutateAsync(ids) : await produced.mutateAsync(ids);
    message.success(`${step}：${r.moved} 个备货单`);
    setSelected([]);
  };

  return (
    <Card title="生产发货">
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder="备货单号 / 卖家账号"
          style={{ width: 260 }}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
        />
      </Space>
      <Tabs
        activeKey={state ?? 'all'}
        onChange={(k) => set({ state: k === 'all' ? undefined : (k as TemuOrderState) })}
        items={[
          ...TEMU_ORDER_STATES.filter((s) => s !== 'unpaid').map((s) => ({
            key: s,
            label: (
              <Space size={6}>
                {TEMU_ORDER_STATE_LABELS[s]}
                <Badge count={data?.counts[s] ?? 0} overflowCount={9999} color={NEXT[s] ? '#1677ff' : '#bfbfbf'} />
              </Space>
            ),
          })),
          { key: 'all', label: '全部' },
        ]}
      />
      <Space style={{ marginBottom: 12 }}>
        {step && (
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={start.isPending || produced.isPending}
            onClick={() => void act(selectedIds)}
          >
            批量{step}
            {selected.length > 0 ? `（${selected.length}）` : ''}
          </Button>
        )}
        <LabelPrintMenu orders={selected} admin />
        <Typography.Text type="secondary">
          {step ? '按支付时间先后排列，先付先产；' : ''}生产前打印商品条码，发货后打印箱唛
        </Typography.Text>
      </Space>
      <Table<FulfilmentRow>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1100 }}
        rowSelection={{
          selectedRowKeys: selectedIds,
          preserveSelectedRowKeys: true,
          onChange: (_, rows) => setSelected(rows.filter(Boolean)),
        }}
        columns={[
          {
            title: '商品',
            key: 'product',
            width: 300,
            render: (_, r) => (
              <Space>
                {r.imageUrl ? (
                  <Image src={r.imageUrl} width={44} height={44} style={{ objectFit: 'cover', borderRadius: 4 }} />
                ) : (
                  <FileImageOutlined style={{ fontSize: 26, color: '#bfbfbf' }} />
                )}
                <Typography.Text ellipsis style={{ maxWidth: 220 }} title={r.productName}>
                  {r.productName}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '备货单号', dataIndex: 'subPurchaseOrderSn', width: 170 },
          { title: '卖家', dataIndex: 'sellerName', width: 140, ellipsis: true },
          { title: '店铺', dataIndex: 'shopName', width: 130, ellipsis: true },
          { title: '数量', dataIndex: 'quantity', width: 70, align: 'right' },
          {
            title: '状态',
            key: 'state',
            width: 150,
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Tag color={NEXT[r.state] ? 'processing' : 'default'}>{TEMU_ORDER_STATE_LABELS[r.state]}</Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Temu：{r.temuStatusText}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '金额',
            dataIndex: 'totalFen',
            width: 100,
            align: 'right',
            render: (f: number) => `¥${fenToYuan(f)}`,
          },
          {
            title: '支付时间',
            dataIndex: 'paidAt',
            width: 170,
            render: (t: number | null) => (t ? parseTime(t) : '—'),
          },
          {
            title: '操作',
            key: 'op',
            width: 220,
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setFiles(r)}>
                  印刷文件
                </Button>
                {NEXT[r.state] && r.state === state && (
                  <Button type="link" size="small" onClick={() => void act([r.id])}>
                    {NEXT[r.state]}
                  </Button>
                )}
                {r.state !== 'cancelled' && <LabelPrintMenu orders={[r]} admin compact />}
              </Space>
            ),
          },
        ]}
        pagination={tablePagination(query, data?.total, setQuery, '个备货单')}
      />
      <PushRecordDrawer
        orderId={files?.id ?? null}
        orderSn={files?.subPurchaseOrderSn ?? ''}
        onClose={() => setFiles(null)}
      />
      <ShipModal
        ids={shipping}
        onClose={() => {
          setShipping(null);
          setSelected([]);
        }}
      />
    </Card>
  );
}
