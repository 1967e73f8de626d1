'use client';

import { Suspense, lazy, useEffect } from 'react';

/**
 * The error page's body (features/layout/error-view.tsx) loads when a page fails: an error
 * boundary is in every page's first load, a failure rarely is. Should that load fail too, the
 * root's global-error.tsx takes over.
 */
const ErrorView = lazy(() => import('@/features/layout/error-view').then((m) => ({ default: m.ErrorView })));

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ErrorView reset={reset} />
    </Suspense>
  );
}
