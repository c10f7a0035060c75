import type { NoticeView } from '@podbench/contract';
import { Badge, Typography } from 'antd';
import { parseTime } from '@/shared/utils/parse-time';
import styles from '@/shared/ui/inbox-list.module.css';

interface NoticeItemProps {
  notice: NoticeView;
  expanded: boolean;
  onToggle: () => void;
}

export function NoticeItem({ notice, expanded, onToggle }: NoticeItemProps) {
  return (
    <article className={notice.read ? styles.item : `${styles.item} ${styles.unread}`}>
      <button type="button" className={styles.head} onClick={onToggle} aria-expanded={expanded}>
        <Badge dot={!notice.read} offset={[4, 0]}>
          <span className={styles.title}>{notice.title}</span>
        </Badge>
        <span className={styles.time}>{parseTime(notice.publishTime, '{y}-{m}-{d} {h}:{i}')}</span>
      </button>
      <Typography.Paragraph
        className={styles.content}
        style={{ margin: '8px 0 0' }}
        ellipsis={expanded ? false : { rows: 2 }}
        onClick={onToggle}
      >
        {notice.content}
      </Typography.Paragraph>
    </article>
  );
}
