import * as v from 'valibot';
import { VACANCY_TYPES } from './enums';
import { pure } from './pure';

/** Farthest a periodic mail looks around its place, in kilometres. */
export const DIGEST_MAX_DISTANCE_KM = 100;

/** The distances a volunteer chooses from for the periodic mail. */
export const DIGEST_DISTANCES_KM = [5, 10, 25, 50, 100] as const;

/**
 * What the periodic mail is about (`PATCH /current_user/digest_preferences`):
 * vacancies and activities of these categories and types (none: all), within
 * `distance_km` of `place` (no place: everywhere). The days it comes on are the
 * user's `digest_days`.
 */
export const digestPreferencesSchema = /* @__PURE__ */ pure(() =>
  v.object({
    categoryIds: v.optional(v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.maxLength(50))),
    vacancyTypes: v.optional(
      v.pipe(v.array(v.picklist(VACANCY_TYPES)), v.maxLength(VACANCY_TYPES.length)),
    ),
    place: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100)))),
    distanceKm: v.optional(
      v.nullable(
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DIGEST_MAX_DISTANCE_KM)),
      ),
    ),
  }),
);
