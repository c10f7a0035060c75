import type { TemuFormProperty, TemuPropertyInput } from '@podbench/contract';
import { Alert, AutoComplete, Input, InputNumber, Select, Space } from 'antd';
import {
  compositionEntries,
  compositionRows,
  listedEntry,
  numberEntry,
  textEntry,
  valuesOf,
} from '../lib/property-form';
import { CompositionInput } from './composition-input';

interface Props {
  property: TemuFormProperty;
  chosen: TemuPropertyInput[];
  invalid: boolean;
  /** The property's new entries (productPropertyReqs), replacing its old ones. */
  onChange: (entries: TemuPropertyInput[]) => void;
}

const options = (p: TemuFormProperty) => p.values.map((v) => ({ value: v.vid, label: v.value }));
const textMax = (p: TemuFormProperty) => (p.max && /^\d+$/.test(p.max) ? Number(p.max) : undefined);

/** One property of the leaf's template, as its control says: choose, multi-choose, text, number + unit, composition. */
export function PropertyField({ property: p, chosen, invalid, onChange }: Props) {
  const mine = valuesOf(chosen, p);
  const status = invalid ? ('error' as const) : undefined;
  switch (p.control) {
    case 'select':
      return (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={p.name}
          status={status}
          placeholder="请选择"
          value={mine[0]?.vid}
          options={options(p)}
          onChange={(vid?: number) => onChange(vid === undefined ? [] : [listedEntry(p, vid)])}
        />
      );
    case 'multiSelect':
      return (
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          aria-label={p.name}
          status={status}
          maxCount={p.chooseMax}
          placeholder={`可选 ${p.chooseMax} 项`}
          value={mine.map((v) => v.vid)}
          options={options(p)}
          onChange={(vids: number[]) => onChange(vids.map((vid) => listedEntry(p, vid)))}
        />
      );
    case 'input':
      return (
        <Input
          aria-label={p.name}
          status={status}
          maxLength={textMax(p)}
          showCount={textMax(p) !== undefined}
          value={mine[0]?.value ?? ''}
          onChange={(e) => onChange(e.target.value ? [textEntry(p, e.target.value)] : [])}
        />
      );
    case 'inputOrSelect':
      return (
        <AutoComplete
          aria-label={p.name}
          status={status}
          placeholder="选择或输入"
          value={mine[0]?.value ?? ''}
          options={p.values.map((v) => ({ value: v.value }))}
          filterOption={(input, o) => String(o?.value ?? '').includes(input)}
          onChange={(text: string) => {
            const listed = p.values.find((v) => v.value === text);
            onChange(!text ? [] : listed ? [listedEntry(p, listed.vid)] : [textEntry(p, text)]);
          }}
        />
      );
    case 'number': {
      const unit = mine[0]?.valueUnit || p.units[0] || '';
      const n = mine[0]?.numberInputValue || mine[0]?.value;
      const set = (v: number | null, u: string) => onChange(v === null ? [] : [numberEntry(p, v, u)]);
      return (
        <Space.Compact style={{ width: '100%' }}>
          <InputNumber
            style={{ width: '100%' }}
            aria-label={p.name}
            status={status}
            min={p.min ? Number(p.min) : undefined}
            max={p.max ? Number(p.max) : undefined}
            precision={p.precision ?? undefined}
            placeholder={p.min && p.max ? `${p.min}–${p.max}` : '请输入数字'}
            value={n ? Number(n) : null}
            onChange={(v) => set(v === null ? null : Number(v), unit)}
          />
          {p.units.length > 1 ? (
            <Select
              aria-label={`${p.name}单位`}
              style={{ width: 110 }}
              value={unit}
              options={p.units.map((u) => ({ value: u, label: u }))}
              onChange={(u: string) => n && set(Number(n), u)}
            />
          ) : p.units.length === 1 ? (
            <Space.Addon>{unit}</Space.Addon>
          ) : null}
        </Space.Compact>
      );
    }
    case 'composition':
      return (
        <CompositionInput
          property={p}
          rows={compositionRows(chosen, p)}
          onChange={(rows) => onChange(compositionEntries(p, rows))}
        />
      );
    default:
      return (
        <Alert
          type={p.required ? 'error' : 'info'}
          showIcon
          message={
            p.required
              ? '这个必填属性的类型暂不支持在此填写（Temu 文档未说明格式），请改选类目或联系客服'
              : '这个属性的类型暂不支持在此填写，可以不填'
          }
        />
      );
  }
}
