import { Trans, useLingui } from '@lingui/react/macro';
import { offeredVacancyTypes } from '@platform/tenancy';
import {
  useCreateVacancy,
  useCurrentCenter,
  useCurrentUser,
  useUpdateVacancy,
  type AgeGroup,
  type ManagedVacancy,
  type Vacancy,
  type VacancyCategory,
} from '@platform/api-client';
import {
  ACTIVITY_FREQUENCIES,
  VACANCY_TYPES,
  type VacancyStatus,
  type VacancyType,
} from '@platform/contracts';
import { describeError } from '@platform/i18n';
import {
  applyApiFieldErrors,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  FormFailureAlert,
  FormUnsavedChangesGuard,
  RadioGroup,
  Select,
  TextField,
  useToast,
  VACANCY_TYPE_NAMES,
} from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { describeApiIssue } from '../utils/api-issues';
import { FREQUENCY_LABELS, RECURRENCE_PATTERN_LABELS, WEEKDAY_LABELS } from '../utils/labels';
import { RECURRENCE_PATTERNS, WEEKDAY_CODES } from '../utils/recurrence-rule';
import { vacancyActions } from '../utils/vacancy-actions';
import {
  formFieldOfAttribute,
  KEPT_RULE,
  MAX_HOURS_PER_WEEK,
  statusToSave,
  toVacancyAttributes,
  toVacancyFormValues,
  vacancyFormSchema,
  type VacancyFormValues,
} from '../utils/vacancy-form';

// Tiptap is the heaviest part of the portal: it loads with these pages only.
const RichTextEditor = lazy(() => import('@portal/components/rich-text/rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/** Props of {@link VacancyForm}. */
export type VacancyFormProps = {
  /** The vacancy to edit; without one the form creates a new vacancy. */
  vacancy?: ManagedVacancy;
  categories: readonly VacancyCategory[];
  ageGroups: readonly AgeGroup[];
  /** The type a new vacancy starts with, when the tenant offers it. */
  initialType?: VacancyType;
};

type Failure = { title: string; issues: string[]; description: string | null };

const sectionClassName = 'flex flex-col gap-5 rounded-theme border border-black/10 p-5 dark:border-white/15';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={sectionClassName}>
      <h2 className="font-heading text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The vacancy form of `/vacancies/add` and `/vacancies/{id}/edit`: every
 * field of the vacancy, validated on blur; "save as draft" and "publish".
 * A refused save marks the fields the API names and lists its reasons above
 * the form; a save is confirmed with a toast and opens the vacancy.
 */
export function VacancyForm({ vacancy, categories, ageGroups, initialType }: VacancyFormProps) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateVacancy();
  const update = useUpdateVacancy({ showsErrorInline: true });
  // Which submit button was pressed: a click always comes before the submit it causes.
  const isPublishingRef = useRef(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const status: VacancyStatus | null = vacancy?.status ?? null;
  const isDraft = status === null || status === 'draft';
  const canPublish = status === null || vacancyActions(status).canPublish;
  const types: VacancyType[] = offeredVacancyTypes(meta.features);
  // A vacancy keeps its type even when that type was switched off since.
  if (vacancy && !types.includes(vacancy.vacancyType)) types.push(vacancy.vacancyType);
  const defaultType = initialType && types.includes(initialType) ? initialType : (types[0] ?? VACANCY_TYPES[0]);
  const defaultValues = toVacancyFormValues(vacancy, defaultType);
  if (!vacancy) {
    // New vacancies start with the author as contact; most write their own.
    defaultValues.contactPerson = [user.firstName, user.lastName].filter(Boolean).join(' ');
    defaultValues.contactEmail = user.email;
  }

  const handleSubmit = async (values: VacancyFormValues, form: UseFormReturn<VacancyFormValues, unknown, VacancyFormValues>) => {
    const isPublishing = isPublishingRef.current;
    const attributes = toVacancyAttributes(values, statusToSave({ isPublishing, isDraft }));
    setFailure(null);
    try {
      const saved: Vacancy = vacancy
        ? await update.mutateAsync({ id: vacancy.id, attributes })
        : await create.mutateAsync(attributes);
      const title = saved.title;
      toast(
        isPublishing
          ? { color: 'success', title: t`Vacancy published`, message: t`“${title}” is now on the website.` }
          : { color: 'success', title: t`Vacancy saved`, message: isDraft ? t`“${title}” is saved as a draft.` : t`Your changes to “${title}” are saved.` },
      );
      // Saved values are the new baseline; the page is left without asking.
      form.reset(values);
      void navigate({ to: '/vacancies/$id', params: { id: saved.id }, ignoreBlocker: true });
    } catch (error) {
      setFailure(describeFailure(error, isPublishing, form));
    }
  };

  const describeFailure = (
    error: unknown,
    isPublishing: boolean,
    form: UseFormReturn<VacancyFormValues, unknown, VacancyFormValues>,
  ): Failure => {
    const title = isPublishing ? t`The vacancy could not be published` : t`The vacancy could not be saved`;
    const issues = applyApiFieldErrors(form, error, { fieldOf: formFieldOfAttribute });
    if (issues.length > 0) return { title, issues: issues.map((issue) => describeApiIssue(i18n, issue)), description: null };
    const described = describeError(error);
    return { title, issues: [], description: i18n._(described.description) };
  };

  const isPending = create.isPending || update.isPending;
  const maxHours = MAX_HOURS_PER_WEEK;
  return (
    <Form schema={vacancyFormSchema} defaultValues={defaultValues} onSubmit={handleSubmit} className="flex flex-col gap-6" aria-label={t`Vacancy`}>
      <FormUnsavedChangesGuard />
      <FormFailureAlert failure={failure} title={failure?.title} description={failure?.description} issues={failure?.issues} />

      <Section title={t`About the vacancy`}>
        <TextField name="title" label={t`Title`} isRequired maxLength={200} />
        <Select
          name="vacancyType"
          label={t`Type`}
          isRequired
          options={types.map((type) => ({ value: type, label: i18n._(VACANCY_TYPE_NAMES[type]) }))}
        />
        <Suspense fallback={<EditorPlaceholder label={t`Description`} />}>
          <RichTextEditor
            name="description"
            label={t`Description`}
            description={t`What the volunteer will do, and what you offer. Needed to publish.`}
          />
        </Suspense>
      </Section>

      <ScheduleSection />

      <Section title={t`Categories and age groups`}>
        <CheckboxGroup
          name="categoryIds"
          legend={t`Categories`}
          isInline
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
        <CheckboxGroup
          name="ageGroupIds"
          legend={t`Age groups`}
          isInline
          options={ageGroups.map((ageGroup) => ({ value: ageGroup.id, label: ageGroup.name }))}
        />
      </Section>

      <Section title={t`Contact`}>
        <TextField
          name="contactPerson"
          label={t`Contact person`}
          description={t`Needed to publish.`}
          autoComplete="name"
        />
        <TextField
          name="contactEmail"
          label={t`Contact e-mail address`}
          description={t`Applications are sent here. Only the people who manage the vacancy see it.`}
          type="email"
          autoComplete="email"
        />
        <TextField name="contactPhone" label={t`Contact phone number`} type="tel" autoComplete="tel" />
        <Checkbox
          name="contactPhoneVisible"
          role="switch"
          label={t`Show the phone number on the website`}
          description={t`Otherwise only the people who manage the vacancy see it.`}
        />
      </Section>

      <Section title={t`Practical details`}>
        <TextField
          name="place"
          label={t`Place`}
          description={t`Where the work takes place; empty means the organisation's city.`}
          autoComplete="address-level2"
        />
        <TextField
          name="hoursPerWeek"
          label={t`Hours per week`}
          description={t`A whole number from 0 to ${maxHours}.`}
          inputMode="numeric"
          className="max-w-32"
        />
        <TextField
          name="expiresOn"
          type="date"
          label={t`Expiry date`}
          description={t`The vacancy leaves the website after this day. Needed to publish.`}
          className="max-w-56"
        />
        <TextField
          name="imageUrl"
          type="url"
          label={t`Image URL`}
          description={t`The web address of a photo for the vacancy, starting with https://.`}
        />
      </Section>

      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          variant={canPublish ? 'outline' : 'primary'}
          disabled={isPending}
          aria-busy={isPending || undefined}
          onClick={() => {
            isPublishingRef.current = false;
          }}
        >
          {isDraft ? <Trans>Save as draft</Trans> : <Trans>Save</Trans>}
        </Button>
        {canPublish && (
          <Button
            type="submit"
            disabled={isPending}
            aria-busy={isPending || undefined}
            onClick={() => {
              isPublishingRef.current = true;
            }}
          >
            <Trans>Publish</Trans>
          </Button>
        )}
      </div>
    </Form>
  );
}

function EditorPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-1.5" aria-busy="true">
      <span className="text-sm font-semibold">{label}</span>
      <div className="min-h-60 animate-pulse rounded-theme border border-black/15 bg-black/5 dark:border-white/15 dark:bg-white/5" />
    </div>
  );
}

