import * as v from 'valibot';
import { INTERNAL_NOTE_SUBJECT_TYPES } from '../enums';
import { nullableString, timestamp } from './shared';

export const internalNoteAttributes = v.strictObject({
  subjectType: v.picklist(INTERNAL_NOTE_SUBJECT_TYPES),
  subjectId: v.string(),
  note: v.string(),
  authorId: nullableString,
  /** Null once the author's account is deleted. */
  authorName: nullableString,
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** `ip_address` only for those who may see it (admins). */
export const auditEventAttributes = v.strictObject({
  action: v.string(),
  kind: v.string(),
  subjectType: nullableString,
  subjectId: nullableString,
  subjectName: nullableString,
  data: v.record(v.string(), v.unknown()),
  actorId: nullableString,
  actorName: nullableString,
  volunteerCenterId: nullableString,
  ipAddress: v.optional(nullableString),
  createdAt: timestamp,
});

const countsByStatus = v.record(v.string(), v.number());

/** The dashboard's figures; the centre's only for admins and centre staff (null for others). */
export const analyticsSummaryAttributes = v.strictObject({
  organizationName: v.string(),
  vacanciesByStatus: countsByStatus,
  members: v.number(),
  centerOrganizationsByStatus: v.nullable(countsByStatus),
  centerUsersByStatus: v.nullable(countsByStatus),
});
