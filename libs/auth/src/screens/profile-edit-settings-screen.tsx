import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '@platform/i18n';
import { useChangePassword } from '../account/use-change-password';
import { FormSuccessAlert } from '@platform/ui';
import { NotificationPreferencesForm } from '../notifications/notification-preferences-form';
import { ProfileSection } from './profile-edit-screen';
import { PasswordForm } from './password-form';

/**
 * `/profile-edit/settings` (title 'Settings'): the interface language, kept in
 * the language cookie like the toolbar's switch, which notifications also come
 * by e-mail, and a password change, which signs out the user's other devices.
 */
export function ProfileEditSettingsScreen() {
  const { t } = useLingui();
  const change = useChangePassword();
  return (
    <ProfileSection title={t`Settings`}>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">
          <Trans>Language</Trans>
        </h3>
        <LanguageSwitch />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">
          <Trans>Notifications</Trans>
        </h3>
        <NotificationPreferencesForm />
      </div>
      <div className="flex flex-col gap-4">
        <h3 className="font-semibold">
          <Trans>Change password</Trans>
        </h3>
        {change.isSuccess && (
          <FormSuccessAlert title={t`Your password has been changed`}>
            <Trans>You have been signed out on your other devices.</Trans>
          </FormSuccessAlert>
        )}
        <PasswordForm
          askCurrentPassword
          isPending={change.isPending}
          error={change.error}
          onSubmit={(input) => change.mutate(input)}
        />
      </div>
    </ProfileSection>
  );
}
