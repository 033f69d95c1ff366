import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InvitationState } from '@platform/api-client';
import type {
  FormAccessPermission,
  FormPurpose,
  FormStatus,
  QuestionType,
} from '@platform/contracts';

export const FORM_STATUS_LABELS: Record<FormStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  open: msg`Open`,
  closed: msg`Closed`,
};

export const FORM_ACCESS_LABELS: Record<FormAccessPermission, MessageDescriptor> = {
  anonymous: msg`Anyone with the link`,
  token_holder: msg`Invited people only`,
};

export const FORM_PURPOSE_LABELS: Record<FormPurpose, MessageDescriptor> = {
  contact: msg`The centre's contact form`,
  workshop: msg`A workshop or training`,
  support: msg`Questions to the centre (Support page)`,
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, MessageDescriptor> = {
  text: msg`Text`,
  multiple_choice: msg`Multiple choice`,
  date: msg`Date`,
  number: msg`Number`,
  checkbox: msg`Checkbox`,
  email: msg`E-mail address`,
  url: msg`Web address`,
  phone: msg`Phone number`,
  info_section: msg`Information (no answer)`,
  time: msg`Time`,
};

export const INVITATION_STATE_LABELS: Record<InvitationState, MessageDescriptor> = {
  sent: msg`Sent`,
  opened: msg`Opened`,
  answered: msg`Answered`,
  expired: msg`Expired`,
  revoked: msg`Revoked`,
};

/** Names of form attributes (as `refusedAttributes` names them) on screen. */
export const FORM_ATTRIBUTE_LABELS: Record<string, MessageDescriptor> = {
  title: msg`Title`,
  description: msg`Description`,
  organizationId: msg`Organisation`,
  accessPermission: msg`Who may fill it in`,
  status: msg`Status`,
  closesAt: msg`Closing date`,
  confirmationText: msg`Confirmation text`,
  notifyEmails: msg`Notify these addresses`,
  retentionMonths: msg`Keep answers for (months)`,
  purpose: msg`Use`,
  text: msg`Question`,
  questionType: msg`Type`,
  options: msg`Options`,
  minValue: msg`Lowest number`,
  maxValue: msg`Highest number`,
  emails: msg`E-mail addresses`,
  expiresInDays: msg`Valid for (days)`,
};
