import { SettingOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NoticePanel } from '@/features/notice/components/notice-panel';
import { NotificationPanel } from '@/features/notification/components/notification-panel';
import styles from './app-header.module.css';

export type MessageTab = 'notifications' | 'notices';

interface MessageCenterProps {
  open: boolean;
  /** The tab to show on opening. */
  tab: MessageTab;
  notificationUnread: number;
  noticeUnread: number;
  onClose: () => void;
}

const label = (text: string, count: number) => (
  <span className={styles.tabLabel}>
    {text}
    <Badge count={count} size="small" />
  </span>
);

/** 消息中心 behind the header bell: 通知 (the account's own events) and 公告 (the platform's announcements). */
export function MessageCenter({ open, tab, notificationUnread, noticeUnread, onClose }: MessageCenterProps) {
  const [active, setActive] = useState<MessageTab>(tab);
  const navigate = useNavigate();
  useEffect(() => {
    if (open) setActive(tab);
  }, [open, tab]);

  return (
    <Drawer
      title="消息中心"
      open={open}
      onClose={onClose}
      size={460}
      extra={
        <Button
          size="small"
          type="text"
          icon={<SettingOutlined />}
          onClick={() => {
            navigate('/system/notifySettings');
            onClose();
          }}
        >
          通知设置
        </Button>
      }
    >
      <Tabs
        activeKey={active}
        onChange={(k) => setActive(k as MessageTab)}
        destroyOnHidden
        items={[
          {
            key: 'notifications',
            label: label('通知', notificationUnread),
            children: <NotificationPanel active={open && active === 'notifications'} onNavigate={onClose} />,
          },
          {
            key: 'notices',
            label: label('公告', noticeUnread),
            children: <NoticePanel active={open && active === 'notices'} />,
          },
        ]}
      />
    </Drawer>
  );
}
