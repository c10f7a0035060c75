import type { TemuLeafTemplate, TemuTemplateBody, TemuTemplateProblem } from '@podbench/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Empty, Space, Spin, Typography } from 'antd';
import { PropertyForm } from './property-form';
import { SpecMappingEditor } from './spec-mapping-editor';

interface Props {
  body: TemuTemplateBody;
  leaf: UseQueryResult<TemuLeafTemplate>;
  mappingLoading: boolean;
  problems: TemuTemplateProblem[];
  update: (patch: Partial<TemuTemplateBody>) => void;
}

/** 商品属性 and 规格对应: both come from the leaf's attribute template, read through one of the seller's shops. */
export function AttributeCard({ body, leaf, mappingLoading, problems, update }: Props) {
  const mappingProblems = problems.filter((p) => p.field.startsWith('specMapping'));
  if (!body.category)
    return (
      <Card title="商品属性与规格">
        <Empty description="先选择 Temu 叶子类目，再按该类目的属性模板填写" />
      </Card>
    );
  if (leaf.isLoading)
    return (
      <Card title="商品属性与规格">
        <Spin tip="正在读取 Temu 类目属性模板…">
          <div style={{ height: 120 }} />
        </Spin>
      </Card>
    );
  if (leaf.isError || !leaf.data)
    return (
      <Card title="商品属性与规格">
        <Alert type="error" showIcon message={`无法读取该类目的属性模板：${leaf.error?.message ?? '请稍后重试'}`} />
      </Card>
    );
  return (
    <>
      <Card title="商品属性" extra={<Typography.Text type="secondary">带 * 为 Temu 必填</Typography.Text>}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {body.legacyAttributes.length > 0 && (
            <Alert
              type="info"
              showIcon
              message="旧模板的属性（仅供参考，不会发送）"
              description={body.legacyAttributes.map((a) => `${a.name}：${a.value}`).join('；')}
            />
          )}
          <PropertyForm leaf={leaf.data} chosen={body.properties} onChange={(properties) => update({ properties })} />
        </Space>
      </Card>
      <Card title="规格对应（颜色 / 尺码 → Temu 销售属性）">
        <Space direction="vertical" style={{ width: '100%' }}>
          {mappingProblems.length > 0 && !mappingLoading && (
            <Alert type="error" showIcon message={mappingProblems.map((p) => p.message).join('；')} />
          )}
          <SpecMappingEditor
            leaf={leaf.data}
            mapping={body.specMapping}
            loading={mappingLoading}
            onChange={(specMapping) => update({ specMapping })}
          />
        </Space>
      </Card>
    </>
  );
}
