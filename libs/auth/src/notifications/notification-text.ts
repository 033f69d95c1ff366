import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppNotification } from '@platform/api-client';
import type { NotificationKind } from '@platform/contracts';
import { formatDate } from '@platform/i18n';

/** What the apps say about one kind of notification. */
export type NotificationKindTexts = {
  /** The sentence; its placeholders are the names the notification's `data` records. */
  text: MessageDescriptor;
  /** What the kind is, for the choice between "in the app only" and "by e-mail too". */
  label: MessageDescriptor;
  /** Values the sentence needs that `data` holds in another form (a date to write out). */
  values?: (data: Record<string, string>, locale: string) => Record<string, string>;
};

/**
 * Every kind's texts in one place: a new kind (`NOTIFICATION_KINDS` in
 * `libs/contracts`) is one entry here, which the type demands, and its
 * translations; both apps' bells, lists and settings take it from here.
 */
export const NOTIFICATION_KIND_TEXTS: Record<NotificationKind, NotificationKindTexts> = {
  application_received: {
    text: msg`{applicant} applied for {vacancy}.`,
    label: msg`A new application for your organisation`,
  },
  application_accepted: {
    text: msg`{organization} accepted your application for {vacancy}.`,
    label: msg`Your application was accepted`,
  },
  application_rejected: {
    text: msg`{organization} did not accept your application for {vacancy}.`,
    label: msg`Your application was not accepted`,
  },
  organization_signed_up: {
    text: msg`{organization} signed up and waits for approval.`,
    label: msg`An organisation signed up`,
  },
  organization_approved: {
    text: msg`{organization} was approved: it can now publish vacancies.`,
    label: msg`Your organisation was approved`,
  },
  organization_denied: {
    text: msg`The sign-up of {organization} was not approved.`,
    label: msg`Your organisation's sign-up was not approved`,
  },
  form_submitted: {
    text: msg`New answers to the form {form}.`,
    label: msg`New answers to a form`,
  },
  vacancy_expiring: {
    text: msg`The vacancy {vacancy} expires on {date}. Extend it if it is still current.`,
    label: msg`A vacancy is about to expire`,
    values: (data, locale) => ({ date: data['expiresAt'] ? formatDate(data['expiresAt'], locale) : '' }),
  },
  invitation_accepted: {
    text: msg`{name} accepted your invitation and can now sign in.`,
    label: msg`Someone you invited accepted the invitation`,
  },
  new_message: {
    text: msg`{sender} wrote in the conversation {subject}.`,
    label: msg`A new message in a conversation (by e-mail when it stays unread for a few minutes)`,
  },
  profile_reply_received: {
    text: msg`{organization} replied to your profile.`,
    label: msg`An organisation replied to your profile`,
  },
  profile_reply_accepted: {
    text: msg`{volunteer} accepted your reply.`,
    label: msg`A volunteer accepted your organisation's reply`,
  },
  profile_reply_declined: {
    text: msg`{volunteer} declined your reply.`,
    label: msg`A volunteer declined your organisation's reply`,
  },
  one_to_one_matched: {
    text: msg`You have been matched with {other} for one-to-one support with {topic}.`,
    label: msg`You have been matched for one-to-one support`,
  },
  one_to_one_ended: {
    text: msg`Your one-to-one support match with {other} for {topic} has ended.`,
    label: msg`A one-to-one support match ended`,
  },
  application_waiting: {
    text: msg`{applicant} has been waiting a week for an answer about {vacancy}.`,
    label: msg`An application is waiting for your answer`,
  },
  applications_waiting_center: {
    text: msg`Applications at {organization} have been waiting two weeks or longer for an answer ({count}).`,
    label: msg`Applications at an organisation wait too long`,
  },
};

/** A notification's sentence in the reader's language; a name the notification lacks reads as nothing. */
export function notificationText(i18n: I18n, notification: AppNotification): string {
  const { text, values } = NOTIFICATION_KIND_TEXTS[notification.kind];
  return i18n._(text.id, { ...notification.data, ...values?.(notification.data, i18n.locale) }, {
    message: text.message,
  });
}
