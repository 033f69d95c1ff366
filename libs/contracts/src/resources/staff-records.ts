import * as v from 'valibot';
import { INTERNAL_NOTE_SUBJECT_TYPES } from '../enums';
import { PARTNER_KEY_SCOPES } from '../partner-keys';
import { nullableString, nullableTimestamp, nullableUuid, timestamp } from './shared';

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

/**
 * A partner API key as staff see it: never the key itself, except `key` in the answer that
 * creates it (shown once). `prefix` is the key's visible start, to recognise it by.
 */
export const partnerKeyAttributes = v.strictObject({
  name: v.string(),
  prefix: v.string(),
  scopes: v.array(v.picklist(PARTNER_KEY_SCOPES)),
  organizationId: nullableUuid,
  organizationName: nullableString,
  createdAt: timestamp,
  lastUsedAt: nullableTimestamp,
  revokedAt: nullableTimestamp,
  key: v.optional(v.string()),
});
