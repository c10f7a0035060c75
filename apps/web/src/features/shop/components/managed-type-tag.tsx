import type { ManagedType } from '@podbench/contract';
import { Tag } from 'antd';

/** 全托管 / 半托管, or a dash when Temu did not say. */
export function ManagedTypeTag({ value }: { value: ManagedType | null }) {
  if (!value) return <span>—</span>;
  return <Tag color={value === '全托管' ? 'purple' : 'cyan'}>{value}</Tag>;
}
