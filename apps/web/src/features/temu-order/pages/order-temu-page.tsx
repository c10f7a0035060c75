import { DownloadOutlined, FileImageOutlined, WalletOutlined } from '@ant-design/icons';
import {
  TEMU_ORDER_API,
  TEMU_ORDER_STATE_LABELS,
  TEMU_ORDER_STATES,
  type TemuOrderRow,
  type TemuOrderState,
} from '@podbench/contract';
import {
  Badge,
  Button,
  Card,
  DatePicker,
  Empty,
  Image,
  Input,
  Select,
  Space,
  Table,
  Tabs,
  Tooltip,
  Typography,
} from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTemuShopOptions } from '@/shared/api/shop-options';
import { GoodsSyncButton } from '@/shared/ui/goods-sync-button';
import { LabelPrintMenu } from '@/shared/ui/label-print-menu';
import { parseTime } from '@/shared/utils/parse-time';
import { type OrderQuery, useExportOrders, useOrders } from '../api/temu-orders';
import { CostCell } from '../components/order-cost';
import { OrderStateTag } from '../components/order-state-tag';
import { OrderFlags } from '../components/order-flags';
import { OrderViews } from '../components/order-views';
import { AutoPayButton } from '../components/auto-pay-button';
import { OrderDeadlines } from '../components/order-deadlines';
import { OrderSkus } from '../components/order-skus';
import { UnpaidSummary } from '../components/unpaid-summary';
import { tablePagination } from '@/shared/ui/table-pagination';
import { orderFilterFromUrl, useUrlFilter } from '@/shared/utils/use-url-filter';
import dayjs from 'dayjs';
import { CanPay } from '@/shared/permission';

const payable = (r: TemuOrderRow) => r.state === 'unpaid' && r.matched;

/**
 * /order/orderTemu — Temu stock-up orders (备货单) for the seller's customised goods: working views on Temu's fields
 * (待发货, 加急, JIT, 逾期, with Temu's own counts), tabs per state with counts, filters, 同步 with progress, the
 * customisation text per line, paying one or many from the balance, and printing labels (Temu's print page or PDF).
 */
