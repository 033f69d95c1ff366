import {
  addressAttributes,
  lookupAttributes,
  memberUserAttributes,
  nonProfitProfileAttributes,
  organizationAttributes,
  organizationMemberAttributes,
} from './organizations';
import { applicationAttributes, roleAttributes, userAttributes } from './people';
import { pageAttributes, pageRevisionAttributes } from './pages';
import { positionedLookupAttributes, vacancyAttributes } from './vacancies';
import {
  notificationTemplateAttributes,
  notificationTemplatePreviewAttributes,
} from './mail-templates';
import { conversationAttributes, conversationMessageAttributes } from './conversations';
import { volunteerCenterAttributes, volunteerCenterProfileAttributes } from './centers';
import { stockImageAttributes, uploadAttributes } from './files';
import { menuAttributes, menuItemAttributes, systemPageAttributes } from './menus';
import {
  digestPreferencesAttributes,
  notificationAttributes,
  notificationPreferencesAttributes,
} from './notifications';
import { analyticsFiguresAttributes, analyticsFunnelAttributes } from './analytics';
import {
  analyticsSummaryAttributes,
  auditEventAttributes,
  internalNoteAttributes,
  partnerKeyAttributes,
} from './staff-records';
import {
  formAttributes,
  formInvitationAttributes,
  formQuestionAttributes,
  formSubmissionAttributes,
  formSubmissionReceiptAttributes,
  publicFormAttributes,
} from './forms';
import {
  poolBlockAttributes,
  poolProfileAttributes,
  profileReplyAttributes,
  volunteerProfileAttributes,
} from './volunteer-pool';
import {
  dataViewerApplicationAttributes,
  dataViewerFormAttributes,
  dataViewerOrganizationAttributes,
  dataViewerUserAttributes,
  dataViewerVacancyAttributes,
} from './data-viewer';
import {
  oneToOneMatchAttributes,
  oneToOneMentorAttributes,
  oneToOneRequestAttributes,
} from './one-to-one';
import {
  matchCheckAttributes,
  organizationResponseTimeAttributes,
  waitingApplicationAttributes,
} from './responsiveness';

export * from './menus';
export * from './staff-records';
export * from './analytics';
export * from './notifications';
export * from './files';
export * from './centers';
export * from './conversations';
export * from './mail-templates';
export * from './organizations';
export * from './people';
export * from './vacancies';
export * from './writes';
export * from './pages';
export * from './forms';
export * from './auth';
export * from './volunteer-pool';
export * from './one-to-one';
export * from './responsiveness';
export * from './data-viewer';

/**
 * The attributes of every resource type the API answers with, by type (the
 * API's serializers write them; /api/docs shows them, the API tests check each
 * answer against them). A key `type:variant` is the same type written with
 * other attributes somewhere.
 */
export const RESOURCE_ATTRIBUTES = {
  menus: menuAttributes,
  menu_items: menuItemAttributes,
  system_pages: systemPageAttributes,
  internal_notes: internalNoteAttributes,
  audit_events: auditEventAttributes,
  partner_keys: partnerKeyAttributes,
  analytics_summaries: analyticsSummaryAttributes,
  analytics_figures: analyticsFiguresAttributes,
  analytics_funnels: analyticsFunnelAttributes,
  notifications: notificationAttributes,
  notification_preferences: notificationPreferencesAttributes,
  digest_preferences: digestPreferencesAttributes,
  uploads: uploadAttributes,
  stock_images: stockImageAttributes,
  volunteer_centers: volunteerCenterAttributes,
  volunteer_center_profiles: volunteerCenterProfileAttributes,
  conversations: conversationAttributes,
  conversation_messages: conversationMessageAttributes,
  notification_templates: notificationTemplateAttributes,
  notification_template_previews: notificationTemplatePreviewAttributes,
  organizations: organizationAttributes,
  addresses: addressAttributes,
  organization_members: organizationMemberAttributes,
  non_profit_profiles: nonProfitProfileAttributes,
  non_profit_types: lookupAttributes,
  activity_types: lookupAttributes,
  vacancies: vacancyAttributes,
  vacancy_categories: positionedLookupAttributes,
  age_groups: positionedLookupAttributes,
  users: userAttributes,
  /** A member's account as a membership includes it: fewer attributes than `users`. */
  'users:member': memberUserAttributes,
  roles: roleAttributes,
  applications: applicationAttributes,
  pages: pageAttributes,
  page_revisions: pageRevisionAttributes,
  forms: formAttributes,
  form_questions: formQuestionAttributes,
  public_forms: publicFormAttributes,
  form_submissions: formSubmissionAttributes,
  /** What a visitor gets back for the answers sent: the confirmation text alone. */
  'form_submissions:receipt': formSubmissionReceiptAttributes,
  form_invitations: formInvitationAttributes,
  volunteer_profiles: volunteerProfileAttributes,
  /** A profile in the pool search: what the reader may see of the person, the distance and the match. */
  'volunteer_profiles:pool': poolProfileAttributes,
  volunteer_profile_replies: profileReplyAttributes,
  volunteer_pool_blocks: poolBlockAttributes,
  one_to_one_requests: oneToOneRequestAttributes,
  one_to_one_mentors: oneToOneMentorAttributes,
  one_to_one_matches: oneToOneMatchAttributes,
  organization_response_times: organizationResponseTimeAttributes,
  waiting_applications: waitingApplicationAttributes,
  match_checks: matchCheckAttributes,
  /** The admin's data viewer: each record with its allow-listed columns only (no credentials). */
  'users:data_viewer': dataViewerUserAttributes,
  'organizations:data_viewer': dataViewerOrganizationAttributes,
  'vacancies:data_viewer': dataViewerVacancyAttributes,
  'applications:data_viewer': dataViewerApplicationAttributes,
  'forms:data_viewer': dataViewerFormAttributes,
};

export type ResourceType = keyof typeof RESOURCE_ATTRIBUTES;
