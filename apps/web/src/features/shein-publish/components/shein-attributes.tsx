import type { SheinTemplateAttr, SheinTemplateProblem } from '@podbench/contract';
import { Form, Input, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useSheinAttributes } from '../api/shein-publish';

interface Props {
  categoryId: number | null;
  attributes: SheinTemplateAttr[];
  problems: SheinTemplateProblem[];
  onChange: (attributes: SheinTemplateAttr[]) => void;
}

/**
 * The leaf's attribute template (颜色 / 尺码 come from the SKCs and SKUs): one input per other attribute, values kept
 * across a change of category when the attribute is the same.
 */
export function SheinAttributes({ categoryId, attributes, problems, onChange }: Props) {
  const { data, isFetching } = useSheinAttributes(categoryId);
  useEffect(() => {
    if (!data) return;
    const wanted = data.filter((a) => !a.sale);
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
              <Input
                aria-label={a.name}
                value={a.value}
                onChange={(e) => onChange(attributes.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
              />
            </Form.Item>
          );
        })}
      </Space>
    </Spin>
  );
}
