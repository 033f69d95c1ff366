import * as v from 'valibot';
import { pure } from './pure';

/**
 * What a user is told about in the app (and, as they choose, by e-mail):
 * docs/api.md, "Notifications".
 */
export const NOTIFICATION_KINDS = [
  'application_received',
  'application_accepted',
  'application_rejected',
  'organization_signed_up',
  'organization_approved',
  'organization_denied',
  'form_submitted',
  'vacancy_expiring',
  'invitation_accepted',
  'new_message',
  'profile_reply_received',
  'profile_reply_accepted',
  'profile_reply_declined',
  'one_to_one_matched',
  'one_to_one_ended',
  'application_waiting',
  'applications_waiting_center',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The app a notification's link opens. */
export const NOTIFICATION_APPS = ['portal', 'public_site'] as const;
export type NotificationApp = (typeof NOTIFICATION_APPS)[number];

/**
 * A user's choice per kind (`PATCH /notification_preferences`): `email_kinds`
 * lists the kinds that also come by e-mail; the others come in the app only.
 */
export const notificationPreferencesSchema = /* @__PURE__ */ pure(() =>
  v.object({
    emailKinds: v.pipe(v.array(v.picklist(NOTIFICATION_KINDS)), v.maxLength(NOTIFICATION_KINDS.length)),
  }),
);
