import type { Vacancy, VacancyAttributes } from '@platform/api-client';
import {
  ACTIVITY_FREQUENCIES,
  emailSchema,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  vacancyCreateSchema,
  VACANCY_TYPES,
  type ActivityFrequency,
  type VacancyStatus,
  type VacancyType,
} from '@platform/contracts';
import * as v from 'valibot';
import { fromDateTimeInputs, toDateInput, toTimeInput } from './local-dates';
import {
  buildRecurrenceRule,
  parseRecurrenceRule,
  RECURRENCE_PATTERNS,
  WEEKDAY_CODES,
  type RecurrencePattern,
  type WeekdayCode,
} from './recurrence-rule';

/** The repetition choice that keeps a stored rule the other choices cannot show. */
export const KEPT_RULE = 'kept' as const;

/** Most hours a week a vacancy may ask (the API's bound). */
export const MAX_HOURS_PER_WEEK = 80;

const entries = vacancyCreateSchema.entries;
const blankOr = <T extends v.GenericSchema<string>>(schema: T) => v.union([v.literal(''), schema]);
const isoDate = v.pipe(v.string(), v.isoDate());
const isoTime = v.pipe(v.string(), v.isoTime());
const shortText = v.pipe(v.string(), v.trim(), v.maxLength(SHORT_TEXT_MAX));

type FieldPath = [{ type: 'object'; origin: 'value'; input: Record<string, unknown>; key: string; value: unknown }];
const pathTo = (input: Record<string, unknown>, key: string): FieldPath => [
  { type: 'object', origin: 'value', input, key, value: input[key] },
];

/**
 * The vacancy form's values, as its inputs hold them: texts, `yyyy-mm-dd`
 * dates and `hh:mm` times; {@link toVacancyAttributes} turns them into what
 * the API takes. Fields keep the contracts' rules (title, contact, image URL,
 * phone); the rest only exist in the form.
 */
export const vacancyFormSchema = v.pipe(
  v.object({
    title: entries.title,
    /** HTML from the editor; '' when it is empty. */
    description: v.pipe(v.string(), v.maxLength(LONG_TEXT_MAX)),
    vacancyType: v.picklist(VACANCY_TYPES),
    categoryIds: v.array(v.string()),
    ageGroupIds: v.array(v.string()),
    contactPerson: shortText,
    contactEmail: blankOr(emailSchema),
    contactPhone: entries.contactPhone,
    contactPhoneVisible: v.boolean(),
    place: shortText,
    hoursPerWeek: v.pipe(
      v.string(),
      v.trim(),
      v.check((hours) => hours === '' || (/^\d{1,2}$/.test(hours) && Number(hours) <= MAX_HOURS_PER_WEEK)),
    ),
    expiresOn: blankOr(isoDate),
    imageUrl: entries.imageUrl,
    startsOn: blankOr(isoDate),
    startsTime: blankOr(isoTime),
    endsOn: blankOr(isoDate),
    endsTime: blankOr(isoTime),
    frequency: v.union([v.literal(''), v.picklist(ACTIVITY_FREQUENCIES)]),
    recurrencePattern: v.picklist([...RECURRENCE_PATTERNS, KEPT_RULE]),
    recurrenceWeekdays: v.array(v.picklist(WEEKDAY_CODES)),
    /** A stored rule the choices cannot show; kept while `recurrencePattern` is `kept`. */
    keptRule: v.string(),
  }),
  // The schedule only matters for activities: a start, an end not before it,
  // and days for a weekly repetition. Each issue lands on the field to fix.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.vacancyType !== 'activity') return;
    const values = dataset.value;
    const input = values as unknown as Record<string, unknown>;
    if (!values.startsOn) {
      addIssue({ input: '', path: pathTo(input, 'startsOn') });
    }
    const starts = fromDateTimeInputs(values.startsOn, values.startsTime);
    const ends = fromDateTimeInputs(values.endsOn, values.endsTime, values.endsTime ? undefined : '23:59:59');
    if (starts && ends && ends < starts) {
      addIssue({ input: values.endsOn, path: pathTo(input, 'endsOn') });
    }
    const isWeekly = values.recurrencePattern === 'weekly' || values.recurrencePattern === 'biweekly';
    if (values.frequency === 'regularly' && isWeekly && values.recurrenceWeekdays.length === 0) {
      addIssue({ input: [], path: pathTo(input, 'recurrenceWeekdays') });
    }
  }),
);

export type VacancyFormValues = v.InferInput<typeof vacancyFormSchema>;

/**
 * The form's starting values: the vacancy's own, or for a new one empty
 * fields of `defaultType`. A recurrence rule the choices cannot show (daily,
 * with an end …) is kept as it is unless the user picks another repetition.
 */
