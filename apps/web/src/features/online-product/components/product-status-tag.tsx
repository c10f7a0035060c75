import { PRODUCT_STATUS_LABELS } from '@podbench/contract';
import { Tag } from 'antd';

const COLORS = ['processing', 'warning', 'success', 'default'] as const;

export function ProductStatusTag({ status }: { status: number }) {
  return <Tag color={COLORS[status] ?? 'default'}>{PRODUCT_STATUS_LABELS[status] ?? `状态${status}`}</Tag>;
}
