import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { useAuthStore } from '@/shared/auth/auth-store';
import { registerNavigate } from '@/shared/navigation';
import { FIRST_URL_KEY } from '@/shared/utils/storage-keys';
import { buildRoutes } from './build-routes';
import { decideRoute } from './guard';
import { startProgress } from './progress';
import { useRouteStore } from './route-store';
import { SessionLoader } from './session-loader';

/** Progress bar and scroll-to-top on every navigation (spec §2, §9). */
function useNavigationEffects(pathname: string) {
  const last = useRef('');
  // A layout effect, so the bar starts before the new page's (passive) effect ends it.
  useLayoutEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    startProgress();
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** The route guard in front of the route table. */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = useAuthStore((s) => Boolean(s.token));
  const rolesLoaded = useAuthStore((s) => s.roles.length > 0);
  const table = useRouteStore((s) => s.table);
  const routesLoaded = useRouteStore((s) => s.sources !== null);
  const home = useRouteStore((s) => s.home);
  const routes = useMemo(() => buildRoutes(table, home), [table, home]);
  const element = useRoutes(routes, location);
  useNavigationEffects(location.pathname);

  useEffect(() => {
    registerNavigate((to, options) => navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);

  const decision = decideRoute({
    pathname: location.pathname,
    search: location.search,
    hasToken,
    sessionReady: rolesLoaded && routesLoaded,
    firstUrl: sessionStorage.getItem(FIRST_URL_KEY),
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load') return <SessionLoader />;
  return element;
}
