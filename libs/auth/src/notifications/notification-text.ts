import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppNotification } from '@platform/api-client';
import type { NotificationKind } from '@platform/contracts';
import { formatDate } from '@platform/i18n';

/** Each kind's sentence, with the names the notification recorded. */
const TEXTS: Record<NotificationKind, MessageDescriptor> = {
  application_received: msg`{applicant} applied for {vacancy}.`,
  application_accepted: msg`{organization} accepted your application for {vacancy}.`,
  application_rejected: msg`{organization} did not accept your application for {vacancy}.`,
  organization_signed_up: msg`{organization} signed up and waits for approval.`,
  organization_approved: msg`{organization} was approved: it can now publish vacancies.`,
  organization_denied: msg`The sign-up of {organization} was not approved.`,
  form_submitted: msg`New answers to the form {form}.`,
  vacancy_expiring: msg`The vacancy {vacancy} expires on {date}. Extend it if it is still current.`,
  new_message: msg`{sender} wrote in the conversation {subject}.`,
};

/** What each kind is, for the choice between "in the app only" and "by e-mail too". */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  application_received: msg`A new application for your organisation`,
  application_accepted: msg`Your application was accepted`,
  application_rejected: msg`Your application was not accepted`,
  organization_signed_up: msg`An organisation signed up`,
  organization_approved: msg`Your organisation was approved`,
  organization_denied: msg`Your organisation's sign-up was not approved`,
  form_submitted: msg`New answers to a form`,
  vacancy_expiring: msg`A vacancy is about to expire`,
  new_message: msg`A new message in a conversation (by e-mail when it stays unread for a few minutes)`,
};

/** A notification's sentence in the reader's language. */
export function notificationText(i18n: I18n, notification: AppNotification): string {
  const { data } = notification;
  const descriptor = TEXTS[notification.kind];
  const values = {
    applicant: data['applicant'] ?? '',
    vacancy: data['vacancy'] ?? '',
    organization: data['organization'] ?? '',
    form: data['form'] ?? '',
    date: data['expiresAt'] ? formatDate(data['expiresAt'], i18n.locale) : '',
    sender: data['sender'] ?? '',
    subject: data['subject'] ?? '',
  };
  return i18n._(descriptor.id, values, { message: descriptor.message });
}
