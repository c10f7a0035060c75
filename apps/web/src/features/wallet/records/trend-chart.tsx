import type { AccountSummary } from '@podbench/contract';
import { Empty, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { init, type TrendOption } from './echarts';
import { LEDGER_COLORS } from './ledger-type';

interface TrendChartProps {
  daily: AccountSummary['daily'] | undefined;
  /** A type filter: chart that type's daily amounts instead of income and expense. */
  type?: string;
  loading: boolean;
}

const yuan = (fen: number) => Math.round(Math.abs(fen)) / 100;

function optionFor(daily: AccountSummary['daily'], type: string | undefined): TrendOption {
  const dates = daily.map((d) => d.date.slice(5));
  const line = (name: string, color: string, data: number[]) => ({
    name,
    type: 'line' as const,
    data,
    // Straight segments: a smoothed curve would swing below zero between a quiet day and a busy one.
    showSymbol: daily.length <= 14,
    symbolSize: 5,
    itemStyle: { color },
    areaStyle: { color, opacity: 0.08 },
  });
  const series = type
    ? [
        line(
          type,
          LEDGER_COLORS[type] ?? '#7c3aed',
          daily.map((d) => yuan(d.byType[type] ?? 0)),
        ),
      ]
    : [
        line(
          '收入',
          '#52c41a',
          daily.map((d) => yuan(d.incomeFen)),
        ),
        line(
          '支出',
          '#f5222d',
          daily.map((d) => yuan(d.expenseFen)),
        ),
      ];
  return {
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, right: 8, icon: 'roundRect' },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v) => `¥${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    },
    xAxis: { type: 'category', data: dates, boundaryGap: false, axisTick: { show: false } },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => `¥${v.toLocaleString('en-US')}` } },
    series,
  };
}

/** Daily income and expense (yuan) over the summary's range, one point per day, zeros included. */
export function TrendChart({ daily, type, loading }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const instance = init(box.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
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
    if (daily) chart.current?.setOption(optionFor(daily, type), { notMerge: true });
  }, [daily, type]);

  const empty = daily?.every((d) => (type ? !d.byType[type] : d.incomeFen === 0 && d.expenseFen === 0)) ?? false;
  return (
    <div style={{ position: 'relative', height: 300 }} data-testid="trend-chart">
      <div ref={box} style={{ height: '100%', visibility: daily ? 'visible' : 'hidden' }} />
      {loading && !daily && (
        <div style={{ position: 'absolute', inset: 0 }}>
          <Skeleton active paragraph={{ rows: 7 }} />
        </div>
      )}
      {empty && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
          <Empty description="所选时间段内没有收支" />
        </div>
      )}
    </div>
  );
}
