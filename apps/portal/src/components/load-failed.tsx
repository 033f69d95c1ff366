import { Trans, useLingui } from '@lingui/react/macro';
import { describeError } from '@platform/i18n';
import { Button } from '@platform/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Props of {@link LoadFailed}. */
export type LoadFailedProps = {
  error: unknown;
  /** Clears the route's error boundary (from the route's `errorComponent`). */
  reset: () => void;
};

/**
 * A list's error state, in place of the list: what went wrong in the error
 * catalogue's words and a button that loads it again. The page around it
 * (navigation, heading) stays usable.
 */
export function LoadFailed({ error, reset }: LoadFailedProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  // A query that failed while suspending stays failed until its boundary is reset.
  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);
  const { description } = describeError(error);
  return (
    <div role="alert" className="rounded-theme border border-red-700/30 bg-red-50 p-6 text-red-900 dark:border-red-400/40 dark:bg-red-950 dark:text-red-100">
      <h2 className="font-heading text-lg font-semibold">
        <Trans>Loading failed</Trans>
      </h2>
      <p className="mt-1">{i18n._(description)}</p>
      <Button
        variant="outline"
        className="mt-4"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
