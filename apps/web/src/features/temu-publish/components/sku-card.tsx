import { TEMU_RULES, type TemuTemplateBody, type TemuTemplateProblem } from '@podbench/contract';
import { App, Card, Space, Typography } from 'antd';
import type { Margins } from '../hooks/use-margins';
import { MarginFloor } from './margin-floor';
import { PricingRule } from './pricing-rule';
import { SkuEditor } from './sku-editor';

interface Props {
  body: TemuTemplateBody;
  problems: TemuTemplateProblem[];
  margins: Margins;
  apparel: boolean;
  update: (patch: Partial<TemuTemplateBody>) => void;
}

/** SKUs with the pricing rule and Temu's SKC/SKU limits (doc 199 §6-1). */
export function SkuCard({ body, problems, margins, apparel, update }: Props) {
  const { message } = App.useApp();
  const colors = new Set(body.skus.map((s) => s.color)).size;
  const limits = apparel
    ? `服饰类目每个颜色一个 SKC：${colors} / ${TEMU_RULES.skcMax} 个 SKC，每个 SKC 最多 ${TEMU_RULES.skuPerSkcMax} 个 SKU；SKU ${body.skus.length} / ${TEMU_RULES.skuMax}`
    : `非服饰类目一个 SKC；SKU ${body.skus.length} / ${TEMU_RULES.skuMax}`;
  return (
    <Card title={`SKU（${colors} 色 / ${body.skus.length} 个）`}>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary" data-testid="sku-limits">
          {limits}
        </Typography.Text>
        <PricingRule
          rule={body.pricing}
          skus={body.skus}
          apparel={apparel}
          onChange={(pricing) => update({ pricing })}
          onApply={(skus) => {
            update({ skus });
            message.success('已按规则重新计算供货价');
          }}
        />
        <MarginFloor margins={margins} />
        <SkuEditor skus={body.skus} problems={problems} margins={margins} onChange={(skus) => update({ skus })} />
      </Space>
    </Card>
  );
}
