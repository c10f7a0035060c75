import type { ReactNode } from 'react';
import { useCallback, useMemo, useReducer, useRef } from 'react';
import {
  type Location,
  type NavigationType,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { type KeptPage, KeptPageContext } from '@/shared/keep-alive/kept-page';
import { useTagsStore } from './tags-view/tags-store';

interface CachedPage {
  element: ReactNode;
  /** The page's own location: the current one while shown, the last one it was shown at while hidden. */
  location: Location;
  navigationType: NavigationType;
}

/**
 * Renders the current page and keeps every page that has an open tab mounted but hidden, so switching tabs
 * keeps filters, unsaved input and an editor's undo history. Closing a tab (or 刷新) unmounts it.
 *
 * Each page renders inside its own location context: useLocation / useSearchParams / useNavigate in a hidden page
 * see that page's URL, not the one shown (before, a hidden detail page read another page's `?id=`, and the
 * designer closed its design when its tab was left). A hidden page's element and location do not change; React
 * still calls its location readers on navigation (a context change reaches past a nested provider of the same
 * context), but they read the same values, so memos and effects keyed on them stay put.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const views = useTagsStore((s) => s.views);
  const refreshKeys = useTagsStore((s) => s.refreshKeys);
  const cache = useRef(new Map<string, CachedPage>());
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { pathname } = location;

  const cached = cache.current;
  if (outlet) cached.set(pathname, { element: outlet, location, navigationType });
  const keep = new Set(views.map((v) => v.path));
  keep.add(pathname);
  for (const path of [...cached.keys()]) if (!keep.has(path)) cached.delete(path);

  const shown = useRef(pathname);
  shown.current = pathname;
  const replaceSearch = useCallback(
    (path: string, search: string) => {
      const query = search && !search.startsWith('?') ? `?${search}` : search;
      if (path === shown.current) {
        navigate({ pathname: path, search: query }, { replace: true });
        return;
      }
      const page = cache.current.get(path);
      if (!page) return;
      page.location = { ...page.location, search: query, key: Math.random().toString(36).slice(2, 10) };
      const tags = useTagsStore.getState();
      const view = tags.views.find((v) => v.path === path);
      if (view) tags.addView({ ...view, fullPath: `${path}${query}` });
      rerender();
    },
    [navigate],
  );

  return (
    <>
      {[...cached].map(([path, page]) => (
        <div key={`${path}#${refreshKeys[path] ?? 0}`} hidden={path !== pathname}>
          <KeptPageFrame
            path={path}
            active={path === pathname}
            location={page.location}
            navigationType={page.navigationType}
            replaceSearch={replaceSearch}
          >
            {page.element}
          </KeptPageFrame>
        </div>
      ))}
    </>
  );
}

interface FrameProps {
  path: string;
  active: boolean;
  location: Location;
  navigationType: NavigationType;
  replaceSearch: (path: string, search: string) => void;
  children: ReactNode;
}

/** One kept-alive page: its frozen location and what it knows about itself (shown or not). */
function KeptPageFrame({ path, active, location, navigationType, replaceSearch, children }: FrameProps) {
  // Memoised: a hidden page's hooks keep returning the same location, search params and page state.
  const locationValue = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  const kept = useMemo<KeptPage>(
    () => ({ path, active, replaceSearch: (search) => replaceSearch(path, search) }),
    [path, active, replaceSearch],
  );
  return (
    <LocationContext.Provider value={locationValue}>
      <KeptPageContext.Provider value={kept}>{children}</KeptPageContext.Provider>
    </LocationContext.Provider>
  );
}
