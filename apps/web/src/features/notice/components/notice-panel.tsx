import { Button, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useNotices } from '../api/get-notices';
import { useMarkNoticesRead } from '../api/mark-notices-read';
import { NoticeItem } from './notice-item';
import styles from '@/shared/ui/inbox-list.module.css';

const PAGE_SIZE = 10;

/** 系统公告 (the 公告 tab of the header's message centre): newest first; opening one marks it read, 全部已读 all. */
export function NoticePanel({ active }: { active: boolean }) {
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<number | null>(null);
  const { data, isLoading } = useNotices(page, PAGE_SIZE, active);
  const markRead = useMarkNoticesRead();
  const rows = data?.rows ?? [];
  const anyUnread = rows.some((n) => !n.read);

  const toggle = (id: number, read: boolean) => {
    setExpanded((current) => (current === id ? null : id));
    if (!read) markRead.mutate([id]);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <span>系统公告</span>
        <Button
          size="small"
          disabled={!anyUnread}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          全部已读
        </Button>
      </div>
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {!isLoading && rows.length === 0 && <Empty description="暂无公告" style={{ marginTop: 80 }} />}
      <div className={styles.list}>
        {rows.map((notice) => (
          <NoticeItem
            key={notice.id}
            notice={notice}
            expanded={expanded === notice.id}
            onToggle={() => toggle(notice.id, notice.read)}
          />
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
