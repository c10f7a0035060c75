import { DownloadOutlined } from '@ant-design/icons';
import { PROFIT_GROUP_LABELS, PROFIT_GROUPS, type ProfitGroup } from '@podbench/contract';
import { Alert, Button, Card, DatePicker, Flex, Segmented, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useHasPermi } from '@/shared/permission';
import { useShopOptions } from '@/shared/api/shop-options';
import { type ProfitFilter, useExportProfit, useProfit } from '../api/statistics';
import { ProfitChart } from '../components/profit-chart';
import { ProfitTable } from '../components/profit-table';
import { SumsRow } from '../components/trend-card';

const DAY = 'YYYY-MM-DD';
type Range = [Dayjs, Dayjs];
const PRESETS: { label: string; value: Range }[] = [
  { label: '最近 7 天', value: [dayjs().subtract(6, 'day'), dayjs()] },
  { label: '最近 30 天', value: [dayjs().subtract(29, 'day'), dayjs()] },
  { label: '最近 90 天', value: [dayjs().subtract(89, 'day'), dayjs()] },
  { label: '本月', value: [dayjs().startOf('month'), dayjs()] },
  { label: '今年', value: [dayjs().startOf('year'), dayjs()] },
];
/** Shop and SKU charts show the 20 best rows (the table lists them all). */
const CHART_TOP = 20;

/**
 * /statistics/profit (利润分析): sales at Temu's supply price against what the seller paid us, per day, month, shop
 * or SKU over a purchase-date range, as a chart and a table with totals, exported as .xlsx.
 */
export default function ProfitPage() {
  const allowed = useHasPermi(['order:view']);
  const [groupBy, setGroupBy] = useState<ProfitGroup>('day');
  const [range, setRange] = useState<Range>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const [shopId, setShopId] = useState<number>();
  const shops = [...useShopOptions('temu'), ...useShopOptions('shein')];
  const filter: ProfitFilter = {
    groupBy,
    beginTime: range[0].format(DAY),
    endTime: range[1].format(DAY),
    ...(shopId ? { shopId } : {}),
  };
  const report = useProfit(filter);
  const exporter = useExportProfit();
  if (!allowed) return <Alert type="warning" showIcon message="没有权限查看利润分析（需要「查看订单」权限）" />;
  const rows = report.data?.rows;
  const chartRows = groupBy === 'shop' || groupBy === 'sku' ? rows?.slice(0, CHART_TOP) : rows;
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Flex justify="space-between" wrap gap={12}>
          <Space wrap>
            <Segmented<ProfitGroup>
              value={groupBy}
              onChange={setGroupBy}
              options={PROFIT_GROUPS.map((g) => ({ value: g, label: PROFIT_GROUP_LABELS[g] }))}
              data-testid="profit-group"
            />
            <DatePicker.RangePicker
              aria-label="下单日期"
              value={range}
              allowClear={false}
              presets={PRESETS}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            />
            {shops.length > 0 && (
              <Select
                aria-label="店铺"
                allowClear
                placeholder="全部店铺"
                style={{ width: 180 }}
                value={shopId}
                onChange={setShopId}
                options={shops}
              />
            )}
          </Space>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate(filter)}
          >
            导出 Excel
          </Button>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          按 Temu 下单时间统计已支付且未退款的备货单：销售额 = 件数 × 模板申报价（供货价），成本 =
          支付时从余额扣除的金额，利润 = 销售额 − 成本。
        </Typography.Paragraph>
      </Card>
      {report.error && <Alert type="error" showIcon message={report.error.message} />}
      <Card variant="borderless">
        {report.data && <SumsRow sums={report.data.totals} testId="profit-sums" />}
        <ProfitChart
          points={chartRows?.map((r) => ({ ...r, label: groupBy === 'day' ? r.label.slice(5) : r.label }))}
          loading={report.isFetching}
          height={300}
          profitAs={groupBy === 'shop' || groupBy === 'sku' ? 'bar' : 'line'}
        />
      </Card>
      <Card variant="borderless" title={`${PROFIT_GROUP_LABELS[groupBy]}明细`}>
        <ProfitTable groupBy={groupBy} rows={rows} totals={report.data?.totals} loading={report.isFetching} />
      </Card>
    </Flex>
  );
}
