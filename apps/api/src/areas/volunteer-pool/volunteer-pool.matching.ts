import {
  AVAILABILITY_DAYS,
  type AvailabilityPart,
  type AvailabilitySlot,
  type MatchReasonKind,
  type ProfileLanguage,
  type VacancyType,
} from '@platform/contracts';
import { parseRecurrenceRule, toWallClock } from '../vacancies/activity-schedule';
import { haversineKm } from '../vacancies/search/distance';

/** What the match reads of a profile. */
export type MatchProfile = {
  categoryIds: readonly string[];
  skills: readonly string[];
  languages: readonly ProfileLanguage[];
  availability: readonly AvailabilitySlot[];
  hoursPerWeek: number | null;
  latitude: number | null;
  longitude: number | null;
  travelDistanceKm: number | null;
  ageGroupId: string | null;
};

/** What the match reads of a vacancy or activity. */
export type MatchVacancy = {
  vacancyType: VacancyType;
  title: string;
  description: string | null;
  categoryIds: readonly string[];
  ageGroupIds: readonly string[];
  hoursPerWeek: number | null;
  latitude: number | null;
  longitude: number | null;
  startsAt: Date | null;
  recurrenceRule: string | null;
};

export type MatchReason = { kind: MatchReasonKind; values: string[]; km: number | null };
export type Match = { score: number; reasons: MatchReason[]; distanceKm: number | null };

/**
 * What each criterion weighs (docs/decisions.md, "Volunteer pool (issue 28)").
 * A criterion counts only when the vacancy says something about it (an
 * activity's times, a language vacancy, a place, hours, age groups); the score
 * is the share of the counted weight the profile earns, 0–100.
 */
export const MATCH_WEIGHTS: Record<MatchReasonKind, number> = {
  interest: 30,
  skill: 15,
  language: 15,
  availability: 15,
  hours: 10,
  distance: 20,
  age_group: 10,
};

/** How far a volunteer travels when their profile does not say. */
export const DEFAULT_TRAVEL_KM = 10;

/** Languages that make a profile fit a language vacancy: Dutch to practise in, any other to bridge with. */
const LANGUAGE_VACANCY_LANGUAGE: ProfileLanguage = 'nl';

/** A vacancy read once for matching many profiles: its words, day parts and a memo of skills found. */
export type PreparedVacancy = MatchVacancy & {
  words: string;
  slots: ReadonlySet<AvailabilitySlot> | null;
  skillFound: Map<string, boolean>;
  weights: number;
};

/** rrule numbers weekdays from Monday (0), as the profile's days are listed. */
const weekdayNumber = (day: unknown): number =>
  typeof day === 'number' ? day : (day as { weekday: number }).weekday;

/** Morning before noon, afternoon before six, evening after (Dutch wall-clock time). */
export function partOfDay(hour: number): AvailabilityPart {
  if (hour < 12) return 'morning';
  return hour < 18 ? 'afternoon' : 'evening';
}

/**
 * The day parts an activity takes place in, in the centre's time zone: the
 * weekdays of its recurrence rule (else of its start) at the part of day it
 * starts; null for a vacancy without a start.
 */
export function activitySlots(
  vacancy: Pick<MatchVacancy, 'startsAt' | 'recurrenceRule'>,
): Set<AvailabilitySlot> | null {
  if (!vacancy.startsAt) return null;
  const wall = toWallClock(vacancy.startsAt);
  const part = partOfDay(wall.getUTCHours());
  const ruleDays = vacancy.recurrenceRule ? parseRecurrenceRule(vacancy.recurrenceRule) : null;
  const byDay = ruleDays?.byweekday;
  const weekdays = (Array.isArray(byDay) ? byDay : byDay == null ? [] : [byDay])
    .map((day) => AVAILABILITY_DAYS[weekdayNumber(day)])
    .filter((day) => day !== undefined);
  // JavaScript counts Sunday as 0; the profile's days are in ISO order.
  const days = weekdays.length > 0 ? weekdays : [AVAILABILITY_DAYS[(wall.getUTCDay() + 6) % 7]!];
  return new Set(days.map((day) => `${day}_${part}` as AvailabilitySlot));
}

