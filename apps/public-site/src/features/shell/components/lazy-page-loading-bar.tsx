import { lazy, Suspense, useState } from 'react';

const PageLoadingBar = lazy(() =>
  import('./page-loading-bar').then((module) => ({ default: module.PageLoadingBar })),
);

/**
 * The loading bar (`libs/ui`), fetched when the first navigation starts: a
 * page arrives drawn and shows no bar until the visitor goes elsewhere, and
 * the bar waits 200 ms before it shows anyway.
 */
export function LazyPageLoadingBar({ isLoading }: { isLoading: boolean }) {
  const [hasNavigated, setHasNavigated] = useState(isLoading);
  if (isLoading && !hasNavigated) setHasNavigated(true);
  if (!hasNavigated) return null;
  return (
    <Suspense fallback={null}>
      <PageLoadingBar isLoading={isLoading} />
    </Suspense>
  );
}
