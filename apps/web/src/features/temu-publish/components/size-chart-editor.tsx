import { DeleteOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import type { TemuSizeChart, TemuTemplateProblem } from '@podbench/contract';
import { Alert, Button, Empty, Input, Popconfirm, Select, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useSizeChartSpec } from '../api/temu-leaf';
import { chartNeedsFit, fitChartToClass } from '../lib/size-chart';

interface Props {
  chart: TemuSizeChart | null;
  /** The SKUs' sizes, in order: the chart's rows must be exactly these. */
  sizes: string[];
  /** The leaf category (undefined until one is chosen). */
  leafCatId: number | undefined;
  problems: TemuTemplateProblem[];
  onChange: (chart: TemuSizeChart | null) => void;
}

/** The chart's rows made to match the SKU sizes: existing rows kept, missing ones added empty, extra ones dropped. */
export function syncRows(chart: TemuSizeChart, sizes: string[]): TemuSizeChart {
  const bySize = new Map(chart.rows.map((r) => [r.size, r.values]));
  return {
    ...chart,
    rows: sizes.map((size) => ({ size, values: chart.columns.map((_, j) => bySize.get(size)?.[j] ?? '') })),
  };
}

/**
 * 尺码表: one row per SKU size, one column per measurement (cm). The category's size-chart rule comes from Temu:
 * whether one is required, and which measurements it knows and requires.
 */
export function SizeChartEditor({ chart, sizes, leafCatId, problems, onChange }: Props) {
  const meta = useSizeChartSpec(leafCatId);
  const [newColumn, setNewColumn] = useState<string | null>(null);
  const known = meta.data?.elements ?? [];
  const necessary = known.filter((e) => e.necessary).map((e) => e.name);
  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const chartProblems = problems.filter((p) => p.field === 'sizeChart').map((p) => p.message);

  const rule = meta.isError ? (
    <Alert type="info" showIcon message={`无法读取该类目的尺码表规则：${meta.error.message}`} />
  ) : meta.data?.required ? (
    <Alert
      type={chart ? 'info' : 'warning'}
      showIcon
      message={`该类目在 Temu 要求尺码表，必须包含：${necessary.join('、') || '尺码'}`}
      description={
        <>
          <div>可用的尺寸：{known.map((e) => e.name).join('、')}（单位 cm）</div>
          {meta.data.sizeNames.length > 0 && <div>允许的尺码：{meta.data.sizeNames.join('、')}</div>}
        </>
      }
    />
  ) : meta.data ? (
    <Alert type="success" showIcon message="该类目不要求尺码表；填写的尺码表不会发送到 Temu" />
  ) : null;

  if (!chart)
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {rule}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有尺码表">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={sizes.length === 0}
            onClick={() => {
              const columns = necessary.length > 0 ? necessary : ['衣长', '胸宽'];
              onChange({
                classId: meta.data?.classId ?? null,
                unit: 'cm',
                columns,
                rows: sizes.map((size) => ({ size, values: columns.map(() => '') })),
              });
            }}
          >
            按 SKU 尺码新建尺码表
          </Button>
        </Empty>
      </Space>
    );

  const setCell = (i: number, j: number, v: string) =>
    onChange({
      ...chart,
      rows: chart.rows.map((r, k) =>
        k === i ? { ...r, values: chart.columns.map((_, c) => (c === j ? v : (r.values[c] ?? ''))) } : r,
      ),
    });
  const removeColumn = (j: number) =>
    onChange({
      ...chart,
      columns: chart.columns.filter((_, c) => c !== j),
      rows: chart.rows.map((r) => ({ ...r, values: r.values.filter((_, c) => c !== j) })),
    });
  const addColumn = () => {
    const name = newColumn?.trim();
    if (!name || chart.columns.includes(name)) return;
    onChange({
      ...chart,
      columns: [...chart.columns, name],
      rows: chart.rows.map((r) => ({ ...r, values: [...r.values, ''] })),
    });
    setNewColumn(null);
  };
  const unknownColumns = meta.data?.required ? chart.columns.filter((c) => !known.some((e) => e.name === c)) : [];
  const missingNecessary = necessary.filter((n) => !chart.columns.includes(n));
  const allowed = meta.data?.sizeNames ?? [];
  const unknownSizes = allowed.length > 0 ? sizes.filter((s) => !allowed.includes(s)) : [];
  const needsFit = Boolean(meta.data?.required && chartNeedsFit(chart, meta.data));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {rule}
      {needsFit && meta.data && (
        <Alert
          type="warning"
          showIcon
          message="尺码表的列还不是该类目的尺寸"
          description="一键整理：使用该类目的尺码分类，平铺尺寸换算为围度（如 胸宽 × 2 → 胸围），去掉该类目没有的列，补上必填列"
          action={
            <Button
              size="small"
              type="primary"
              onClick={() => meta.data && onChange(fitChartToClass(chart, meta.data))}
            >
              按类目整理
            </Button>
          }
        />
      )}
      {(chartProblems.length > 0 ||
        unknownColumns.length > 0 ||
        missingNecessary.length > 0 ||
        unknownSizes.length > 0) && (
        <Alert
          type="error"
          showIcon
          message="尺码表需要调整"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {chartProblems.map((m) => (
                <li key={m}>{m}</li>
              ))}
              {unknownColumns.length > 0 && (
                <li>「{unknownColumns.join('、')}」不是该类目的尺寸，发布时会被 Temu 拒绝</li>
              )}
              {missingNecessary.length > 0 && <li>缺少必填尺寸：{missingNecessary.join('、')}</li>}
              {unknownSizes.length > 0 && (
                <li>尺码「{unknownSizes.join('、')}」不在该类目允许的尺码中，请在规格对应里改为允许的尺码</li>
              )}
            </ul>
          }
        />
      )}
      <Space wrap>
        <Select
          showSearch
          allowClear
          style={{ width: 200 }}
          placeholder="添加尺寸列，如 肩宽"
          aria-label="添加尺寸列"
          value={newColumn}
          options={known.filter((e) => !chart.columns.includes(e.name)).map((e) => ({ value: e.name, label: e.name }))}
          onChange={(v) => setNewColumn(v ?? null)}
          // A class's columns are Temu's own; free names only where the leaf has no size class.
          onSearch={(v) => v && !meta.data?.required && setNewColumn(v)}
        />
        <Button icon={<PlusOutlined />} disabled={!newColumn} onClick={addColumn}>
          添加列
        </Button>
        <Button icon={<SyncOutlined />} onClick={() => onChange(syncRows(chart, sizes))}>
          与 SKU 尺码同步
        </Button>
        <Popconfirm title="删除整个尺码表？" onConfirm={() => onChange(null)}>
          <Button danger icon={<DeleteOutlined />}>
            删除尺码表
          </Button>
        </Popconfirm>
      </Space>
      <Table
        size="small"
        rowKey="size"
        pagination={false}
        dataSource={chart.rows.map((r, i) => ({ ...r, i }))}
        scroll={{ x: 120 + chart.columns.length * 120 }}
        columns={[
          { title: '尺码', dataIndex: 'size', width: 100, fixed: 'left' },
          ...chart.columns.map((c, j) => ({
            key: c,
            width: 120,
            title: (
              <Space size={4}>
                {c}
                {necessary.includes(c) && <span style={{ color: '#ff4d4f' }}>*</span>}
                <Tooltip title={`删除「${c}」列`}>
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`删除${c}列`}
                    onClick={() => removeColumn(j)}
                  />
                </Tooltip>
              </Space>
            ),
            render: (_: unknown, r: { size: string; values: string[]; i: number }) => {
              const msg = problemOf(`sizeChart.rows.${r.i}.${j}`);
              return (
                <Tooltip title={msg} open={msg ? undefined : false}>
                  <Input
                    size="small"
                    suffix="cm"
                    status={msg ? 'error' : undefined}
                    aria-label={`${r.size} ${c}`}
                    value={r.values[j] ?? ''}
                    onChange={(e) => setCell(r.i, j, e.target.value)}
                  />
                </Tooltip>
              );
            },
          })),
        ]}
      />
    </Space>
  );
}
