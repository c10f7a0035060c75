import {
  propertyProblems,
  type TemuFormProperty,
  type TemuLeafTemplate,
  type TemuPropertyInput,
} from '@podbench/contract';
import { Col, Form, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { setProperty, visibleProperties } from '../lib/property-form';
import { PropertyField } from './property-field';

interface Props {
  leaf: TemuLeafTemplate;
  chosen: TemuPropertyInput[];
  onChange: (chosen: TemuPropertyInput[]) => void;
}

/** Each property's problems: by entry index (`properties.<i>`) or, for whole-property ones, by the quoted name. */
function problemsByProperty(leaf: TemuLeafTemplate, chosen: TemuPropertyInput[]) {
  const out = new Map<number, string[]>();
  const push = (pid: number, m: string) => out.set(pid, [...(out.get(pid) ?? []), m]);
  for (const [field, message] of propertyProblems(leaf, chosen)) {
    const i = /^properties\.(\d+)$/.exec(field)?.[1];
    const entry = i === undefined ? undefined : chosen[Number(i)];
    const p: TemuFormProperty | undefined = entry
      ? leaf.properties.find((x) => x.templatePid === entry.templatePid)
      : leaf.properties.find((x) => message.includes(`「${x.name}」`));
    if (p) push(p.templatePid, message);
  }
  return out;
}

/**
 * 商品属性: the leaf's property template as a form. Required properties come first with antd's mark; a property
 * with a showCondition appears only while its parent has a matching value, and leaves with it.
 */
export function PropertyForm({ leaf, chosen, onChange }: Props) {
  const shown = visibleProperties(leaf, chosen);
  const problems = useMemo(() => problemsByProperty(leaf, chosen), [leaf, chosen]);
  if (leaf.properties.length === 0)
    return <Typography.Text type="secondary">该类目没有需要填写的商品属性</Typography.Text>;
  return (
    <Form layout="vertical" component="div" data-testid="property-form">
      <Row gutter={16}>
        {shown.map((p) => {
          const msgs = problems.get(p.templatePid);
          const child = p.showCondition.length > 0;
          return (
            <Col
              key={p.templatePid}
              xs={24}
              md={p.control === 'composition' ? 24 : 12}
              xl={p.control === 'composition' ? 12 : 8}
            >
              <Form.Item
                label={child ? `${p.name}（因上级选择而需要）` : p.name}
                required={p.required}
                validateStatus={msgs ? 'error' : undefined}
                help={msgs?.join('；')}
                data-testid={`property-${p.name}`}
              >
                <PropertyField
                  property={p}
                  chosen={chosen}
                  invalid={Boolean(msgs)}
                  onChange={(entries) => onChange(setProperty(leaf, chosen, p, entries))}
                />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </Form>
  );
}
