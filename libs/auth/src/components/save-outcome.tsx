import { useLingui } from '@lingui/react/macro';
import { describeAuthError } from './describe-auth-error';
import { FormAlert } from './form-alert';

/** Props of {@link SaveOutcome}. */
export type SaveOutcomeProps = {
  /** The save's error, if it failed (a field error the form shows itself: leave it out). */
  error: unknown;
  isSuccess: boolean;
};

/** What became of a settings form's save: the failure in the error catalogue's words, or "saved". */
export function SaveOutcome({ error, isSuccess }: SaveOutcomeProps) {
  const { t, i18n } = useLingui();
  const failure = error ? describeAuthError(error) : null;
  return (
    <>
      {failure && (
        <FormAlert isError title={i18n._(failure.title)}>
          {i18n._(failure.description)}
        </FormAlert>
      )}
      {isSuccess && <FormAlert title={t`Your changes have been saved`} />}
    </>
  );
}
