import { Card, Input, Table, Typography } from 'antd';
import { useSheinAttributes } from '../api/shein-publish';

/** A size-chart row as the contract's `sheinSizeChartRow`: a number per SKU size of one size attribute (e.g. 衣长). */
export interface SheinSizeRow {
  attributeId: number;
  name: string;
  values: Record<string, string>;
}

interface Props {
  categoryId: number | null;
  /** The SKUs' sizes, in order. */
  sizes: string[];
  rows: SheinSizeRow[];
  onChange: (rows: SheinSizeRow[]) => void;
}

/**
 * 尺码表: the leaf's size attributes (Shein's attribute_type 2) × the SKUs' sizes, in cm. Shown only when the leaf
 * has such attributes; a required one (*) needs a positive number for every size or Shein refuses the publish.
 */
export function SheinSizeChart({ categoryId, sizes, rows, onChange }: Props) {
  const { data } = useSheinAttributes(categoryId);
  const attrs = (data ?? []).filter((a) => a.kind === 'size');
  if (attrs.length === 0) return null;
  const cell = (attributeId: number, size: string) => rows.find((r) => r.attributeId === attributeId)?.values[size];
  const set = (attributeId: number, name: string, size: string, value: string) => {
    const row = rows.find((r) => r.attributeId === attributeId) ?? { attributeId, name, values: {} };
    const next = { ...row, values: { ...row.values, [size]: value } };
    onChange([...rows.filter((r) => r.attributeId !== attributeId), next]);
  };
  return (
    <Card
      title="尺码表"
      extra={<Typography.Text type="secondary">单位：厘米；带 * 为 Shein 必填</Typography.Text>}
      data-testid="shein-size-chart"
    >
      <Table
        size="small"
        rowKey="attributeId"
        pagination={false}
        scroll={{ x: 120 + sizes.length * 110 }}
        dataSource={attrs}
        columns={[
          {
            title: '尺寸',
            dataIndex: 'name',
            width: 120,
            render: (name: string, a) => (a.required ? <Typography.Text>* {name}</Typography.Text> : name),
          },
          ...sizes.map((size) => ({
            title: size,
            key: size,
            width: 110,
            render: (_: unknown, a: (typeof attrs)[number]) => (
              <Input
                aria-label={`${size} ${a.name}`}
                inputMode="decimal"
                value={cell(a.attributeId, size) ?? ''}
                onChange={(e) => set(a.attributeId, a.name, size, e.target.value.trim())}
              />
            ),
          })),
        ]}
      />
    </Card>
  );
}
