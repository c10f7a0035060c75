import {
  BellOutlined,
  CarOutlined,
  DownOutlined,
  FileTextOutlined,
  HighlightOutlined,
  LogoutOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { UserType } from '@podbench/contract';
import { Avatar, Badge, Dropdown, type MenuProps, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnreadCount } from '@/features/notice/api/get-unread-count';
import { useNotificationUnread } from '@/features/notification/api/notifications';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useIsSeller } from '@/shared/permission';
import { fileUrl } from '@/shared/utils/file-url';
import styles from './app-header.module.css';
import { LogisticsModal } from '@/features/temu-order/components/logistics-modal';
import { isUsablePage } from '../../router/landing';
import { useRouteStore } from '../../router/route-store';
import { MessageCenter, type MessageTab } from './message-center';
import { useLogout } from './use-logout';

const LINKS: Record<string, string> = {
  gallery: '/gallery/galleryMy',
  designs: '/select/designMy',
  profile: '/system/userInfo',
  records: '/statistics/clientUserAccountRecord',
  help: '/system/help',
};

/** Quick links to seller pages: shown only when the page is in this user's delivered menu (its permissions). */
const SELLER_LINKS = new Set(['gallery', 'designs', 'records']);

/** Nickname, VIP level, 主账号/子账号 badge, and the quick links (spec §1). */
export function UserMenu() {
  const userInfo = useAuthStore((s) => s.userInfo);
  const name = useAuthStore((s) => s.name);
  const avatar = useAuthStore((s) => s.avatar);
  const navigate = useNavigate();
  const onLogout = useLogout();
  const { data: unread = 0 } = useUnreadCount();
  const isSeller = useIsSeller();
  const pages = useRouteStore((s) => s.table.pages);
  const linkAllowed = (key: string) =>
    !SELLER_LINKS.has(key) || (isSeller && pages.some((p) => p.path === LINKS[key] && isUsablePage(p)));
  const [noticeOpen, setNoticeOpen] = useState(false);
  const { data: notificationUnread = 0 } = useNotificationUnread(isSeller);
  const [messageTab, setMessageTab] = useState<MessageTab>('notifications');
  // The bell opens on the tab with news: 通知 first, 公告 when only announcements are unread.
  const openMessages = (tab?: MessageTab) => {
    setMessageTab(tab ?? (notificationUnread === 0 && unread > 0 ? 'notices' : 'notifications'));
    setNoticeOpen(true);
  };
  const [logisticsOpen, setLogisticsOpen] = useState(false);

  const avatarSrc = fileUrl(avatar || userInfo?.avatar);
  const nickname = userInfo?.nickName || name || userInfo?.userName || '未命名用户';
  const vipType = userInfo?.vipType ?? -1;
  const isSub = userInfo?.userType === UserType.SUB;

  const links: NonNullable<MenuProps['items']> = [
    { key: 'gallery', icon: <PictureOutlined />, label: '我的图库' },
    { key: 'designs', icon: <HighlightOutlined />, label: '我的设计' },
    { key: 'profile', icon: <UserOutlined />, label: '个人信息' },
    ...(isSeller ? [{ key: 'logistics', icon: <CarOutlined />, label: '物流查询' }] : []),
    { key: 'records', icon: <FileTextOutlined />, label: '交易记录' },
    { key: 'help', icon: <QuestionCircleOutlined />, label: '帮助中心' },
  ].filter((item) => linkAllowed(String(item.key)));
  const items: MenuProps['items'] = [
    ...links,
    {
      key: 'notice',
      icon: <BellOutlined />,
      label: (
        <span className={styles.menuRow}>
          公告
          <Badge count={unread} size="small" />
        </span>
      ),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (LINKS[key]) navigate(LINKS[key]);
    if (key === 'notice') openMessages('notices');
    if (key === 'logistics') setLogisticsOpen(true);
    if (key === 'logout') void onLogout();
  };

  return (
    <>
      <button type="button" className={styles.bell} aria-label="通知与公告" onClick={() => openMessages()}>
        <Badge count={unread + notificationUnread} size="small">
          <BellOutlined />
        </Badge>
      </button>
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['hover', 'click']}>
        <button type="button" className={styles.user} data-testid="header-user">
          <Avatar size={30} src={avatarSrc || undefined} icon={<UserOutlined />} />
          <span className={styles.nickname}>{nickname}</span>
          {vipType > -1 && (
            <Tag color="gold" className={styles.tag}>
              VIP{vipType}
            </Tag>
          )}
          <Tag color={isSub ? 'blue' : 'purple'} className={styles.tag}>
            {isSub ? '子账号' : '主账号'}
          </Tag>
          <DownOutlined className={styles.caret} />
        </button>
      </Dropdown>
      <MessageCenter
        open={noticeOpen}
        tab={messageTab}
        notificationUnread={notificationUnread}
        noticeUnread={unread}
        onClose={() => setNoticeOpen(false)}
      />
      <LogisticsModal open={logisticsOpen} onClose={() => setLogisticsOpen(false)} />
    </>
  );
}
