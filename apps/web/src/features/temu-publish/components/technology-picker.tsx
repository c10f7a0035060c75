import {
  TECH_FIRST_TYPES,
  TECH_SECOND_TYPES,
  TEMU_TECH_TREE,
  type TemuTechnology,
  technologyProblem,
} from '@podbench/contract';
import { Select, Space, Typography } from 'antd';

const FIRST_OPTIONS = Object.keys(TEMU_TECH_TREE).map((k) => ({
  value: Number(k),
  label: TECH_FIRST_TYPES[Number(k)],
}));

interface Props {
  value: TemuTechnology;
  onChange: (t: TemuTechnology) => void;
}

/**
 * 定制工艺 (Temu's customizedTechnologyReq): a technology, then one sub-technology (单一工艺) or two to three combined
 * (组合工艺) from its own list; 基础工艺 has none.
 */
export function TechnologyPicker({ value, onChange }: Props) {
  const allowed = TEMU_TECH_TREE[value.firstType] ?? [];
  const problem = technologyProblem(value);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4}>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          style={{ width: '42%' }}
          aria-label="一级工艺"
          options={FIRST_OPTIONS}
          value={value.firstType}
          status={problem ? 'error' : undefined}
          // Keep the sub-technologies that also belong to the new technology.
          onChange={(firstType: number) =>
            onChange({ firstType, twiceTypes: value.twiceTypes.filter((x) => TEMU_TECH_TREE[firstType]?.includes(x)) })
          }
        />
        <Select
          mode="multiple"
          style={{ width: '58%' }}
          aria-label="二级工艺"
          maxCount={3}
          optionFilterProp="label"
          disabled={allowed.length === 0}
          placeholder={allowed.length === 0 ? '基础工艺无需二级工艺' : '选一项，或组合两到三项'}
          options={allowed.map((x) => ({ value: x, label: TECH_SECOND_TYPES[x] }))}
          value={value.twiceTypes}
          status={problem ? 'error' : undefined}
          onChange={(twiceTypes: number[]) => onChange({ ...value, twiceTypes })}
        />
      </Space.Compact>
      <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {problem ?? (value.twiceTypes.length > 1 ? '组合工艺' : '单一工艺')}
      </Typography.Text>
    </Space>
  );
}
