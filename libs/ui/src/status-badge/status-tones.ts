import type { ApplicationStatus } from '@platform/contracts';

/** What a status means at a glance; each has one colour pair in every list. */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral' | 'muted';

/** The badge colours: text and background pairs that keep AA contrast in both colour modes. */
export const STATUS_TONE_CLASSES: Record<StatusTone, string> = {
  success: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  info: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  danger: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
  neutral: 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50',
  muted: 'bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-50',
};

/** An application's status as staff and volunteers both see it coloured. */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, StatusTone> = {
  pending: 'info',
  in_review: 'warning',
  accepted: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};
