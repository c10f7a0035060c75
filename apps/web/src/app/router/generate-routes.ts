import { API, type MenuTreeNode, SELLER_ROUTES } from '@podbench/contract';
import { useAuthStore } from '@/shared/auth/auth-store';
import { isOperator } from '@/shared/permission';
import { http } from '@/shared/request/request';
import { FIRST_URL_KEY } from '@/shared/utils/storage-keys';
import { firstMenuUrl, flattenRoutes, type RouteSource } from './flatten-routes';
import { homeFor, withForbiddenPages } from './landing';
import { toNavTree } from './nav-tree';
import { useRouteStore } from './route-store';

export const getRouters = () => http.get<MenuTreeNode[] | null>(API.menu.routers);

/**
 * Builds this session's route table from the delivered menu (already cut to the user's permissions by the server),
 * falling back to the built-in table when the server sends none, and records the first-menu URL for `/login`
 * while signed in. Known pages the menu leaves out are routed to 无权访问; `/` leads to the first marketplace's shops
 * when the user may use them, else to the first-menu URL.
 */
export async function generateRoutes(): Promise<void> {
  const delivered = await getRouters();
  const sources: readonly RouteSource[] = delivered && delivered.length > 0 ? delivered : SELLER_ROUTES;
  const firstUrl = firstMenuUrl(sources);
  sessionStorage.setItem(FIRST_URL_KEY, firstUrl);
  const table = withForbiddenPages(flattenRoutes(sources));
  const operator = isOperator(useAuthStore.getState().roles);
  useRouteStore
    .getState()
    .setRoutes({ sources, table, nav: toNavTree(sources), home: homeFor(table, firstUrl, operator) });
}