export default function OrderTemuPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState<OrderQuery>({ pageNum: 1, pageSize: 20 });
  const [selected, setSelected] = useState<TemuOrderRow[]>([]);
  const payIds = selected.filter(payable).map((r) => r.id);
  const shops = useTemuShopOptions();
  const { data, isFetching, refetch } = useOrders(query);
  const exporting = useExportOrders();
  const set = (patch: Partial<OrderQuery>) => {
    setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));
    setSelected([]);
  };
  const onSynced = useCallback(() => void refetch(), [refetch]);
  // ?state=unpaid, ?beginTime=YYYY-MM-DD&endTime=… (经营概览's links) open the list filtered.
  useUrlFilter(['state', 'beginTime', 'endTime'], (v) => set(orderFilterFromUrl(v)));
  const counts = data?.counts;
  const pay = (ids: number[]) => navigate(`/order/payTemu?ids=${ids.join(',')}`);
  const detail = (id: number) => navigate(`/order/orderTemu1?id=${id}`);

  return (
    <Card
      title="备货单"
      extra={
        <Space>
          <CanPay>
            <AutoPayButton />
          </CanPay>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting.isPending}
            onClick={() => {
              const { pageNum: _p, pageSize: _s, ...filters } = query;
              exporting.mutate(filters);
            }}
          >
            导出
          </Button>
          <GoodsSyncButton
            url={TEMU_ORDER_API.sync}
            statusUrl={TEMU_ORDER_API.syncStatus}
            shopId={query.shopId}
            onDone={onSynced}
          />
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Select
          allowClear
          placeholder="全部店铺"
          style={{ width: 180 }}
          options={shops}
          onChange={(v?: number) => set({ shopId: v })}
        />
        <DatePicker.RangePicker
          placeholder={['下单开始日期', '结束日期']}
          value={query.beginTime && query.endTime ? [dayjs(query.beginTime), dayjs(query.endTime)] : null}
          onChange={(r) =>
            set({ beginTime: r?.[0]?.startOf('day').valueOf(), endTime: r?.[1]?.endOf('day').valueOf() })
          }
        />
        <Input.Search
          allowClear
          placeholder="备货单号，多个用空格或逗号分隔"
          style={{ width: 280 }}
          onSearch={(v) => set({ orderSn: v.trim() || undefined })}
        />
        <Input.Search
          allowClear
          placeholder="商品名称 / SKC / 模板 ID"
          style={{ width: 220 }}
          onSearch={(v) => set({ product: v.trim() || undefined })}
        />
      </Space>
      <UnpaidSummary unpaid={data?.unpaid} onShow={() => set({ state: 'unpaid' })} />
      <OrderViews value={query.view} onChange={(view) => set({ view })} views={data?.views} temu={data?.temuCounts} />
      <Tabs
        activeKey={query.state ?? 'all'}
        onChange={(k) => set({ state: k === 'all' ? undefined : (k as TemuOrderState) })}
        items={[
          { key: 'all', label: <TabLabel text="全部" n={counts?.all} /> },
          ...TEMU_ORDER_STATES.map((s) => ({
            key: s,
            label: <TabLabel text={TEMU_ORDER_STATE_LABELS[s]} n={counts?.[s]} hot={s === 'unpaid'} />,
          })),
        ]}
      />
      <Space style={{ marginBottom: 12 }}>
        <CanPay>
          <Button
            type="primary"
            icon={<WalletOutlined />}
            disabled={payIds.length === 0}
            onClick={() => pay(payIds)}
            data-testid="batch-pay"
          >
            批量支付{payIds.length > 0 ? `（${payIds.length}）` : ''}
          </Button>
        </CanPay>
        <LabelPrintMenu orders={selected} />
        <Typography.Text type="secondary">
          只有「待支付」且已匹配到模板的订单可以支付；已发货的订单可打印箱唛
        </Typography.Text>
      </Space>
      <Table<TemuOrderRow>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1580 }}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.id),
          preserveSelectedRowKeys: true,
          onChange: (_, rows) => setSelected(rows.filter(Boolean)),
        }}
        columns={[
          {
            title: '商品',
            key: 'product',
            width: 320,
            render: (_, r) => (
              <Space align="start">
                {r.imageUrl ? (
                  <Image src={r.imageUrl} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
                ) : (
                  <FileImageOutlined style={{ fontSize: 28, color: '#bfbfbf' }} />
                )}
                <Space direction="vertical" size={0} style={{ maxWidth: 250 }}>
                  <Typography.Text ellipsis title={r.productName}>
                    {r.productName}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    SKC {r.productSkcId}
                    {!r.matched && (
                      <Tooltip title="订单里有不是由 PodBench 模板发布的 SKU，无法计算成本和生产">
                        <Typography.Text type="warning"> · 未匹配</Typography.Text>
                      </Tooltip>
                    )}
                  </Typography.Text>
                  <OrderSkus skus={r.skus} />
                  {r.personalTexts.map((text, i) => (
                    <Typography.Text
                      // biome-ignore lint/suspicious/noArrayIndexKey: texts of one order, in line order
                      key={i}
                      style={{ fontSize: 12 }}
                      ellipsis={{ tooltip: text }}
                      data-testid="personal-text"
                    >
                      定制内容：{text}
                    </Typography.Text>
                  ))}
                </Space>
              </Space>
            ),
          },
          {
            title: '备货单号',
            dataIndex: 'subPurchaseOrderSn',
            width: 190,
            render: (sn: string, r) => <Typography.Link onClick={() => detail(r.id)}>{sn}</Typography.Link>,
          },
          { title: '店铺', dataIndex: 'shopName', width: 140, ellipsis: true },
          {
            title: 'Temu 标记',
            key: 'flags',
            width: 120,
            render: (_, r) => <OrderFlags row={r} />,
          },
          {
            title: '付款 / 发货截止',
            key: 'deadline',
            width: 170,
            render: (_, r) => <OrderDeadlines row={r} />,
          },
          { title: '数量', dataIndex: 'quantity', width: 70, align: 'right' },
          {
            title: '状态',
            key: 'state',
            width: 150,
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <OrderStateTag state={r.state} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Temu：{r.temuStatusText}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '费用',
            key: 'cost',
            width: 110,
            align: 'right',
            render: (_, r) => (r.matched ? <CostCell cost={r.cost} /> : '—'),
          },
          { title: '下单时间', dataIndex: 'purchaseTime', width: 170, render: (t: number) => parseTime(t) },
          {
            title: '操作',
            key: 'op',
            width: 230,
            fixed: 'right',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => detail(r.id)}>
                  详情
                </Button>
                {r.state !== 'cancelled' && <LabelPrintMenu orders={[r]} compact />}
                {r.paidAt !== null && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => navigate(`/order/orderPushRecord?orderSn=${r.subPurchaseOrderSn}`)}
                  >
                    推送记录
                  </Button>
                )}
                {payable(r) && (
                  <CanPay>
                    <Button type="link" size="small" onClick={() => pay([r.id])}>
                      支付
                    </Button>
                  </CanPay>
                )}
              </Space>
            ),
          },
        ]}
        locale={{
          emptyText: (
            <Empty
              description={
                <Typography.Text type="secondary">
                  暂无备货单：Temu 为在售的定制商品下单后，点击右上角「同步」拉取（系统也会定时同步）
                </Typography.Text>
              }
            />
          ),
        }}
        pagination={tablePagination(query, data?.total, setQuery, '个备货单')}
      />
    </Card>
  );
}

function TabLabel({ text, n, hot }: { text: string; n: number | undefined; hot?: boolean }) {
  return (
    <Space size={6}>
      {text}
      <Badge count={n ?? 0} overflowCount={9999} color={hot ? '#fa8c16' : '#bfbfbf'} />
    </Space>
  );
}
