import { API, type MenuTreeNode, SELLER_ROUTES } from '@podbench/contract';
import { create } from 'zustand';
import { http } from '@/shared/request/request';
import { FIRST_URL_KEY } from '@/shared/utils/storage-keys';
import { type FlatRouteTable, firstMenuUrl, flattenRoutes, type RouteSource } from './flatten-routes';
import { type NavItem, toNavTree } from './nav-tree';

interface RouteState {
  /** The delivered menu, or null until generated for this session. */
  sources: readonly RouteSource[] | null;
  table: FlatRouteTable;
  nav: NavItem[];
  setSources: (sources: readonly RouteSource[]) => void;
  reset: () => void;
}

const EMPTY: FlatRouteTable = { pages: [], redirects: [] };

export const useRouteStore = create<RouteState>()((set) => ({
  sources: null,
  table: EMPTY,
  nav: [],
  setSources: (sources) => set({ sources, table: flattenRoutes(sources), nav: toNavTree(sources) }),
  reset: () => set({ sources: null, table: EMPTY, nav: [] }),
}));

export const getRouters = () => http.get<MenuTreeNode[] | null>(API.menu.routers);

/**
 * Builds this session's route table from the delivered menu, falling back to the built-in table when the
 * server sends none, and records the first-menu URL for `/login` while signed in.
 */
export async function generateRoutes(): Promise<void> {
  const delivered = await getRouters();
  const sources: readonly RouteSource[] = delivered && delivered.length > 0 ? delivered : SELLER_ROUTES;
  sessionStorage.setItem(FIRST_URL_KEY, firstMenuUrl(sources));
  useRouteStore.getState().setSources(sources);
}