const hasCoordinates = (point: { latitude: number | null; longitude: number | null }) =>
  point.latitude !== null && point.longitude !== null;

/** Reads a vacancy once so that matching each profile is a few look-ups. */
export function prepareVacancy(vacancy: MatchVacancy): PreparedVacancy {
  const slots = activitySlots(vacancy);
  const counted: MatchReasonKind[] = ['interest', 'skill'];
  if (vacancy.vacancyType === 'language') counted.push('language');
  if (slots) counted.push('availability');
  if (vacancy.hoursPerWeek !== null) counted.push('hours');
  if (hasCoordinates(vacancy)) counted.push('distance');
  if (vacancy.ageGroupIds.length > 0) counted.push('age_group');
  return {
    ...vacancy,
    words: ` ${`${vacancy.title} ${vacancy.description ?? ''}`.toLowerCase().replace(/<[^>]*>/g, ' ')} `,
    slots,
    skillFound: new Map(),
    weights: counted.reduce((sum, kind) => sum + MATCH_WEIGHTS[kind], 0),
  };
}

/** Whether the vacancy's words name the skill, as whole words ("koken" is not found in "kokend"). */
function skillInWords(vacancy: PreparedVacancy, skill: string): boolean {
  const key = skill.toLowerCase();
  let found = vacancy.skillFound.get(key);
  if (found === undefined) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    found = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(vacancy.words);
    vacancy.skillFound.set(key, found);
  }
  return found;
}

/**
 * How well a profile matches a vacancy or activity (0–100) and why: shared
 * interests, skills the vacancy names, languages for a language vacancy,
 * day parts of an activity, hours a week, distance within the volunteer's
 * travel distance, and age group. The pool search and "Voor jou" both ask this.
 */
export function matchProfile(profile: MatchProfile, vacancy: PreparedVacancy): Match {
  const reasons: MatchReason[] = [];
  let earned = 0;
  const earn = (kind: MatchReasonKind, values: string[], km: number | null = null, share = 1) => {
    reasons.push({ kind, values, km });
    earned += MATCH_WEIGHTS[kind] * share;
  };

  const interests = profile.categoryIds.filter((id) => vacancy.categoryIds.includes(id));
  if (interests.length > 0) earn('interest', interests);
  const skills = profile.skills.filter((skill) => skillInWords(vacancy, skill));
  if (skills.length > 0) earn('skill', skills);
  if (vacancy.vacancyType === 'language' && profile.languages.length > 0) {
    // Dutch counts in full; another language alone (a bridge to the newcomer) counts half.
    earn(
      'language',
      [...profile.languages],
      null,
      profile.languages.includes(LANGUAGE_VACANCY_LANGUAGE) ? 1 : 0.5,
    );
  }
  if (vacancy.slots) {
    const slots = profile.availability.filter((slot) => vacancy.slots!.has(slot));
    if (slots.length > 0) earn('availability', slots);
  }
  if (
    vacancy.hoursPerWeek !== null &&
    profile.hoursPerWeek !== null &&
    profile.hoursPerWeek >= vacancy.hoursPerWeek
  ) {
    earn('hours', [String(profile.hoursPerWeek)]);
  }
  let distanceKm: number | null = null;
  if (hasCoordinates(vacancy) && hasCoordinates(profile)) {
    distanceKm =
      Math.round(
        haversineKm(profile.latitude!, profile.longitude!, vacancy.latitude!, vacancy.longitude!) *
          10,
      ) / 10;
    const reach = profile.travelDistanceKm ?? DEFAULT_TRAVEL_KM;
    // Within reach counts in full; up to twice as far, half.
    if (distanceKm <= reach) earn('distance', [], distanceKm);
    else if (distanceKm <= 2 * reach) earn('distance', [], distanceKm, 0.5);
  }
  if (profile.ageGroupId !== null && vacancy.ageGroupIds.includes(profile.ageGroupId))
    earn('age_group', [profile.ageGroupId]);

  const score = vacancy.weights === 0 ? 0 : Math.round((100 * earned) / vacancy.weights);
  return { score, reasons, distanceKm };
}
