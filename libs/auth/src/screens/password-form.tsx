import { Trans, useLingui } from '@lingui/react/macro';
import { currentPasswordSchema, passwordSchema } from '@platform/contracts';
import type { ChangePasswordInput, NewPasswordInput } from '@platform/api-client';
import * as v from 'valibot';
import { Form, SubmitButton, TextField } from '@platform/ui';
import { AuthFailureAlert } from '../components/auth-failure-alert';

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
  onSubmit: (input: ChangePasswordInput) => void;
  isPending: boolean;
  error: Error | null;
  /** Asks for the current password first: for a change in a session (not with a mailed link). */
  askCurrentPassword?: boolean;
};

/** New password twice (and the current one where asked); shared by reset, token and settings screens. */
export function PasswordForm({ onSubmit, isPending, error, askCurrentPassword = false }: PasswordFormProps) {
  const { t } = useLingui();
  return (
    <Form
      schema={askCurrentPassword ? changePasswordSchema : newPasswordSchema}
      defaultValues={{ password: '', passwordConfirmation: '', ...(askCurrentPassword ? { currentPassword: '' } : {}) }}
      className="flex flex-col gap-5"
      serverError={error}
      onSubmit={onSubmit}
    >
      <AuthFailureAlert error={error} />
      {askCurrentPassword && (
        <TextField name="currentPassword" label={t`Current password`} type="password" autoComplete="current-password" />
      )}
      <TextField
        name="password"
        label={t`New password`}
        description={t`At least 12 characters.`}
        type="password"
        autoComplete="new-password"
      />
      <TextField name="passwordConfirmation" label={t`Repeat the new password`} type="password" autoComplete="new-password" />
      <SubmitButton isPending={isPending}>
        <Trans>Save password</Trans>
      </SubmitButton>
    </Form>
  );
}
