import type { TemuOrderRow } from '@podbench/contract';
import { Space, Tag, Typography } from 'antd';

/** Temu's marks on an order: 加急, JIT, 逾期 (past its deadline), 首单. */
export function OrderFlags({ row: r }: { row: Pick<TemuOrderRow, 'urgent' | 'jit' | 'overdue' | 'isFirst'> }) {
  const tags = [
    r.urgent && (
      <Tag key="u" color="red">
        加急
      </Tag>
    ),
    r.jit && (
      <Tag key="j" color="purple">
        JIT
      </Tag>
    ),
    r.overdue && (
      <Tag key="o" color="volcano">
        逾期
      </Tag>
    ),
    r.isFirst && (
      <Tag key="f" color="blue">
        首单
      </Tag>
    ),
  ].filter(Boolean);
  return tags.length ? (
    <Space size={[0, 4]} wrap>
      {tags}
    </Space>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );
}
