import { formatYuan, type ProfitSums, type StatisticsOverview } from '@podbench/contract';
import { Button, Card, Col, Row, Segmented, Statistic } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LINKS } from '../lib/links';
import { ProfitChart } from './profit-chart';

type Trend = NonNullable<StatisticsOverview['trend']>;

/** The sums of one span as four figures. */
export function SumsRow({ sums, testId }: { sums: ProfitSums; testId: string }) {
  const money = (fen: number) => `¥${formatYuan(fen)}`;
  return (
    <Row gutter={16} data-testid={testId}>
      <Col span={6}>
        <Statistic title={`销售额（${sums.orders} 单）`} value={money(sums.salesFen)} data-testid={`${testId}-sales`} />
      </Col>
      <Col span={6}>
        <Statistic title="成本（已支付）" value={money(sums.costFen)} data-testid={`${testId}-cost`} />
      </Col>
      <Col span={6}>
        <Statistic
          title="利润"
          value={money(sums.profitFen)}
          valueStyle={{ color: sums.profitFen < 0 ? '#dc2626' : '#16a34a' }}
          data-testid={`${testId}-profit`}
        />
      </Col>
      <Col span={6}>
        <Statistic
          title="利润率"
          value={sums.marginPercent === null ? '—' : `${sums.marginPercent}%`}
          data-testid={`${testId}-margin`}
        />
      </Col>
    </Row>
  );
}

/** 7- and 30-day sales and profit: the sums and the daily chart; a day's bar opens that day's orders. */
export function TrendCard({ trend }: { trend: Trend }) {
  const navigate = useNavigate();
  const [span, setSpan] = useState<7 | 30>(7);
  const days = span === 7 ? trend.days.slice(-7) : trend.days;
  return (
    <Card
      variant="borderless"
      title="销售与利润"
      extra={
        <Segmented<7 | 30>
          value={span}
          onChange={setSpan}
          options={[
            { label: '近 7 天', value: 7 },
            { label: '近 30 天', value: 30 },
          ]}
          data-testid="ov-span"
        />
      }
      actions={[
        <Button key="profit" type="link" onClick={() => navigate(LINKS.profit)}>
          查看利润分析（按店铺 / SKU / 月份）
        </Button>,
      ]}
    >
      <SumsRow sums={span === 7 ? trend.last7 : trend.last30} testId={`ov-last${span}`} />
      <ProfitChart
        points={days.map((d) => ({ ...d, label: d.date.slice(5) }))}
        loading={false}
        height={280}
        onPick={(i) => {
          const d = days[i];
          if (d) navigate(LINKS.ordersOn(d.date));
        }}
        testId="ov-chart"
      />
    </Card>
  );
}
