import * as v from 'valibot';
import { pure } from './pure';

/**
 * Every mail the platform sends, one template each (per language, and per
 * centre where a centre has its own copy): docs/api.md, "Notification templates".
 * The API's catalog (`notification-templates.catalog.ts`) gives each its
 * placeholders, sample data and built-in text.
 */
export const NOTIFICATION_TEMPLATE_KEYS = [
  'confirmation',
  'password_reset',
  'invitation',
  'email_change',
  'already_registered',
  'application_received',
  'application_confirmation',
  'application_accepted',
  'application_rejected',
  'organization_signup',
  'organization_approved',
  'organization_denied',
  'form_submission',
  'form_invitation',
  'vacancy_expiring',
  'invitation_accepted',
  'new_message',
  'digest',
  'profile_reply',
  'profile_reply_accepted',
  'profile_reply_declined',
  'one_to_one_matched',
  'one_to_one_ended',
  'application_waiting',
  'applications_waiting_center',
  'match_check_volunteer',
  'match_check_organization',
  'retention_check',
] as const;

export type NotificationTemplateKey = (typeof NOTIFICATION_TEMPLATE_KEYS)[number];

/** Where the template in effect comes from: the centre's own copy or the tenant-wide default. */
export const NOTIFICATION_TEMPLATE_SCOPES = ['center', 'tenant'] as const;
export type NotificationTemplateScope = (typeof NOTIFICATION_TEMPLATE_SCOPES)[number];

/** Longest subject line a template may have (before its placeholders are filled in). */
export const TEMPLATE_SUBJECT_MAX = 200;
/** Longest body (HTML with Liquid) a template may have. */
export const TEMPLATE_BODY_MAX = 50_000;

/** Longest button text (or address label) of a security mail. */
export const TEMPLATE_ACTION_TEXT_MAX = 80;

const subject = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEMPLATE_SUBJECT_MAX));
/** A security mail's button text or address label: plain text beside the link or address the platform places. */
const actionText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEMPLATE_ACTION_TEXT_MAX));
const body = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEMPLATE_BODY_MAX));

/** What staff change of a template (`PATCH /notification_templates/{id}`); the placeholders are checked by the API. */
export const notificationTemplateUpdateSchema = /* @__PURE__ */ pure(() =>
  v.object({
    subject: v.optional(subject),
    body: v.optional(body),
    active: v.optional(v.boolean()),
    actionText: v.optional(actionText),
  }),
);
export type NotificationTemplateUpdateInput = v.InferOutput<typeof notificationTemplateUpdateSchema>;

/** The portal's template form: all fields at once (the action text only where the mail has one). */
export const notificationTemplateFormSchema = /* @__PURE__ */ pure(() => v.object({ subject, body, active: v.boolean(), actionText: v.optional(actionText) }));
export type NotificationTemplateFormInput = v.InferOutput<typeof notificationTemplateFormSchema>;

/** An unsaved subject and body to render with sample data (`POST /notification_templates/{id}/preview`). */
export const notificationTemplatePreviewSchema = /* @__PURE__ */ pure(() => v.object({ subject, body, actionText: v.optional(actionText) }));
export type NotificationTemplatePreviewInput = v.InferOutput<typeof notificationTemplatePreviewSchema>;
