import { type ComponentType, type LazyExoticComponent, Suspense, useEffect } from 'react';
import { useKeptPage } from '@/shared/keep-alive/kept-page';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { PageLoading } from '@/shared/ui/page-loading';
import { doneProgress } from './progress';

/**
 * Ends the progress bar once the page for the current location has loaded, and again each time its kept-alive tab
 * is shown (hidden pages stay quiet; they see their own location, so being shown comes from the keep-alive outlet).
 */
function ProgressDone() {
  const { active } = useKeptPage();
  useEffect(() => {
    if (active) doneProgress();
  }, [active]);
  return null;
}

export function RoutePage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <ProgressDone />
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
