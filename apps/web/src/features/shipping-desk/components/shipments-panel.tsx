import { SHIPMENT_STATE_LABELS, type Shipment, type ShipmentState } from '@podbench/contract';
import { App, Button, Popconfirm, Segmented, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { tablePagination } from '@/shared/ui/table-pagination';
import { parseTime } from '@/shared/utils/parse-time';
import { type ShipmentsQuery, useCancelShipment, useShipments } from '../api/shipments';
import { useDeskScope } from '../api/scope';
import { BookModal } from './book-modal';
import { useBoxMarkPrint } from './box-mark-print';
import { ShipmentDrawer } from './shipment-drawer';
import { nextStep } from './shipment-progress';
import { WaybillModal } from './waybill-modal';

const COLORS: Partial<Record<ShipmentState, string>> = {
  created: 'processing',
  booked: 'blue',
  received: 'cyan',
  warehoused: 'green',
  failed: 'red',
  cancelled: 'default',
};
const pieces = (s: Shipment) => s.boxes.reduce((n, b) => n + b.items.reduce((m, i) => m + i.quantity, 0), 0);

/** Shipments filtered by state: print box marks, book, cancel before booking, waybill, details. */
export function ShipmentsPanel({ states, polling }: { states: Array<ShipmentState | 'all'>; polling?: boolean }) {
  const { admin } = useDeskScope();
  const { message } = App.useApp();
  const first = states[0]!;
  const [query, setQuery] = useState<ShipmentsQuery>({
    pageNum: 1,
    pageSize: 10,
    state: first === 'all' ? undefined : first,
  });
  const { data, isFetching } = useShipments(query, polling);
  const [booking, setBooking] = useState<Shipment | null>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const [waybill, setWaybill] = useState<number | null>(null);
  const cancel = useCancelShipment();
  const marks = useBoxMarkPrint();

  const actions = (s: Shipment) => (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => setDetail(s.id)}>
        详情
      </Button>
      {['created', 'booked', 'received', 'warehoused'].includes(s.state) && (
        <>
          <Button type="link" size="small" loading={marks.busy === s.id} onClick={() => void marks.print(s)}>
            {s.boxMarksPrintedAt ? '重打箱唛' : '打印箱唛'}
          </Button>
          <Tooltip title="Temu 打印页打不开时，用我们按 Temu 箱唛数据生成的 PDF">
            <Button type="link" size="small" disabled={marks.busy === s.id} onClick={() => void marks.print(s, 'pdf')}>
              PDF 箱唛
            </Button>
          </Tooltip>
        </>
      )}
      {s.state === 'created' && (
        <Tooltip title={s.boxMarksPrintedAt ? '' : '请先打印箱唛并贴在箱子上'}>
          <Button type="link" size="small" disabled={!s.boxMarksPrintedAt} onClick={() => setBooking(s)}>
            发货
          </Button>
        </Tooltip>
      )}
      {s.state === 'created' && (
        <Popconfirm
          title="取消这个发货单？"
          description="Temu 发货单将被取消，备货单回到发货台。"
          okText="取消发货单"
          cancelText="不取消"
          onConfirm={async () => {
            await cancel.mutateAsync(s.id);
            message.success(`发货单 #${s.id} 已取消，备货单已回到发货台`);
          }}
        >
          <Button type="link" size="small" danger loading={cancel.isPending && cancel.variables === s.id}>
            取消
          </Button>
        </Popconfirm>
      )}
      {s.carrier?.deliverMethod === 2 && ['booked', 'received', 'warehoused'].includes(s.state) && (
        <Button type="link" size="small" onClick={() => setWaybill(s.id)}>
          面单
        </Button>
      )}
    </Space>
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      {states.length > 1 && (
        <Segmented<ShipmentState | 'all'>
          value={query.state ?? 'all'}
          onChange={(v) => setQuery((q) => ({ ...q, pageNum: 1, state: v === 'all' ? undefined : v }))}
          options={states.map((s) => ({ value: s, label: s === 'all' ? '全部' : SHIPMENT_STATE_LABELS[s] }))}
        />
      )}
      <Table<Shipment>
        rowKey="id"
        loading={isFetching && !data}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1150 }}
        locale={{ emptyText: '没有发货单' }}
        columns={[
          {
            title: '发货单',
            key: 'id',
            width: 150,
            render: (_, s) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{`#${s.id}`}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {parseTime(s.createdAt, '{m}-{d} {h}:{i}')}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: admin ? '卖家 / 店铺' : '店铺',
            key: 'shop',
            width: 170,
            render: (_, s) => (
              <Space orientation="vertical" size={0}>
                {admin && <span>{s.sellerName}</span>}
                <Typography.Text type={admin ? 'secondary' : undefined} ellipsis style={{ maxWidth: 160 }}>
                  {s.shopName}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '收货仓', dataIndex: 'warehouseName', width: 140, ellipsis: true },
          {
            title: 'Temu 发货单',
            key: 'fh',
            width: 170,
            render: (_, s) => (
              <Space orientation="vertical" size={0}>
                {s.shipOrders.map((o) => (
                  <span key={o.deliveryOrderSn}>{o.deliveryOrderSn}</span>
                ))}
              </Space>
            ),
          },
          { title: '箱 / 件', key: 'boxes', width: 80, render: (_, s) => `${s.boxes.length} / ${pieces(s)}` },
          {
            title: '状态',
            key: 'progress',
            width: 220,
            render: (_, s) => (
              <Space orientation="vertical" size={2}>
                <Space size={4}>
                  <Tag color={COLORS[s.state]} data-testid="shipment-state">
                    {s.stateText}
                  </Tag>
                  {s.carrier && <Typography.Text type="secondary">{s.carrier.expressCompanyName}</Typography.Text>}
                </Space>
                {s.error ? (
                  <Typography.Text type="danger">{s.error}</Typography.Text>
                ) : (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {nextStep(s)}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          { title: '操作', key: 'op', width: 220, fixed: 'right', render: (_, s) => actions(s) },
        ]}
        pagination={tablePagination(query, data?.total, setQuery, '个发货单')}
      />
      <BookModal shipment={booking} onClose={() => setBooking(null)} />
      <ShipmentDrawer id={detail} onClose={() => setDetail(null)} />
      <WaybillModal id={waybill} onClose={() => setWaybill(null)} />
    </Space>
  );
}
