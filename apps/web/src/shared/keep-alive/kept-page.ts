import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * What the shell's keep-alive outlet tells a page about itself. Pages stay mounted behind their tabs; each one sees
 * its own URL (a frozen location) while hidden, so hooks like useSearchParams need no workaround. What a page may
 * still want to know is whether it is the one shown.
 */
export interface KeptPage {
  /** The route path: the page's cache key and its tab. */
  path: string;
  /** Shown (true) or hidden behind another tab. */
  active: boolean;
  /**
   * Replaces the page's own query (`?id=7`) without taking the user anywhere: a shown page replaces the browser's
   * URL, a hidden one only its own location and its tab's address (a hidden page that navigated would pull the
   * user back to it).
   */
  replaceSearch: (search: string) => void;
}

export const KeptPageContext = createContext<KeptPage | null>(null);

/** The page's keep-alive state; outside the shell (public pages) a page is always shown and owns the URL. */
export function useKeptPage(): KeptPage {
  const kept = useContext(KeptPageContext);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const replaceSearch = useCallback(
    (search: string) => navigate({ pathname, search }, { replace: true }),
    [navigate, pathname],
  );
  return kept ?? { path: pathname, active: true, replaceSearch };
}

/** Asked before a kept-alive page is thrown away (its tab closed or refreshed, the user signing out). */
export type LeaveGuard = () => Promise<boolean> | boolean;

const guards = new Map<string, LeaveGuard>();

/**
 * Registers the page's guard while it is mounted: it resolves true to let the page go (after saving or discarding)
 * and false to keep it. Only pages inside the shell's keep-alive outlet can be closed, so elsewhere it does nothing.
 */
export function useLeaveGuard(guard: LeaveGuard) {
  const path = useContext(KeptPageContext)?.path;
  const latest = useRef(guard);
  latest.current = guard;
  useEffect(() => {
    if (!path) return;
    const run: LeaveGuard = () => latest.current();
    guards.set(path, run);
    return () => {
      if (guards.get(path) === run) guards.delete(path);
    };
  }, [path]);
}

/** Asks the pages at `paths`, one after another; false as soon as one wants to stay. */
export async function confirmLeave(paths: string[]): Promise<boolean> {
  for (const path of paths) {
    const guard = guards.get(path);
    if (guard && !(await guard())) return false;
  }
  return true;
}
