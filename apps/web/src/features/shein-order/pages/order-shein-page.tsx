import { SyncOutlined } from '@ant-design/icons';
import {
  SHEIN_ORDER_STATUS,
  SHEIN_ORDER_TAB_LABELS,
  SHEIN_ORDER_TABS,
  SHEIN_ORDER_TYPE,
  type SheinOrderRow,
  type SheinOrderTab,
} from '@podbench/contract';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Empty,
  Input,
  Progress,
  Segmented,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { useState } from 'react';
import { tablePagination } from '@/shared/ui/table-pagination';
import { parseTime } from '@/shared/utils/parse-time';
import { useSheinShopOptions } from '@/shared/api/shop-options';
import { type SheinOrderQuery, useSheinOrders, useSheinSyncProgress, useSyncSheinOrders } from '../api/shein-orders';
import { SheinOrderDrawer } from '../components/shein-order-drawer';

const TABS = Object.keys(SHEIN_ORDER_TABS) as SheinOrderTab[];
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const TYPE_OPTIONS = [
  { label: '全部类型', value: 0 },
  ...Object.entries(SHEIN_ORDER_TYPE).map(([v, label]) => ({ label, value: Number(v) })),
];
const STATUS_OPTIONS = Object.entries(SHEIN_ORDER_STATUS).map(([v, label]) => ({ label, value: Number(v) }));

/** /order/orderShein — Shein purchase orders (急采 and 备货) synced from each shop on demand, by type and status. */
export default function OrderSheinPage() {
  const { message } = App.useApp();
  const [query, setQuery] = useState<SheinOrderQuery>({ pageNum: 1, pageSize: 20, tab: 'all' });
  const [openId, setOpenId] = useState<number | null>(null);
  const [jobIds, setJobIds] = useState<number[]>([]);
  const shops = useSheinShopOptions();
  const { data, isFetching } = useSheinOrders(query);
  const sync = useSyncSheinOrders();
  const progress = useSheinSyncProgress(jobIds);
  const states = progress.data ?? [];
  const running =
    jobIds.length > 0 && (states.length === 0 || states.some((s) => s.status === 'queued' || s.status === 'running'));
  const percent = states.length
    ? Math.round(states.reduce((n, s) => n + (s.status === 'done' ? 100 : s.progress), 0) / states.length)
    : 0;
  const failed = states.filter((s) => s.status === 'failed');
  const start = async () => {
    const r = await sync.mutateAsync(query.shopId);
    if (r.jobIds.length === 0) message.info('没有可同步的 Shein 店铺');
    setJobIds(r.jobIds);
  };

  return (
    <Card
      title="Shein 采购单（急采 / 备货）"
      extra={
        <Button
          type="primary"
          icon={<SyncOutlined spin={running} />}
          loading={sync.isPending}
          disabled={running}
          onClick={() => void start()}
        >
          同步订单
        </Button>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="Shein 采购单目前只同步查看：支付与生产请在 Shein 商家后台处理，本页暂不提供。"
      />
      {jobIds.length > 0 && (
        <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }} data-testid="shein-sync-progress">
          <Progress
            percent={running ? percent : 100}
            status={failed.length ? 'exception' : running ? 'active' : 'success'}
          />
          {failed.map((f) => (
            <Alert key={f.id} type="error" showIcon message={f.error ?? '同步失败'} />
          ))}
        </Space>
      )}
      <Space wrap style={{ marginBottom: 8 }}>
        <Segmented
          data-testid="shein-order-type"
          options={TYPE_OPTIONS}
          value={query.type ?? 0}
          onChange={(v) => setQuery((q) => ({ ...q, type: v ? (Number(v) as 1 | 2) : undefined, pageNum: 1 }))}
        />
        <Select
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          options={STATUS_OPTIONS}
          value={query.status}
          onChange={(status?: number) => setQuery((q) => ({ ...q, status, pageNum: 1 }))}
          data-testid="shein-order-status"
        />
        <Select
          allowClear
          placeholder="全部店铺"
          style={{ width: 220 }}
          options={shops}
          value={query.shopId}
          onChange={(shopId?: number) => setQuery((q) => ({ ...q, shopId, pageNum: 1 }))}
        />
        <Input.Search
          allowClear
          placeholder="采购单号 / SPU / 商品名称 / SKU"
          style={{ width: 300 }}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v || undefined, pageNum: 1 }))}
        />
      </Space>
      <Tabs
        activeKey={query.tab}
        onChange={(k) => setQuery((q) => ({ ...q, tab: k as SheinOrderTab, pageNum: 1 }))}
        items={TABS.map((t) => ({
          key: t,
          label: (
            <Space size={6}>
              {SHEIN_ORDER_TAB_LABELS[t]}
              <Badge count={data?.counts[t] ?? 0} color="#bfbfbf" showZero={false} />
            </Space>
          ),
        }))}
      />
      <Table<SheinOrderRow>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1400 }}
        onRow={(r) => ({ onClick: () => setOpenId(r.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: '采购单号', dataIndex: 'orderNo', width: 180 },
          {
            title: '类型',
            dataIndex: 'typeLabel',
            width: 120,
            render: (l: string, r) => (
              <>
                <Tag color={r.type === 1 ? 'red' : 'blue'}>{l}</Tag>
                {r.jitMother && <Tag>JIT母单</Tag>}
              </>
            ),
          },
          { title: '商品', dataIndex: 'title', ellipsis: true },
          { title: 'SPU', dataIndex: 'spuName', width: 170 },
          { title: '店铺', dataIndex: 'shopName', width: 160, ellipsis: true },
          { title: '件数', dataIndex: 'quantity', width: 80 },
          { title: '金额', dataIndex: 'amountFen', width: 110, render: yuan },
          { title: '状态', dataIndex: 'statusLabel', width: 100, render: (s: string) => <Tag>{s}</Tag> },
          {
            title: '定制',
            dataIndex: 'customised',
            width: 70,
            render: (c: boolean) => (c ? <Tag color="purple">定制</Tag> : '—'),
          },
          {
            title: '要求揽收',
            dataIndex: 'requestTakeParcelAt',
            width: 170,
            render: (t: number | null) => (t ? parseTime(t) : '—'),
          },
          { title: '下发时间', dataIndex: 'placedAt', width: 170, render: (t: number) => parseTime(t) },
        ]}
        locale={{ emptyText: <Empty description="还没有 Shein 采购单：点击右上角「同步订单」" /> }}
        pagination={tablePagination(query, data?.total, setQuery, '个采购单')}
      />
      <SheinOrderDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
