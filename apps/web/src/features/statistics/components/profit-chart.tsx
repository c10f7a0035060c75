import { Empty, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { init, type ProfitChartOption } from '../lib/echarts';

export interface ChartPoint {
  label: string;
  salesFen: number;
  costFen: number;
  profitFen: number;
}

interface ProfitChartProps {
  points: ChartPoint[] | undefined;
  loading: boolean;
  height?: number;
  /** Profit as a line over time (days, months) or as bars beside sales and cost (shops, SKUs). */
  profitAs?: 'line' | 'bar';
  /** A click on a bar or point: its index in `points`. */
  onPick?: (index: number) => void;
  testId?: string;
}

const yuan = (fen: number) => Math.round(fen) / 100;
const money = (v: unknown) => `¥${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

function optionFor(points: ChartPoint[], profitAs: 'line' | 'bar'): ProfitChartOption {
  return {
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, right: 8, icon: 'roundRect' },
    tooltip: { trigger: 'axis', valueFormatter: money },
    xAxis: { type: 'category', data: points.map((p) => p.label), axisTick: { show: false } },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => `¥${v.toLocaleString('en-US')}` } },
    series: [
      {
        name: '销售额',
        type: 'bar',
        data: points.map((p) => yuan(p.salesFen)),
        itemStyle: { color: '#7c3aed', borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 18,
      },
      {
        name: '成本',
        type: 'bar',
        data: points.map((p) => yuan(p.costFen)),
        itemStyle: { color: '#c4b5fd', borderRadius: [3, 3, 0, 0] },
        barMaxWidth: 18,
      },
      profitAs === 'bar'
        ? {
            name: '利润',
            type: 'bar',
            data: points.map((p) => yuan(p.profitFen)),
            itemStyle: { color: '#16a34a', borderRadius: [3, 3, 0, 0] },
            barMaxWidth: 18,
          }
        : {
            name: '利润',
            type: 'line',
            data: points.map((p) => yuan(p.profitFen)),
            itemStyle: { color: '#16a34a' },
            showSymbol: points.length <= 14,
            symbolSize: 6,
          },
    ],
  };
}

/** Sales and cost as bars, profit as a line (yuan), one point per row; zeros included. */
export function ProfitChart(props: ProfitChartProps) {
  const { points, loading, height = 300, profitAs = 'line', onPick, testId = 'profit-chart' } = props;
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!box.current) return;
    const instance = init(box.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (e) => pick.current?.(e.dataIndex));
    // Kept-alive pages are hidden with display:none; resizing on show gives the chart its width back.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (points) chart.current?.setOption(optionFor(points, profitAs), { notMerge: true });
  }, [points, profitAs]);

  const empty = points?.every((p) => p.salesFen === 0 && p.costFen === 0) ?? false;
  return (
    <div style={{ position: 'relative', height }} data-testid={testId}>
      <div ref={box} style={{ height: '100%', visibility: points ? 'visible' : 'hidden' }} />
      {loading && !points && (
        <div style={{ position: 'absolute', inset: 0 }}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
      {empty && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
          <Empty description="所选时间段内没有已支付的备货单" />
        </div>
      )}
    </div>
  );
}
