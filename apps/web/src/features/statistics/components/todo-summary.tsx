import type { StatisticsTodo } from '@podbench/contract';
import { Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { LINKS } from '../lib/links';

/** 待办 in words: what needs doing, each part opening its list; "暂无待办" when nothing does. */
export function TodoSummary({ todo }: { todo: StatisticsTodo }) {
  const parts = [
    { n: todo.unpaidOrders, label: '待支付订单', to: LINKS.orders('unpaid'), id: 'todo-unpaid' },
    { n: todo.failedPublishes, label: '发布失败', to: LINKS.temuPublishes('failed'), id: 'todo-publishes' },
    { n: todo.qcFailures, label: '质检不合格', to: LINKS.qcFailed, id: 'todo-qc' },
    { n: todo.expiringTokens, label: '授权失效或将到期', to: LINKS.shops('temu'), id: 'todo-tokens' },
  ].filter((p) => p.n > 0);
  return (
    <Space wrap size={[8, 4]} data-testid="todo-summary">
      <b>待办 {todo.total}</b>
      {parts.length === 0 && <span>暂无待办</span>}
      {parts.map((p) => (
        <Link key={p.id} to={p.to} data-testid={p.id}>
          <Tag color="purple">
            {p.label} {p.n}
          </Tag>
        </Link>
      ))}
    </Space>
  );
}
