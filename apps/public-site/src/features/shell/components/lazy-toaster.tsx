import { toastsSlice } from '@platform/ui';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';

// Radix toast is only fetched once there is something to show: most visits
// never toast, and the initial bundle has a budget (architecture §6).
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

type StateWithToasts = { toasts: ReturnType<typeof toastsSlice.reducer> };

const selectHasToasts = (state: StateWithToasts) =>
  toastsSlice.selectors.selectToasts(state).length > 0;

/** The toasts (bottom-right), loaded on the first one. */
export function LazyToaster() {
  const hasToasts = useSelector(selectHasToasts);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