/** The schedule of an activity: shown only for that type, its repetition only for regular ones. */
function ScheduleSection() {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<VacancyFormValues>();
  const [vacancyType, frequency, pattern, keptRule] = useWatch({ control, name: ['vacancyType', 'frequency', 'recurrencePattern', 'keptRule'] });
  if (vacancyType !== 'activity') return null;
  return (
    <Section title={t`Schedule`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="startsOn" type="date" label={t`Start date`} isRequired />
        <TextField name="startsTime" type="time" label={t`Start time`} />
        <TextField name="endsOn" type="date" label={t`End date`} description={t`Not before the start.`} />
        <TextField name="endsTime" type="time" label={t`End time`} />
      </div>
      <Select
        name="frequency"
        label={t`Frequency`}
        placeholder={t`Not specified`}
        options={ACTIVITY_FREQUENCIES.map((value) => ({ value, label: i18n._(FREQUENCY_LABELS[value]) }))}
      />
      {frequency === 'regularly' && (
        <>
          <RadioGroup
            name="recurrencePattern"
            legend={t`Repetition`}
            options={[
              ...RECURRENCE_PATTERNS.map((value) => ({ value, label: i18n._(RECURRENCE_PATTERN_LABELS[value]) })),
              ...(keptRule ? [{ value: KEPT_RULE, label: t`Keep the current repetition (${keptRule})` }] : []),
            ]}
          />
          {(pattern === 'weekly' || pattern === 'biweekly') && (
            <CheckboxGroup
              name="recurrenceWeekdays"
              legend={t`On these days`}
              isInline
              errorText={t`Choose at least one day.`}
              options={WEEKDAY_CODES.map((value) => ({ value, label: i18n._(WEEKDAY_LABELS[value]) }))}
            />
          )}
        </>
      )}
    </Section>
  );
}
