import { create } from 'zustand';
import type { FlatRouteTable, RouteSource } from './flatten-routes';
import type { NavItem } from './nav-tree';

export interface GeneratedRoutes {
  /** The delivered menu (or the built-in table). */
  sources: readonly RouteSource[];
  table: FlatRouteTable;
  nav: NavItem[];
  /** Where `/` leads: the first marketplace's shops (spec §2). */
  home: string;
}

interface RouteState {
  /** Null until generated for this session. */
  sources: readonly RouteSource[] | null;
  table: FlatRouteTable;
  nav: NavItem[];
  home: string;
  setRoutes: (routes: GeneratedRoutes) => void;
  reset: () => void;
}

const EMPTY: FlatRouteTable = { pages: [], redirects: [] };

/**
 * This session's route table. Only data lives here: building it (generate-routes.ts) is loaded with the
 * session, so the sign-in and home pages do not download the menu code.
 */
export const useRouteStore = create<RouteState>()((set) => ({
  sources: null,
  table: EMPTY,
  nav: [],
  home: '',
  setRoutes: (routes) => set(routes),
  reset: () => set({ sources: null, table: EMPTY, nav: [], home: '' }),
}));
