import { PRODUCT_STATUS_LABELS } from '@podbench/contract';
import { Tag } from 'antd';

/** 未上架, 在售, 已下架 (PRODUCT_STATUS_LABELS). */
const COLORS = ['warning', 'success', 'default'] as const;

export function ProductStatusTag({ status }: { status: number }) {
  return <Tag color={COLORS[status] ?? 'default'}>{PRODUCT_STATUS_LABELS[status] ?? `状态${status}`}</Tag>;
}
