import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { isProductionHost, type NavItem, visibleNav } from '../../router/nav-tree';
import { useRouteStore } from '../../router/route-store';
import styles from './top-nav.module.css';

type Items = NonNullable<MenuProps['items']>;

/** Children as links; a child with children of its own becomes a titled group of its grandchildren. */
const panelItems = (item: NavItem): Items =>
  item.children.map((child) =>
    child.children.length > 0
      ? {
          type: 'group' as const,
          key: child.path,
          label: child.title,
          children: child.children.map((leaf) => ({ key: leaf.path, label: leaf.title })),
        }
      : { key: child.path, label: child.title },
  );

/**
 * Top bar (spec §2): the top-level menu items, hidden ones skipped; hovering one opens a panel of its
 * children and grandchildren. Items that do not fit fold into a "…" entry.
 */
export function TopNav() {
  const nav = useRouteStore((s) => s.nav);
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const productionHost = isProductionHost(window.location.hostname, site.productionHosts);

  const items = useMemo<Items>(
    () =>
      visibleNav(nav, { productionHost }).map((item) =>
        item.children.length === 0
          ? { key: item.path, label: item.title }
          : {
              key: item.path,
              label: item.title,
              popupClassName: styles.panel,
              onTitleClick: () => navigate(item.path),
              children: panelItems(item),
            },
      ),
    [nav, productionHost, navigate],
  );

  return (
    <Menu
      mode="horizontal"
      items={items}
      selectedKeys={[pathname]}
      onClick={({ key }) => navigate(key)}
      className={styles.menu}
      aria-label="顶部导航"
    />
  );
}
