import { CheckSquareOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import { useIsSeller } from '@/shared/permission';
import { useTodo } from '../api/statistics';
import { LINKS } from '../lib/links';
import styles from './todo-badge.module.css';

/**
 * The header's 待办: orders to pay, failed publishes, QC failures and expiring tokens, counted by the server for
 * what the caller may see; a click opens 经营概览 from anywhere. Nothing for an operator (no seller account).
 */
export function TodoBadge() {
  const seller = useIsSeller();
  const { data } = useTodo();
  if (!seller) return null;
  const title = data
    ? `待支付订单 ${data.unpaidOrders} · 发布失败 ${data.failedPublishes} · 质检不合格 ${data.qcFailures} · 授权失效或将到期 ${data.expiringTokens}`
    : '待办';
  return (
    <Tooltip title={title}>
      <Link
        to={LINKS.overview}
        className={styles.todo}
        data-testid="header-todo"
        aria-label={`待办 ${data?.total ?? 0}`}
      >
        <Badge count={data?.total ?? 0} size="small" overflowCount={99} offset={[6, -2]}>
          <CheckSquareOutlined className={styles.icon} />
        </Badge>
        <span className={styles.label}>待办</span>
      </Link>
    </Tooltip>
  );
}
