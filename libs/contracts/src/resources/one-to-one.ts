import * as v from 'valibot';
import {
  AVAILABILITY_SLOTS,
  ONE_TO_ONE_MATCH_STATUSES,
  ONE_TO_ONE_REQUEST_STATUSES,
  PROFILE_LANGUAGES,
} from '../volunteer-pool';
import { nullableString, nullableTimestamp, timestamp } from './shared';
import { matchAttributes } from './volunteer-pool';

const slots = v.array(v.picklist(AVAILABILITY_SLOTS));

/**
 * A request for one-to-one support, as the student and staff read it
 * (docs/decisions.md, "Issue 28 — one-to-one support"): the student sees their
 * own in full; staff see the student's name and e-mail too (null for the
 * student, who knows them). `minor` says the strictest view applies to mentors.
 */
export const oneToOneRequestAttributes = v.strictObject({
  topic: v.string(),
  description: v.string(),
  categoryIds: v.array(v.string()),
  availability: slots,
  place: nullableString,
  ageGroupId: nullableString,
  status: v.picklist(ONE_TO_ONE_REQUEST_STATUSES),
  minor: v.boolean(),
  studentId: v.string(),
  studentFirstName: v.string(),
  studentLastName: nullableString,
  studentEmail: nullableString,
  /** The active match of the request, if any. */
  matchId: nullableString,
  createdAt: timestamp,
  updatedAt: timestamp,
});

/**
 * A mentor (staff only): a user of the centre with the mentor role whose
 * volunteer profile wants one-to-one work, with what a suggestion needs.
 * `match` and `distance_km` are set only in a request's suggestions.
 */
export const oneToOneMentorAttributes = v.strictObject({
  firstName: v.string(),
  lastName: nullableString,
  email: v.string(),
  introduction: v.string(),
  categoryIds: v.array(v.string()),
  languages: v.array(v.picklist(PROFILE_LANGUAGES)),
  availability: slots,
  place: nullableString,
  travelDistanceKm: v.nullable(v.pipe(v.number(), v.integer())),
  activeMatches: v.pipe(v.number(), v.integer()),
  distanceKm: v.nullable(v.number()),
  match: v.nullable(matchAttributes),
});

/**
 * A match between a request and a mentor. What each side sees of the other
 * (docs/decisions.md): the mentor sees the student's first name, topic and
 * availability, and of an adult student also the description, place and age
 * group (null for a minor); the student sees the mentor's first name; staff see
 * everything. Last names and e-mails are for staff only (the two talk through
 * the match's conversation).
 */
export const oneToOneMatchAttributes = v.strictObject({
  requestId: v.string(),
  topic: v.string(),
  description: nullableString,
  availability: slots,
  place: nullableString,
  ageGroupId: nullableString,
  minor: v.boolean(),
  studentId: v.string(),
  studentFirstName: v.string(),
  studentLastName: nullableString,
  studentEmail: nullableString,
  mentorId: v.string(),
  mentorFirstName: v.string(),
  mentorLastName: nullableString,
  mentorEmail: nullableString,
  conversationId: nullableString,
  status: v.picklist(ONE_TO_ONE_MATCH_STATUSES),
  endReason: nullableString,
  endedAt: nullableTimestamp,
  createdAt: timestamp,
});
