import { Trans, useLingui } from '@lingui/react/macro';
import { currentPasswordSchema, passwordSchema } from '@platform/contracts';
import type { ChangePasswordInput, NewPasswordInput } from '@platform/api-client';
import * as v from 'valibot';
import { describeAuthError } from '../components/describe-auth-error';
import { FormAlert } from '../components/form-alert';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { useAuthForm } from '../components/use-auth-form';

const PASSWORD_KEY = 'password';
const CONFIRMATION_KEY = 'passwordConfirmation';

const newPasswordEntries = { password: passwordSchema, passwordConfirmation: v.string() };
const sameAsPassword = (input: NewPasswordInput) => input.password === input.passwordConfirmation;

// The confirmation must repeat the password; the issue lands on the confirmation field.
const newPasswordSchema = v.pipe(
  v.object(newPasswordEntries),
  v.forward(v.partialCheck([[PASSWORD_KEY], [CONFIRMATION_KEY]], sameAsPassword), [CONFIRMATION_KEY]),
);
// A change in a session also asks for the current password (the API checks it).
const changePasswordSchema = v.pipe(
  v.object({ ...newPasswordEntries, currentPassword: v.pipe(currentPasswordSchema, v.nonEmpty()) }),
  v.forward(v.partialCheck([[PASSWORD_KEY], [CONFIRMATION_KEY]], sameAsPassword), [CONFIRMATION_KEY]),
);

/** Props of {@link PasswordForm}. */
export type PasswordFormProps = {
  /** Prefix of the inputs' ids, unique on the page. */
  formId: string;
  onSubmit: (input: ChangePasswordInput) => void;
  isPending: boolean;
  error: unknown;
  /** Asks for the current password first: for a change in a session (not with a mailed link). */
  askCurrentPassword?: boolean;
};

/** New password twice (and the current one where asked); shared by reset, token and settings screens. */
export function PasswordForm({ formId, onSubmit, isPending, error, askCurrentPassword = false }: PasswordFormProps) {
  const { t, i18n } = useLingui();
  const {
    form,
    onSubmit: submit,
    fieldError,
    summary,
    summaryRef,
  } = useAuthForm<ChangePasswordInput>({
    schema: askCurrentPassword ? changePasswordSchema : newPasswordSchema,
    labels: {
      password: t`New password`,
      passwordConfirmation: t`Repeat the new password`,
      currentPassword: t`Current password`,
    },
    defaultValues: { password: '', passwordConfirmation: '', currentPassword: '' },
    serverError: error,
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
      {askCurrentPassword && (
        <TextField
          id={`${formId}-current-password`}
          label={t`Current password`}
          error={fieldError('currentPassword')}
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
        />
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
