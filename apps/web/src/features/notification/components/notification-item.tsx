import { NOTIFICATION_TYPE_INFO, type NotificationView } from '@podbench/contract';
import { Badge, Tag, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import styles from '@/shared/ui/inbox-list.module.css';

const TAG_COLORS: Record<NotificationView['type'], string> = {
  order_new: 'blue',
  order_unpaid: 'orange',
  publish_failed: 'red',
  qc_failed: 'red',
  token_expiring: 'gold',
  low_balance: 'orange',
  withdraw_result: 'purple',
};

interface NotificationItemProps {
  item: NotificationView;
  onOpen: () => void;
}

/** One notification: kind, title, time and text; clicking it marks it read and opens what it is about. */
export function NotificationItem({ item, onOpen }: NotificationItemProps) {
  return (
    <article
      className={item.read ? styles.item : `${styles.item} ${styles.unread}`}
      data-testid="notification-item"
      data-type={item.type}
    >
      <button type="button" className={styles.head} onClick={onOpen}>
        <Badge dot={!item.read} offset={[4, 0]}>
          <span className={styles.title}>{item.title}</span>
        </Badge>
        <span className={styles.time}>{parseTime(item.createdAt, '{y}-{m}-{d} {h}:{i}')}</span>
      </button>
      <Typography.Paragraph className={styles.content} style={{ margin: '6px 0 0' }} onClick={onOpen}>
        {item.content}
      </Typography.Paragraph>
      <Tag className={styles.kind} color={TAG_COLORS[item.type]} bordered={false}>
        {NOTIFICATION_TYPE_INFO[item.type].label}
      </Tag>
    </article>
  );
}
