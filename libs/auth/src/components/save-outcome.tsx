import { useLingui } from '@lingui/react/macro';
import { FormSuccessAlert } from '@platform/ui';
import { AuthFailureAlert } from './auth-failure-alert';

/** Props of {@link SaveOutcome}. */
export type SaveOutcomeProps = {
  /** The save's error, if it failed (a field error the form shows itself: leave it out). */
  error: Error | null;
  isSuccess: boolean;
};

/** What became of a settings form's save: the failure in the error catalogue's words, or "saved". */
export function SaveOutcome({ error, isSuccess }: SaveOutcomeProps) {
  const { t } = useLingui();
  return (
    <>
      <AuthFailureAlert error={error} />
      {isSuccess && <FormSuccessAlert title={t`Your changes have been saved`} />}
    </>
  );
}
