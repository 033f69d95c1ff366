import * as v from 'valibot';
import { pure } from './pure';

// The volunteer pool (issue 28): a volunteer's profile, the pool organisations
// and staff search, and the replies organisations send to a profile.

/** Longest introduction of a profile (plain text; line breaks kept). */
export const PROFILE_INTRODUCTION_MAX = 1000;
/** Most skills a profile names, and the longest skill. */
export const PROFILE_SKILLS_MAX = 15;
export const PROFILE_SKILL_MAX_LENGTH = 40;
/** Most interests (vacancy categories) and languages a profile names. */
export const PROFILE_INTERESTS_MAX = 20;
export const PROFILE_LANGUAGES_MAX = 10;
/** Bounds of the hours a week a volunteer offers and of how far they travel (km). */
export const PROFILE_HOURS_PER_WEEK = { min: 1, max: 40 } as const;
export const PROFILE_TRAVEL_KM = { min: 1, max: 100 } as const;
/** Longest place name of a profile (geocoded like a vacancy's place). */
export const PROFILE_PLACE_MAX = 100;

/**
 * The languages a profile can name: ISO 639 codes of the languages most
 * spoken in the Netherlands (`dse` is Dutch Sign Language). The apps label
 * them in the reader's language.
 */
export const PROFILE_LANGUAGES = [
  'nl',
  'fy',
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'pl',
  'ro',
  'bg',
  'hu',
  'tr',
  'ar',
  'tzm',
  'fa',
  'ps',
  'ti',
  'so',
  'uk',
  'ru',
  'zh',
  'pap',
  'srn',
  'dse',
] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

/** Days of the week (ISO order) and parts of a day a volunteer can be available. */
export const AVAILABILITY_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const AVAILABILITY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type AvailabilityDay = (typeof AVAILABILITY_DAYS)[number];
export type AvailabilityPart = (typeof AVAILABILITY_PARTS)[number];
/** One day part of the week, `mon_morning` … `sun_evening`. */
export type AvailabilitySlot = `${AvailabilityDay}_${AvailabilityPart}`;
export const AVAILABILITY_SLOTS = AVAILABILITY_DAYS.flatMap((day) =>
  AVAILABILITY_PARTS.map((part) => `${day}_${part}` as AvailabilitySlot),
);

/** Why a profile and a vacancy match, as the apps show it ("past bij je interesse Natuur, 3 km"). */
export const MATCH_REASON_KINDS = [
  'interest',
  'skill',
  'language',
  'availability',
  'hours',
  'distance',
  'age_group',
] as const;
export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number];

/** States of a reply to a profile: `stopped` when staff took it back as abuse. */
export const PROFILE_REPLY_STATUSES = ['sent', 'accepted', 'declined', 'stopped'] as const;
export type ProfileReplyStatus = (typeof PROFILE_REPLY_STATUSES)[number];

/** Limits that keep replies from becoming spam (docs/api.md, "Volunteer pool"). */
export const PROFILE_REPLY_LIMITS = {
  /** Longest reply (plain text). */
  bodyMax: 2000,
  /** One reply per organisation per volunteer within this many days. */
  perVolunteerDays: 30,
  /** Replies one organisation may send per calendar day (centre's time zone). */
  perOrganizationPerDay: 20,
} as const;

/** Longest reason staff give when they stop an organisation's replies or a reply. */
export const POOL_STOP_REASON_MAX = 500;

const uuid = v.pipe(v.string(), v.uuid(), v.toLowerCase());
/**
 * A skill as words: underscores read as spaces, so a skill never looks like a
 * snake_case name (the apps rename those keys, and skills are keys of the
 * pool's facet counts).
 */
const skillWords = (skill: string) => skill.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
const uniqueList = <T>(list: T[]) => new Set(list).size === list.length;
const bounded = ({ min, max }: { min: number; max: number }) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A volunteer's own profile (`PUT /api/v1/volunteer_profile`); every field but `in_pool` may be left empty. */
export const volunteerProfileUpdateSchema = /* @__PURE__ */ pure(() =>
  v.object({
    introduction: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(PROFILE_INTRODUCTION_MAX)),
      '',
    ),
    categoryIds: v.optional(
      v.pipe(v.array(uuid), v.maxLength(PROFILE_INTERESTS_MAX), v.check(uniqueList)),
      [],
    ),
    skills: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string(),
            v.transform(skillWords),
            v.minLength(2),
            v.maxLength(PROFILE_SKILL_MAX_LENGTH),
          ),
        ),
        v.maxLength(PROFILE_SKILLS_MAX),
        v.transform((skills) => [
          ...new Map(skills.map((skill) => [skill.toLowerCase(), skill])).values(),
        ]),
      ),
      [],
    ),
    languages: v.optional(
      v.pipe(
        v.array(v.picklist(PROFILE_LANGUAGES)),
        v.maxLength(PROFILE_LANGUAGES_MAX),
        v.check(uniqueList),
      ),
      [],
    ),
    availability: v.optional(
      v.pipe(v.array(v.picklist(AVAILABILITY_SLOTS)), v.check(uniqueList)),
      [],
    ),
    hoursPerWeek: v.optional(v.nullable(bounded(PROFILE_HOURS_PER_WEEK)), null),
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
    travelDistanceKm: v.optional(v.nullable(bounded(PROFILE_TRAVEL_KM)), null),
    ageGroupId: v.optional(v.nullable(uuid), null),
    wantsOneToOne: v.optional(v.boolean(), false),
    inPool: v.boolean(),
  }),
);
export type VolunteerProfileUpdateInput = v.InferOutput<typeof volunteerProfileUpdateSchema>;

