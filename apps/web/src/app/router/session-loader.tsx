import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout, loadUserInfo } from '@/shared/auth/session';
import { toastError } from '@/shared/ui/feedback';
import { PageLoading } from '@/shared/ui/page-loading';
import { doneProgress } from './progress';
import { useRouteStore } from './route-store';

/**
 * The toast for a failed session load: the server's (Chinese) message, or 登录失败 for a programming error
 * (TypeError, SyntaxError…) whose English text means nothing to a seller.
 */
export function sessionErrorMessage(error: unknown): string {
  const internal = error instanceof TypeError || error instanceof SyntaxError || error instanceof RangeError;
  if (!(error instanceof Error) || internal || !error.message) return '登录失败';
  return error.message;
}

let inFlight: Promise<void> | null = null;

/** Loads user info, then the route table; one load at a time however often the guard asks. */
function loadSession(): Promise<void> {
  inFlight ??= (async () => {
    // Loaded here, not at start: the menu code and the shell are only needed once someone is signed in. Their
    // downloads start now, beside the user-info calls, instead of one after another.
    const routesModule = import('./generate-routes');
    import('../layout/layout-shell').catch(() => undefined);
    routesModule.catch(() => undefined);
    try {
      await loadUserInfo();
      const { generateRoutes } = await routesModule;
      await generateRoutes();
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Shown while a signed-in session without roles is loaded (spec §4). On failure: log out, show the error
 * (default 登录失败) and go to /login.
 */
export function SessionLoader() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    loadSession().catch(async (error: unknown) => {
      if (cancelled) return;
      await logout();
      useRouteStore.getState().reset();
      doneProgress();
      toastError(sessionErrorMessage(error));
      navigate('/login', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return <PageLoading fullscreen tip="正在加载账户信息…" />;
}
