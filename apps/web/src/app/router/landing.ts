import { CONSOLE_PAGES, HOME_PATH, OPERATOR_ROUTES, SELLER_ROUTES } from '@podbench/contract';
import { type FlatPage, type FlatRouteTable, flattenRoutes } from './flatten-routes';

/** The page key of the 无权访问 page (features/errors/pages/forbidden-page.tsx). */
export const FORBIDDEN_PAGE = 'errors/forbidden';

/** Every page this build knows, seller and operator: the ones a user's menu leaves out are forbidden, not unknown. */
const KNOWN_PAGES: readonly FlatPage[] = flattenRoutes([...SELLER_ROUTES, ...OPERATOR_ROUTES]).pages;

/**
 * Adds a hidden 无权访问 page for each known page the delivered menu leaves out (issue 21 §5), so typing such a
 * URL shows "no permission" rather than 404 or an empty list full of permission toasts.
 */
export function withForbiddenPages(table: FlatRouteTable): FlatRouteTable {
  const allowed = new Set(table.pages.map((p) => p.path));
  const forbidden = KNOWN_PAGES.filter((p) => !allowed.has(p.path)).map((p) => ({
    ...p,
    component: FORBIDDEN_PAGE,
    hidden: true,
  }));
  return { pages: [...table.pages, ...forbidden], redirects: table.redirects };
}

/** A page the user may really open (not a 无权访问 stand-in). */
export const isUsablePage = (page: FlatPage) => page.component !== FORBIDDEN_PAGE;

/**
 * Where `/` leads: the first marketplace's shops (spec §2) for a seller who may use them; otherwise the first-menu
 * URL — an operator's console, a sub-account's first permitted page.
 */
export function homeFor(table: FlatRouteTable, firstUrl: string, operator: boolean): string {
  const home = table.pages.some((p) => p.path === HOME_PATH && isUsablePage(p));
  return !operator && home ? HOME_PATH : firstUrl || HOME_PATH;
}

/** Operator pages, for tests and docs. */
export const OPERATOR_PAGE_PATHS = CONSOLE_PAGES.map((p) => `/console/${p.path}`);
