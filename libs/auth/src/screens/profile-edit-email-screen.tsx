import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@platform/api-client';
import { currentPasswordSchema, emailSchema } from '@platform/contracts';
import * as v from 'valibot';
import { useUpdateCurrentUser } from '../account/use-update-current-user';
import { describeAuthError } from '../components/describe-auth-error';
import { FormAlert } from '../components/form-alert';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { useAuthForm } from '../components/use-auth-form';
import { ProfileSection } from './profile-edit-screen';
import { useUnsavedChangesPrompt } from '@platform/ui';

// The API asks for the current password too, so a session alone cannot move the account.
const emailChangeSchema = v.object({ email: emailSchema, currentPassword: v.pipe(currentPasswordSchema, v.nonEmpty()) });

type EmailChange = v.InferOutput<typeof emailChangeSchema>;

/**
 * `/profile-edit/email`: a new address takes effect only after its mailed
 * confirmation link is followed; until then it is shown as pending. The
 * current password confirms the change.
 */
export function ProfileEditEmailScreen() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const update = useUpdateCurrentUser();
  const { form, onSubmit, fieldError, summary, summaryRef } = useAuthForm<EmailChange>({
    schema: emailChangeSchema,
    labels: { email: t`New e-mail address`, currentPassword: t`Current password` },
    defaultValues: { email: '', currentPassword: '' },
    serverError: update.error,
  });
  const { register } = form;
  // Spec §4: leaving with unsaved changes asks first.
  const unsavedChangesPrompt = useUnsavedChangesPrompt(form.formState.isDirty);
  const failure = update.error ? describeAuthError(update.error) : null;
  const pending = user.unconfirmedEmail;
  const current = user.email;
  return (
    <ProfileSection title={t`Change e-mail address`}>
      {unsavedChangesPrompt}
      <p>
        <Trans>Your current e-mail address is {current}.</Trans>
      </p>
      {pending && (
        <FormAlert title={t`Waiting for confirmation`}>
          <Trans>
            We have sent a confirmation link to {pending}. The new address is used once you follow
            it.
          </Trans>
        </FormAlert>
      )}
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={onSubmit((change) =>
          update.mutate(change, { onSuccess: () => form.reset({ email: change.email, currentPassword: '' }) }),
        )}
      >
        {summary && <FormAlert ref={summaryRef} isError title={summary} />}
        {failure && (
          <FormAlert isError title={i18n._(failure.title)}>
            {i18n._(failure.description)}
          </FormAlert>
        )}
        <TextField
          id="profile-new-email"
          label={t`New e-mail address`}
          error={fieldError('email')}
          type="email"
          autoComplete="email"
          {...register('email')}
        />
        <TextField
          id="profile-current-password"
          label={t`Current password`}
          error={fieldError('currentPassword')}
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
        />
        <SubmitButton isPending={update.isPending}>
          <Trans>Change e-mail address</Trans>
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
