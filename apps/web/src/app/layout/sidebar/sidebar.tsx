import { ConfigProvider, Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { useAuthStore } from '@/shared/auth/auth-store';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { isProductionHost, visibleNav } from '../../router/nav-tree';
import { useRouteStore } from '../../router/route-store';
import { useAppStore } from '../app-store';
import styles from './sidebar.module.css';
import { openKeysFor, toMenuItems } from './sidebar-items';

const MENU_THEME = {
  components: {
    Menu: {
      darkItemBg: '#1a1530',
      darkSubMenuItemBg: '#14102a',
      darkPopupBg: '#1a1530',
      darkItemColor: 'rgba(255, 255, 255, 0.72)',
      darkItemHoverColor: '#ffffff',
      darkItemHoverBg: 'rgba(124, 58, 237, 0.45)',
      darkItemSelectedBg: '#7c3aed',
      darkItemSelectedColor: '#ffffff',
      darkGroupTitleColor: 'rgba(255, 255, 255, 0.45)',
      itemBorderRadius: 6,
      itemMarginInline: 8,
      activeBarBorderWidth: 0,
    },
  },
};

/**
 * The 180 px dark sidebar (spec §9): menu entries the user may see, purple for the active and hovered
 * entries. Collapsed it shows icons only; on mobile it slides over the page.
 */
export function Sidebar() {
  const nav = useRouteStore((s) => s.nav);
  const roles = useAuthStore((s) => s.roles);
  const site = useSiteConfig();
  const { sidebarOpened, device, closeSidebar } = useAppStore();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const productionHost = isProductionHost(window.location.hostname, site.productionHosts);
  const items = useMemo(() => visibleNav(nav, { roles, productionHost }), [nav, roles, productionHost]);
  const menuItems = useMemo(() => toMenuItems(items), [items]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(items, pathname));

  useEffect(() => {
    const wanted = openKeysFor(items, pathname);
    setOpenKeys((open) => (wanted.every((k) => open.includes(k)) ? open : [...new Set([...open, ...wanted])]));
  }, [items, pathname]);

  const mobile = device === 'mobile';
  const collapsed = !sidebarOpened && !mobile;
  const className = [
    styles.sidebar,
    collapsed && styles.collapsed,
    mobile && styles.mobile,
    mobile && sidebarOpened && styles.shown,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {mobile && sidebarOpened && <div className={styles.mask} onClick={closeSidebar} aria-hidden="true" />}
      <aside className={className} aria-label="侧边菜单">
        <div className={styles.logo}>
          <BrandLogo tone="light" size={28} showName={!collapsed} />
        </div>
        <ConfigProvider theme={MENU_THEME}>
          <Menu
            theme="dark"
            mode="inline"
            items={menuItems}
            selectedKeys={[pathname]}
            inlineCollapsed={collapsed}
            {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
            onClick={({ key }) => {
              navigate(key);
              if (mobile) closeSidebar();
            }}
            className={styles.menu}
          />
        </ConfigProvider>
      </aside>
    </>
  );
}
