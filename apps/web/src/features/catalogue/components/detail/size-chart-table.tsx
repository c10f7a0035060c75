import type { SizeChart } from '@podbench/contract';
import { Empty, Table, Typography } from 'antd';

/** The blank's size chart: the first column names the size, the others are measurements in `unit`. */
export function SizeChartTable({ chart }: { chart: SizeChart | null }) {
  if (!chart) return <Empty description="该产品为均码，无尺码表" />;
  const columns = chart.columns.map((title, i) => ({
    // The unit only where the column holds bare numbers ("95", "228.6 × 88.9"), not "330 ml".
    title: i === 0 ? title : `${title}${/^[\d.\s×]+$/.test(chart.rows[0]?.[i] ?? '') ? ` (${chart.unit})` : ''}`,
    dataIndex: String(i),
    key: String(i),
    render: (v: string) => (i === 0 ? <b>{v}</b> : v),
  }));
  const data = chart.rows.map((r, i) => ({ key: i, ...Object.fromEntries(r.map((v, j) => [String(j), v])) }));
  return (
    <>
      <Table columns={columns} dataSource={data} pagination={false} size="middle" bordered data-testid="size-chart" />
      {chart.note && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          说明：{chart.note}
        </Typography.Paragraph>
      )}
    </>
  );
}
