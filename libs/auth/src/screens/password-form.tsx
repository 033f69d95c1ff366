import { Trans, useLingui } from '@lingui/react/macro';
import { passwordSchema } from '@platform/contracts';
import type { NewPasswordInput } from '@platform/api-client';
import * as v from 'valibot';
import { describeAuthError } from '../components/describe-auth-error';
import { FormAlert } from '../components/form-alert';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { useAuthForm } from '../components/use-auth-form';

const PASSWORD_KEY = 'password';
const CONFIRMATION_KEY = 'passwordConfirmation';

// The confirmation must repeat the password; the issue lands on the confirmation field.
const newPasswordSchema = v.pipe(
  v.object({ password: passwordSchema, passwordConfirmation: v.string() }),
  v.forward(
    v.partialCheck(
      [[PASSWORD_KEY], [CONFIRMATION_KEY]],
      (input) => input.password === input.passwordConfirmation,
    ),
    [CONFIRMATION_KEY],
  ),
);

/** Props of {@link PasswordForm}. */
export type PasswordFormProps = {
  /** Prefix of the inputs' ids, unique on the page. */
  formId: string;
  onSubmit: (input: NewPasswordInput) => void;
  isPending: boolean;
  error: unknown;
};

/** New password twice; shared by reset, token and settings screens. */
export function PasswordForm({ formId, onSubmit, isPending, error }: PasswordFormProps) {
  const { t, i18n } = useLingui();
  const {
    form,
    onSubmit: submit,
    fieldError,
    summary,
    summaryRef,
  } = useAuthForm<NewPasswordInput>({
    schema: newPasswordSchema,
    labels: { password: t`New password`, passwordConfirmation: t`Repeat the new password` },
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { register } = form;
  const failure = error ? describeAuthError(error) : null;
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={submit(onSubmit)}>
      {summary && <FormAlert ref={summaryRef} isError title={summary} />}
      {failure && (
        <FormAlert isError title={i18n._(failure.title)}>
          {i18n._(failure.description)}
        </FormAlert>
      )}
      <TextField
        id={`${formId}-password`}
        label={t`New password`}
        hint={t`At least 12 characters.`}
        error={fieldError('password')}
        type="password"
        autoComplete="new-password"
        {...register('password')}
      />
      <TextField
        id={`${formId}-password-confirmation`}
        label={t`Repeat the new password`}
        error={fieldError('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        {...register('passwordConfirmation')}
      />
      <SubmitButton isPending={isPending}>
        <Trans>Save password</Trans>
      </SubmitButton>
    </form>
  );
}
