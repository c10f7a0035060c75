import { useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * `?id=` of the page's own URL. The shell keeps pages alive behind other tabs, where the location belongs to
 * another page: the id seen last while this page was showing is kept, so a hidden page does not refetch or blank.
 */
export function useStickyId(): number | null {
  const { pathname, search } = useLocation();
  const ownPath = useRef(pathname);
  const last = useRef<number | null>(null);
  if (pathname === ownPath.current) {
    const raw = new URLSearchParams(search).get('id');
    const n = Number(raw);
    last.current = raw && Number.isInteger(n) && n > 0 ? n : null;
  }
  return last.current;
}