/** A reply to a profile (`POST /api/v1/volunteer_profile_replies`): the words and, optionally, one of the organisation's vacancies. */
export const profileReplyCreateSchema = /* @__PURE__ */ pure(() =>
  v.object({
    volunteerProfileId: uuid,
    organizationId: uuid,
    body: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(PROFILE_REPLY_LIMITS.bodyMax)),
    vacancyId: v.optional(v.nullable(uuid), null),
  }),
);
export type ProfileReplyCreateInput = v.InferOutput<typeof profileReplyCreateSchema>;

/** The volunteer's answer to a reply (`PATCH /api/v1/volunteer_profile_replies/{id}`). */
export const profileReplyAnswerSchema = /* @__PURE__ */ pure(() =>
  v.object({ status: v.picklist(['accepted', 'declined']) }),
);
export type ProfileReplyAnswerInput = v.InferOutput<typeof profileReplyAnswerSchema>;

/** Staff stop a reply or all replies of an organisation, with a reason the organisation reads. */
export const poolStopSchema = /* @__PURE__ */ pure(() =>
  v.object({
    reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(POOL_STOP_REASON_MAX)),
  }),
);
export type PoolStopInput = v.InferOutput<typeof poolStopSchema>;

/** Staff stop all replies of an organisation of the centre (`POST /api/v1/volunteer_pool_blocks`). */
export const poolBlockCreateSchema = /* @__PURE__ */ pure(() =>
  v.object({ organizationId: uuid, ...poolStopSchema.entries }),
);
export type PoolBlockCreateInput = v.InferOutput<typeof poolBlockCreateSchema>;

/** Limits of a pool search (docs/api.md). */
export const POOL_SEARCH_LIMITS = {
  textLength: 200,
  placeLength: PROFILE_PLACE_MAX,
  distanceKm: { min: 1, max: 200, default: 10 },
  pageSize: { default: 20, max: 50 },
  page: 9_999_999,
  ids: 50,
} as const;

const list = <T extends v.GenericSchema<string, string>>(item: T) =>
  v.pipe(v.array(item), v.minLength(1), v.maxLength(POOL_SEARCH_LIMITS.ids));

/**
 * Each field of a pool search (`GET /api/v1/volunteer_profiles`, as
 * `filter[…]`): words, interests, skills, languages, day parts, an age group,
 * one-to-one support, a place with a radius, and a vacancy of the searching
 * organisation to rank the pool against (the same scoring as "Voor jou").
 */
export const poolSearchFieldsSchema = v.object({
  q: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(POOL_SEARCH_LIMITS.textLength),
    v.transform((value) => value || undefined),
  ),
  categoryIds: list(uuid),
  skills: list(
    v.pipe(
      v.string(),
      v.transform(skillWords),
      v.minLength(1),
      v.maxLength(PROFILE_SKILL_MAX_LENGTH),
    ),
  ),
  languages: list(v.picklist(PROFILE_LANGUAGES)),
  availability: list(v.picklist(AVAILABILITY_SLOTS)),
  ageGroupIds: list(uuid),
  wantsOneToOne: v.boolean(),
  place: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(POOL_SEARCH_LIMITS.placeLength)),
  distance: v.pipe(
    v.number(),
    v.minValue(POOL_SEARCH_LIMITS.distanceKm.min),
    v.maxValue(POOL_SEARCH_LIMITS.distanceKm.max),
  ),
  vacancyId: uuid,
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(POOL_SEARCH_LIMITS.page)),
});
export type PoolSearchFields = v.InferOutput<typeof poolSearchFieldsSchema>;

/** States of a request for one-to-one support: open until matched, closed by the student or staff. */
export const ONE_TO_ONE_REQUEST_STATUSES = ['open', 'matched', 'closed'] as const;
export type OneToOneRequestStatus = (typeof ONE_TO_ONE_REQUEST_STATUSES)[number];
/** States of a one-to-one match: active until ended with a reason. */
export const ONE_TO_ONE_MATCH_STATUSES = ['active', 'ended'] as const;
export type OneToOneMatchStatus = (typeof ONE_TO_ONE_MATCH_STATUSES)[number];
