import * as v from 'valibot';
import { pure } from './pure';
import { AVAILABILITY_SLOTS, PROFILE_INTERESTS_MAX, PROFILE_PLACE_MAX } from './volunteer-pool';

// One-to-one support (issue 28): a student asks for a buddy, staff match the
// request with a mentor, and either side or staff end the match with a reason.

/** Bounds of a request's words (plain text). */
export const ONE_TO_ONE_LIMITS = {
  topicMax: 120,
  descriptionMax: 2000,
  endReasonMax: 500,
  /** How many suggested mentors a request gets. */
  suggestions: 10,
} as const;

const uuid = v.pipe(v.string(), v.uuid(), v.toLowerCase());
const uniqueList = <T>(list: T[]) => new Set(list).size === list.length;

const requestFields = {
  topic: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(ONE_TO_ONE_LIMITS.topicMax)),
  description: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(ONE_TO_ONE_LIMITS.descriptionMax)),
    '',
  ),
  categoryIds: v.optional(
    v.pipe(v.array(uuid), v.maxLength(PROFILE_INTERESTS_MAX), v.check(uniqueList)),
    [],
  ),
  availability: v.pipe(
    v.array(v.picklist(AVAILABILITY_SLOTS)),
    v.minLength(1),
    v.check(uniqueList),
  ),
  place: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(PROFILE_PLACE_MAX),
        v.transform((place) => place || null),
      ),
    ),
    null,
  ),
  ageGroupId: v.optional(v.nullable(uuid), null),
};

/** A student's request for a buddy (`POST /api/v1/one_to_one_requests`): what with, and when. */
export const oneToOneRequestCreateSchema = /* @__PURE__ */ pure(() => v.object(requestFields));
export type OneToOneRequestCreateInput = v.InferOutput<typeof oneToOneRequestCreateSchema>;

/**
 * A change to an open request (`PATCH /api/v1/one_to_one_requests/{id}`):
 * any of its fields, or `status: closed` to withdraw it.
 */
export const oneToOneRequestUpdateSchema = /* @__PURE__ */ pure(() =>
  v.object({
    topic: v.optional(requestFields.topic),
    description: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(ONE_TO_ONE_LIMITS.descriptionMax)),
    ),
    categoryIds: v.optional(
      v.pipe(v.array(uuid), v.maxLength(PROFILE_INTERESTS_MAX), v.check(uniqueList)),
    ),
    availability: v.optional(requestFields.availability),
    place: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(PROFILE_PLACE_MAX),
          v.transform((place) => place || null),
        ),
      ),
    ),
    ageGroupId: v.optional(v.nullable(uuid)),
    status: v.optional(v.picklist(['closed'])),
  }),
);
export type OneToOneRequestUpdateInput = v.InferOutput<typeof oneToOneRequestUpdateSchema>;

/** Staff match an open request with a mentor (`POST /api/v1/one_to_one_matches`). */
export const oneToOneMatchCreateSchema = /* @__PURE__ */ pure(() =>
  v.object({ requestId: uuid, mentorId: uuid }),
);
export type OneToOneMatchCreateInput = v.InferOutput<typeof oneToOneMatchCreateSchema>;

/** Ending a match (`POST /api/v1/one_to_one_matches/{id}/end`), with why. */
export const oneToOneMatchEndSchema = /* @__PURE__ */ pure(() =>
  v.object({
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(2),
      v.maxLength(ONE_TO_ONE_LIMITS.endReasonMax),
    ),
  }),
);
export type OneToOneMatchEndInput = v.InferOutput<typeof oneToOneMatchEndSchema>;
