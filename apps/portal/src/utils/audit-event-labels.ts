import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditEventKind } from '@platform/contracts';

/** What an audit event is about (its kind), for the activity filter and each event's line. */
export const AUDIT_KIND_LABELS: Record<AuditEventKind, MessageDescriptor> = {
  sign_in_as: msg`Signing in as someone else`,
  user: msg`User`,
  organization: msg`Organisation`,
  vacancy: msg`Vacancy`,
  application: msg`Application`,
  page: msg`Page`,
  menu_item: msg`Menu item`,
  stock_image: msg`Image library`,
  upload: msg`File`,
  form: msg`Form`,
  internal_note: msg`Internal note`,
  volunteer_center_profile: msg`Centre settings`,
  notification_template: msg`Mail template`,
  periodic_mail: msg`Periodic mail`,
  conversation: msg`Conversation`,
  volunteer_profile_reply: msg`Reply to a volunteer profile`,
  volunteer_pool_block: msg`Stopped replies to the volunteer pool`,
  one_to_one_match: msg`One-to-one match`,
};

/**
 * What was done: the part of an action after the dot (`page.published` →
 * "published"). An action the portal does not know yet reads "changed".
 */
export const AUDIT_VERB_LABELS: Record<string, MessageDescriptor> = {
  created: msg`created`,
  started: msg`started`,
  updated: msg`changed`,
  deleted: msg`deleted`,
  published: msg`published`,
  draft: msg`made a draft`,
  drafted: msg`made a draft`,
  filled: msg`marked filled`,
  expired: msg`expired`,
  archived: msg`archived`,
  restored: msg`restored`,
  approved: msg`approved`,
  denied: msg`denied`,
  pending: msg`set to waiting`,
  in_review: msg`taken into review`,
  accepted: msg`accepted`,
  rejected: msg`rejected`,
  withdrawn: msg`withdrawn`,
  resubmitted: msg`sent again`,
  opened: msg`opened`,
  closed: msg`closed`,
  invited: msg`invitations sent`,
  moved: msg`moved to another centre`,
  signed_up: msg`signed up`,
  status_changed: msg`status changed`,
  member_added: msg`member added`,
  member_removed: msg`member removed`,
  member_role_changed: msg`member's role changed`,
  revision_restored: msg`earlier version restored`,
  submissions_deleted: msg`answers deleted`,
  submissions_exported: msg`answers exported`,
  role_added: msg`role added`,
  role_removed: msg`role removed`,
  confirmation_resent: msg`confirmation mail sent again`,
  email_change_requested: msg`new e-mail address requested`,
  email_changed: msg`e-mail address changed`,
  signed_in_as: msg`signed in as this user`,
  signed_in_as_stopped: msg`stopped signing in as this user`,
  reset: msg`reset to the default`,
  sent_now: msg`sent now`,
  stopped: msg`stopped`,
  ended: msg`ended`,
};
