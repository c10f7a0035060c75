import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { TodoBadge } from '@/features/statistics/components/todo-badge';
import { useAppStore } from '../app-store';
import { TopNav } from '../top-bar/top-nav';
import { AccountSummary } from './account-summary';
import styles from './app-header.module.css';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const { sidebarOpened, toggleSidebar, device } = useAppStore();
  const mobile = device === 'mobile';
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.toggle}
        onClick={toggleSidebar}
        aria-label={sidebarOpened ? '收起侧边栏' : '展开侧边栏'}
        data-testid="sidebar-toggle"
      >
        {sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </button>
      <div className={styles.nav}>{!mobile && <TopNav />}</div>
      <div className={styles.right}>
        <TodoBadge />
        <AccountSummary compact={mobile} />
        <UserMenu />
      </div>
    </header>
  );
}
