import { formatYuan, type ProfitGroup, type ProfitRow, type ProfitSums } from '@podbench/contract';
import { Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const KEY_TITLE: Record<ProfitGroup, string> = { day: '日期', month: '月份', shop: '店铺', sku: 'SKU 货号' };
const money = (fen: number) => `¥${formatYuan(fen)}`;

interface ProfitTableProps {
  groupBy: ProfitGroup;
  rows: ProfitRow[] | undefined;
  totals: ProfitSums | undefined;
  loading: boolean;
}

/** One row per day / month / shop / SKU with the 合计 row under it. */
export function ProfitTable({ groupBy, rows, totals, loading }: ProfitTableProps) {
  const columns: ColumnsType<ProfitRow> = [
    {
      title: KEY_TITLE[groupBy],
      dataIndex: 'label',
      width: groupBy === 'sku' ? 240 : 140,
      render: (label: string, r) =>
        r.detail ? (
          <div>
            <div>{label}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.detail}
            </Typography.Text>
          </div>
        ) : (
          label
        ),
    },
    { title: '订单数', dataIndex: 'orders', align: 'right', width: 90 },
    { title: '件数', dataIndex: 'quantity', align: 'right', width: 90 },
    {
      title: <Tooltip title="件数 × Temu 申报价（供货价）">销售额</Tooltip>,
      dataIndex: 'salesFen',
      align: 'right',
      render: money,
    },
    {
      title: <Tooltip title="支付这些备货单时从余额扣除的金额">成本</Tooltip>,
      dataIndex: 'costFen',
      align: 'right',
      render: money,
    },
    {
      title: '利润',
      dataIndex: 'profitFen',
      align: 'right',
      render: (fen: number) => <span style={{ color: fen < 0 ? '#dc2626' : undefined }}>{money(fen)}</span>,
    },
    {
      title: '利润率',
      dataIndex: 'marginPercent',
      align: 'right',
      width: 90,
      render: (v: number | null) => (v === null ? '—' : `${v}%`),
    },
    {
      title: <Tooltip title="找不到申报价的件数：只计成本，不计销售额">无申报价</Tooltip>,
      dataIndex: 'unpricedQuantity',
      align: 'right',
      width: 100,
      render: (n: number) => (n > 0 ? <Typography.Text type="warning">{n}</Typography.Text> : 0),
    },
  ];
  return (
    <Table<ProfitRow>
      rowKey="key"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={(rows?.length ?? 0) > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 900 }}
      data-testid="profit-table"
      summary={() =>
        totals ? (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid="profit-totals">
              <Table.Summary.Cell index={0}>
                <b>合计</b>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {totals.orders}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {totals.quantity}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {money(totals.salesFen)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {money(totals.costFen)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <b>{money(totals.profitFen)}</b>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                {totals.marginPercent === null ? '—' : `${totals.marginPercent}%`}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                {totals.unpricedQuantity}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}
