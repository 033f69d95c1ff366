import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { TextField } from '@platform/ui';
import { useCenterProfile } from '../hooks/use-center-profile';
import { contactPersonSchema, toContactPersonValues } from '../utils/settings-forms';
import { ImageUploadField } from './image-upload-field';
import { SettingsForm, SettingsSection } from './settings-form';

/** `/settings/contact-person`: the person visitors can contact at the centre. */
export function ContactPersonPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const profile = useCenterProfile();
  return (
    <>
      <DocumentTitle page={t`Contact person settings`} appName={meta.appName} />
      <h2 className="mb-2 font-heading text-2xl font-semibold">
        <Trans>Contact person</Trans>
      </h2>
      <p className="mb-4">
        <Trans>The person visitors and organisations can contact at the centre.</Trans>
      </p>
      <SettingsForm
        schema={contactPersonSchema}
        profile={profile}
        toValues={toContactPersonValues}
        toChanges={(values) => values}
        aria-label={t`Contact person`}
      >
        <SettingsSection title={t`Details`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="contactPersonName" label={t`Name`} maxLength={255} autoComplete="off" />
            <TextField name="contactPersonJobTitle" label={t`Job title`} maxLength={255} autoComplete="off" />
            <TextField name="contactPersonEmail" type="email" label={t`E-mail address`} maxLength={255} autoComplete="off" />
            <TextField name="contactPersonPhone" type="tel" label={t`Phone number`} maxLength={32} autoComplete="off" />
          </div>
        </SettingsSection>
        <SettingsSection title={t`Photo`}>
          <ImageUploadField
            name="contactPersonPhotoUrl"
            label={t`Photo`}
            description={t`A portrait of the contact person.`}
            uploadLabel={t`Upload a photo`}
            removeLabel={t`Remove the photo`}
            previewAlt={t`Current photo`}
          />
        </SettingsSection>
      </SettingsForm>
    </>
  );
}
