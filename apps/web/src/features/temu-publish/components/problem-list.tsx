import type { TemuTemplateBody, TemuTemplateProblem } from '@podbench/contract';
import { Alert } from 'antd';

const FIELD: Record<string, string> = {
  title: '标题',
  category: '类目',
  properties: '商品属性',
  specMapping: '规格对应',
  origin: '产地',
  personalization: '定制',
  images: '图片',
  skus: 'SKU',
  priceFen: '供货价',
  stock: '库存',
  weightG: '重量',
  lenMm: '长',
  widthMm: '宽',
  heightMm: '高',
  color: '颜色',
  size: '尺码',
  technology: '定制工艺',
  sizeChart: '尺码表',
};

/** A problem's place in words: 标题, or 白色/M 供货价. */
export function fieldLabel(body: TemuTemplateBody, field: string): string {
  const [head, index, key] = field.split('.');
  if (head === 'skus' && index !== undefined) {
    const s = body.skus[Number(index)];
    return `${s ? `${s.color}/${s.size}` : `第 ${Number(index) + 1} 个 SKU`} ${FIELD[key ?? ''] ?? key ?? ''}`;
  }
  if (head === 'specMapping') return index === 'sizes' ? '尺码对应' : index === 'colors' ? '颜色对应' : '规格对应';
  if (head === 'properties') return '商品属性';
  // sizeChart.rows.<row>.<column>
  if (head === 'sizeChart' && index === 'rows' && key !== undefined) {
    const col = Number(field.split('.')[3]);
    const chart = body.sizeChart;
    return `尺码表 ${chart?.rows[Number(key)]?.size ?? ''} ${chart?.columns[col] ?? ''}`.trim();
  }
  return FIELD[head ?? ''] ?? field;
}

interface ListProps {
  body: TemuTemplateBody;
  problems: TemuTemplateProblem[];
  /** SKUs under the seller's margin floor: shown, publishing still allowed. */
  warnings?: TemuTemplateProblem[];
}

/** Every rule the template breaks right now (Temu's, and no price below cost), or a green light; margin warnings beside. */
export function ProblemList({ body, problems, warnings = [] }: ListProps) {
  const warned = warnings.length > 0 && (
    <Alert
      type="warning"
      showIcon
      data-testid="margin-warnings"
      style={{ marginTop: problems.length ? 8 : 0 }}
      message={`${warnings.length} 个 SKU 的利润率低于您设置的下限（可以发布，建议调整供货价）`}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {warnings.slice(0, 12).map((p) => (
            <li key={p.field}>{p.message}</li>
          ))}
          {warnings.length > 12 && <li>……另有 {warnings.length - 12} 项</li>}
        </ul>
      }
    />
  );
  if (problems.length === 0)
    return (
      <>
        <Alert
          type="success"
          showIcon
          message="已通过 Temu 规则与成本校验，可以发布"
          data-testid="template-ok"
          style={{ marginBottom: warned ? 8 : 0 }}
        />
        {warned}
      </>
    );
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="template-problems"
        message={`还有 ${problems.length} 项不符合 Temu 规则或低于成本，完善后才能发布`}
        description={
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {problems.slice(0, 12).map((p) => (
              <li key={`${p.field}:${p.message}`}>
                {fieldLabel(body, p.field)}：{p.message}
              </li>
            ))}
            {problems.length > 12 && <li>……另有 {problems.length - 12} 项</li>}
          </ul>
        }
      />
      {warned}
    </>
  );
}
