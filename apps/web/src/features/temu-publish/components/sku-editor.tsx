import type { TemuTemplateProblem, TemuTemplateSku } from '@podbench/contract';
import type { Margins } from '../hooks/use-margins';
import { CostCell, ProfitCell } from './margin-cells';
import { Button, InputNumber, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';

interface Props {
  skus: TemuTemplateSku[];
  problems: TemuTemplateProblem[];
  margins?: Margins;
  onChange: (skus: TemuTemplateSku[]) => void;
}

/** Rows of one colour sit together: the first spans them all, the rest are hidden (0). */
export function colorSpan(skus: TemuTemplateSku[], i: number): number {
  if (i > 0 && skus[i - 1]?.color === skus[i]?.color) return 0;
  let n = 1;
  while (skus[i + n]?.color === skus[i]?.color && i + n < skus.length) n++;
  return n;
}

type NumberKey = 'priceFen' | 'stock' | 'weightG' | 'lenMm' | 'widthMm' | 'heightMm';

/** SKUs grouped by colour (SKC): supply price in yuan, stock, weight and box edges; a row of batch setters. */
export function SkuEditor({ skus, problems, margins, onChange }: Props) {
  const [batchPrice, setBatchPrice] = useState<number | null>(null);
  const [batchStock, setBatchStock] = useState<number | null>(null);
  const problemOf = (i: number, key: string) => problems.find((p) => p.field === `skus.${i}.${key}`)?.message;
  const set = (i: number, key: NumberKey, v: number | null) =>
    onChange(skus.map((s, j) => (j === i ? { ...s, [key]: v ?? 0 } : s)));
  const cell = (key: NumberKey, opts: { min?: number; step?: number; precision?: number; yuan?: boolean } = {}) =>
    function Cell(_: unknown, s: TemuTemplateSku, i: number) {
      const msg = problemOf(i, key);
      const raw = s[key];
      return (
        <Tooltip title={msg} open={msg ? undefined : false}>
          <InputNumber
            size="small"
            status={msg ? 'error' : undefined}
            min={opts.min ?? 0}
            step={opts.step ?? 1}
            precision={opts.precision ?? 0}
            style={{ width: '100%' }}
            value={opts.yuan ? raw / 100 : raw}
            aria-label={`${s.color} ${s.size} ${key}`}
            onChange={(v) => set(i, key, v === null ? null : opts.yuan ? Math.round(Number(v) * 100) : Number(v))}
          />
        </Tooltip>
      );
    };

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">批量设置：</Typography.Text>
        <InputNumber
          size="small"
          min={0.01}
          step={1}
          precision={2}
          prefix="¥"
          placeholder="供货价"
          value={batchPrice}
          onChange={(v) => setBatchPrice(v)}
        />
        <Button
          size="small"
          disabled={batchPrice === null}
          onClick={() => onChange(skus.map((s) => ({ ...s, priceFen: Math.round((batchPrice ?? 0) * 100) })))}
        >
          应用价格
        </Button>
        <InputNumber size="small" min={0} placeholder="库存" value={batchStock} onChange={(v) => setBatchStock(v)} />
        <Button
          size="small"
          disabled={batchStock === null}
          onClick={() => onChange(skus.map((s) => ({ ...s, stock: batchStock ?? 0 })))}
        >
          应用库存
        </Button>
      </Space>
      <Table<TemuTemplateSku>
        size="small"
        rowKey={(s) => `${s.variantId}:${s.color}:${s.size}`}
        dataSource={skus}
        pagination={false}
        scroll={{ x: margins ? 1090 : 860 }}
        columns={[
          {
            title: '颜色（SKC）',
            dataIndex: 'color',
            width: 110,
            onCell: (_, i = 0) => ({ rowSpan: colorSpan(skus, i) }),
          },
          { title: '尺码', dataIndex: 'size', width: 80 },
          {
            title: '供货价（元）',
            key: 'priceFen',
            width: 130,
            render: cell('priceFen', { min: 0, step: 1, precision: 2, yuan: true }),
          },
          ...(margins
            ? [
                {
                  title: '生产成本',
                  key: 'cost',
                  width: 100,
                  align: 'right' as const,
                  render: (_: unknown, s: TemuTemplateSku) => <CostCell cost={margins.costs.get(s.variantId)} />,
                },
                {
                  title: '利润 / 利润率',
                  key: 'profit',
                  width: 130,
                  align: 'right' as const,
                  render: (_: unknown, s: TemuTemplateSku) => (
                    <ProfitCell
                      priceFen={s.priceFen}
                      cost={margins.costs.get(s.variantId)}
                      floorPercent={margins.floorPercent}
                    />
                  ),
                },
              ]
            : []),
          { title: '库存', key: 'stock', width: 110, render: cell('stock') },
          { title: '重量（克）', key: 'weightG', width: 110, render: cell('weightG', { min: 1 }) },
          { title: '长（毫米）', key: 'lenMm', width: 100, render: cell('lenMm', { min: 1 }) },
          { title: '宽（毫米）', key: 'widthMm', width: 100, render: cell('widthMm', { min: 1 }) },
          { title: '高（毫米）', key: 'heightMm', width: 100, render: cell('heightMm', { min: 1 }) },
        ]}
      />
    </>
  );
}
