import { Alert, Card, Input, Table, Typography } from 'antd';
import { type SheinAttributeDef, useSheinAttributes } from '../api/shein-publish';

/** A size-chart row as the contract's `sheinSizeChartRow`: a number per SKU size of one size attribute (e.g. 衣长). */
export interface SheinSizeRow {
  attributeId: number;
  name: string;
  values: Record<string, string>;
}

const POSITIVE = /^\d+(\.\d{1,2})?$/;

/**
 * What Shein refuses in a size chart (as the server checks it before publishOrEdit): a required size attribute needs
 * a value for every size, and every value given is a positive number with at most 2 decimals.
 */
export function sizeChartProblems(defs: SheinAttributeDef[], sizes: string[], rows: SheinSizeRow[]) {
  const problems: Array<{ field: string; message: string }> = [];
  for (const a of defs.filter((d) => d.kind === 'size')) {
    const values = rows.find((r) => r.attributeId === a.attributeId)?.values ?? {};
    const field = `sizeChart.${a.attributeId}`;
    if (a.required && sizes.some((size) => !(values[size] ?? '').trim()))
      problems.push({ field, message: `请在尺码表中为每个尺码填写 Shein 必填尺寸「${a.name}」` });
    for (const size of sizes) {
      const v = (values[size] ?? '').trim();
      if (v && (!POSITIVE.test(v) || Number(v) <= 0))
        problems.push({ field: `${field}.${size}`, message: `尺码表「${a.name}」${size} 须为正数（最多 2 位小数）` });
    }
  }
  return problems;
}

interface Props {
  categoryId: number | null;
  /** The SKUs' sizes, in order. */
  sizes: string[];
  rows: SheinSizeRow[];
  problems: Array<{ field: string; message: string }>;
  onChange: (rows: SheinSizeRow[]) => void;
}

/**
 * 尺码表: the leaf's size attributes (Shein's attribute_type 2) × the SKUs' sizes, in cm. Shown only when the leaf
 * has such attributes; a required one (*) needs a positive number for every size or Shein refuses the publish.
 */
export function SheinSizeChart({ categoryId, sizes, rows, problems, onChange }: Props) {
  const { data } = useSheinAttributes(categoryId);
  const attrs = (data ?? []).filter((a) => a.kind === 'size');
  if (attrs.length === 0) return null;
  const mine = problems.filter((p) => p.field.startsWith('sizeChart.'));
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
      {mine.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={[...new Set(mine.map((p) => p.message))].join('；')}
        />
      )}
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
            render: (name: string, a) => {
              const missing = problems.find((p) => p.field === `sizeChart.${a.attributeId}`);
              return (
                <Typography.Text type={missing ? 'danger' : undefined} title={missing?.message}>
                  {a.required ? `* ${name}` : name}
                </Typography.Text>
              );
            },
          },
          ...sizes.map((size) => ({
            title: size,
            key: size,
            width: 110,
            render: (_: unknown, a: (typeof attrs)[number]) => (
              <Input
                aria-label={`${size} ${a.name}`}
                inputMode="decimal"
                status={problems.some((p) => p.field === `sizeChart.${a.attributeId}.${size}`) ? 'error' : undefined}
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
