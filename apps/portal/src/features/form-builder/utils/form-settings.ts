import type { FormAttributes, ManagedForm } from '@platform/api-client';
import {
  DEFAULT_RETENTION_MONTHS,
  emailSchema,
  FORM_ACCESS_PERMISSIONS,
  FORM_NOTIFY_EMAILS_MAX,
  FORM_PURPOSES,
  FORM_STATUSES,
  LONG_TEXT_MAX,
  RETENTION_MONTHS_MAX,
  SHORT_TEXT_MAX,
} from '@platform/contracts';
import * as v from 'valibot';

/** The separators a list of addresses may use: new lines, commas, semicolons, spaces. */
const ADDRESS_SEPARATORS = /[\n,;\s]+/;

/** The addresses of a typed or pasted list, in order, without blanks and repeats. */
export function addressesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(ADDRESS_SEPARATORS)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

const NO_PURPOSE = '';

/** A form's settings as the settings form holds them: texts, the closing day as `yyyy-mm-dd`, addresses one per line. */
export const formSettingsSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SHORT_TEXT_MAX)),
  description: v.pipe(v.string(), v.trim(), v.maxLength(LONG_TEXT_MAX)),
  organizationId: v.pipe(v.string(), v.minLength(1)),
  accessPermission: v.picklist(FORM_ACCESS_PERMISSIONS),
  status: v.picklist(FORM_STATUSES),
  closesOn: v.union([v.literal(''), v.pipe(v.string(), v.isoDate())]),
  confirmationText: v.pipe(v.string(), v.trim(), v.maxLength(LONG_TEXT_MAX)),
  notifyEmails: v.pipe(
    v.string(),
    v.check((text) => addressesOf(text).every((address) => v.is(emailSchema, address))),
    v.check((text) => addressesOf(text).length <= FORM_NOTIFY_EMAILS_MAX),
  ),
  retentionMonths: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RETENTION_MONTHS_MAX)),
  purpose: v.picklist([NO_PURPOSE, ...FORM_PURPOSES]),
});

export type FormSettingsValues = v.InferOutput<typeof formSettingsSchema>;

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day (`yyyy-mm-dd`) of a timestamp; '' for none. */
export function localDayOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A form closes at the end of its closing day, in the browser's time zone. */
export function endOfLocalDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

/** The settings form's starting values: the form's own, or those of a new form for `organizationId`. */
export function toFormSettingsValues(
  form: ManagedForm | undefined,
  organizationId: string,
): FormSettingsValues {
  return {
    title: form?.title ?? '',
    description: form?.description ?? '',
    organizationId: form?.organizationId ?? organizationId,
    accessPermission: form?.accessPermission ?? 'anonymous',
    status: form?.status ?? 'draft',
    closesOn: localDayOf(form?.closesAt ?? null),
    confirmationText: form?.confirmationText ?? '',
    notifyEmails: (form?.notifyEmails ?? []).join('\n'),
    retentionMonths: form?.retentionMonths ?? DEFAULT_RETENTION_MONTHS,
    purpose: form?.purpose ?? NO_PURPOSE,
  };
}

/** What a save sends; the use is sent only by those who may choose it (centre staff). */
export function toFormAttributes(
  values: FormSettingsValues,
  { mayChoosePurpose }: { mayChoosePurpose: boolean },
): FormAttributes {
  return {
    title: values.title,
    description: values.description || null,
    organizationId: values.organizationId,
    accessPermission: values.accessPermission,
    status: values.status,
    closesAt: values.closesOn ? endOfLocalDay(values.closesOn) : null,
    confirmationText: values.confirmationText || null,
    notifyEmails: addressesOf(values.notifyEmails),
    retentionMonths: values.retentionMonths,
    ...(mayChoosePurpose ? { purpose: values.purpose === NO_PURPOSE ? null : values.purpose } : {}),
  };
}

/** The settings field that shows a refused attribute (`notifyEmails.2` is the addresses field). */
export function settingsFieldOf(attribute: string): string | undefined {
  if (attribute === 'closesAt') return 'closesOn';
  const [name] = attribute.split('.');
  return name;
}