export function toVacancyFormValues(vacancy: Vacancy | undefined, defaultType: VacancyType): VacancyFormValues {
  const recurrence = parseRecurrenceRule(vacancy?.recurrenceRule);
  const keptRule = !recurrence && vacancy?.recurrenceRule ? vacancy.recurrenceRule : '';
  return {
    title: vacancy?.title ?? '',
    description: vacancy?.description ?? '',
    vacancyType: vacancy?.vacancyType ?? defaultType,
    categoryIds: vacancy?.categoryIds ?? [],
    ageGroupIds: vacancy?.ageGroupIds ?? [],
    contactPerson: vacancy?.contactPerson ?? '',
    contactEmail: vacancy?.contactEmail ?? '',
    contactPhone: vacancy?.contactPhone ?? '',
    contactPhoneVisible: vacancy?.contactPhoneVisible ?? false,
    place: vacancy?.place ?? '',
    hoursPerWeek: vacancy?.hoursPerWeek == null ? '' : String(vacancy.hoursPerWeek),
    expiresOn: toDateInput(vacancy?.expiresAt),
    imageUrl: vacancy?.imageUrl ?? '',
    startsOn: toDateInput(vacancy?.startsAt),
    startsTime: toTimeInput(vacancy?.startsAt),
    endsOn: toDateInput(vacancy?.endsAt),
    endsTime: toTimeInput(vacancy?.endsAt),
    frequency: vacancy?.frequency ?? '',
    recurrencePattern: keptRule ? KEPT_RULE : (recurrence?.pattern ?? 'weekly'),
    recurrenceWeekdays: recurrence?.weekdays ?? [],
    keptRule,
  };
}

const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** The schedule attributes: activities send theirs, other types clear any left from an earlier type. */
function scheduleAttributes(values: VacancyFormValues): Pick<VacancyAttributes, 'startsAt' | 'endsAt' | 'frequency' | 'recurrenceRule'> {
  if (values.vacancyType !== 'activity') return { startsAt: null, endsAt: null, frequency: null, recurrenceRule: null };
  const frequency: ActivityFrequency | null = values.frequency || null;
  return {
    startsAt: fromDateTimeInputs(values.startsOn, values.startsTime),
    // An end date without a time lasts to the end of that day.
    endsAt: fromDateTimeInputs(values.endsOn, values.endsTime, '23:59:59'),
    frequency,
    recurrenceRule: frequency === 'regularly' ? recurrenceRuleOf(values) : null,
  };
}

function recurrenceRuleOf(values: VacancyFormValues): string {
  if (values.recurrencePattern === KEPT_RULE) return values.keptRule;
  const recurrence = { pattern: values.recurrencePattern as RecurrencePattern, weekdays: values.recurrenceWeekdays as WeekdayCode[] };
  return buildRecurrenceRule(recurrence, values.startsOn);
}

/**
 * What the API receives for the form's values and the status asked for
 * (`published` to publish, `draft` to keep a draft, nothing to leave it):
 * blanks become `null`, the expiry lasts to the end of its day, and the
 * description is `null` when the editor is empty.
 */
export function toVacancyAttributes(values: VacancyFormValues, status?: VacancyStatus): VacancyAttributes {
  return {
    title: values.title.trim(),
    description: orNull(values.description),
    vacancyType: values.vacancyType,
    categoryIds: values.categoryIds,
    ageGroupIds: values.ageGroupIds,
    contactPerson: orNull(values.contactPerson),
    contactEmail: orNull(values.contactEmail)?.toLowerCase() ?? null,
    contactPhone: orNull(values.contactPhone),
    contactPhoneVisible: values.contactPhoneVisible,
    place: orNull(values.place),
    hoursPerWeek: values.hoursPerWeek.trim() === '' ? null : Number(values.hoursPerWeek),
    expiresAt: fromDateTimeInputs(values.expiresOn, '', '23:59:59'),
    imageUrl: orNull(values.imageUrl),
    ...scheduleAttributes(values),
    ...(status ? { status } : {}),
  };
}

/**
 * The status a save asks for: `published` to publish; a draft (or a new
 * vacancy) stays a draft; any other vacancy keeps its status.
 */
export function statusToSave({ isPublishing, isDraft }: { isPublishing: boolean; isDraft: boolean }): VacancyStatus | undefined {
  if (isPublishing) return 'published';
  return isDraft ? 'draft' : undefined;
}

/**
 * The form field an API attribute (as `refusedAttributes` names it) belongs
 * to, so a 422 marks the field the user can fix; `null` for attributes
 * without a field (status).
 */
export function formFieldOfAttribute(attribute: string): keyof VacancyFormValues | null {
  const fields: Record<string, keyof VacancyFormValues> = {
    title: 'title',
    description: 'description',
    vacancyType: 'vacancyType',
    categoryIds: 'categoryIds',
    ageGroupIds: 'ageGroupIds',
    contactPerson: 'contactPerson',
    contactEmail: 'contactEmail',
    contactPhone: 'contactPhone',
    contactPhoneVisible: 'contactPhoneVisible',
    place: 'place',
    hoursPerWeek: 'hoursPerWeek',
    expiresAt: 'expiresOn',
    imageUrl: 'imageUrl',
    startsAt: 'startsOn',
    endsAt: 'endsOn',
    frequency: 'frequency',
    recurrenceRule: 'recurrencePattern',
  };
  return fields[attribute] ?? null;
}
