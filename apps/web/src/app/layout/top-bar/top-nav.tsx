import { Popover } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { isProductionHost, type NavItem, visibleNav } from '../../router/nav-tree';
import { useRouteStore } from '../../router/route-store';
import { menuIcon } from '../sidebar/menu-icons';
import styles from './top-nav.module.css';

function Panel({ item }: { item: NavItem }) {
  const leaves = item.children.filter((child) => child.children.length === 0);
  const groups = item.children.filter((child) => child.children.length > 0);
  return (
    <div className={styles.panel}>
      {leaves.length > 0 && (
        <section className={styles.column}>
          <h4>{item.title}</h4>
          {leaves.map((leaf) => (
            <Link key={leaf.path} to={leaf.path} className={styles.link}>
              {leaf.title}
            </Link>
          ))}
        </section>
      )}
      {groups.map((group) => (
        <section key={group.path} className={styles.column}>
          <h4>{group.title}</h4>
          {group.children.map((leaf) => (
            <Link key={leaf.path} to={leaf.path} className={styles.link}>
              {leaf.title}
            </Link>
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * Top bar (spec §2): the top-level menu items, hidden ones skipped; hovering one opens a panel of its
 * children and grandchildren.
 */
export function TopNav() {
  const nav = useRouteStore((s) => s.nav);
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const productionHost = isProductionHost(window.location.hostname, site.productionHosts);
  const items = useMemo(() => visibleNav(nav, { productionHost }), [nav, productionHost]);

  return (
    <nav className={styles.nav} aria-label="顶部导航">
      {items.map((item) => {
        const active = pathname === item.path || pathname.startsWith(`${item.path}/`);
        const button = (
          <button
            type="button"
            className={active ? `${styles.item} ${styles.active}` : styles.item}
            onClick={() => navigate(item.path)}
          >
            {menuIcon(item.icon)}
            <span>{item.title}</span>
          </button>
        );
        if (item.children.length === 0) return <span key={item.path}>{button}</span>;
        return (
          <Popover
            key={item.path}
            content={<Panel item={item} />}
            placement="bottomLeft"
            arrow={false}
            mouseEnterDelay={0.08}
            styles={{ container: { padding: '16px 20px' } }}
          >
            {button}
          </Popover>
        );
      })}
    </nav>
  );
}
