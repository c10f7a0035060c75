import type { NotificationView } from '@podbench/contract';
import { Button, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { NotificationItem } from './notification-item';
import styles from '@/shared/ui/inbox-list.module.css';

const PAGE_SIZE = 10;

interface NotificationPanelProps {
  active: boolean;
  /** Called when a notification takes the seller somewhere (the drawer closes). */
  onNavigate: () => void;
}

/** 通知: the account's events, newest first; opening one marks it read and goes to what it is about. */
export function NotificationPanel({ active, onNavigate }: NotificationPanelProps) {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useNotifications(page, PAGE_SIZE, active);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const rows = data?.rows ?? [];

  const open = (n: NotificationView) => {
    if (!n.read) markRead.mutate([n.id]);
    if (n.link) {
      navigate(n.link);
      onNavigate();
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <span>{data ? `未读 ${data.unread} 条，共 ${data.total} 条` : '通知'}</span>
        <Button
          size="small"
          disabled={!data?.unread}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          全部已读
        </Button>
      </div>
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {!isLoading && rows.length === 0 && <Empty description="暂无通知" style={{ marginTop: 80 }} />}
      <div className={styles.list}>
        {rows.map((n) => (
          <NotificationItem key={n.id} item={n} onOpen={() => open(n)} />
        ))}
      </div>
      {(data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className={styles.pager}
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={data?.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}
