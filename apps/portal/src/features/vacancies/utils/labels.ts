import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityFrequency, VacancyStatus } from '@platform/contracts';
import type { RecurrencePattern, WeekdayCode, WeekOfMonth } from './recurrence-rule';

export const FREQUENCY_LABELS: Record<ActivityFrequency, MessageDescriptor> = {
  once: msg`Once`,
  multi_day: msg`Several days in a row`,
  regularly: msg`Regularly`,
};

export const RECURRENCE_PATTERN_LABELS: Record<RecurrencePattern, MessageDescriptor> = {
  weekly: msg`Every week`,
  biweekly: msg`Every two weeks`,
  monthly: msg`Every month, on the same weekday as the start (e.g. the first Saturday)`,
};

/** Which weekday of the month a monthly activity is held on, as in "the first Saturday". */
export const WEEK_OF_MONTH_LABELS: Record<WeekOfMonth, MessageDescriptor> = {
  1: msg`first`,
  2: msg`second`,
  3: msg`third`,
  4: msg`fourth`,
  [-1]: msg`last`,
};

export const WEEKDAY_LABELS: Record<WeekdayCode, MessageDescriptor> = {
  MO: msg`Monday`,
  TU: msg`Tuesday`,
  WE: msg`Wednesday`,
  TH: msg`Thursday`,
  FR: msg`Friday`,
  SA: msg`Saturday`,
  SU: msg`Sunday`,
};

/** Badge colours per status: text and background pairs that keep AA contrast in both colour modes. */
export const VACANCY_STATUS_CLASSES: Record<VacancyStatus, string> = {
  draft: 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50',
  published: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  filled: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50',
  expired: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  archived: 'bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-50',
  deleted: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
};
