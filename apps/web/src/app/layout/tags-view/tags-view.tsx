import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { confirmLeave } from '@/shared/keep-alive/kept-page';
import { FIRST_URL_KEY } from '@/shared/utils/storage-keys';
import styles from './tags-view.module.css';
import { useTagsStore, type VisitedView } from './tags-store';

type Action = 'refresh' | 'close' | 'others' | 'all';

const MENU: MenuProps['items'] = [
  { key: 'refresh', label: '刷新页面', icon: <ReloadOutlined /> },
  { key: 'close', label: '关闭', icon: <CloseOutlined /> },
  { type: 'divider' },
  { key: 'others', label: '关闭其他' },
  { key: 'all', label: '关闭所有' },
];

/** The tab bar of visited views: click to switch, × or right-click to close, close others, close all. */
export function TagsView() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { views, closeView, closeOthers, closeAll, refreshView } = useTagsStore();
  const activeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (pathname) activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  const home = () => navigate(sessionStorage.getItem(FIRST_URL_KEY) || '/');

  /** What the action would unmount: the pages there are asked first (a designer with unsaved changes). */
  const leaving = (action: Action, view: VisitedView) => {
    if (action === 'refresh' || action === 'close') return [view.path];
    return views.filter((v) => action === 'all' || v.path !== view.path).map((v) => v.path);
  };

  const run = async (action: Action, view: VisitedView) => {
    if (!(await confirmLeave(leaving(action, view)))) return;
    if (action === 'refresh') refreshView(view.path);
    if (action === 'close') {
      const next = closeView(view.path);
      if (view.path === pathname) {
        if (next) navigate(next.fullPath);
        else home();
      }
    }
    if (action === 'others') {
      closeOthers(view.path);
      if (view.path !== pathname) navigate(view.fullPath);
    }
    if (action === 'all') {
      closeAll();
      home();
    }
  };

  return (
    <nav className={styles.bar} aria-label="已打开的页面">
      {views.map((view) => {
        const active = view.path === pathname;
        return (
          <Dropdown
            key={view.path}
            trigger={['contextMenu']}
            // The bar sits at the top of the viewport, so there is always room below the cursor. Auto-adjusting
            // flipped the menu above the tab — half under the header — on long pages (the document scrolls there).
            autoAdjustOverflow={false}
            menu={{ items: MENU, onClick: ({ key }) => void run(key as Action, view) }}
          >
            <div
              ref={active ? activeRef : undefined}
              className={active ? `${styles.tag} ${styles.active}` : styles.tag}
              onClick={() => navigate(view.fullPath)}
              title={view.title}
            >
              <span>{view.title}</span>
              <button
                type="button"
                className={styles.close}
                aria-label={`关闭 ${view.title}`}
                onClick={(event) => {
                  event.stopPropagation();
                  void run('close', view);
                }}
              >
                <CloseOutlined />
              </button>
            </div>
          </Dropdown>
        );
      })}
    </nav>
  );
}
