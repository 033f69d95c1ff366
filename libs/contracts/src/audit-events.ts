/**
 * The kinds of audit events (`filter[kind]` of `GET /audit_events`): what the
 * event is about, the part of its action before the dot (`page.published` is
 * a `page` event), except that signing in as another user and ending it are
 * their own kind, `sign_in_as`.
 */
export const AUDIT_EVENT_KINDS = [
  'sign_in_as',
  'user',
  'organization',
  'vacancy',
  'application',
  'page',
  'menu_item',
  'stock_image',
  'upload',
  'form',
  'internal_note',
  'volunteer_center_profile',
  'notification_template',
  'periodic_mail',
  'conversation',
  'volunteer_profile_reply',
  'volunteer_pool_block',
  'one_to_one_match',
  'data_viewer',
  'partner_key',
] as const;

export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

/** The action prefix of signing in as someone else (`user.signed_in_as`, `user.signed_in_as_stopped`). */
export const SIGN_IN_AS_ACTION_PREFIX = 'user.signed_in_as';

/** The kind of an action, e.g. `page` for `page.published` and `sign_in_as` for `user.signed_in_as`. */
export function auditEventKind(action: string): string {
  if (action.startsWith(SIGN_IN_AS_ACTION_PREFIX)) return 'sign_in_as';
  return action.split('.')[0] ?? action;
}
