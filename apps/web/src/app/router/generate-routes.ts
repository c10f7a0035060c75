import { API, HOME_PATH, type MenuTreeNode, SELLER_ROUTES } from '@podbench/contract';
import { http } from '@/shared/request/request';
import { FIRST_URL_KEY } from '@/shared/utils/storage-keys';
import { firstMenuUrl, flattenRoutes, type RouteSource } from './flatten-routes';
import { toNavTree } from './nav-tree';
import { useRouteStore } from './route-store';

export const getRouters = () => http.get<MenuTreeNode[] | null>(API.menu.routers);

/**
 * Builds this session's route table from the delivered menu, falling back to the built-in table when the
 * server sends none, and records the first-menu URL for `/login` while signed in.
 */
export async function generateRoutes(): Promise<void> {
  const delivered = await getRouters();
  const sources: readonly RouteSource[] = delivered && delivered.length > 0 ? delivered : SELLER_ROUTES;
  sessionStorage.setItem(FIRST_URL_KEY, firstMenuUrl(sources));
  useRouteStore
    .getState()
    .setRoutes({ sources, table: flattenRoutes(sources), nav: toNavTree(sources), home: HOME_PATH });
}
