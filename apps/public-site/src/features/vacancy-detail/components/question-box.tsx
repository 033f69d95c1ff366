import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';

/** The box "A question?" in a vacancy's side column, like its "In short" and "Contact". */
export function QuestionBox({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-theme bg-primary/5 p-5">
      <h2 id={headingId} className="font-heading text-lg font-semibold">
        <Trans>A question?</Trans>
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
