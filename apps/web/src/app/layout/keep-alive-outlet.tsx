import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { useTagsStore } from './tags-view/tags-store';

/**
 * Renders the current page and keeps every page that has an open tab mounted but hidden, so switching tabs
 * keeps filters, scroll-free state and unsaved input. Closing a tab (or 刷新) unmounts it.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const views = useTagsStore((s) => s.views);
  const refreshKeys = useTagsStore((s) => s.refreshKeys);
  const cache = useRef(new Map<string, ReactNode>());

  const cached = cache.current;
  if (outlet) cached.set(pathname, outlet);
  const keep = new Set(views.map((v) => v.path));
  keep.add(pathname);
  for (const path of [...cached.keys()]) if (!keep.has(path)) cached.delete(path);

  return (
    <>
      {[...cached].map(([path, element]) => (
        <div key={`${path}#${refreshKeys[path] ?? 0}`} hidden={path !== pathname}>
          {element}
        </div>
      ))}
    </>
  );
}
