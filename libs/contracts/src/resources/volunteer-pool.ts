import * as v from 'valibot';
import {
  AVAILABILITY_SLOTS,
  MATCH_REASON_KINDS,
  PROFILE_LANGUAGES,
  PROFILE_REPLY_STATUSES,
} from '../volunteer-pool';
import { nullableString, nullableTimestamp, timestamp } from './shared';

const nullableInteger = v.nullable(v.pipe(v.number(), v.integer()));

/** What a profile holds, as every reader sees it. */
const profileFields = {
  introduction: v.string(),
  categoryIds: v.array(v.string()),
  skills: v.array(v.string()),
  languages: v.array(v.picklist(PROFILE_LANGUAGES)),
  availability: v.array(v.picklist(AVAILABILITY_SLOTS)),
  hoursPerWeek: nullableInteger,
  place: nullableString,
  travelDistanceKm: nullableInteger,
  ageGroupId: nullableString,
  wantsOneToOne: v.boolean(),
};

/** The signed-in volunteer's own profile (`GET/PUT /volunteer_profile`). */
export const volunteerProfileAttributes = v.strictObject({
  ...profileFields,
  inPool: v.boolean(),
  joinedPoolAt: nullableTimestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** One reason a profile and a vacancy match: the ids, words or slots they share, or the distance. */
export const matchReason = v.strictObject({
  kind: v.picklist(MATCH_REASON_KINDS),
  values: v.array(v.string()),
  km: v.nullable(v.number()),
});

/** How well a profile and a vacancy match (0–100) and why; the same scoring serves the pool and "Voor jou". */
export const matchAttributes = v.strictObject({ score: v.number(), reasons: v.array(matchReason) });

/**
 * A profile in the pool as an organisation or staff read it. Organisations
 * get the first name only: `last_name`, `email` and `phone_number` are null
 * unless the reader is the centre's staff (a volunteer talks with an
 * organisation through a conversation once they accept its reply).
 */
export const poolProfileAttributes = v.strictObject({
  ...profileFields,
  firstName: v.string(),
  lastName: nullableString,
  email: nullableString,
  phoneNumber: nullableString,
  distanceKm: v.nullable(v.number()),
  match: v.nullable(matchAttributes),
  joinedPoolAt: nullableTimestamp,
  /** When the reader's organisation may reply again (null: now). */
  canReplyFrom: nullableTimestamp,
});

/** A reply of an organisation to a profile (spec §3), as the volunteer, the organisation or staff read it. */
export const profileReplyAttributes = v.strictObject({
  volunteerProfileId: v.string(),
  organizationId: v.string(),
  organizationName: v.string(),
  body: v.string(),
  status: v.picklist(PROFILE_REPLY_STATUSES),
  vacancyId: nullableString,
  vacancyTitle: nullableString,
  senderId: nullableString,
  senderName: nullableString,
  volunteerId: nullableString,
  volunteerFirstName: v.string(),
  conversationId: nullableString,
  applicationId: nullableString,
  stopReason: nullableString,
  answeredAt: nullableTimestamp,
  createdAt: timestamp,
});

/** An organisation whose replies staff stopped, with why and since when. */
export const poolBlockAttributes = v.strictObject({
  organizationId: v.string(),
  organizationName: v.string(),
  reason: v.string(),
  blockedById: nullableString,
  createdAt: timestamp,
});
