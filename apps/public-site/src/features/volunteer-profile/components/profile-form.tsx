import { Trans, useLingui } from '@lingui/react/macro';
import {
  useSaveVolunteerProfile,
  type AgeGroup,
  type VacancyCategory,
  type VolunteerProfile,
} from '@platform/api-client';
import {
  PROFILE_HOURS_PER_WEEK,
  PROFILE_INTRODUCTION_MAX,
  PROFILE_PLACE_MAX,
  volunteerProfileUpdateSchema,
  type AvailabilitySlot,
} from '@platform/contracts';
import { describeError } from '@platform/i18n';
import {
  Checkbox,
  CheckboxGroup,
  describeFieldError,
  Form,
  FormFailureAlert,
  FormSuccessAlert,
  Select,
  SubmitButton,
  Textarea,
  TextField,
  useRefusedField,
  apiFieldErrors,
} from '@platform/ui';
import { AvailabilityGrid, languageOptions } from '@platform/volunteer-pool';
import { useController } from 'react-hook-form';
import type * as v from 'valibot';
import { SkillsInput } from './skills-input';

type FormValues = v.InferInput<typeof volunteerProfileUpdateSchema>;
const AVAILABILITY_FIELD = 'availability';

/** How far a volunteer will travel: the steps people think in. */
const TRAVEL_KM_CHOICES = [1, 2, 5, 10, 15, 20, 30, 50, 75, 100] as const;
const HOURS_CHOICES = Array.from(
  { length: PROFILE_HOURS_PER_WEEK.max - PROFILE_HOURS_PER_WEEK.min + 1 },
  (_, index) => PROFILE_HOURS_PER_WEEK.min + index,
);

/** The form's values for a saved profile, or an empty one outside the pool. */
export function profileFormValues(profile: VolunteerProfile | null): FormValues {
  return {
    introduction: profile?.introduction ?? '',
    categoryIds: profile?.categoryIds ?? [],
    skills: profile?.skills ?? [],
    languages: profile?.languages ?? [],
    availability: profile?.availability ?? [],
    hoursPerWeek: profile?.hoursPerWeek ?? null,
    place: profile?.place ?? '',
    travelDistanceKm: profile?.travelDistanceKm ?? null,
    ageGroupId: profile?.ageGroupId ?? null,
    wantsOneToOne: profile?.wantsOneToOne ?? false,
    inPool: profile?.inPool ?? false,
  };
}

function AvailabilityField() {
  const { t } = useLingui();
  const { field, fieldState } = useController<FormValues, 'availability'>({ name: 'availability' });
  const refused = useRefusedField(AVAILABILITY_FIELD);
  const label = t`When are you available?`;
  const error = fieldState.error ?? refused?.error;
  return (
    <AvailabilityGrid
      legend={label}
      description={t`Tick the parts of the week you could usually help.`}
      value={(field.value ?? []) as AvailabilitySlot[]}
      onChange={field.onChange}
      errorText={error ? describeFieldError(error, label) : undefined}
    />
  );
}

/** Props of {@link ProfileForm}. */
export type ProfileFormProps = {
  profile: VolunteerProfile | null;
  categories: VacancyCategory[];
  ageGroups: AgeGroup[];
};

/**
 * The volunteer's profile (`PUT /volunteer_profile`): validated with the
 * contract's schema on blur; a refusal of the API is shown at its field and
 * everything entered stays. "In the pool" says who sees what.
 */
export function ProfileForm({ profile, categories, ageGroups }: ProfileFormProps) {
  const { t, i18n } = useLingui();
  const save = useSaveVolunteerProfile();
  // A refusal the form shows at a field needs no alert; any other failure gets one.
  const hasFieldErrors = apiFieldErrors(save.error).some((refused) => refused.field);
  const failure = save.error && !hasFieldErrors ? describeError(save.error) : null;

  return (
    <Form
      schema={volunteerProfileUpdateSchema}
      defaultValues={profileFormValues(profile)}
      className="flex flex-col gap-6"
      serverError={save.error}
      aria-label={t`Volunteer profile`}
      onSubmit={(values) => save.mutate(values)}
    >
      {failure && (
        <FormFailureAlert
          failure={save.error}
          title={i18n._(failure.title)}
          description={failure.description ? i18n._(failure.description) : undefined}
        />
      )}
      {save.isSuccess && !save.isPending && (
        <FormSuccessAlert title={t`Your profile has been saved`}>
          {save.data.inPool ? (
            <Trans>You are in the pool: organisations can now find you and reply.</Trans>
          ) : (
            <Trans>You are not in the pool: no organisation sees your profile.</Trans>
          )}
        </FormSuccessAlert>
      )}
      <div className="flex flex-col gap-3 rounded-theme border border-primary/40 bg-primary/5 p-4">
        <Checkbox name="inPool" label={t`Show my profile in the volunteer pool`} />
        <p className="text-sm">
          <Trans>
            Only the volunteer centre's staff and the organisations it approved can see a profile in
            the pool, never other visitors. Organisations see your first name and what you fill in
            below, not your e-mail address or phone number. They can send you a reply, and you
            choose whether to accept it. Untick this to leave the pool at once.
          </Trans>
        </p>
      </div>
      <Textarea
        name="introduction"
        label={t`Introduce yourself`}
        description={t`A few sentences about who you are and what you would like to do (at most ${PROFILE_INTRODUCTION_MAX} characters).`}
        maxLength={PROFILE_INTRODUCTION_MAX}
        rows={5}
      />
      <CheckboxGroup
        name="categoryIds"
        legend={t`Interests`}
        description={t`The kinds of volunteer work you like.`}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        isInline
      />
      <SkillsInput name="skills" />
      <CheckboxGroup
        name="languages"
        legend={t`Languages you speak`}
        options={languageOptions(i18n)}
        isInline
      />
      <AvailabilityField />
      <Select
        name="hoursPerWeek"
        label={t`Hours a week`}
        placeholder={t`No preference`}
        isNumeric
        isNullable
        options={HOURS_CHOICES.map((hours) => ({
          value: String(hours),
          label: t`${hours} hours a week`,
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="place"
          label={t`Place`}
          description={t`Where you live or would like to help.`}
          autoComplete="address-level2"
          maxLength={PROFILE_PLACE_MAX}
          errorText={t`We do not know this place. Check the spelling or choose a place nearby.`}
        />
        <Select
          name="travelDistanceKm"
          label={t`How far will you travel?`}
          placeholder={t`No preference`}
          isNumeric
          isNullable
          options={TRAVEL_KM_CHOICES.map((km) => ({ value: String(km), label: t`Up to ${km} km` }))}
        />
      </div>
      <Select
        name="ageGroupId"
        label={t`Age group`}
        placeholder={t`Rather not say`}
        isNullable
        options={ageGroups.map((group) => ({ value: group.id, label: group.name }))}
      />
      <Checkbox
        name="wantsOneToOne"
        label={t`I would like to do one-to-one support work (being someone's buddy)`}
        errorLabel={t`One-to-one support`}
      />
      <SubmitButton isPending={save.isPending}>
        <Trans>Save profile</Trans>
      </SubmitButton>
    </Form>
  );
}
