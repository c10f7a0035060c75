import { create } from 'zustand';

export interface VisitedView {
  /** The route path; also the cache key of the kept-alive page. */
  path: string;
  /** Path with query, to return to the view exactly as it was left. */
  fullPath: string;
  title: string;
}

interface TagsState {
  views: VisitedView[];
  /** Bumped per path to remount a kept-alive page ("刷新"). */
  refreshKeys: Record<string, number>;
  addView: (view: VisitedView) => void;
  /** Removes a view and returns the one to show instead when it was the active one. */
  closeView: (path: string) => VisitedView | undefined;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  refreshView: (path: string) => void;
  reset: () => void;
}

/** Visited views of the tab bar; their pages stay mounted (kept alive) until the tab closes. */
export const useTagsStore = create<TagsState>()((set, get) => ({
  views: [],
  refreshKeys: {},
  addView: (view) =>
    set(({ views }) => {
      const index = views.findIndex((v) => v.path === view.path);
      if (index === -1) return { views: [...views, view] };
      const current = views[index];
      if (current.fullPath === view.fullPath && current.title === view.title) return {};
      const next = [...views];
      next[index] = view;
      return { views: next };
    }),
  closeView: (path) => {
    const { views } = get();
    const index = views.findIndex((v) => v.path === path);
    if (index === -1) return undefined;
    const next = views.filter((v) => v.path !== path);
    set({ views: next });
    return next[Math.min(index, next.length - 1)];
  },
  closeOthers: (path) => set(({ views }) => ({ views: views.filter((v) => v.path === path) })),
  closeAll: () => set({ views: [] }),
  refreshView: (path) =>
    set(({ refreshKeys }) => ({ refreshKeys: { ...refreshKeys, [path]: (refreshKeys[path] ?? 0) + 1 } })),
  reset: () => set({ views: [], refreshKeys: {} }),
}));
