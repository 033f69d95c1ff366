import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VacancyStatus } from '@platform/contracts';

/** Vacancy statuses of spec §4, for the vacancy pages and the dashboard's counts. */
export const VACANCY_STATUS_LABELS: Record<VacancyStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
  filled: msg`Filled`,
  expired: msg`Expired`,
  archived: msg`Archived`,
  deleted: msg`Deleted`,
};
