import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityFrequency, VacancyStatus } from '@platform/contracts';
import type { StatusTone } from '@platform/ui';
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

/** Each status's badge colour (see StatusBadge). */
export const VACANCY_STATUS_TONES: Record<VacancyStatus, StatusTone> = {
  draft: 'neutral',
  published: 'success',
  filled: 'info',
  expired: 'warning',
  archived: 'muted',
  deleted: 'danger',
};
