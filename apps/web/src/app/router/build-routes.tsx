import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/shared/ui/page-loading';
import { PublicFrame } from '../layout/public-frame';
import type { FlatRouteTable } from './flatten-routes';
import { resolvePage } from './page-registry';
import { PUBLIC_ROUTES } from './public-routes';
import { RoutePage } from './route-page';

// The shell is not needed to render /login or /index, so it is a chunk of its own.
const LayoutShell = lazy(() => import('../layout/layout-shell'));

function ShellBoundary() {
  return (
    <Suspense fallback={<PageLoading fullscreen />}>
      <LayoutShell />
    </Suspense>
  );
}

/**
 * The route table (spec §2): public pages, `/` → the first marketplace's shops, each menu group → its first
 * page, the menu's pages inside the layout shell, anything else → /404.
 */
export function buildRoutes(table: FlatRouteTable, home: string): RouteObject[] {
  const page = (path: string, Page: Parameters<typeof RoutePage>[0]['page']) => ({
    path,
    // Keyed by path: sibling routes must not share one page instance (its state, its progress hook).
    element: <RoutePage key={path} page={Page} />,
  });
  // A session's table has pages: public pages with a shell title then move into the shell (see PublicRoute).
  const signedIn = table.pages.length > 0;
  const inShell = PUBLIC_ROUTES.filter((r) => signedIn && r.shellTitle);
  const framed = PUBLIC_ROUTES.filter((r) => r.framed && !inShell.includes(r));
  const routes: RouteObject[] = [
    ...PUBLIC_ROUTES.filter((r) => !r.framed).map((r) => page(r.path, r.page)),
    { element: <PublicFrame />, children: framed.map((r) => page(r.path, r.page)) },
    ...table.redirects.map((r) => ({ path: r.path, element: <Navigate to={r.to} replace /> })),
  ];
  // `/` only matters signed in (the guard sends everyone else to /login), so it arrives with the session.
  if (home) routes.push({ path: '/', element: <Navigate to={home} replace /> });
  if (table.pages.length > 0) {
    routes.push({
      element: <ShellBoundary />,
      children: [
        ...table.pages.map((p) => page(p.path, resolvePage(p.component))),
        ...inShell.map((r) => page(r.path, r.page)),
      ],
    });
  }
  routes.push({ path: '*', element: <Navigate to="/404" replace /> });
  return routes;
}
