import type { TemuOrderCost } from '@podbench/contract';
import { Descriptions, Tooltip, Typography } from 'antd';
import { fenToYuan } from '@/shared/utils/money';

/** The cost lines: base × quantity, VIP discount, packing, shipping, total. */
export function CostBreakdown({ cost }: { cost: TemuOrderCost }) {
  return (
    <Descriptions column={1} size="small" colon={false} labelStyle={{ width: 96 }}>
      <Descriptions.Item label="底板成本">¥{fenToYuan(cost.baseCostFen)}</Descriptions.Item>
      <Descriptions.Item label="会员折扣">-¥{fenToYuan(cost.discountFen)}</Descriptions.Item>
      <Descriptions.Item label="包装费">¥{fenToYuan(cost.packingFen)}</Descriptions.Item>
      <Descriptions.Item label="运费">¥{fenToYuan(cost.shippingFen)}</Descriptions.Item>
      <Descriptions.Item label="合计">
        <Typography.Text strong>¥{fenToYuan(cost.totalFen)}</Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** ¥ total with the breakdown on hover. */
export function CostCell({ cost }: { cost: TemuOrderCost }) {
  return (
    <Tooltip color="#fff" title={<CostBreakdown cost={cost} />}>
      <Typography.Text strong style={{ cursor: 'help' }}>
        ¥{fenToYuan(cost.totalFen)}
      </Typography.Text>
    </Tooltip>
  );
}
