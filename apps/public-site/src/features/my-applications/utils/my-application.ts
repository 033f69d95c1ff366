import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Application } from '@platform/api-client';
import type { ApplicationStatus } from '@platform/contracts';

/**
 * Each status as the volunteer reads it; translate with `i18n._`. "Sent"
 * rather than staff's "New": the volunteer sent it, the organisation has not
 * looked at it yet.
 */
export const MY_APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  pending: msg`Sent`,
  in_review: msg`In review`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
};

// The API's `withdraw` transition starts from these (APPLICATION_TRANSITIONS, docs/decisions.md).
const WITHDRAWABLE: readonly ApplicationStatus[] = ['pending', 'in_review'];

/** Whether the applicant may still withdraw an application in this status. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return WITHDRAWABLE.includes(status);
}

/**
 * The id of the application's vacancy when its public page can be opened:
 * the vacancy came along (`include=vacancy` leaves deleted ones out) and is
 * published. Drafts, archived and expired vacancies are the 404 page there.
 */
export function openVacancyId(application: Pick<Application, 'vacancy'>): string | null {
  const vacancy = application.vacancy;
  return vacancy?.status === 'published' ? vacancy.id : null;
}

/** The reason to show with an application: only a rejection's, when the organisation gave one. */
export function rejectionReason(application: Pick<Application, 'status' | 'decisionReason'>): string | null {
  if (application.status !== 'rejected') return null;
  return application.decisionReason?.trim() || null;
}
