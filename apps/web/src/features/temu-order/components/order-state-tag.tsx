import { TEMU_ORDER_STATE_LABELS, type TemuOrderState } from '@podbench/contract';
import { Tag } from 'antd';

const COLOR: Record<TemuOrderState, string> = {
  unpaid: 'orange',
  to_produce: 'blue',
  producing: 'processing',
  to_ship: 'cyan',
  shipped: 'geekblue',
  warehoused: 'purple',
  completed: 'success',
  cancelled: 'default',
};

/** Our platform state (待支付 … 已完成 / 已取消). */
export function OrderStateTag({ state }: { state: TemuOrderState }) {
  return (
    <Tag color={COLOR[state]} data-testid="order-state">
      {TEMU_ORDER_STATE_LABELS[state]}
    </Tag>
  );
}
