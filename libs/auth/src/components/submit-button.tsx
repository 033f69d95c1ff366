import { useIsHydrated } from '@platform/ui';
import type { ReactNode } from 'react';

/** Props of {@link SubmitButton}. */
export type SubmitButtonProps = { isPending: boolean; children: ReactNode };

/** The primary submit button of the auth forms; disabled while the request runs, and until the app runs (useIsHydrated). */
export function SubmitButton({ isPending, children }: SubmitButtonProps) {
  const isHydrated = useIsHydrated();
  return (
    <button
      type="submit"
      disabled={isPending || !isHydrated}
      aria-busy={isPending || undefined}
      className="inline-flex items-center justify-center rounded-theme bg-primary px-5 py-3 font-semibold text-on-primary hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-wait disabled:opacity-70"
    >
      {children}
    </button>
  );
}
