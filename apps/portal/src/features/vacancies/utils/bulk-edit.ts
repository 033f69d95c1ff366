import type { VacancyBulkChange } from '@platform/api-client';
import { VACANCY_STATUSES } from '@platform/contracts';
import * as v from 'valibot';
import { fromDateTimeInputs } from './local-dates';

/** The statuses a bulk edit may set: not `deleted` (that is a delete) nor `expired` (the daily job's). */
export const BULK_STATUSES = VACANCY_STATUSES.filter((status) => status !== 'deleted' && status !== 'expired');

/** The bulk-edit form: each change is optional; blank leaves that attribute as it is. */
export const bulkEditFormSchema = v.object({
  status: v.union([v.literal(''), v.picklist(BULK_STATUSES)]),
  expiresOn: v.union([v.literal(''), v.pipe(v.string(), v.isoDate())]),
  changeCategories: v.boolean(),
  categoryIds: v.array(v.string()),
});

export type BulkEditFormValues = v.InferOutput<typeof bulkEditFormSchema>;

export const EMPTY_BULK_EDIT: BulkEditFormValues = { status: '', expiresOn: '', changeCategories: false, categoryIds: [] };

/**
 * The same change for every selected vacancy, in the order of `ids` (the API
 * reports problems by that position); `null` when the form changes nothing.
 * The expiry lasts to the end of its day; ticking "replace categories" with
 * none chosen clears them.
 */
export function toBulkChanges(ids: readonly string[], values: BulkEditFormValues): VacancyBulkChange[] | null {
  const change: Omit<VacancyBulkChange, 'id'> = {
    ...(values.status ? { status: values.status } : {}),
    ...(values.expiresOn ? { expiresAt: fromDateTimeInputs(values.expiresOn, '', '23:59:59') } : {}),
    ...(values.changeCategories ? { categoryIds: values.categoryIds } : {}),
  };
  if (Object.keys(change).length === 0 || ids.length === 0) return null;
  return ids.map((id) => ({ id, ...change }));
}
