import { formatYuan, marginOf, type TemuOrderCost } from '@podbench/contract';
import { Space, Tooltip, Typography } from 'antd';

const yuan = (fen: number) => (fen < 0 ? `−¥${formatYuan(-fen)}` : `¥${formatYuan(fen)}`);

/** One piece's production cost with its parts in a tooltip. */
export function CostCell({ cost }: { cost: TemuOrderCost | undefined }) {
  if (!cost) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Tooltip
      title={
        <>
          <div>底板 {yuan(cost.baseCostFen)}</div>
          {cost.discountFen > 0 && <div>会员折扣 −{yuan(cost.discountFen)}</div>}
          <div>包装 {yuan(cost.packingFen)}</div>
          <div>运至仓库 {yuan(cost.shippingFen)}</div>
        </>
      }
    >
      <span data-testid="sku-cost">{yuan(cost.totalFen)}</span>
    </Tooltip>
  );
}

/** Profit per piece and margin: red below cost, orange under the seller's floor. */
export function ProfitCell({
  priceFen,
  cost,
  floorPercent,
}: {
  priceFen: number;
  cost: TemuOrderCost | undefined;
  floorPercent: number;
}) {
  if (!cost) return <Typography.Text type="secondary">—</Typography.Text>;
  const m = marginOf(priceFen, cost.totalFen);
  const below = m.profitFen < 0;
  const low = !below && floorPercent > 0 && m.profitFen * 100 < floorPercent * priceFen;
  const type = below ? 'danger' : low ? 'warning' : 'success';
  return (
    <Space direction="vertical" size={0} data-testid="sku-profit" data-state={below ? 'loss' : low ? 'low' : 'ok'}>
      <Typography.Text type={type}>{yuan(m.profitFen)}</Typography.Text>
      <Typography.Text type={type} style={{ fontSize: 12 }}>
        {m.percent === null ? '—' : `${m.percent}%`}
        {below ? ' 亏损' : low ? ' 低于下限' : ''}
      </Typography.Text>
    </Space>
  );
}
