import * as v from 'valibot';
import { LOCALES } from '../enums';
import {
  FORM_ACCESS_PERMISSIONS,
  FORM_AVAILABILITIES,
  FORM_INVITATION_STATES,
  FORM_PURPOSES,
  FORM_STATUSES,
  QUESTION_TYPES,
} from '../forms';
import {
  jsonValue,
  nullableString,
  nullableTimestamp,
  nullableUuid,
  timestamp,
  uuid,
} from './shared';

const integer = v.pipe(v.number(), v.integer());
const nullableNumber = v.nullable(v.number());

/**
 * A form as its builders see it. `token` and `public_url` are null unless the
 * form is anonymous (its link is public by design).
 */
export const formAttributes = v.strictObject({
  title: v.string(),
  description: nullableString,
  organizationId: uuid,
  volunteerCenterId: uuid,
  accessPermission: v.picklist(FORM_ACCESS_PERMISSIONS),
  status: v.picklist(FORM_STATUSES),
  closesAt: nullableTimestamp,
  confirmationText: nullableString,
  notifyEmails: v.array(v.string()),
  retentionMonths: integer,
  purpose: v.nullable(v.picklist(FORM_PURPOSES)),
  token: nullableString,
  publicUrl: nullableString,
  acceptingAnswers: v.boolean(),
  submissionCount: integer,
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A question; a removed one that has answers stays, `deleted` with its `deleted_at`. */
export const formQuestionAttributes = v.strictObject({
  text: v.string(),
  questionType: v.picklist(QUESTION_TYPES),
  required: v.boolean(),
  longAnswer: v.boolean(),
  options: v.array(v.string()),
  minValue: nullableNumber,
  maxValue: nullableNumber,
  position: integer,
  deleted: v.boolean(),
  deletedAt: nullableTimestamp,
});

/** A form as visitors see it, by the token that opened it (its id): whether it takes answers. */
export const publicFormAttributes = v.strictObject({
  formId: uuid,
  title: v.string(),
  description: nullableString,
  accessPermission: v.picklist(FORM_ACCESS_PERMISSIONS),
  availability: v.picklist(FORM_AVAILABILITIES),
  closesAt: nullableTimestamp,
});

/** A filled-in form: the answers keyed by question id, as the answers schema left them. */
export const formSubmissionAttributes = v.strictObject({
  formId: uuid,
  answers: v.record(v.string(), jsonValue),
  locale: v.picklist(LOCALES),
  invitationId: nullableUuid,
  userId: nullableUuid,
  createdAt: timestamp,
});

/** What a visitor who sent answers is told: the form's confirmation text. */
export const formSubmissionReceiptAttributes = v.strictObject({ confirmationText: nullableString });

/** An invitation to an invitation-only form (its link is only in the mail). */
export const formInvitationAttributes = v.strictObject({
  email: v.string(),
  state: v.picklist(FORM_INVITATION_STATES),
  expiresAt: timestamp,
  openedAt: nullableTimestamp,
  answeredAt: nullableTimestamp,
  revokedAt: nullableTimestamp,
  createdAt: timestamp,
});
