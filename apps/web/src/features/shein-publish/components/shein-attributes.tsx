import type { SheinTemplateAttr, SheinTemplateProblem } from '@podbench/contract';
import { Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { type SheinAttributeDef, useSheinAttributes } from '../api/shein-publish';

interface Props {
  categoryId: number | null;
  attributes: SheinTemplateAttr[];
  problems: SheinTemplateProblem[];
  onChange: (attributes: SheinTemplateAttr[]) => void;
}

/** Filled in the template: not a sale attribute (颜色 / 尺码 come from the SKCs) nor a size-chart row. */
const filledHere = (a: SheinAttributeDef) => !a.sale && a.kind !== 'size';

/** The value the seller gives, by what Shein offers: one value, several (、), shares (棉 95%、氨纶 5%) or text. */
function AttributeInput({
  name,
  def,
  value,
  onChange,
}: {
  name: string;
  def: SheinAttributeDef | undefined;
  value: string;
  onChange: (v: string) => void;
}) {
  const offered = def?.values ?? [];
  if (offered.length > 0 && def?.kind !== 'composition') {
    const options = offered.map((v) => ({ value: v, label: v }));
    return def?.multiple ? (
      <Select
        mode="multiple"
        aria-label={name}
        options={options}
        value={value ? value.split('、') : []}
        onChange={(vs: string[]) => onChange(vs.join('、'))}
      />
    ) : (
      <Select
        showSearch
        allowClear
        aria-label={name}
        options={options}
        value={value || undefined}
        onChange={(v?: string) => onChange(v ?? '')}
      />
    );
  }
  return (
    <Input
      aria-label={name}
      placeholder={
        def?.kind === 'composition' ? `例如：${offered[0] ?? '棉'} 95%、${offered[1] ?? '氨纶'} 5%` : undefined
      }
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * The leaf's attribute template: one field per attribute filled in the template, values kept across a change of
 * category when the attribute is the same.
 */
export function SheinAttributes({ categoryId, attributes, problems, onChange }: Props) {
  const { data, isFetching } = useSheinAttributes(categoryId);
  useEffect(() => {
    if (!data) return;
    const wanted = data.filter(filledHere);
    const same =
      wanted.length === attributes.length && wanted.every((a, i) => attributes[i]?.attributeId === a.attributeId);
    if (same) return;
    onChange(
      wanted.map((a) => ({
        attributeId: a.attributeId,
        name: a.name,
        value: attributes.find((x) => x.attributeId === a.attributeId)?.value ?? '',
        required: a.required,
      })),
    );
  }, [data, attributes, onChange]);
  if (categoryId === null) return <Typography.Text type="secondary">先选择类目</Typography.Text>;
  return (
    <Spin spinning={isFetching}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {attributes.map((a, i) => {
          const err = problems.find((p) => p.field === `attributes.${i}.value`)?.message;
          return (
            <Form.Item
              key={a.attributeId}
              label={a.name}
              required={a.required}
              style={{ marginBottom: 8 }}
              validateStatus={err ? 'error' : undefined}
              help={err}
            >
              <AttributeInput
                name={a.name}
                def={data?.find((d) => d.attributeId === a.attributeId)}
                value={a.value}
                onChange={(value) => onChange(attributes.map((x, j) => (j === i ? { ...x, value } : x)))}
              />
            </Form.Item>
          );
        })}
      </Space>
    </Spin>
  );
}
