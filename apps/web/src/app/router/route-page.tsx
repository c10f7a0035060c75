import { type ComponentType, type LazyExoticComponent, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { PageLoading } from '@/shared/ui/page-loading';
import { doneProgress } from './progress';

/** Ends the progress bar once the page for the current location has loaded (kept-alive pages stay quiet). */
function ProgressDone({ path }: { path: string }) {
  const location = useLocation();
  const active = location.pathname === path;
  useEffect(() => {
    if (active) doneProgress();
  }, [active]);
  return null;
}

export function RoutePage({ page: Page, path }: { page: LazyExoticComponent<ComponentType>; path: string }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <ProgressDone path={path} />
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
