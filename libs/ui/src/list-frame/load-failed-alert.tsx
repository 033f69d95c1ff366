import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '../button/button-class-name';
import type { ReactNode } from 'react';

/** Props of {@link LoadFailedAlert}. */
export type LoadFailedAlertProps = {
  /** What could not be loaded, e.g. "The vacancies could not be loaded." */
  title: ReactNode;
  /** Loads it again (the query's `refetch`). */
  onRetry: () => void;
  /** Extra advice below the title. */
  children?: ReactNode;
};

/** A failed list load in place of the list, with "Try again". */
export function LoadFailedAlert({ title, onRetry, children }: LoadFailedAlertProps) {
  return (
    <div role="alert" className="rounded-theme border border-red-700/30 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{title}</p>
      {children && <p className="mt-1 text-sm">{children}</p>}
      <button type="button" onClick={onRetry} className={`${buttonClassName({ variant: 'primary', size: 'sm' })} mt-3`}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
