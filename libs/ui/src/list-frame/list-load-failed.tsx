import { Trans, useLingui } from '@lingui/react/macro';
import { describeError } from '@platform/i18n';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LoadFailedAlert } from './load-failed-alert';

/** Props of {@link ListLoadFailed}: those of a route's `errorComponent`. */
export type ListLoadFailedProps = {
  error: unknown;
  /** Clears the route's error boundary. */
  reset: () => void;
};

/**
 * The failed state of a list whose route loads it (a suspense {@link ListFrame}),
 * for the route's `errorComponent`: what went wrong in the error catalogue's
 * words, and "Try again", which runs the route's loader again.
 */
export function ListLoadFailed({ error, reset }: ListLoadFailedProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  // A query that failed while suspending stays failed until its boundary is reset.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);
  const handleRetry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <LoadFailedAlert title={<Trans>Loading failed</Trans>} onRetry={handleRetry}>
      {i18n._(describeError(error).description)}
    </LoadFailedAlert>
  );
}
