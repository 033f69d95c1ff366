import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@platform/api-client';
import { currentPasswordSchema, emailSchema } from '@platform/contracts';
import * as v from 'valibot';
import { useUpdateCurrentUser } from '../account/use-update-current-user';
import {
  Form,
  FormSuccessAlert,
  FormUnsavedChangesGuard,
  SubmitButton,
  TextField,
} from '@platform/ui';
import { AuthFailureAlert } from '../components/auth-failure-alert';
import { ProfileSection } from './profile-edit-screen';

// The API asks for the current password too, so a session alone cannot move the account.
const emailChangeSchema = v.object({ email: emailSchema, currentPassword: v.pipe(currentPasswordSchema, v.nonEmpty()) });

/**
 * `/profile-edit/email`: a new address takes effect only after its mailed
 * confirmation link is followed; until then it is shown as pending. The
 * current password confirms the change.
 */
export function ProfileEditEmailScreen() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const update = useUpdateCurrentUser();
  const pending = user.unconfirmedEmail;
  const current = user.email;
  return (
    <ProfileSection title={t`Change e-mail address`}>
      <p>
        <Trans>Your current e-mail address is {current}.</Trans>
      </p>
      {pending && (
        <FormSuccessAlert title={t`Waiting for confirmation`}>
          <Trans>
            We have sent a confirmation link to {pending}. The new address is used once you follow
            it.
          </Trans>
        </FormSuccessAlert>
      )}
      <Form
        schema={emailChangeSchema}
        defaultValues={{ email: '', currentPassword: '' }}
        className="flex flex-col gap-5"
        serverError={update.error}
        onSubmit={(change, form) =>
          update.mutate(change, { onSuccess: () => form.reset({ email: change.email, currentPassword: '' }) })
        }
      >
        {/* Spec §4: leaving with unsaved changes asks first. */}
        <FormUnsavedChangesGuard />
          <AuthFailureAlert error={update.error} />
        <TextField name="email" label={t`New e-mail address`} type="email" autoComplete="email" />
        <TextField name="currentPassword" label={t`Current password`} type="password" autoComplete="current-password" />
        <SubmitButton isPending={update.isPending}>
          <Trans>Change e-mail address</Trans>
        </SubmitButton>
      </Form>
    </ProfileSection>
  );
}
