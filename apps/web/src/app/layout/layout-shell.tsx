import { SIDEBAR_WIDTH_PX } from '@podbench/contract';
import type { CSSProperties } from 'react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PUBLIC_ROUTES } from '../router/public-routes';
import { useRouteStore } from '../router/route-store';
import { useAppStore } from './app-store';
import { CustomerService } from './customer-service';
import { AppHeader } from './header/app-header';
import { KeepAliveOutlet } from './keep-alive-outlet';
import styles from './layout-shell.module.css';
import { Sidebar } from './sidebar/sidebar';
import { TagsView } from './tags-view/tags-view';
import { useTagsStore } from './tags-view/tags-store';
import { useDeviceWatch } from './use-device-watch';

const COLLAPSED_WIDTH_PX = 64;

/** Records every visited menu page (and public page shown in the shell) as a tab. */
function useVisitedViews() {
  const { pathname, search } = useLocation();
  const pages = useRouteStore((s) => s.table.pages);
  useEffect(() => {
    const title =
      pages.find((p) => p.path === pathname)?.title ?? PUBLIC_ROUTES.find((r) => r.path === pathname)?.shellTitle;
    if (title) useTagsStore.getState().addView({ path: pathname, fullPath: `${pathname}${search}`, title });
  }, [pathname, search, pages]);
}

/** The signed-in frame: sidebar, header with top bar, tab bar, the kept-alive page, customer service. */
export default function LayoutShell() {
  useDeviceWatch();
  useVisitedViews();
  const { sidebarOpened, device } = useAppStore();
  const offset = device === 'mobile' ? 0 : sidebarOpened ? SIDEBAR_WIDTH_PX : COLLAPSED_WIDTH_PX;
  const vars = {
    '--pb-sidebar-width': `${SIDEBAR_WIDTH_PX}px`,
    '--pb-sidebar-collapsed-width': `${COLLAPSED_WIDTH_PX}px`,
    '--pb-content-offset': `${offset}px`,
  } as CSSProperties;

  return (
    <div className={styles.shell} style={vars} data-device={device} data-sidebar={sidebarOpened ? 'opened' : 'closed'}>
      <Sidebar />
      <div className={styles.main}>
        <div className={styles.fixedHeader}>
          <AppHeader />
          <TagsView />
        </div>
        <main className={styles.content}>
          <KeepAliveOutlet />
        </main>
      </div>
      <CustomerService />
    </div>
  );
}
