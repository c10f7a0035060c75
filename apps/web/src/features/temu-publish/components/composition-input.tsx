import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TemuFormProperty } from '@podbench/contract';
import { Button, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { type CompositionRow, compositionStatus } from '../lib/property-form';

interface Props {
  property: TemuFormProperty;
  rows: CompositionRow[];
  onChange: (rows: CompositionRow[]) => void;
}

/** 成分: rows of material + percentage, at most `chooseMax`; the live sum must reach exactly 100. */
export function CompositionInput({ property: p, rows: initial, onChange }: Props) {
  // Half-filled rows live here (the body only takes complete ones), so a row being typed is not lost.
  const [rows, setRows] = useState<CompositionRow[]>(() =>
    initial.length > 0 ? initial : [{ vid: null, percent: null }],
  );
  const status = compositionStatus(rows);
  const set = (next: CompositionRow[]) => {
    setRows(next);
    onChange(next);
  };
  const unit = p.units[0] ?? '%';
  return (
    <Space direction="vertical" size={6} style={{ width: '100%' }}>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and may repeat while typed
        <Space.Compact key={i} style={{ width: '100%' }}>
          <Select
            style={{ width: '55%' }}
            aria-label={`${p.name} 第 ${i + 1} 项`}
            placeholder="选择成分"
            value={r.vid}
            options={p.values
              .filter((v) => v.vid === r.vid || !rows.some((x) => x.vid === v.vid))
              .map((v) => ({ value: v.vid, label: v.value }))}
            onChange={(vid: number) => set(rows.map((x, j) => (j === i ? { ...x, vid } : x)))}
          />
          <InputNumber
            style={{ width: '35%' }}
            aria-label={`${p.name} 第 ${i + 1} 项含量`}
            min={0}
            max={100}
            precision={p.precision ?? 1}
            suffix={unit}
            placeholder={p.numberInputTitle ?? '含量'}
            value={r.percent}
            onChange={(v) => set(rows.map((x, j) => (j === i ? { ...x, percent: v === null ? null : Number(v) } : x)))}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label={`删除${p.name}第 ${i + 1} 项`}
            onClick={() => set(rows.filter((_, j) => j !== i))}
          />
        </Space.Compact>
      ))}
      <Space>
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          disabled={rows.length >= p.chooseMax}
          onClick={() => set([...rows, { vid: null, percent: null }])}
        >
          添加成分（最多 {p.chooseMax} 项）
        </Button>
        <Typography.Text type={status.ok ? 'success' : 'danger'} data-testid={`composition-sum-${p.templatePid}`}>
          {status.hint}
        </Typography.Text>
      </Space>
    </Space>
  );
}
