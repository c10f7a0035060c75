import {
  TECH_FIRST_TYPE_HINTS,
  TECH_FIRST_TYPES,
  TECH_SECOND_TYPES,
  TEMU_TECH_COMBINATIONS,
  type TemuTechnology,
  technologyProblem,
} from '@podbench/contract';
import { Radio, Select, Space, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  personalization: boolean;
  value: TemuTechnology;
  onChange: (personalization: boolean, t: TemuTechnology) => void;
}

const firstOptions = (type: 1 | 2) =>
  Object.keys(TEMU_TECH_COMBINATIONS[type]).map((k) => ({ value: Number(k), label: TECH_FIRST_TYPES[Number(k)] }));

/** The option row in the open list: Temu's name, and under it what goods it is for. */
const firstOptionRender = (o: { value?: unknown; label?: ReactNode }) => (
  <div>
    <div>{o.label}</div>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {TECH_FIRST_TYPE_HINTS[Number(o.value)]}
    </Typography.Text>
  </div>
);

/**
 * 定制品 (personalizationSwitch) and its 定制工艺 (customizedTechnologyReq, Temu doc 203): 单一工艺 takes one
 * sub-technology, 组合工艺 two or three, 基础工艺 none and only as a single technology. Only the combinations doc
 * 203 allows are offered.
 */
export function TechnologyPicker({ personalization, value, onChange }: Props) {
  const type = value.technologyType;
  const allowed = TEMU_TECH_COMBINATIONS[type][value.firstType] ?? [];
  const problem = personalization ? technologyProblem(value) : null;
  const set = (t: Partial<TemuTechnology>) => onChange(personalization, { ...value, ...t });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={6}>
      <Space>
        <Switch
          aria-label="定制品"
          checked={personalization}
          onChange={(on) => onChange(on, value)}
          checkedChildren="定制品"
          unCheckedChildren="非定制"
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {personalization ? '按定制品发布（personalizationSwitch = 1）' : '不按定制品发布，定制订单将无法接收'}
        </Typography.Text>
      </Space>
      {personalization && (
        <>
          <Radio.Group
            aria-label="工艺类型"
            value={type}
            onChange={(e) => {
              const technologyType = e.target.value as 1 | 2;
              const keep = TEMU_TECH_COMBINATIONS[technologyType][value.firstType] !== undefined;
              set({
                technologyType,
                firstType: keep ? value.firstType : 10004,
                twiceTypes: keep ? value.twiceTypes.slice(0, technologyType === 1 ? 1 : 3) : [],
              });
            }}
            options={[
              { value: 1, label: '单一工艺' },
              { value: 2, label: '组合工艺（2–3 项）' },
            ]}
          />
          <Space.Compact style={{ width: '100%' }}>
            <Select
              style={{ width: '42%' }}
              aria-label="一级工艺"
              options={firstOptions(type)}
              optionRender={(o) => firstOptionRender(o.data)}
              value={value.firstType}
              status={problem ? 'error' : undefined}
              // Keep the sub-technologies that also belong to the new technology.
              onChange={(firstType: number) =>
                set({
                  firstType,
                  twiceTypes: value.twiceTypes.filter((x) => TEMU_TECH_COMBINATIONS[type][firstType]?.includes(x)),
                })
              }
            />
            <Select
              mode="multiple"
              style={{ width: '58%' }}
              aria-label="二级工艺"
              maxCount={type === 1 ? 1 : 3}
              optionFilterProp="label"
              disabled={allowed.length === 0}
              placeholder={allowed.length === 0 ? '基础工艺无需二级工艺' : type === 1 ? '选一项' : '选两到三项'}
              options={allowed.map((x) => ({ value: x, label: TECH_SECOND_TYPES[x] }))}
              value={value.twiceTypes}
              status={problem ? 'error' : undefined}
              onChange={(twiceTypes: number[]) => set({ twiceTypes })}
            />
          </Space.Compact>
          {!problem && TECH_FIRST_TYPE_HINTS[value.firstType] && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="tech-hint">
              「{TECH_FIRST_TYPES[value.firstType]}」是 Temu 的工艺分类名称，适用于
              {TECH_FIRST_TYPE_HINTS[value.firstType]}
            </Typography.Text>
          )}
          <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
            {problem ?? '发布成功后，请到 Temu 卖家中心为商品设置定制模板'}
          </Typography.Text>
        </>
      )}
    </Space>
  );
}
