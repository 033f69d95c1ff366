import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@platform/api-client';
import {
  currentUserUpdateSchema,
  GENDERS,
  SALUTATIONS,
  type Gender,
  type Salutation,
} from '@platform/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { useUpdateCurrentUser } from '../account/use-update-current-user';
import { describeAuthError } from '../components/describe-auth-error';
import { FormAlert } from '../components/form-alert';
import { SubmitButton } from '../components/submit-button';
import { TextField } from '../components/text-field';
import { useAuthForm } from '../components/use-auth-form';
import { ProfileSection } from './profile-edit-screen';
import { useUnsavedChangesPrompt } from '@platform/ui';

const entries = currentUserUpdateSchema.entries;
const personalSchema = v.object({
  firstName: entries.firstName,
  lastName: entries.lastName,
  phoneNumber: entries.phoneNumber,
  jobTitle: entries.jobTitle,
  // An empty <select> value means "not specified"; it is sent as null.
  gender: v.optional(v.nullable(v.union([v.literal(''), v.picklist(GENDERS)]))),
  salutation: v.optional(v.nullable(v.union([v.literal(''), v.picklist(SALUTATIONS)]))),
});
type PersonalInput = v.InferOutput<typeof personalSchema>;

const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
};
const SALUTATION_LABELS: Record<Salutation, MessageDescriptor> = {
  male: msg`Mr`,
  female: msg`Ms`,
  other: msg`Mx`,
  unknown: msg`No salutation`,
};

const selectClassName =
  'rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text focus:border-primary focus:outline-2 focus:outline-primary';

/** `/profile-edit` (index): name, phone, job title, gender and salutation. */
export function ProfileEditIndexScreen() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const update = useUpdateCurrentUser();
  const { form, onSubmit, fieldError, summary, summaryRef } = useAuthForm<PersonalInput>({
    schema: personalSchema,
    labels: {
      firstName: t`First name`,
      lastName: t`Last name`,
      phoneNumber: t`Phone number`,
      jobTitle: t`Job title`,
      gender: t`Gender`,
      salutation: t`Salutation`,
    },
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phoneNumber: user.phoneNumber ?? '',
      jobTitle: user.jobTitle ?? '',
      gender: user.gender ?? '',
      salutation: user.salutation ?? '',
    },
  });
  const { register } = form;
  // Spec §4: leaving with unsaved changes asks first.
  const unsavedChangesPrompt = useUnsavedChangesPrompt(form.formState.isDirty);
  const failure = update.error ? describeAuthError(update.error) : null;
  return (
    <ProfileSection title={t`Personal details`}>
      {unsavedChangesPrompt}
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={onSubmit((input) =>
          update.mutate(
            {
              ...input,
              gender: input.gender || null,
              salutation: input.salutation || null,
            },
            // Saved values are the new baseline, so leaving no longer asks.
            { onSuccess: () => form.reset(input) },
          ),
        )}
      >
        {summary && <FormAlert ref={summaryRef} isError title={summary} />}
        {failure && (
          <FormAlert isError title={i18n._(failure.title)}>
            {i18n._(failure.description)}
          </FormAlert>
        )}
        {update.isSuccess && <FormAlert title={t`Your changes have been saved`} />}
        <TextField
          id="profile-first-name"
          label={t`First name`}
          error={fieldError('firstName')}
          autoComplete="given-name"
          {...register('firstName')}
        />
        <TextField
          id="profile-last-name"
          label={t`Last name`}
          error={fieldError('lastName')}
          autoComplete="family-name"
          {...register('lastName')}
        />
        <TextField
          id="profile-phone"
          label={t`Phone number`}
          error={fieldError('phoneNumber')}
          type="tel"
          autoComplete="tel"
          {...register('phoneNumber')}
        />
        <TextField
          id="profile-job-title"
          label={t`Job title`}
          error={fieldError('jobTitle')}
          autoComplete="organization-title"
          {...register('jobTitle')}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="profile-gender" className="text-sm font-semibold">
            <Trans>Gender</Trans>
          </label>
          <select id="profile-gender" className={selectClassName} {...register('gender')}>
            <option value="">{t`Not specified`}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {i18n._(GENDER_LABELS[gender])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="profile-salutation" className="text-sm font-semibold">
            <Trans>Salutation</Trans>
          </label>
          <select id="profile-salutation" className={selectClassName} {...register('salutation')}>
            {SALUTATIONS.map((salutation) => (
              <option key={salutation} value={salutation}>
                {i18n._(SALUTATION_LABELS[salutation])}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton isPending={update.isPending}>
          <Trans>Save</Trans>
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
