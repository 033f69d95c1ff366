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
import {
  Form,
  FormSuccessAlert,
  FormUnsavedChangesGuard,
  Select,
  SubmitButton,
  TextField,
} from '@platform/ui';
import { AuthFailureAlert } from '../components/auth-failure-alert';
import { ProfileSection } from './profile-edit-screen';

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

/** `/profile-edit` (index): name, phone, job title, gender and salutation. */
export function ProfileEditIndexScreen() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const update = useUpdateCurrentUser();
  return (
    <ProfileSection title={t`Personal details`}>
      <Form
        schema={personalSchema}
        defaultValues={{
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          phoneNumber: user.phoneNumber ?? '',
          jobTitle: user.jobTitle ?? '',
          gender: user.gender ?? '',
          salutation: user.salutation ?? '',
        }}
        className="flex flex-col gap-5"
        onSubmit={(input, form) =>
          update.mutate(
            {
              ...input,
              gender: input.gender || null,
              salutation: input.salutation || null,
            },
            // Saved values are the new baseline, so leaving no longer asks.
            { onSuccess: () => form.reset(input) },
          )
        }
      >
        {/* Spec §4: leaving with unsaved changes asks first. */}
        <FormUnsavedChangesGuard />
        <AuthFailureAlert error={update.error} />
        {update.isSuccess && <FormSuccessAlert title={t`Your changes have been saved`} />}
        <TextField name="firstName" label={t`First name`} autoComplete="given-name" />
        <TextField name="lastName" label={t`Last name`} autoComplete="family-name" />
        <TextField name="phoneNumber" label={t`Phone number`} type="tel" autoComplete="tel" />
        <TextField name="jobTitle" label={t`Job title`} autoComplete="organization-title" />
        <Select
          name="gender"
          label={t`Gender`}
          placeholder={t`Not specified`}
          options={GENDERS.map((gender) => ({ value: gender, label: i18n._(GENDER_LABELS[gender]) }))}
        />
        <Select
          name="salutation"
          label={t`Salutation`}
          options={SALUTATIONS.map((salutation) => ({ value: salutation, label: i18n._(SALUTATION_LABELS[salutation]) }))}
        />
        <SubmitButton isPending={update.isPending}>
          <Trans>Save</Trans>
        </SubmitButton>
      </Form>
    </ProfileSection>
  );
}
