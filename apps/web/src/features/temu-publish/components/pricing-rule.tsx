import {
  priceByRule,
  priceSkusByRule,
  TEMU_PRICE_ROUNDING_LABEL,
  TEMU_PRICE_ROUNDINGS,
  type TemuPricingRule,
  type TemuTemplateSku,
} from '@podbench/contract';
import { Button, InputNumber, Select, Space, Typography } from 'antd';

interface Props {
  rule: TemuPricingRule;
  skus: TemuTemplateSku[];
  /** catType 1: one supply price per colour (SKC), Temu 2000031. */
  apparel: boolean;
  onChange: (rule: TemuPricingRule) => void;
  /** Re-prices every SKU that knows its base cost. */
  onApply: (skus: TemuTemplateSku[]) => void;
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The rule in words, with one worked example (and, for apparel, what one price per SKC means). */
export function ruleInWords(rule: TemuPricingRule, skus: TemuTemplateSku[], apparel: boolean): string {
  const add = rule.addFen === 0 ? '' : `${rule.addFen > 0 ? ' + ' : ' − '}${yuan(Math.abs(rule.addFen))}`;
  const head = `供货价 = 底价 × ${rule.factor}${add}，${TEMU_PRICE_ROUNDING_LABEL[rule.rounding]}`;
  const priced = skus.filter((s) => s.baseCostFen > 0);
  const sample = priced[0];
  if (!sample) return `${head}。这些 SKU 没有记录底价（旧模板），请直接修改供货价`;
  if (!apparel)
    return `${head}。例：${sample.color}/${sample.size} 底价 ${yuan(sample.baseCostFen)} → ${yuan(priceByRule(rule, sample.baseCostFen))}`;
  const ofColour = priced.filter((s) => s.color === sample.color);
  const top = Math.max(...ofColour.map((s) => s.baseCostFen));
  return `${head}。服饰类目同一颜色（SKC）只能一个供货价：按该颜色最高的底价计算。例：${sample.color} 最高底价 ${yuan(top)} → 该颜色所有尺码 ${yuan(priceByRule(rule, top))}`;
}

/** 定价规则: supply price = base cost × factor + addition, rounded; applied to the SKUs on demand. */
export function PricingRule({ rule, skus, apparel, onChange, onApply }: Props) {
  const priced = skus.filter((s) => s.baseCostFen > 0);
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap>
        <span>底价 ×</span>
        <InputNumber
          aria-label="倍数"
          min={0.1}
          max={20}
          step={0.1}
          precision={2}
          value={rule.factor}
          onChange={(v) => onChange({ ...rule, factor: Number(v ?? 1) })}
        />
        <span>+</span>
        <InputNumber
          aria-label="加价"
          prefix="¥"
          step={1}
          precision={2}
          min={-10000}
          max={10000}
          value={rule.addFen / 100}
          onChange={(v) => onChange({ ...rule, addFen: Math.round(Number(v ?? 0) * 100) })}
        />
        <Select
          aria-label="取整方式"
          style={{ width: 260 }}
          value={rule.rounding}
          options={TEMU_PRICE_ROUNDINGS.map((r) => ({ value: r, label: TEMU_PRICE_ROUNDING_LABEL[r] }))}
          onChange={(rounding) => onChange({ ...rule, rounding })}
        />
        <Button
          disabled={priced.length === 0}
          onClick={() => {
            const byRule = priceSkusByRule(rule, priced, apparel);
            onApply(skus.map((s) => byRule.find((p) => p.variantId === s.variantId && p.size === s.size) ?? s));
          }}
        >
          按规则重新定价
        </Button>
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="pricing-words">
        {ruleInWords(rule, skus, apparel)}
      </Typography.Text>
    </Space>
  );
}
